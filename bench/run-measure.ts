// One call measured under load (autocannon on 127.0.0.1, 32 connections) and
// the streamed every-row read, for `npm run bench` (bench/run.ts).
import autocannon from 'autocannon';
import { SECONDS } from './run-config.js';
import { cpuSeconds, rssMb } from './run-processes.js';

export interface IdRange {
  min: number;
  max: number;
}
export const randomId = (ids: IdRange) => ids.min + Math.floor(Math.random() * (ids.max - ids.min + 1));

export async function load(port: number, path: string, headers: Record<string, string>, seconds: number, ids: IdRange) {
  const requests = path.includes('{id}')
    ? [{ setupRequest: (req: autocannon.Request) => ({ ...req, path: path.replace('{id}', String(randomId(ids))) }) }]
    : undefined;
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${path.replace('{id}', '1')}`,
    connections: 32,
    duration: seconds,
    headers,
    ...(requests ? { requests } : {}),
  });
  return {
    rps: result.requests.average,
    requests: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** One call loaded for `seconds` (BENCH_SECONDS), after a 2-second warm-up of it unless `warm` is false. */
export async function measure(
  port: number,
  pid: number,
  headers: Record<string, string>,
  path: string,
  ids: IdRange,
  { seconds = SECONDS, warm = true } = {},
) {
  if (warm) await load(port, path, headers, 2, ids); // warm-up of this call, discarded
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 100);
  const cpuBefore = cpuSeconds(pid);
  const r = await load(port, path, headers, seconds, ids);
  const cpuUs = ((cpuSeconds(pid) - cpuBefore) * 1e6) / Math.max(1, r.requests);
  clearInterval(sampler);
  return { ...r, rssMb: Math.round(peak), cpuUs: Math.round(cpuUs) };
}

/** Reads the unpaged list (every row, streamed), keeping none of it, watching the product's memory. */
export async function streamRead(port: number, pid: number, token: string) {
  const before = rssMb(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 20);
  const started = Date.now();
  const res = await fetch(`http://127.0.0.1:${port}/api/v1/db/content?fields=CId,CTitle,CSeoUrl,CLastModified`, {
    headers: { authorization: `Bearer ${token}` },
  });
  let bytes = 0;
  let rows = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.length;
    for (const b of chunk) if (b === 0x7b) rows++; // one "{" per row
  }
  clearInterval(sampler);
  return {
    rows,
    mb: Math.round(bytes / 1e6),
    seconds: (Date.now() - started) / 1000,
    rssBeforeMb: Math.round(before),
    rssPeakMb: Math.round(peak),
    growthMb: Math.round(peak - before),
  };
}
