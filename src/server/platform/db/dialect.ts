// Everything SQLite and PostgreSQL do differently, in one place: how values
// are stored and read back, the SQL expressions that are spelled apart, the
// DDL, and what each can lock or share. Code asks `dialectOf(db)` rather than
// testing the dialect's name. Placeholders are not here: statements are
// built with the typed Kysely builder (or its `sql` template), whose compiler
// for the dialect writes `?` or `$n` (sqlite.ts, postgres.ts).
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { StoredBoolean } from './column-types.js';
import type { Dialect, Query, Queryable } from './executor.js';
import { q } from './identifiers.js';
import type { ColumnSpec } from './migration-types.js';
import { postgresSearchIndex, sqliteSearchIndex } from './search-index.js';

type Column = RawBuilder<unknown>;

export interface SqlDialect {
  readonly name: Dialect;

  // --- values ---------------------------------------------------------------
  /** A boolean as this dialect stores it, for parameters and inserts. */
  bool(value: boolean): StoredBoolean;
  /** A stored boolean or NULL → its API JSON text. The codec's row writers call it per value: keep it one plain function. */
  readonly booleanJson: (stored: unknown) => string;
  /** A stored JSON value or NULL → its API JSON text; SQLite's text is spliced as it is (validated on write). */
  readonly jsonJson: (stored: unknown) => string;

  // --- expressions ------------------------------------------------------------
  /** `column` is one of `ids`, bound as ONE parameter (idsParameter), so the SQL text stays the same whatever the count. */
  inIds(column: Column, ids: number[]): RawBuilder<SqlBool>;
  /** The parameter inIds binds, for callers that cache the SQL text and collect parameters themselves. */
  idsParameter(ids: number[]): unknown;
  /** `column` matches (or, negated, does not match) a LIKE pattern whose escape is a backslash, ignoring case. */
  like(column: Column, pattern: unknown, negated?: boolean): RawBuilder<SqlBool>;
  /** `column` differs from `value`, NULL counting as a value. */
  isDistinctFrom(column: Column, value: unknown): RawBuilder<SqlBool>;
  /** A boolean column that is true or NULL. */
  notFalse(column: Column): RawBuilder<SqlBool>;
  /** The text at `path` in a JSON column; NULL when the column is not valid JSON or holds nothing there. */
  jsonText(column: Column, path: string[]): RawBuilder<string | null>;
  /** Whether a JSON column holds a string (false or NULL otherwise). */
  jsonIsString(column: Column): RawBuilder<SqlBool>;

  /**
   * Contains-searches on searchable columns are answered by MATCH on the
   * table's FTS5 trigram index (SQLite; data/list-query.ts). PostgreSQL's
   * pg_trgm index answers the ILIKE itself.
   */
  readonly searchIndexMatches: boolean;

  // --- concurrency ------------------------------------------------------------
  /**
   * SELECT … FOR UPDATE and transaction-level advisory locks exist, and a
   * check-then-write needs them: PostgreSQL (read committed). SQLite has
   * neither and needs neither: its write transactions (BEGIN IMMEDIATE) run
   * one at a time.
   */
  readonly locksRows: boolean;
  /** The statement that holds lock (space, name) until the transaction ends; undefined where locksRows is false. */
  transactionLock(space: number, name?: string): Query | undefined;
  /**
   * Lifts STATEMENT_TIMEOUT_MS for the rest of the transaction, for work that may rightly
   * take long (migrations: an index over a big table, a wait for another instance's
   * migration); undefined where the database itself enforces no limit (SQLite: its
   * transactions run on the main connection, outside the read pool's limit).
   */
  readonly unlimitedStatements: Query | undefined;
  /** Several instances may share this database (PostgreSQL); a SQLite file belongs to one process. */
  readonly sharedByInstances: boolean;

  // --- DDL ----------------------------------------------------------------------
  columnType(column: Pick<ColumnSpec, 'type' | 'length'>): string;
  readonly bigIntegerType: string;
  /** A default value as an SQL literal. */
  literal(value: unknown, column: Pick<ColumnSpec, 'type'>): string;
  /** A column definition made the table's database-filled key. */
  identityKey(definition: string): string;
  /** The statements that (re)build a table's trigram search index (search-index.ts). */
  searchIndex(table: string, columns: string[]): string[];
  /**
   * The statement that moves a table's identity past its largest key, after
   * rows were inserted with explicit keys; undefined where the database
   * tracks that itself (SQLite's AUTOINCREMENT).
   */
  identityCatchUp(table: string, column: string): string | undefined;
  /**
   * ALTER TABLE cannot change a column's type or drop every kind of column
   * here, so the migration rebuilds the table (create, copy, drop, rename:
   * ddl.ts). Foreign keys are switched off around that migration's
   * transaction (`before`, `after`: outside it, where the switch works) and
   * checked before its commit (`check` lists violations). Undefined where
   * ALTER does it in place (PostgreSQL).
   */
  readonly tableRebuild: { before: string; check: string; after: string } | undefined;
}

const quoted = (v: string) => `'${v.replace(/'/g, "''")}'`;

// JSON paths come from code (constant keys), never from requests.
function checkedPath(path: string[]): string[] {
  for (const p of path)
    if (!/^\w+$/.test(p)) throw new Error(`dialect: unsupported JSON path element ${JSON.stringify(p)}`);
  return path;
}

// SQLite has no boolean, varchar, timestamp or JSON types: 0/1 integers and text.
const SQLITE_TYPES: Partial<Record<ColumnSpec['type'], string>> = {
  integer: 'INTEGER',
  number: 'REAL',
  boolean: 'INTEGER',
};

