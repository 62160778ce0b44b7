// `npm run bench`: what compressing JSON answers costs (issue 12 item 5).
// Each call is loaded twice against the product, without Accept-Encoding and
// with a browser's `br, gzip`, and printed with the bytes of one answer each
// way, the rates, and the product's CPU time per answer (from
// /proc/<pid>/stat: steadier than req/s on a machine that is busy with
// other work). Answers under the threshold (plugins/compression.ts) go as
// they are, so their figures should not move.
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import autocannon from 'autocannon';
import { COMPRESS_MIN_BYTES } from '../src/server/platform/plugins/compression.js';

const CALLS = [
  { name: 'get by id', path: '/api/v1/db/content/{id}' },
  { name: 'list page 1', path: '/api/v1/db/content?pageNumber=1&pageSize=20' },
  { name: 'list of 50', path: '/api/v1/db/content?pageNumber=1&pageSize=50' },
  { name: 'list of 200', path: '/api/v1/db/content?pageNumber=1&pageSize=200' },
] as const;
const BROWSER = { 'accept-encoding': 'br, gzip' };
const TICK_US = 1e6 / 100; // USER_HZ is 100 on Linux

/** User + system CPU time of a process so far, in µs. */
function cpuMicros(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_US;
}

/** One answer's bytes on the wire (node:http: fetch would decode the body and hide its size). */
function answerBytes(baseUrl: string, path: string, headers: Record<string, string>) {
  return new Promise<{ bytes: number; encoding: string }>((resolve, reject) => {
    request(`${baseUrl}${path}`, { headers }, (res) => {
      let bytes = 0;
      res.on('data', (c: Buffer) => (bytes += c.length));
      res.on('end', () => resolve({ bytes, encoding: String(res.headers['content-encoding'] ?? 'identity') }));
    })
      .on('error', reject)
      .end();
  });
}

interface Load {
  rps: number;
  p99: number;
  cpuUs: number;
}

async function load(
  baseUrl: string,
  pid: number,
  path: string,
  headers: Record<string, string>,
  seconds: number,
  someId: () => number,
): Promise<Load> {
  const opts = {
    url: `${baseUrl}${path.replace('{id}', '1')}`,
    connections: 32,
    headers,
    requests: [{ setupRequest: (r: autocannon.Request) => ({ ...r, path: path.replace('{id}', String(someId())) }) }],
  };
  await autocannon({ ...opts, duration: 1 }); // warm-up
  const before = cpuMicros(pid);
  const r = await autocannon({ ...opts, duration: Math.max(1, Math.round(seconds)) });
  return {
    rps: r.requests.average,
    p99: r.latency.p99,
    cpuUs: (cpuMicros(pid) - before) / Math.max(1, r.requests.total),
  };
}

const mean = (x: Load, y: Load): Load => ({
  rps: (x.rps + y.rps) / 2,
  p99: Math.max(x.p99, y.p99),
  cpuUs: (x.cpuUs + y.cpuUs) / 2,
});

export async function compressionCosts(
  baseUrl: string,
  pid: number,
  token: string,
  someId: () => number,
  seconds: number,
) {
  const auth = { authorization: `Bearer ${token}` };
  const rows = [];
  for (const call of CALLS) {
    const path = call.path.replace('{id}', String(someId()));
    const plain = await answerBytes(baseUrl, path, auth);
    const packed = await answerBytes(baseUrl, path, { ...auth, ...BROWSER });
    // A-B-B-A, each half the time, averaged: whichever runs first pays for the previous call's garbage and JIT.
    const a1 = await load(baseUrl, pid, call.path, auth, seconds / 2, someId);
    const b1 = await load(baseUrl, pid, call.path, { ...auth, ...BROWSER }, seconds / 2, someId);
    const b2 = await load(baseUrl, pid, call.path, { ...auth, ...BROWSER }, seconds / 2, someId);
    const a2 = await load(baseUrl, pid, call.path, auth, seconds / 2, someId);
    const [identity, encoded] = [mean(a1, a2), mean(b1, b2)];
    rows.push({
      call: call.name,
      plainBytes: plain.bytes,
      encodedBytes: packed.bytes,
      encoding: packed.encoding,
      identity,
      encoded,
      ratio: encoded.rps / identity.rps,
    });
  }
  return rows;
}

export function printCompression(rows: Awaited<ReturnType<typeof compressionCosts>>) {
  if (!rows.length) return;
  console.log(
    `JSON answers without Accept-Encoding → with "br, gzip" (threshold ${COMPRESS_MIN_BYTES} B): bytes | req/s | p99 | product CPU per answer | req/s ratio`,
  );
  for (const r of rows) {
    const [a, b] = [r.identity, r.encoded];
    console.log(
      `  ${r.call.padEnd(12)} ${String(r.plainBytes).padStart(6)} → ${String(r.encodedBytes).padStart(6)} B ${r.encoding.padEnd(8)} | ${Math.round(a.rps)} → ${Math.round(b.rps)} | ${a.p99} → ${b.p99} ms | ${Math.round(a.cpuUs)} → ${Math.round(b.cpuUs)} µs | ${r.ratio.toFixed(2)}`,
    );
  }
}
