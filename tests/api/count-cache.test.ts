// List totals with a TTL (PostgreSQL deployments, where other processes
// write): past the TTL the cached total is answered and refreshed in the
// background; writes through this server drop it at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlOf } from '../../src/server/db/executor.js';
import { startApp, type TestApp } from '../support/app.js';
import { testDialects } from '../support/dialects.js';

describe.each(testDialects())('count cache (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(dialect, { countCacheTtlMs: 200 });
  });
  afterAll(async () => t?.close());

  const total = async () => JSON.parse(String((await t.call(t.adminToken, { method: 'GET', url: '/api/v1/db/redirect?pageNumber=1' })).headers['x-pagination'])).totalCount as number;

  it('serves a stale total once, then the recount, when another process wrote', async () => {
    expect(await total()).toBe(0);
    // "another process": a row written straight into the database
    await t.db.run(sqlOf(`INSERT INTO "Redirect" ("RFrom", "RTo", "RType", "RHits") VALUES ('/other', '/x', '301', 0)`));
    expect(await total()).toBe(0); // within the TTL: cached
    await new Promise((r) => setTimeout(r, 250));
    expect(await total()).toBe(0); // stale: answered at once, recount started
    await new Promise((r) => setTimeout(r, 50));
    expect(await total()).toBe(1); // the recount landed
  });

  it('drops the total at once on a write through this server', async () => {
    const before = await total();
    await t.call(t.adminToken, { method: 'POST', url: '/api/v1/db/redirect', payload: { RFrom: '/mine', RTo: '/y' } });
    expect(await total()).toBe(before + 1);
  });
});
