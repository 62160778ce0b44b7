// `npm run bench`: what compressing JSON answers costs the small ones (issue
// 12 item 5). The product is loaded twice per call, without Accept-Encoding
// and with the browser's `br, gzip`, and the ratio of the two rates printed
// with the bytes of one answer each way: answers under the threshold
// (plugins/compression.ts) go as they are, so their ratio stays ~1.00.
import { COMPRESS_MIN_BYTES } from '../src/server/plugins/compression.js';

const CALLS = [
  { name: 'list page 1', path: '/api/v1/db/content?pageNumber=1&pageSize=20' },
  { name: 'list page 1 of 100', path: '/api/v1/db/content?pageNumber=1&pageSize=100' },
  { name: 'get by id', path: '/api/v1/db/content/{id}' },
] as const;
const BROWSER = { 'accept-encoding': 'br, gzip' };

interface Load {
  rps: number;
  p99: number;
}
/** Loads one call with extra headers, as run.ts measures its calls. */
export type Measure = (headers: Record<string, string>, path: string) => Promise<Load>;

async function answerBytes(baseUrl: string, token: string, path: string, headers: Record<string, string>) {
  // node:http, not fetch: fetch would decode the body and hide its size on the wire.
  const { request } = await import('node:http');
  return new Promise<{ bytes: number; encoding: string }>((resolve, reject) => {
    request(`${baseUrl}${path}`, { headers: { authorization: `Bearer ${token}`, ...headers } }, (res) => {
      let bytes = 0;
      res.on('data', (c: Buffer) => (bytes += c.length));
      res.on('end', () => resolve({ bytes, encoding: String(res.headers['content-encoding'] ?? 'identity') }));
    })
      .on('error', reject)
      .end();
  });
}

export async function compressionCosts(baseUrl: string, token: string, someId: () => number, measure: Measure) {
  const rows = [];
  for (const call of CALLS) {
    const path = call.path.replace('{id}', String(someId()));
    const plain = await answerBytes(baseUrl, token, path, {});
    const packed = await answerBytes(baseUrl, token, path, BROWSER);
    const identity = await measure({}, call.path);
    const encoded = await measure(BROWSER, call.path);
    rows.push({ call: call.name, plainBytes: plain.bytes, encodedBytes: packed.bytes, encoding: packed.encoding, identity, encoded, ratio: encoded.rps / identity.rps });
  }
  return rows;
}

export function printCompression(rows: Awaited<ReturnType<typeof compressionCosts>>) {
  if (!rows.length) return;
  console.log(`compression of JSON answers (threshold ${COMPRESS_MIN_BYTES} bytes): the product without Accept-Encoding, then with "br, gzip"`);
  for (const r of rows) {
    console.log(
      `  ${r.call.padEnd(18)} ${String(r.plainBytes).padStart(7)} B → ${String(r.encodedBytes).padStart(7)} B ${r.encoding.padEnd(8)} | req/s ${Math.round(r.identity.rps)} → ${Math.round(r.encoded.rps)}, p99 ${r.identity.p99} → ${r.encoded.p99} ms | ratio ${r.ratio.toFixed(2)}`,
    );
  }
}
