// The stored value types the two dialects disagree on, as the executors hand
// them back and take them (sqlite.ts, postgres.ts). The generated Database
// interface (database.generated.ts) types its columns with these; the code
// that writes or reads such values goes through dialect.ts.
import type { ColumnType } from 'kysely';
import type { JsonValue } from '../../../shared/generated/entities.generated.js';

/**
 * A boolean column: SQLite has no boolean type and gives back 0 or 1;
 * PostgreSQL gives true or false. Either may be written (better-sqlite3
 * binds true/false as 1/0), and dialect.ts writes the one each stores.
 */
export type StoredBoolean = 0 | 1 | boolean;

/**
 * A JSON column: SQLite gives back the JSON text; pg parses jsonb into the
 * value. Written as JSON text on both (the codec validates and stringifies;
 * PostgreSQL casts the text parameter to jsonb).
 */
export type StoredJson = ColumnType<JsonValue, string, string>;
