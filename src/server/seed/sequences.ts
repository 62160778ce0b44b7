// PostgreSQL identity columns do not notice rows inserted with explicit ids
// (the spec's fixed ids); move each sequence past the largest id so the next
// create does not collide. SQLite's AUTOINCREMENT tracks this by itself.
import { allEntities } from '../data/entities.js';
import type { Queryable } from '../db/executor.js';
import { q } from '../db/ddl.js';

export async function resetIdentitySequences(tx: Queryable): Promise<void> {
  if (tx.dialect !== 'postgres') return;
  for (const e of allEntities()) {
    const key = e.key.length === 1 ? e.fields[e.key[0]] : undefined;
    if (!key?.autoIncrement) continue;
    await tx.exec(
      `SELECT setval(pg_get_serial_sequence('${q(e.table)}', '${key.name}'), COALESCE((SELECT MAX(${q(key.name)}) FROM ${q(e.table)}), 0) + 1, false)`,
    );
  }
}
