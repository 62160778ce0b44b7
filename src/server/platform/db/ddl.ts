// Migration operations → DDL statements. Identifiers come from the schema
// (checked identifiers) and are always quoted; what differs between the
// dialects (types, literals, identity keys, search indexes) is dialect.ts's.
import type { Dialect } from './executor.js';
import { DIALECTS, type SqlDialect } from './dialect.js';
import { q } from './identifiers.js';
import type { ColumnSpec, IndexRename, IndexSpec, MigrationOperation, TableDefinition } from './migration-types.js';
import { postgresSearchIndexName } from './search-index.js';
import { convertExpression } from './type-change.js';

function columnDef(c: ColumnSpec, d: SqlDialect, soleKey: boolean): string {
  let def = `${q(c.name)} ${d.columnType(c)}`;
  if (soleKey) {
    if (c.autoIncrement) return d.identityKey(def);
    def += ' PRIMARY KEY NOT NULL';
  }
  if (c.default !== undefined) def += ` DEFAULT ${d.literal(c.default, c)}`;
  if (c.references) def += ` REFERENCES ${q(c.references.entity)} (${q(c.references.field)})`;
  return def;
}

function createTable(table: string, key: string[], columns: ColumnSpec[], d: SqlDialect): string {
  const sole = key.length === 1;
  const cols = columns.map((c) => columnDef(c, d, sole && c.name === key[0]));
  if (!sole) cols.push(`PRIMARY KEY (${key.map(q).join(', ')})`);
  return `CREATE TABLE ${q(table)} (\n  ${cols.join(',\n  ')}\n)`;
}

const createIndex = (table: string, i: IndexSpec) =>
  `CREATE ${i.unique ? 'UNIQUE ' : ''}INDEX IF NOT EXISTS ${q(i.name)} ON ${q(table)} (${i.columns.map(q).join(', ')})`;

/** Indexes that follow a rename: PostgreSQL renames them; SQLite cannot, so it drops and recreates them. */
function renamedIndexes(table: string, indexes: IndexRename[], d: SqlDialect): string[] {
  if (d.tableRebuild) return indexes.flatMap((i) => [`DROP INDEX IF EXISTS ${q(i.from)}`, createIndex(table, i)]);
  return indexes.map((i) => `ALTER INDEX IF EXISTS ${q(i.from)} RENAME TO ${q(i.name)}`);
}

/**
 * Whether the operation rebuilds a table on this dialect (SQLite: a dropped
 * column, a type whose storage class changes), for which the migrator
 * switches foreign keys off around the migration (dialect.tableRebuild).
 */
export function rebuildsTable(op: MigrationOperation, dialect: Dialect): boolean {
  const d = DIALECTS[dialect];
  if (!d.tableRebuild) return false;
  return op.op === 'dropColumn' || (op.op === 'changeColumnType' && d.columnType(op.from) !== d.columnType(op.column));
}

/**
 * SQLite's way to change what ALTER TABLE cannot: a new table with the new
 * definition, every row copied (converting the changed column), the old one
 * dropped (its indexes and search triggers with it), the new one renamed to
 * the old name (other tables' references name the table, so they find it
 * again), then its indexes, its search index and its key's sequence.
 */
function sqliteRebuild(
  table: string,
  def: TableDefinition,
  convert: (column: string) => string,
  d: SqlDialect,
): string[] {
  const tmp = `${table}__rebuild`;
  const names = def.columns.map((c) => q(c.name)).join(', ');
  const values = def.columns.map((c) => convert(c.name)).join(', ');
  const identity = def.key.length === 1 && def.columns.find((c) => c.name === def.key[0])?.autoIncrement;
  return [
    ...d.searchIndex(table, []),
    `DROP TABLE IF EXISTS ${q(tmp)}`,
    createTable(tmp, def.key, def.columns, d),
    `INSERT INTO ${q(tmp)} (${names}) SELECT ${values} FROM ${q(table)}`,
    // AUTOINCREMENT never reuses a key: the new table continues from the old one's sequence.
    ...(identity
      ? [
          `DELETE FROM sqlite_sequence WHERE name = '${tmp}'`,
          `INSERT INTO sqlite_sequence (name, seq) SELECT '${tmp}', seq FROM sqlite_sequence WHERE name = '${table}'`,
        ]
      : []),
    `DROP TABLE ${q(table)}`,
    `ALTER TABLE ${q(tmp)} RENAME TO ${q(table)}`,
    ...def.indexes.map((i) => createIndex(table, i)),
    ...(def.search.length ? d.searchIndex(table, def.search) : []),
  ];
}

