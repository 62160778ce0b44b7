// Pure: model → src/server/platform/db/database.generated.ts, the Kysely view of the
// schema's tables as the server stores and reads them (secret columns
// included; record types for the API are in entities.generated.ts).
//
// Column types follow the DDL (src/server/platform/db/ddl.ts): only key columns are
// NOT NULL, so every other column may hold NULL whatever the API requires,
// and an identity key is filled by the database. The stored value types the
// dialects differ on (booleans, JSON) come from column-types.ts.
import type { FieldMeta, SchemaModel } from '../../src/shared/schema-model.js';
import { banner } from './banner.js';

const STORED_TYPE: Record<FieldMeta['type'], string> = {
  integer: 'number',
  number: 'number',
  string: 'string',
  text: 'string',
  boolean: 'StoredBoolean',
  // ISO text in SQLite; PostgreSQL's timestamptz is parsed to the same text (postgres.ts).
  datetime: 'string',
  json: 'StoredJson',
  uuid: 'string',
};

// Schema names are checked identifiers; quote anything else all the same.
const key = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name));

function columnType(field: FieldMeta, isKey: boolean): string {
  const stored = STORED_TYPE[field.type];
  if (field.autoIncrement && isKey) return `Generated<${stored}>`;
  return isKey ? stored : `${stored} | null`;
}

export function emitDatabase(model: SchemaModel): string {
  const tables = Object.values(model).sort((a, b) => a.table.localeCompare(b.table));
  const lines = [
    `import type { Generated } from 'kysely';`,
    `import type { StoredBoolean, StoredJson } from './column-types.js';`,
    '',
    '/** The tables of schema/entities/*.yaml, by table name. */',
    'export interface SchemaTables {',
  ];
  for (const e of tables) {
    lines.push(`  /** ${e.label} (entity ${e.name}). */`, `  ${key(e.table)}: {`);
    for (const name of e.fieldOrder)
      lines.push(`    ${key(name)}: ${columnType(e.fields[name], e.key.includes(name))};`);
    lines.push('  };');
  }
  lines.push('}', '');
  return banner('schema/entities/*.yaml') + lines.join('\n');
}
