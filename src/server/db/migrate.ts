// Applies the migrations the database has not seen yet, each in its own
// transaction, and records them in _migrations. Safe to run at every start,
// and from several processes at once on PostgreSQL (an advisory lock).
import type { Executor } from './executor.js';
import { sqlOf } from './executor.js';
import { ddlFor } from './ddl.js';
import type { Migration } from './migration-types.js';
import { MIGRATIONS } from './migrations/index.generated.js';

const MIGRATION_LOCK_KEY = 7_300_001;

export async function migrate(db: Executor, migrations: Migration[] = MIGRATIONS): Promise<string[]> {
  await db.exec(
    db.dialect === 'sqlite'
      ? 'CREATE TABLE IF NOT EXISTS "_migrations" ("id" TEXT PRIMARY KEY, "applied" TEXT NOT NULL)'
      : 'CREATE TABLE IF NOT EXISTS "_migrations" ("id" text PRIMARY KEY, "applied" timestamptz NOT NULL)',
  );
  const applied: string[] = [];
  await db.transaction(async (tx) => {
    if (tx.dialect === 'postgres') await tx.run(sqlOf('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]));
    const done = new Set((await tx.all<{ id: string }>(sqlOf('SELECT "id" FROM "_migrations"'))).map((r) => r.id));
    for (const m of migrations) {
      if (done.has(m.id)) continue;
      for (const op of m.operations ?? []) for (const stmt of ddlFor(op, tx.dialect)) await tx.exec(stmt);
      if (m.up) await m.up(tx);
      await tx.run(
        sqlOf(`INSERT INTO "_migrations" ("id", "applied") VALUES (${tx.dialect === 'sqlite' ? '?, ?' : '$1, $2'})`, [
          m.id,
          new Date().toISOString(),
        ]),
      );
      applied.push(m.id);
    }
  });
  return applied;
}