const SQLITE: SqlDialect = {
  name: 'sqlite',
  bool: (value) => (value ? 1 : 0),
  booleanJson: (v) => (v === null ? 'null' : v ? 'true' : 'false'),
  jsonJson: (v) => (v === null ? 'null' : (v as string)),
  inIds: (column, ids) => sql<SqlBool>`${column} IN (SELECT value FROM json_each(${SQLITE.idsParameter(ids)}))`,
  idsParameter: (ids) => JSON.stringify(ids),
  like: (column, pattern, negated = false) =>
    sql<SqlBool>`${column} ${sql.raw(negated ? 'NOT LIKE' : 'LIKE')} ${pattern} ESCAPE '\\'`,
  isDistinctFrom: (column, value) => sql<SqlBool>`${column} IS NOT ${value}`,
  notFalse: (column) => sql<SqlBool>`COALESCE(${column}, 1) <> 0`,
  jsonText: (column, path) =>
    sql<
      string | null
    >`CASE WHEN json_valid(${column}) THEN json_extract(${column}, ${sql.lit(['$', ...checkedPath(path)].join('.'))}) END`,
  jsonIsString: (column) => sql<SqlBool>`CASE WHEN json_valid(${column}) THEN json_type(${column}) = 'text' END`,
  searchIndexMatches: true,
  locksRows: false,
  transactionLock: () => undefined,
  unlimitedStatements: undefined,
  sharedByInstances: false,
  columnType: (c) => SQLITE_TYPES[c.type] ?? 'TEXT',
  bigIntegerType: 'INTEGER',
  literal: (v) => (typeof v === 'boolean' ? (v ? '1' : '0') : literal(v)),
  identityKey: (definition) => `${definition} PRIMARY KEY AUTOINCREMENT`,
  searchIndex: sqliteSearchIndex,
  identityCatchUp: () => undefined,
  tableRebuild: {
    before: 'PRAGMA foreign_keys = OFF',
    check: 'PRAGMA foreign_key_check',
    after: 'PRAGMA foreign_keys = ON',
  },
};

// `string` is varchar of the field's length (columnType).
const POSTGRES_TYPES: Record<Exclude<ColumnSpec['type'], 'string'>, string> = {
  integer: 'integer',
  number: 'double precision',
  text: 'text',
  boolean: 'boolean',
  datetime: 'timestamptz',
  json: 'jsonb',
  uuid: 'uuid',
};

const POSTGRES: SqlDialect = {
  name: 'postgres',
  bool: (value) => value,
  booleanJson: (v) => (v === null ? 'null' : String(v)),
  jsonJson: (v) => (v === null ? 'null' : JSON.stringify(v)),
  inIds: (column, ids) => sql<SqlBool>`${column} = ANY(${POSTGRES.idsParameter(ids)}::int[])`,
  idsParameter: (ids) => ids,
  like: (column, pattern, negated = false) =>
    sql<SqlBool>`${column} ${sql.raw(negated ? 'NOT ILIKE' : 'ILIKE')} ${pattern}`,
  isDistinctFrom: (column, value) => sql<SqlBool>`${column} IS DISTINCT FROM ${value}`,
  notFalse: (column) => sql<SqlBool>`${column} IS NOT FALSE`,
  jsonText: (column, path) => sql<string | null>`${column} #>> ${sql.lit(`{${checkedPath(path).join(',')}}`)}`,
  jsonIsString: (column) => sql<SqlBool>`jsonb_typeof(${column}) = 'string'`,
  searchIndexMatches: false,
  locksRows: true,
  transactionLock: (space, name) =>
    name === undefined
      ? { sql: 'SELECT pg_advisory_xact_lock($1)', parameters: [space] }
      : { sql: 'SELECT pg_advisory_xact_lock($1, hashtext($2))', parameters: [space, name] },
  unlimitedStatements: { sql: 'SET LOCAL statement_timeout = 0', parameters: [] },
  sharedByInstances: true,
  columnType: (c) => (c.type === 'string' ? `varchar(${c.length})` : POSTGRES_TYPES[c.type]),
  bigIntegerType: 'bigint',
  literal: (v, c) => {
    const plain = literal(v);
    return c.type === 'json' && typeof v === 'string' ? `${plain}::jsonb` : plain;
  },
  identityKey: (definition) => `${definition} GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY`,
  searchIndex: postgresSearchIndex,
  identityCatchUp: (table, column) =>
    `SELECT setval(pg_get_serial_sequence('${q(table)}', '${column}'), COALESCE((SELECT MAX(${q(column)}) FROM ${q(table)}), 0) + 1, false)`,
  tableRebuild: undefined,
};

/** A literal both dialects write alike (booleans aside). */
function literal(v: unknown): string {
  if (v === null) return 'NULL';
  if (typeof v === 'boolean' || typeof v === 'number') return String(v);
  return quoted(String(v));
}

export const DIALECTS: Record<Dialect, SqlDialect> = { sqlite: SQLITE, postgres: POSTGRES };

/** The rules of the database `db` talks to. */
export const dialectOf = (db: Pick<Queryable, 'dialect'>): SqlDialect => DIALECTS[db.dialect];

// Reading booleans back needs no dialect: isStoredTrue accepts what either gives. JSON does: SQLite keeps it as
// text, pg hands jsonb back parsed, so a stored JSON string ("123") reaches readStoredJson as plain text there and
// would be parsed a second time (123, or undefined). Read JSON with decodeRow/decodeField (data/codec.ts) and the
// queryable's dialect; readStoredJson is the SQLite half of that rule.

/** A stored boolean (1 or true) as a boolean; NULL and anything else are false. */
export const isStoredTrue = (value: unknown): boolean => value === true || value === 1;

/** A JSON value as SQLite stores it (text) as a value; undefined when the text is not JSON. Non-text passes as given. */
export function readStoredJson(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}
