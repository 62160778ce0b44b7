// What the sort indexes (issue 12 item 1) cost writes: Content rows written
// one transaction each, as the API writes them, first with every index the
// migrations made, then with the Content sort indexes (sort_Content_*)
// dropped, in the same run on the same database. Run after the product has
// stopped (the database is thrown away afterwards: the indexes are not put back).
import Database from '../src/server/platform/db/sqlite-driver.js';
import pg from 'pg';

const ROWS = 3000;

export interface IndexWriteCost {
  sortIndexes: number;
  withIndexes: { rowsPerSecond: number };
  withoutSortIndexes: { rowsPerSecond: number };
  /** Time per row with the sort indexes ÷ without them. */
  slowdown: number;
}

const row = (i: number) => [
  (i % 7) + 1,
  `Write cost ${i} ${Math.random().toString(36).slice(2)}`,
  `/write-cost/${i}`,
  '{"ChangeFrequency":3}',
  new Date().toISOString(),
];

async function sqliteCost(file: string): Promise<IndexWriteCost> {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  const insert = db.prepare(
    'INSERT INTO "Content" ("CtId", "CTitle", "CSeoUrl", "CMetaData", "CDeleted", "CCreated", "CLastModified") VALUES (?, ?, ?, ?, 0, ?, ?)',
  );
  const one = db.transaction((i: number) => {
    const [ct, title, url, meta, now] = row(i);
    insert.run(ct, title, url, meta, now, now);
  });
  const timed = (from: number) => {
    const started = performance.now();
    for (let i = from; i < from + ROWS; i++) one(i);
    return ROWS / ((performance.now() - started) / 1000);
  };
  timed(0); // warm-up
  const withIndexes = timed(ROWS);
  const names = (
    db
      .prepare(`SELECT name FROM sqlite_schema WHERE type = 'index' AND name LIKE 'sort\\_Content\\_%' ESCAPE '\\'`)
      .all() as { name: string }[]
  ).map((r) => r.name);
  for (const n of names) db.exec(`DROP INDEX "${n}"`);
  const without = timed(2 * ROWS);
  db.close();
  return {
    sortIndexes: names.length,
    withIndexes: { rowsPerSecond: withIndexes },
    withoutSortIndexes: { rowsPerSecond: without },
    slowdown: without / withIndexes,
  };
}

async function postgresCost(url: string): Promise<IndexWriteCost> {
  const client = new pg.Client(url);
  await client.connect();
  try {
    const text =
      'INSERT INTO "Content" ("CtId", "CTitle", "CSeoUrl", "CMetaData", "CDeleted", "CCreated", "CLastModified") VALUES ($1, $2, $3, $4, false, $5, $5)';
    const timed = async (from: number) => {
      const started = performance.now();
      for (let i = from; i < from + ROWS; i++) await client.query({ name: 'write-cost', text, values: row(i) });
      return ROWS / ((performance.now() - started) / 1000);
    };
    await timed(0);
    const withIndexes = await timed(ROWS);
    const { rows } = await client.query<{ name: string }>(
      `SELECT indexname AS name FROM pg_indexes WHERE tablename = 'Content' AND indexname LIKE 'sort\\_Content\\_%'`,
    );
    for (const r of rows) await client.query(`DROP INDEX "${r.name}"`);
    const without = await timed(2 * ROWS);
    return {
      sortIndexes: rows.length,
      withIndexes: { rowsPerSecond: withIndexes },
      withoutSortIndexes: { rowsPerSecond: without },
      slowdown: without / withIndexes,
    };
  } finally {
    await client.end();
  }
}

export const indexWriteCost = (databaseUrl: string | undefined, sqliteFile: string) =>
  databaseUrl ? postgresCost(databaseUrl) : sqliteCost(sqliteFile);

export function printIndexWriteCost(c: IndexWriteCost): void {
  const f = (n: number) => Math.round(n).toLocaleString('en-US');
  console.log(
    `index write cost: Content rows written one transaction each: ${f(c.withIndexes.rowsPerSecond)}/s with every index, ${f(c.withoutSortIndexes.rowsPerSecond)}/s without its ${c.sortIndexes} sort indexes: each write takes ${c.slowdown.toFixed(2)}× as long with them`,
  );
}
