// The storage view of the model: what the database holds after every
// migration so far. The generator diffs the model against it to write the
// next migration, and saves it as migrations/schema-snapshot.generated.json.
import type { SchemaModel } from '../../src/shared/schema-model.js';
import type { ColumnSpec } from '../../src/server/platform/db/migration-types.js';

export interface TableSnapshot {
  entity: string;
  key: string[];
  columns: Record<string, ColumnSpec>;
}
export type StorageSnapshot = Record<string, TableSnapshot>; // by table name

function columnSpec(f: ColumnSpec): ColumnSpec {
  const spec: ColumnSpec = {
    name: f.name,
    type: f.type,
    autoIncrement: f.autoIncrement,
    unique: f.unique,
    indexed: f.indexed,
    searchable: f.searchable,
    sortable: f.sortable === true,
  };
  if (f.length !== undefined) spec.length = f.length;
  if (f.references) spec.references = { ...f.references };
  if (f.default !== undefined) spec.default = f.default;
  return spec;
}

export function snapshotOf(model: SchemaModel): StorageSnapshot {
  const out: StorageSnapshot = {};
  for (const name of Object.keys(model).sort()) {
    const e = model[name];
    const columns: Record<string, ColumnSpec> = {};
    for (const f of e.fieldOrder) {
      const spec = columnSpec(e.fields[f]);
      // In the storage view a reference names the table, not the entity.
      if (spec.references) spec.references.entity = tableOf(model, spec.references.entity);
      columns[f] = spec;
    }
    out[e.table] = { entity: e.name, key: [...e.key], columns };
  }
  return out;
}

/** References in the storage view name tables, so resolve entity → table. */
function tableOf(model: SchemaModel, entity: string): string {
  return model[entity]?.table ?? entity;
}
