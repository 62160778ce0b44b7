// Queryable.values (issue 12: list pages read without an object per row):
// on both databases, on every path a read can take — the main connection
// (SQLite key-order walks, PostgreSQL's main pool), the read workers or the
// scan pool (filtered reads), and inside a transaction — a read's rows come
// back as arrays in the SELECT's column order, equal to what all() gives as
// objects, and the statement still answers all() with objects afterwards.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Query } from '../../src/server/platform/db/executor.js';
import { startApp, type TestApp } from '../support/app.js';
import { testDialects } from '../support/dialects.js';

describe.each(testDialects())('row values (%s)', (dialect) => {
  let t: TestApp;
  let firstId: number;
  const p = (i: number) => (dialect === 'postgres' ? `$${i}` : '?');
  beforeAll(async () => {
    t = await startApp(dialect);
    const res = await t.call(t.adminToken, {
      method: 'POST',
      url: '/api/v1/db/content/all',
      payload: [1, 2, 3].map((n) => ({ CtId: 1, CTitle: `Values row ${n}`, CSeoUrl: n === 2 ? null : `/values/${n}` })),
    });
    expect(res.statusCode, res.body).toBe(201);
    firstId = res.json()[0].CId;
  });
  afterAll(async () => t?.close());

  const asArrays = (rows: Record<string, unknown>[], cols: string[]) => rows.map((r) => cols.map((c) => r[c]));

  it('gives a key-order walk as arrays in SELECT order, and objects again to all()', async () => {
    const q: Query = {
      sql: `SELECT "CSeoUrl", "CTitle", "CId" FROM "Content" WHERE "CId" >= ${p(1)} ORDER BY "CId" LIMIT ${p(2)}`,
      parameters: [firstId, 3],
      visitsAtMost: 3,
    };
    const values = await t.db.values(q);
    expect(values).toEqual([
      ['/values/1', 'Values row 1', firstId],
      [null, 'Values row 2', firstId + 1],
      ['/values/3', 'Values row 3', firstId + 2],
    ]);
    const objects = await t.db.all<Record<string, unknown>>(q);
    expect(objects[0]).toEqual({ CSeoUrl: '/values/1', CTitle: 'Values row 1', CId: firstId });
  });

  it('gives a filtered scan (SQLite: the read workers) the same rows as all()', async () => {
    const q: Query = {
      sql: `SELECT "CId", "CTitle" FROM "Content" WHERE "CTitle" LIKE ${p(1)} ORDER BY "CTitle" DESC`,
      parameters: ['Values row %'],
      scans: true,
    };
    const values = await t.db.values(q);
    expect(values.map((v) => v[1])).toEqual(['Values row 3', 'Values row 2', 'Values row 1']);
    expect(values).toEqual(asArrays(await t.db.all(q), ['CId', 'CTitle']));
    // The worker's statement answers objects again too.
    expect((await t.db.all<{ CTitle: string }>(q))[0].CTitle).toBe('Values row 3');
  });

  it('reads values inside a transaction, seeing its own writes', async () => {
    await t.db
      .transaction(async (tx) => {
        await tx.run({
          sql: `UPDATE "Content" SET "CTitle" = ${p(1)} WHERE "CId" = ${p(2)}`,
          parameters: ['Values row changed', firstId],
        });
        expect(
          await tx.values({ sql: `SELECT "CTitle" FROM "Content" WHERE "CId" = ${p(1)}`, parameters: [firstId] }),
        ).toEqual([['Values row changed']]);
        throw new Error('roll back');
      })
      .catch((e: Error) => expect(e.message).toBe('roll back'));
    expect(
      await t.db.values({ sql: `SELECT "CTitle" FROM "Content" WHERE "CId" = ${p(1)}`, parameters: [firstId] }),
    ).toEqual([['Values row 1']]);
  });
});