export function ddlFor(op: MigrationOperation, dialect: Dialect): string[] {
  const d = DIALECTS[dialect];
  switch (op.op) {
    case 'createTable':
      return [createTable(op.table, op.key, op.columns, d)];
    case 'addColumn':
      return [`ALTER TABLE ${q(op.table)} ADD COLUMN ${columnDef(op.column, d, false)}`];
    case 'createIndex':
      return [createIndex(op.table, op)];
    case 'dropIndex':
      return [`DROP INDEX IF EXISTS ${q(op.name)}`];
    case 'searchIndex':
      return d.searchIndex(op.table, op.columns);
    case 'renameTable': {
      const rename = `ALTER TABLE ${q(op.table)} RENAME TO ${q(op.to)}`;
      if (d.tableRebuild) {
        // SQLite's search table names its content table: rebuilt under the new name.
        const search = op.search?.length ? op.search : undefined;
        return [
          ...(search ? d.searchIndex(op.table, []) : []),
          rename,
          ...renamedIndexes(op.to, op.indexes, d),
          ...(search ? d.searchIndex(op.to, search) : []),
        ];
      }
      const trigram = (op.search ?? []).map(
        (c) =>
          `ALTER INDEX IF EXISTS ${q(postgresSearchIndexName(op.table, c))} RENAME TO ${q(postgresSearchIndexName(op.to, c))}`,
      );
      return [rename, ...renamedIndexes(op.to, op.indexes, d), ...trigram];
    }
    case 'renameColumn': {
      const rename = `ALTER TABLE ${q(op.table)} RENAME COLUMN ${q(op.column)} TO ${q(op.to)}`;
      if (d.tableRebuild) {
        // SQLite's search table names its columns after the table's: rebuilt when a searchable column is renamed.
        const search = op.search?.length ? op.search : undefined;
        return [
          ...(search ? d.searchIndex(op.table, []) : []),
          rename,
          ...renamedIndexes(op.table, op.indexes, d),
          ...(search ? d.searchIndex(op.table, search) : []),
        ];
      }
      const trigram = op.search
        ? [
            `ALTER INDEX IF EXISTS ${q(postgresSearchIndexName(op.table, op.column))} RENAME TO ${q(postgresSearchIndexName(op.table, op.to))}`,
          ]
        : [];
      return [rename, ...renamedIndexes(op.table, op.indexes, d), ...trigram];
    }
    case 'dropColumn':
      // PostgreSQL drops the column's indexes with it.
      if (d.tableRebuild) return sqliteRebuild(op.table, op.rebuild, q, d);
      return [`ALTER TABLE ${q(op.table)} DROP COLUMN ${q(op.column)}`];
    case 'dropTable':
      return [...(d.tableRebuild ? d.searchIndex(op.table, []) : []), `DROP TABLE ${q(op.table)}`];
    case 'changeColumnType': {
      const name = op.column.name;
      const expression = convertExpression(dialect, q(name), op.from, op.column);
      if (d.tableRebuild) {
        if (rebuildsTable(op, dialect))
          return sqliteRebuild(op.table, op.rebuild, (c) => (c === name ? expression : q(c)), d);
        // Same storage class (TEXT to TEXT): the values are converted where they are, or kept as they are.
        return expression === q(name)
          ? []
          : [`UPDATE ${q(op.table)} SET ${q(name)} = ${expression} WHERE ${q(name)} IS NOT NULL`];
      }
      // The old default may not cast to the new type: dropped, then set again (PostgreSQL's documented pattern).
      // A trigram index cannot stay on a column that is no longer text.
      const actions = [
        `ALTER COLUMN ${q(name)} DROP DEFAULT`,
        `ALTER COLUMN ${q(name)} TYPE ${d.columnType(op.column)} USING ${expression}`,
      ];
      if (op.column.default !== undefined)
        actions.push(`ALTER COLUMN ${q(name)} SET DEFAULT ${d.literal(op.column.default, op.column)}`);
      return [
        ...(op.column.searchable ? [] : [`DROP INDEX IF EXISTS ${q(postgresSearchIndexName(op.table, name))}`]),
        `ALTER TABLE ${q(op.table)} ${actions.join(', ')}`,
      ];
    }
  }
}
