// Issue 24 item 7: reads without paging, each against its own paged twin in
// the same run, so a fixed cost per unpaged read (a worker thread started for
// every stream cost ~85 ms, whatever the size) can never pass unseen again.
//   - small tables (the tag tree every admin screen reads, the redirect list):
//     the unpaged read against the same rows asked for as one page;
//   - a large table (every Content row, two fields): one streamed read
//     against reading the same rows page by page;
//   - a mixed soak like the one that fell from 1,544 to 90 requests a second:
//     six calls in turn at 16 connections (list page, read by id, search,
//     title-sorted page, the unpaged tag read, a redirect write), against the
//     same mix with the tag read paged.
// Target for each: the unpaged side costs at most 1.2× its twin (ratio ≥ 1/1.2).
import autocannon from 'autocannon';

export const UNPAGED_RATIO_TARGET = 1 / 1.2;
const PAGED = 'pageNumber=1&pageSize=500'; // MAX_PAGE_SIZE: every row of a small table in one page

const SMALL = [
  { name: 'tag tree', path: '/api/v1/db/tag' },
  { name: 'redirects', path: '/api/v1/db/redirect' },
];

interface Rate {
  rps: number;
  p99: number;
  errors: number;
}
export interface Twin {
  name: string;
  unpaged: Rate;
  paged: Rate;
  /** unpaged ÷ paged requests a second (≥ target passes). */
  ratio: number;
}
export interface LargeRead {
  rows: number;
  unpagedSeconds: number;
  pagedSeconds: number;
  pages: number;
  /** paged time ÷ unpaged time (≥ target passes). */
  ratio: number;
}
export interface UnpagedResult {
  small: Twin[];
  large: LargeRead;
  soak: Twin;
}

const rate = (r: autocannon.Result): Rate => ({
  rps: r.requests.average,
  p99: r.latency.p99,
  errors: r.errors + r.non2xx,
});

async function hammer(
  port: number,
  headers: Record<string, string>,
  path: string,
  seconds: number,
  connections = 32,
): Promise<Rate> {
  return rate(await autocannon({ url: `http://127.0.0.1:${port}${path}`, connections, duration: seconds, headers }));
}

/**
 * Both sides warm first (JIT, statement caches, warm workers), then measured in turn, twice each
 * (A B A B), keeping each side's better run: load from outside the bench that comes and goes then
 * weighs on both sides alike instead of on whichever ran during it.
 */
async function twin(
  name: string,
  run: (paged: boolean, seconds: number) => Promise<Rate>,
  seconds: number,
): Promise<Twin> {
  await run(false, 1);
  await run(true, 1);
  const half = Math.max(1, Math.round(seconds / 2));
  const runs: Rate[][] = [[], []];
  for (let i = 0; i < 2; i++) {
    runs[0]!.push(await run(false, half));
    runs[1]!.push(await run(true, half));
  }
  const best = (rs: Rate[]) =>
    rs.reduce((a, b) =>
      b.rps > a.rps ? { ...b, errors: a.errors + b.errors } : { ...a, errors: a.errors + b.errors },
    );
  const unpaged = best(runs[0]!);
  const paged = best(runs[1]!);
  return { name, unpaged, paged, ratio: unpaged.rps / paged.rps };
}

async function readAll(url: string, headers: Record<string, string>): Promise<unknown[]> {
  const res = await fetch(url, { headers });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as unknown[];
}

/** Every Content row (two fields), streamed and page by page, in turn three times; the fastest of each. */
async function largeRead(port: number, headers: Record<string, string>): Promise<LargeRead> {
  const base = `http://127.0.0.1:${port}/api/v1/db/content?fields=CId,CTitle`;
  const unpagedOnce = async () => {
    const t0 = performance.now();
    const rows = await readAll(base, headers);
    return { seconds: (performance.now() - t0) / 1000, rows: rows.length };
  };
  const pagedOnce = async () => {
    const t0 = performance.now();
    let rows = 0;
    let pages = 0;
    for (let n = 1; ; n++) {
      const page = await readAll(`${base}&pageNumber=${n}&pageSize=500`, headers);
      rows += page.length;
      pages++;
      if (page.length < 500) break;
    }
    return { seconds: (performance.now() - t0) / 1000, rows, pages };
  };
  const tries: { u: Awaited<ReturnType<typeof unpagedOnce>>; p: Awaited<ReturnType<typeof pagedOnce>> }[] = [];
  for (let i = 0; i < 3; i++) tries.push({ u: await unpagedOnce(), p: await pagedOnce() });
  const u = tries.map((t) => t.u).sort((a, b) => a.seconds - b.seconds)[0]!;
  const p = tries.map((t) => t.p).sort((a, b) => a.seconds - b.seconds)[0]!;
  if (u.rows !== p.rows) throw new Error(`unpaged read gave ${u.rows} rows, pages gave ${p.rows}`);
  return {
    rows: u.rows,
    unpagedSeconds: u.seconds,
    pagedSeconds: p.seconds,
    pages: p.pages,
    ratio: p.seconds / u.seconds,
  };
}

