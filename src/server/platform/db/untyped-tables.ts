// The one escape from the typed builder. The generic interface (data/*.ts,
// the seed's insertRows) chooses its table at run time, by entity name, and
// its columns from the entity's metadata: no static Database type can check
// such a query. It builds through this view instead, where any table and any
// column is accepted; every query that names its table in code stays typed.
import type { Kysely } from 'kysely';
import type { Database } from './database.js';

/** Any table by name, any column; values unchecked (the codec checks them per field). */
export type UntypedTables = Record<string, Record<string, unknown>>;

/** The same builder, for a table named at run time. */
export function untypedTables(builder: Kysely<Database>): Kysely<UntypedTables> {
  // Same object: only the static view of its tables changes.
  return builder as unknown as Kysely<UntypedTables>;
}
