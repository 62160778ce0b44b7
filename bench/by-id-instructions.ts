// The by-id read's user-space instructions per request, the product against its same-headers baseline, counted by
// valgrind's callgrind (issue 43 item 5, decision 0156). Requests a second and CPU time move with whatever else a
// shared 2-core machine runs (±20–30 % between runs); an instruction count does not, so a change to the read path
// can be judged by this figure while other work runs. The kernel's share (the socket write, about a third of a read)
// is not counted: it is the same for both servers.
// Both servers read one SQLite database (10,000 rows written straight in: a by-id read does not depend on the row
// count), run under callgrind side by side with counting off, are warmed with `warm` reads (V8 compiles the read
// path), then counted over `reads` reads, `rounds` times. A round that meets a full collection or a late
// compilation counts more; the smallest round is the steady state. What a server runs by the clock (the product's
// pollers) is counted once with no request coming and taken out of each round for its duration (idleRate).
// Usage: node --import tsx bench/by-id-instructions.ts [warm=50000] [reads=10000] [rounds=3]
// Needs valgrind (Debian's package). BENCH_NODE_FLAGS: node's flags for the product, as for `npm run bench`.
// BENCH_PRODUCT_BUNDLE: another build of the product to count (e.g. the commit before a change, copied beside
// build/server/ so that it finds node_modules). BENCH_PORT moves the servers, for two runs side by side.
// BENCH_CALLGRIND_DIR keeps the counts there for `callgrind_annotate`; both servers then run with node's
// --perf-basic-prof, which writes /tmp/perf-<pid>.map naming their compiled JavaScript (the counts name it by address).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { byIdDatabase } from './by-id-database.js';
import { ensureServerBuild, SERVER_BUNDLE } from '../scripts/build-server.mjs';
import { BASELINE_PORT, PRODUCT_PORT } from './run-config.js';
import { randomId, type IdRange } from './run-measure.js';
import { signInToProduct, startProduct, stop } from './run-processes.js';
import { staticHeaders } from './run-same-answers.js';

const [warm, reads, rounds] = [50_000, 10_000, 3].map((d, i) => Number(process.argv[2 + i] ?? d));
const ROWS = 10_000;
// vgdb names its pipes after $HOST: the product listens on HOST, so the servers and callgrind_control all get this one.
const VGDB_HOST = '127.0.0.1';
const PRODUCT_BUNDLE = process.env.BENCH_PRODUCT_BUNDLE ?? SERVER_BUNDLE;
// How long each window of a server's clock-driven work is counted with no request coming (idleRate).
const IDLE_MS = 10_000;

interface Counted {
  name: string;
  child: ChildProcess;
  port: number;
  headers: Record<string, string>;
  /** Where callgrind writes its dumps and vgdb its pipes: one folder per server. */
  dir: string;
}

