// Fifty whole-table exports at once (issue 26 item 4), over real HTTP: every
// answer is complete (every row, valid JSON) or a 503 with Retry-After, never a
// cut-off 200; the server's threads stay within its read workers and stream
// workers (SQLite: STREAM_WORKERS streams read at once, the rest wait their
// turn, sqlite-read-pool.ts), its memory stays bounded, and it still answers a
// key lookup at once afterwards.
import { existsSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_READ_WORKERS, STREAM_WORKERS } from '../../src/server/platform/db/sqlite-read-pool.js';
import { startApp, type TestApp } from '../support/app.js';
import { testDialects } from '../support/dialects.js';

const ROWS = 3_000;
const EXPORTS = 50;
const MB = 1024 * 1024;

/** This process's threads (Linux), or undefined elsewhere. */
function threads(): number | undefined {
  if (!existsSync('/proc/self/status')) return undefined;
  const m = /^Threads:\s+(\d+)/m.exec(readFileSync('/proc/self/status', 'utf8'));
  return m ? Number(m[1]) : undefined;
}

describe.each(testDialects())('fifty exports at once (%s)', { timeout: 180_000 }, (dialect) => {
  let t: TestApp;
  let base: string;

  beforeAll(async () => {
    t = await startApp(dialect, { apiRequestsPerMinute: 0 });
    for (let done = 0; done < ROWS; done += 1000) {
      const chunk = Array.from({ length: 1000 }, (_, i) => ({ RFrom: `/flood/${done + i}`, RTo: '/to' }));
      const r = await t.call(t.adminToken, { method: 'POST', url: '/api/v1/db/redirect/all', payload: chunk });
      expect(r.statusCode, r.body).toBe(201);
    }
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers each completely or with 503 and Retry-After, within its threads and bounded memory, and stays responsive', async () => {
    const headers = { authorization: `Bearer ${t.adminToken}` };
    // Warm: the stream workers exist once, as after the first exports of a day.
    const warm = await fetch(`${base}/api/v1/db/redirect?fields=RId,RFrom`, { headers });
    expect(warm.status).toBe(200);
    const everyRow = ((await warm.json()) as unknown[]).length;
    expect(everyRow).toBeGreaterThanOrEqual(ROWS);
    global.gc?.();
    const rssBefore = process.memoryUsage().rss;
    const threadsBefore = threads();
    let peakThreads = threadsBefore ?? 0;
    const sampler = setInterval(() => (peakThreads = Math.max(peakThreads, threads() ?? 0)), 5);

    const answers = await Promise.all(
      Array.from({ length: EXPORTS }, async () => {
        const res = await fetch(`${base}/api/v1/db/redirect?fields=RId,RFrom`, { headers });
        const text = await res.text();
        return {
          status: res.status,
          retryAfter: res.headers.get('retry-after'),
          rows: res.status === 200 ? (JSON.parse(text) as unknown[]).length : 0,
        };
      }),
    );
    clearInterval(sampler);
    const rssGrowth = process.memoryUsage().rss - rssBefore;

    for (const a of answers) {
      if (a.status === 200) expect(a.rows).toBe(everyRow);
      else {
        expect(a.status).toBe(503);
        expect(Number(a.retryAfter)).toBeGreaterThanOrEqual(1);
      }
    }
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThan(0);
    // Fifty answers of ~100 KB each are held by this test's client too: 300 MB is far above that, far below a leak per export.
    expect(rssGrowth).toBeLessThan(300 * MB);
    if (dialect === 'sqlite' && threadsBefore !== undefined)
      expect(peakThreads - threadsBefore).toBeLessThanOrEqual(DEFAULT_READ_WORKERS + STREAM_WORKERS);

    // Still answering: a key lookup right after.
    const started = performance.now();
    expect((await fetch(`${base}/api/v1/db/redirect?pageNumber=1&pageSize=1`, { headers })).status).toBe(200);
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});
