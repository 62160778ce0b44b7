// List totals with a TTL, the safety net for writes nothing reports (made
// behind the product's back): past the TTL the cached total is answered and
// refreshed in the background. Writes through this server — through the
// API or any other statement of its executor — drop it at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlOf } from '../../src/server/platform/db/executor.js';
import { ADMIN_PASSWORD, startApp, type TestApp } from '../support/app.js';
import { writeBehind } from '../support/write-behind.js';
import { testDialects } from '../support/dialects.js';

// Long enough that two calls in a row stay inside it on a loaded machine.
const TTL_MS = 2000;

describe.each(testDialects())('count cache (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(dialect, { countCacheTtlMs: TTL_MS });
    // One-time costs (the harness's OpenAPI validators, the first read thread) paid before the TTL is timed.
    await t.call(t.adminToken, { method: 'GET', url: '/api/v1/db/auditlog?pageNumber=1' });
  });
  afterAll(async () => t?.close());

  const total = async () =>
    JSON.parse(
      String(
        (await t.call(t.adminToken, { method: 'GET', url: '/api/v1/db/redirect?pageNumber=1' })).headers[
          'x-pagination'
        ],
      ),
    ).totalCount as number;

  it('serves a stale total once, then the recount, when another process wrote', async () => {
    expect(await total()).toBe(0);
    // Written behind the server's back: no change feed, no notification.
    await writeBehind(
      t.database,
      `INSERT INTO "Redirect" ("RFrom", "RTo", "RType", "RHits") VALUES ('/other', '/x', '301', 0)`,
    );
    expect(await total()).toBe(0); // within the TTL: cached
    await new Promise((r) => setTimeout(r, TTL_MS + 50));
    // Past the TTL: the first call still answers the cached total at once (only a call starts a recount)…
    expect(await total()).toBe(0);
    // …and the recount it started lands soon after.
    await expect.poll(total, { timeout: 5000, interval: 20 }).toBe(1);
  });

  it('drops the total at once on a write through this server', async () => {
    const before = await total();
    await t.call(t.adminToken, { method: 'POST', url: '/api/v1/db/redirect', payload: { RFrom: '/mine', RTo: '/y' } });
    expect(await total()).toBe(before + 1);
  });

  it('drops it at once on any statement of this server, not only the generic interface (sign-in audit rows, raw SQL)', async () => {
    const audit = async () =>
      JSON.parse(
        String(
          (await t.call(t.adminToken, { method: 'GET', url: '/api/v1/db/auditlog?pageNumber=1' })).headers[
            'x-pagination'
          ],
        ),
      ).totalCount as number;
    const before = await audit();
    await t.login('admin', ADMIN_PASSWORD); // writes 'Login Successful' outside the data layer
    expect(await audit()).toBe(before + 1);
    await t.db.run(sqlOf(`INSERT INTO "Redirect" ("RFrom", "RTo", "RType", "RHits") VALUES ('/raw', '/x', '301', 0)`));
    const redirects = await total();
    await t.db
      .transaction(async (tx) => {
        await tx.run(sqlOf(`DELETE FROM "Redirect" WHERE "RFrom" = ${dialect === 'sqlite' ? '?' : '$1'}`, ['/raw']));
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect(await total()).toBe(redirects); // a rollback changes nothing and drops nothing that matters
    await t.db.run(sqlOf(`DELETE FROM "Redirect" WHERE "RFrom" = ${dialect === 'sqlite' ? '?' : '$1'}`, ['/raw']));
    expect(await total()).toBe(redirects - 1);
  });
});