/** Six calls in turn on each of 16 connections; the tag read unpaged or as its one-page twin. */
async function soak(
  port: number,
  headers: Record<string, string>,
  ids: { min: number; max: number },
  paged: boolean,
  seconds: number,
): Promise<Rate> {
  let written = 0;
  const run = `${Date.now().toString(36)}${paged ? 'p' : 'u'}`;
  const get = (path: string): autocannon.Request => ({ method: 'GET', path });
  const result = await autocannon({
    url: `http://127.0.0.1:${port}/`,
    connections: 16,
    duration: seconds,
    headers,
    requests: [
      get('/api/v1/db/content?pageNumber=1&pageSize=20'),
      {
        method: 'GET',
        setupRequest: (req) => ({
          ...req,
          path: `/api/v1/db/content/${ids.min + Math.floor(Math.random() * (ids.max - ids.min + 1))}`,
        }),
      },
      get('/api/v1/db/content?pageNumber=1&pageSize=20&filters=CTitle~foo1'),
      get('/api/v1/db/content?pageNumber=1&pageSize=20&orderBy=CTitle%20asc'),
      get(paged ? `/api/v1/db/tag?${PAGED}` : '/api/v1/db/tag'),
      {
        method: 'POST',
        path: '/api/v1/db/redirect',
        setupRequest: (req) => ({
          ...req,
          headers: { ...req.headers, 'content-type': 'application/json' },
          body: JSON.stringify({ RFrom: `/bench/soak/${run}/${++written}`, RTo: '/bench/soak-target', RType: '301' }),
        }),
      },
    ],
  });
  return rate(result);
}

export async function unpagedReads(
  port: number,
  token: string,
  ids: { min: number; max: number },
  seconds: number,
): Promise<UnpagedResult> {
  const headers = { authorization: `Bearer ${token}` };
  const small: Twin[] = [];
  for (const t of SMALL) {
    small.push(
      await twin(t.name, (paged, s) => hammer(port, headers, paged ? `${t.path}?${PAGED}` : t.path, s), seconds),
    );
  }
  const large = await largeRead(port, headers);
  const soakTwin = await twin(
    'mixed soak (16 connections, 6 calls in turn)',
    (paged, s) => soak(port, headers, ids, paged, s),
    seconds,
  );
  return { small, large, soak: soakTwin };
}

const f = (n: number, d = 0) => n.toLocaleString('en-US', { maximumFractionDigits: d, minimumFractionDigits: d });
const verdict = (ratio: number) => (ratio >= UNPAGED_RATIO_TARGET ? 'PASS' : 'MISS');
const errs = (t: Twin) =>
  t.unpaged.errors + t.paged.errors ? `  (errors: unpaged ${t.unpaged.errors}, paged ${t.paged.errors})` : '';

export function printUnpagedReads(r: UnpagedResult): void {
  console.log('unpaged read             | unpaged req/s  p99 | paged twin req/s  p99 | ratio');
  for (const t of [...r.small, r.soak]) {
    console.log(
      `${t.name.slice(0, 24).padEnd(24)} | ${f(t.unpaged.rps).padStart(13)} ${String(t.unpaged.p99).padStart(4)} | ${f(t.paged.rps).padStart(16)} ${String(t.paged.p99).padStart(4)} | ${f(t.ratio, 2)}${errs(t)}`,
    );
  }
  const l = r.large;
  console.log(
    `every Content row (${f(l.rows)}): streamed in ${f(l.unpagedSeconds, 2)} s, in ${l.pages} pages of 500 in ${f(l.pagedSeconds, 2)} s`,
  );
  const target = f(UNPAGED_RATIO_TARGET, 2);
  for (const t of [...r.small, r.soak])
    console.log(
      `  ${t.unpaged.errors + t.paged.errors ? 'MISS' : verdict(t.ratio)} unpaged ${t.name}: ratio ${f(t.ratio, 2)} (target ≥ ${target}: at most 1.2× its paged twin)`,
    );
  console.log(`  ${verdict(l.ratio)} unpaged every Content row: ratio ${f(l.ratio, 2)} (target ≥ ${target})`);
}
