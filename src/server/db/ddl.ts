// Migration operations → DDL statements. Identifiers come from the schema
// (checked identifiers) and are always quoted; what differs between the
// dialects (types, literals, identity keys, search indexes) is dialect.ts's.
import type { Dialect } from './executor.js';
import { DIALECTS, type SqlDialect } from './dialect.js';
import { q } from './identifiers.js';
import type { ColumnSpec, MigrationOperation } from './migration-types.js';

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

export function ddlFor(op: MigrationOperation, dialect: Dialect): string[] {
  const d = DIALECTS[dialect];
  switch (op.op) {
    case 'createTable': {
      const sole = op.key.length === 1;
      const cols = op.columns.map((c) => columnDef(c, d, sole && c.name === op.key[0]));
      if (!sole) cols.push(`PRIMARY KEY (${op.key.map(q).join(', ')})`);
      return [`CREATE TABLE ${q(op.table)} (\n  ${cols.join(',\n  ')}\n)`];
    }
    case 'addColumn':
      return [`ALTER TABLE ${q(op.table)} ADD COLUMN ${columnDef(op.column, d, false)}`];
    case 'createIndex':
      return [`CREATE ${op.unique ? 'UNIQUE ' : ''}INDEX IF NOT EXISTS ${q(op.name)} ON ${q(op.table)} (${op.columns.map(q).join(', ')})`];
    case 'dropIndex':
      return [`DROP INDEX IF EXISTS ${q(op.name)}`];
    case 'searchIndex':
      return d.searchIndex(op.table, op.columns);
  }
}
