// Applies the migrations the database has not seen yet, all in one
// transaction (every pending migration applies, or none), and records them in
// _migrations. Safe to run at every start, and from several processes at once
// on PostgreSQL (an advisory lock). DDL is transactional on both databases.
import type { Executor } from './executor.js';
import { ddlFor, rebuildsTable } from './ddl.js';
import { dialectOf } from './dialect.js';
import type { Migration } from './migration-types.js';
import { MIGRATIONS } from './migrations/index.generated.js';

/** The table below, for the Database interface (database.ts). The seed's marker row lives there too (seed/index.ts). */
export interface MigrationTables {
  _migrations: { id: string; applied: string };
}

const MIGRATION_LOCK_KEY = 7_300_001;

export async function migrate(db: Executor, migrations: Migration[] = MIGRATIONS): Promise<string[]> {
  const d = dialectOf(db);
  await db.exec(
    `CREATE TABLE IF NOT EXISTS "_migrations" ("id" ${d.columnType({ type: 'text' })} PRIMARY KEY, "applied" ${d.columnType({ type: 'datetime' })} NOT NULL)`,
  );
  const applied: string[] = [];
  // A pending migration that rebuilds a table (SQLite) runs with foreign keys off, switched outside the
  // transaction where the switch works, and checked before the commit (dialect.ts tableRebuild).
  const rebuild = d.tableRebuild && (await rebuildPending(db, migrations)) ? d.tableRebuild : undefined;
  if (rebuild) await db.exec(rebuild.before);
  try {
    await db.transaction(async (tx) => {
      // Before the lock: waiting for another instance's migrations is no timeout either.
      if (d.unlimitedStatements) await tx.run(d.unlimitedStatements);
      const lock = d.transactionLock(MIGRATION_LOCK_KEY);
      if (lock) await tx.run(lock);
      const done = new Set(
        (await tx.all<{ id: string }>(tx.builder.selectFrom('_migrations').select('id').compile())).map((r) => r.id),
      );
      for (const m of migrations) {
        if (done.has(m.id)) continue;
        // A migration's DDL as one script: one round trip instead of one a statement. On a quiet machine the
        // first start's ~360 PostgreSQL statements take about 0.45 s either way; on a loaded 2-core machine,
        // where every round trip waits for a core, 2.3 s one by one and 1.1 s as scripts.
        const ddl = (m.operations ?? []).flatMap((op) => ddlFor(op, tx.dialect));
        if (ddl.length) await tx.exec(ddl.join(';\n'));
        if (m.up) await m.up(tx);
        await tx.run(
          tx.builder.insertInto('_migrations').values({ id: m.id, applied: new Date().toISOString() }).compile(),
        );
        applied.push(m.id);
      }
      if (rebuild) {
        const broken = await tx.all<{ table: string; parent: string }>({ sql: rebuild.check, parameters: [] });
        if (broken.length)
          throw new Error(
            `migrate: a rebuilt table broke ${broken.length} foreign key(s), e.g. ${broken[0].table} → ${broken[0].parent}; nothing was applied`,
          );
      }
    });
  } finally {
    if (rebuild) await db.exec(rebuild.after);
  }
  return applied;
}

async function rebuildPending(db: Executor, migrations: Migration[]): Promise<boolean> {
  const done = new Set(
    (await db.all<{ id: string }>(db.builder.selectFrom('_migrations').select('id').compile())).map((r) => r.id),
  );
  return migrations.some((m) => !done.has(m.id) && (m.operations ?? []).some((op) => rebuildsTable(op, db.dialect)));
}
