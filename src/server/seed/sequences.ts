// PostgreSQL identity columns do not notice rows inserted with explicit ids
// (the spec's fixed ids); move each sequence past the largest id so the next
// create does not collide. SQLite's AUTOINCREMENT tracks this by itself.
import { allEntities } from '../platform/data/entities.js';
import { dialectOf } from '../platform/db/dialect.js';
import type { Queryable } from '../platform/db/executor.js';

export async function resetIdentitySequences(tx: Queryable): Promise<void> {
  const d = dialectOf(tx);
  for (const e of allEntities()) {
    const key = e.key.length === 1 ? e.fields[e.key[0]] : undefined;
    const catchUp = key?.autoIncrement ? d.identityCatchUp(e.table, key.name) : undefined;
    if (catchUp) await tx.exec(catchUp);
  }
}
