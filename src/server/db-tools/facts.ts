// What the DB tools screen says about the database (issue 16 item 8): the
// dialect and its version, the migrations applied and pending, and every
// table with its rows (counted now) and its size on disk with its indexes —
// SQLite's dbstat table, PostgreSQL's pg_total_relation_size.
import type { Config } from '../platform/config.js';
import type { Executor } from '../platform/db/executor.js';
import { q } from '../platform/db/identifiers.js';
import { sqlOf } from '../platform/db/executor.js';
import { describeDatabase } from '../platform/db/open.js';
import { MIGRATIONS } from '../platform/db/migrations/index.generated.js';
import { allEntities } from '../platform/data/entities.js';
import type { DatabaseFacts, TableFacts } from '../../shared/api/db-tools.js';

interface TableSize {
  table: string;
  bytes: number | null;
}

const entityOfTable = new Map(allEntities().map((e) => [e.table, e.name]));

export async function databaseFacts(
  db: Executor,
  config: Pick<Config, 'dataDir' | 'databaseUrl'>,
): Promise<DatabaseFacts> {
  const sizes = db.dialect === 'sqlite' ? await sqliteSizes(db) : await postgresSizes(db);
  const tables: TableFacts[] = [];
  for (const { table, bytes } of sizes.tables) {
    const counted = await db.first<{ n: number }>(sqlOf(`SELECT count(*) AS n FROM ${q(table)}`));
    tables.push({ table, entity: entityOfTable.get(table) ?? null, rows: Number(counted?.n ?? 0), bytes });
  }
  // The seed's marker row (seed/index.ts) shares the table; it is no migration.
  const applied = (
    await db.all<{ id: string; applied: string }>(
      db.builder.selectFrom('_migrations').select(['id', 'applied']).orderBy('id').compile(),
    )
  ).filter((m) => !m.id.startsWith('seed:'));
  const done = new Set(applied.map((m) => m.id));
  return {
    dialect: db.dialect,
    version: sizes.version,
    location: describeDatabase(config),
    totalBytes: sizes.totalBytes,
    migrations: {
      applied: applied.map((m) => ({ id: m.id, applied: String(m.applied) })),
      pending: MIGRATIONS.map((m) => m.id).filter((id) => !done.has(id)),
    },
    tables,
  };
}

async function sqliteSizes(db: Executor): Promise<{ version: string; totalBytes: number | null; tables: TableSize[] }> {
  const version = (await db.first<{ v: string }>(sqlOf('SELECT sqlite_version() AS v')))!.v;
  const names = await db.all<{ name: string }>(
    sqlOf(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY name",
    ),
  );
  // dbstat lists tables and indexes by name; an index's pages count towards its table.
  const owners = new Map(
    (
      await db.all<{ name: string; tbl: string }>(
        sqlOf("SELECT name, tbl_name AS tbl FROM sqlite_master WHERE type = 'index'"),
      )
    ).map((r) => [r.name, r.tbl]),
  );
  let pages: { name: string; bytes: number }[] | undefined;
  try {
    pages = await db.all<{ name: string; bytes: number }>(
      sqlOf('SELECT name, SUM(pgsize) AS bytes FROM dbstat GROUP BY name'),
    );
  } catch {
    pages = undefined; // a SQLite built without dbstat: the sizes are unknown, the total still is
  }
  const byTable = new Map<string, number>();
  for (const p of pages ?? []) {
    const table = owners.get(p.name) ?? p.name;
    byTable.set(table, (byTable.get(table) ?? 0) + Number(p.bytes));
  }
  const size = await db.first<{ n: number }>(
    sqlOf('SELECT page_count * page_size AS n FROM pragma_page_count(), pragma_page_size()'),
  );
  return {
    version,
    totalBytes: size ? Number(size.n) : null,
    tables: names.map(({ name }) => ({ table: name, bytes: pages ? (byTable.get(name) ?? 0) : null })),
  };
}

async function postgresSizes(
  db: Executor,
): Promise<{ version: string; totalBytes: number | null; tables: TableSize[] }> {
  const version = (await db.first<{ v: string }>(sqlOf("SELECT current_setting('server_version') AS v")))!.v;
  const tables = await db.all<{ table: string; bytes: number }>(
    sqlOf(
      `SELECT tablename AS "table", pg_total_relation_size(format('%I.%I', schemaname, tablename)::regclass) AS bytes
         FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename`,
    ),
  );
  const total = await db.first<{ n: number }>(sqlOf('SELECT pg_database_size(current_database()) AS n'));
  return {
    version,
    totalBytes: total ? Number(total.n) : null,
    tables: tables.map((t) => ({ table: t.table, bytes: Number(t.bytes) })),
  };
}