/** `args` after node's own under callgrind, counting off until told; resolves once `ready` is printed. */
function underCallgrind(name: string, dir: string, args: string[], env: Record<string, string>, ready: RegExp) {
  const tool = [
    '--tool=callgrind',
    '--instr-atstart=no',
    `--vgdb-prefix=${dir}/vgdb`,
    `--callgrind-out-file=${dir}/cg`,
  ];
  return new Promise<ChildProcess>((resolve, reject) => {
    const child = spawn('valgrind', [...tool, process.execPath, ...args], {
      env: { ...process.env, HOST: VGDB_HOST, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    const timer = setTimeout(() => reject(new Error(`${name} did not start under valgrind:\n${out}`)), 600_000);
    const onData = (d: Buffer) => {
      out += d;
      if (!ready.test(out)) return;
      clearTimeout(timer);
      resolve(child);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('error', reject);
  });
}

const control = (server: Counted, ...command: string[]) =>
  execFileSync('callgrind_control', [`--vgdb-prefix=${server.dir}/vgdb`, ...command, String(server.child.pid)], {
    env: { ...process.env, HOST: VGDB_HOST },
    stdio: 'ignore',
  });

async function read(server: Counted, amount: number, ids: IdRange): Promise<number> {
  const result = await autocannon({
    url: `http://127.0.0.1:${server.port}/api/v1/db/content/1`,
    connections: 8,
    amount,
    timeout: 120,
    headers: server.headers,
    requests: [{ setupRequest: (req) => ({ ...req, path: `/api/v1/db/content/${randomId(ids)}` }) }],
  });
  const failed = result.errors + result.non2xx;
  if (failed) throw new Error(`${server.name}: ${failed} failed reads`);
  return result.requests.total;
}

/** The instructions of one counted window: counting from zero while `work` runs, dumped as `label`. */
async function countWindow(server: Counted, label: string, work: () => Promise<number>) {
  control(server, '--zero');
  control(server, '--instr=on');
  const started = performance.now();
  const answered = await work();
  const seconds = (performance.now() - started) / 1000;
  control(server, '--instr=off');
  control(server, `--dump=${label}`);
  let instructions = 0;
  for (const file of readdirSync(server.dir).filter((f) => f.startsWith('cg'))) {
    const text = readFileSync(join(server.dir, file), 'utf8');
    if (!text.includes(`Trigger: dump ${label}\n`)) continue;
    instructions += Number(/^totals: (\d+)/m.exec(text)?.[1] ?? 0);
  }
  return { instructions, seconds, answered };
}

/**
 * What a server runs by the clock while no request comes (the product's pollers: scheduled changes every second,
 * webhook deliveries every two), in instructions a second. Under callgrind a read takes about fifty times as long as
 * at full speed, so this clock-driven work would count fifty times over per read; it is taken out of each round.
 * The smallest of three windows: an idle server soon runs a full collection to give memory back (V8's memory
 * reducer), once, which is not clock-driven and would take out more than the pollers' share.
 */
async function idleRate(server: Counted): Promise<number> {
  const rates: number[] = [];
  for (let window = 1; window <= 3; window++) {
    const wait = () => new Promise<number>((done) => setTimeout(() => done(0), IDLE_MS));
    const idle = await countWindow(server, `idle${window}`, wait);
    rates.push(idle.instructions / idle.seconds);
  }
  return Math.min(...rates);
}

/** Instructions per read over one counted round, the clock-driven work of its duration taken out. */
async function countRound(server: Counted, round: number, ids: IdRange, perSecond: number) {
  const { instructions, seconds, answered } = await countWindow(server, `round${round}`, () =>
    read(server, reads, ids),
  );
  return { net: (instructions - perSecond * seconds) / answered, raw: instructions / answered };
}

async function main() {
  await ensureServerBuild();
  const work = mkdtempSync(join(tmpdir(), 'bench-instructions-'));
  const keep = process.env.BENCH_CALLGRIND_DIR;
  const dirOf = (name: string) => mkdtempSync(join(keep ?? work, `${name}-`));
  const servers: Counted[] = [];
  try {
    const { env, file, ids } = await byIdDatabase(work, ROWS);
    // Signed in and its headers read from the product at full speed; the token stays good when it starts again.
    const plain = await startProduct(env);
    const token = await signInToProduct();
    const headers = await staticHeaders(token, ids);
    await stop(plain);
    // Kept counts are read against the JIT code's names, the baseline's as much as the product's.
    const names = keep ? ['--perf-basic-prof'] : [];
    const flags = [...names, ...(process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? [])];
    const productDir = dirOf('product');
    const baselineDir = dirOf('baseline');
    const [product, baseline] = await Promise.all([
      underCallgrind('product', productDir, [...flags, PRODUCT_BUNDLE], env, /Sign in at/),
      underCallgrind(
        'baseline',
        baselineDir,
        [...names, '--import', 'tsx', 'bench/baseline-server.ts', file, String(BASELINE_PORT)],
        { BASELINE_HEADERS: JSON.stringify(headers) },
        /baseline ready/,
      ),
    ]);
    servers.push(
      {
        name: 'product',
        child: product,
        port: PRODUCT_PORT,
        headers: { authorization: `Bearer ${token}` },
        dir: productDir,
      },
      { name: 'same-headers baseline', child: baseline, port: BASELINE_PORT, headers: {}, dir: baselineDir },
    );
    await Promise.all(servers.map((s) => read(s, warm, ids)));
    const perSecond = await Promise.all(servers.map(idleRate));
    console.log(
      `with no request: product ${(perSecond[0] / 1e6).toFixed(1)}M instructions a second, same-headers baseline ` +
        `${(perSecond[1] / 1e6).toFixed(1)}M (taken out of each round for its duration)`,
    );
    const counts = servers.map(() => [] as number[]);
    const k = (n: number) => `${(n / 1000).toFixed(1)}k`;
    for (let round = 1; round <= rounds; round++) {
      const [p, b] = await Promise.all(servers.map((s, i) => countRound(s, round, ids, perSecond[i])));
      counts[0].push(p.net);
      counts[1].push(b.net);
      console.log(
        `round ${round}: product ${k(p.net)} instructions per read (${k(p.raw)} with the clock-driven work), ` +
          `same-headers baseline ${k(b.net)} (${k(b.raw)}), baseline/product ${(b.net / p.net).toFixed(2)}`,
      );
    }
    const [p, b] = counts.map((c) => Math.min(...c));
    console.log(
      `steady (the smallest round of each): product ${k(p)}, same-headers baseline ${k(b)} instructions per read; ` +
        `baseline/product ${(b / p).toFixed(2)}` +
        (keep ? `; counts kept in ${productDir} and ${baselineDir}` : ''),
    );
  } finally {
    for (const s of servers) s.child.kill('SIGKILL');
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(e);
  process.exitCode = 1;
});
