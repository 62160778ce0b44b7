// Before anything is measured, `npm run bench` (bench/run.ts) checks that the
// product and both baselines give the same answers: else the figures compare unlike work.
import { BASELINE_PORT, CALLS, PLAIN_PORT, PRODUCT_PORT } from './run-config.js';
import { randomId, type IdRange } from './run-measure.js';

// Headers that are the same on every answer (not per-response ones), for the baseline to send too.
const PER_RESPONSE = new Set([
  'date',
  'content-length',
  'etag',
  'x-pagination',
  'connection',
  'keep-alive',
  'content-type',
  'transfer-encoding',
]);
export async function staticHeaders(token: string, ids: IdRange): Promise<Record<string, string>> {
  const res = await fetch(`http://127.0.0.1:${PRODUCT_PORT}/api/v1/db/content/${randomId(ids)}`, {
    headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'identity' },
  });
  await res.arrayBuffer();
  return Object.fromEntries([...res.headers.entries()].filter(([k]) => !PER_RESPONSE.has(k)));
}

export async function samebodies(token: string, ids: IdRange) {
  for (const call of CALLS) {
    const path = call.path.replace('{id}', String(randomId(ids)));
    const [a, b, plain] = await Promise.all(
      [PRODUCT_PORT, BASELINE_PORT, PLAIN_PORT].map((port) =>
        fetch(`http://127.0.0.1:${port}${path}`, {
          headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'identity' },
        }),
      ),
    );
    const [ta, tb, tp] = [await a.text(), await b.text(), await plain.text()];
    if (tp !== ta)
      throw new Error(
        `product and plain baseline answer ${path} differently:\n${ta.slice(0, 300)}\n${tp.slice(0, 300)}`,
      );
    const headerNames = (r: Response) =>
      [...r.headers.keys()]
        .filter((k) => !['date', 'keep-alive'].includes(k))
        .sort()
        .join(',');
    if (
      ta !== tb ||
      a.headers.get('x-pagination') !== b.headers.get('x-pagination') ||
      a.headers.get('etag') !== b.headers.get('etag') ||
      headerNames(a) !== headerNames(b)
    ) {
      throw new Error(`product and baseline answer ${path} differently:\n${ta.slice(0, 300)}\n${tb.slice(0, 300)}`);
    }
  }
}
