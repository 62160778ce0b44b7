// The trigram search index of a table's searchable columns, as DDL for each
// dialect. List filters "contains" use it (data/list-query.ts): SQLite
// answers them with MATCH on an FTS5 table, PostgreSQL with ILIKE on pg_trgm.
import { q } from './identifiers.js';

/** The trigram search table that shadows `table` in SQLite (FTS5, external content). */
export const searchTable = (table: string) => `${table}__search`;

// FTS5 with the trigram tokenizer answers LIKE '%x%' from an index. It is an
// external-content table kept in step with the base table by triggers.
export function sqliteSearchIndex(table: string, columns: string[]): string[] {
  const fts = searchTable(table);
  const drop = [
    `DROP TRIGGER IF EXISTS ${q(`${fts}_ai`)}`,
    `DROP TRIGGER IF EXISTS ${q(`${fts}_ad`)}`,
    `DROP TRIGGER IF EXISTS ${q(`${fts}_au`)}`,
    `DROP TABLE IF EXISTS ${q(fts)}`,
  ];
  if (!columns.length) return drop;
  const cols = columns.map(q).join(', ');
  const newVals = columns.map((c) => `new.${q(c)}`).join(', ');
  const oldVals = columns.map((c) => `old.${q(c)}`).join(', ');
  return [
    ...drop,
    `CREATE VIRTUAL TABLE ${q(fts)} USING fts5(${cols}, content=${q(table)}, content_rowid='rowid', tokenize='trigram')`,
    `CREATE TRIGGER ${q(`${fts}_ai`)} AFTER INSERT ON ${q(table)} BEGIN INSERT INTO ${q(fts)}(rowid, ${cols}) VALUES (new.rowid, ${newVals}); END`,
    `CREATE TRIGGER ${q(`${fts}_ad`)} AFTER DELETE ON ${q(table)} BEGIN INSERT INTO ${q(fts)}(${q(fts)}, rowid, ${cols}) VALUES ('delete', old.rowid, ${oldVals}); END`,
    `CREATE TRIGGER ${q(`${fts}_au`)} AFTER UPDATE ON ${q(table)} BEGIN INSERT INTO ${q(fts)}(${q(fts)}, rowid, ${cols}) VALUES ('delete', old.rowid, ${oldVals}); INSERT INTO ${q(fts)}(rowid, ${cols}) VALUES (new.rowid, ${newVals}); END`,
    `INSERT INTO ${q(fts)}(${q(fts)}) VALUES ('rebuild')`,
  ];
}

/** The pg_trgm index of one searchable column (PostgreSQL). */
export const postgresSearchIndexName = (table: string, column: string) => `tg_${table}_${column}`;

// pg_trgm GIN indexes answer ILIKE '%x%'. Existing ones are kept (IF NOT EXISTS).
export function postgresSearchIndex(table: string, columns: string[]): string[] {
  return [
    'CREATE EXTENSION IF NOT EXISTS pg_trgm',
    ...columns.map(
      (c) =>
        `CREATE INDEX IF NOT EXISTS ${q(postgresSearchIndexName(table, c))} ON ${q(table)} USING gin (${q(c)} gin_trgm_ops)`,
    ),
  ];
}
