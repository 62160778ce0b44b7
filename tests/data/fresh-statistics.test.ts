// Decision 0100: after a bulk write, PostgreSQL's planner statistics and
// visibility map are brought up to date within seconds (autovacuum's own
// threshold, without waiting for its next round), so a list of a table that
// was just imported is planned on an index and not as a sort of every row.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresExecutor } from '../../src/server/platform/db/postgres.js';
import { freshDatabase, testDialects, type TestDatabase } from '../support/dialects.js';

interface TableFacts {
  tuples: number;
  /** Manual VACUUMs only: autovacuum counts apart (autovacuum_count), so it cannot pass this test. */
  vacuums: number;
}

describe.runIf(testDialects().includes('postgres'))('planner statistics after bulk writes (PostgreSQL)', () => {
  let db: TestDatabase;
  let executor: PostgresExecutor;
  let admin: pg.Client;

  const facts = async (table: string): Promise<TableFacts> => {
    const { rows } = await admin.query<{ tuples: number; vacuums: string }>(
      'SELECT c.reltuples::float8 AS tuples, coalesce(s.vacuum_count, 0) AS vacuums FROM pg_class c LEFT JOIN pg_stat_user_tables s ON s.relid = c.oid WHERE c.oid = to_regclass(quote_ident($1))',
      [table],
    );
    return { tuples: rows[0].tuples, vacuums: Number(rows[0].vacuums) };
  };
  const deepPagePlan = async (table: string) => {
    const { rows } = await admin.query<{ 'QUERY PLAN': string }>(
      `EXPLAIN SELECT "id" FROM "${table}" ORDER BY "title", "id" LIMIT 20 OFFSET 10000`,
    );
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  };
  const createTable = async (table: string) => {
    await executor.exec(`CREATE TABLE "${table}" ("id" serial PRIMARY KEY, "title" text NOT NULL)`);
    await executor.exec(`CREATE INDEX ON "${table}" ("title", "id")`);
  };
  const insert = (table: string, rows: number) => ({
    sql: `INSERT INTO "${table}" ("title") SELECT md5(g::text) FROM generate_series(1, $1::int) AS g`,
    parameters: [rows],
  });

  beforeAll(async () => {
    db = await freshDatabase('postgres');
    executor = PostgresExecutor.open(db.databaseUrl!, { directUrl: db.databaseDirectUrl });
    admin = new pg.Client(db.databaseUrl);
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    await executor?.close();
    await db?.drop();
  });

  it('a bulk insert is vacuumed and analyzed a moment later, and a deep page is then planned on the index', async () => {
    await createTable('Bulk');
    expect((await facts('Bulk')).tuples).toBe(-1); // never analyzed
    await executor.run(insert('Bulk', 20_000));
    await expect.poll(async () => (await facts('Bulk')).tuples, { timeout: 15_000, interval: 100 }).toBe(20_000);
    expect((await facts('Bulk')).vacuums).toBe(1);
    expect(await deepPagePlan('Bulk')).toMatch(/Index Only Scan using/);
  });

  it('rows written inside a transaction count as well', async () => {
    await createTable('InTransaction');
    await executor.transaction(async (tx) => {
      await tx.run(insert('InTransaction', 3_000));
    });
    expect(await executor.refreshStatistics()).toEqual(['InTransaction']);
    expect(await facts('InTransaction')).toEqual({ tuples: 3_000, vacuums: 1 });
  });

  it('a small write to a large table waits until enough has changed (50 rows + 10 % of the table)', async () => {
    await createTable('Steady');
    await executor.run(insert('Steady', 10_000));
    expect(await executor.refreshStatistics()).toEqual(['Steady']);
    await executor.run(insert('Steady', 500));
    expect(await executor.refreshStatistics()).toEqual([]);
    expect((await facts('Steady')).vacuums).toBe(1);
    // The 500 still count: 600 more make 1,100 > 50 + 10 % of 10,000.
    await executor.run(insert('Steady', 600));
    expect(await executor.refreshStatistics()).toEqual(['Steady']);
    expect(await facts('Steady')).toEqual({ tuples: 11_100, vacuums: 2 });
  });
});
