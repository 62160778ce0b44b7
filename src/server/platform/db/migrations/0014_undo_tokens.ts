// Hand-written: what a delete keeps so that its Undo can put the record back
// (data/undo.ts, docs/decisions/0105-undo-after-delete.md). In the database,
// not in memory: with two instances on one PostgreSQL the Undo may reach
// another instance than the delete did. One row per delete call: the token
// (random, the row's key), the user it belongs to, the entity and the deleted
// rows as stored (JSON), and when it stops being usable.
import type { Migration } from '../migration-types.js';

/** For the Database interface (database.ts). */
export interface UndoTables {
  _undo: { token: string; user_id: string; entity: string; rows: string; expires: number | string };
}

export const migration: Migration = {
  id: '0014_undo_tokens',
  up: async (tx) => {
    await tx.exec(
      `CREATE TABLE "_undo" ("token" varchar(64) PRIMARY KEY, "user_id" varchar(450) NOT NULL, "entity" varchar(100) NOT NULL, "rows" text NOT NULL, "expires" bigint NOT NULL)`,
    );
    await tx.exec(`CREATE INDEX "ix__undo_expires" ON "_undo" ("expires")`);
  },
};
