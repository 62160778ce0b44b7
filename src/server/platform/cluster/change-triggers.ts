// PostgreSQL: every table of the schema tells the other instances when a
// statement changed it. A statement-level trigger calls pg_notify inside the
// writing transaction, so the notice is delivered at commit and never for a
// rolled-back write, and no writer can forget it: the generic interface, the
// editor, sign-in, mail, seeding and an operator's own SQL all notify alike.
// PostgreSQL folds identical notices of one transaction into one.
//
// The payload is "<table> <application_name>": each instance names its
// connections after its instance id (postgres.ts), so it can skip its own
// notices (it has already dropped what the write made stale).
import { dialectOf } from '../db/dialect.js';
import type { Executor } from '../db/executor.js';
import { tablesWithAfterCommitEffects } from '../data/write-effects.js';

/** The channel table changes are announced on. */
export const CHANGES_CHANNEL = 'cms_changes';
const FUNCTION = 'cms_notify_change';
const TRIGGER = 'cms_notify_change';

const FUNCTION_SQL = `CREATE OR REPLACE FUNCTION ${FUNCTION}() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('${CHANGES_CHANNEL}', TG_TABLE_NAME || ' ' || coalesce(current_setting('application_name', true), ''));
  RETURN NULL;
END $$`;

/** The tables whose writes are announced: those with after-commit effects (data/write-effects.ts), which other instances must apply too. */
export const announcedTables = tablesWithAfterCommitEffects;

/**
 * Installs the trigger on every table that lacks it (idempotent; run at start
 * under the start-up lock). Only missing triggers are created: CREATE TRIGGER
 * locks its table against writes, which a running fleet should not feel at
 * every start of another instance.
 */
export async function ensureChangeTriggers(db: Executor, tables = announcedTables()): Promise<string[]> {
  // SQLite: one process, which already drops what its own writes made stale.
  if (!dialectOf(db).sharedByInstances) return [];
  const present = new Set(
    (
      await db.all<{ table: string }>({
        sql: `SELECT c.relname AS "table" FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
               WHERE t.tgname = $1 AND c.relnamespace = current_schema()::regnamespace`,
        parameters: [TRIGGER],
      })
    ).map((r) => r.table),
  );
  const missing = tables.filter((t) => !present.has(t));
  if (!missing.length) return [];
  await db.transaction(async (tx) => {
    await tx.exec(FUNCTION_SQL);
    for (const table of missing) {
      await tx.exec(
        `CREATE OR REPLACE TRIGGER ${TRIGGER} AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "${table}" FOR EACH STATEMENT EXECUTE FUNCTION ${FUNCTION}()`,
      );
    }
  });
  return missing;
}
