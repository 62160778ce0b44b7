// Run-time access to the generated schema: entities by URL name (matched
// case-insensitively, contract §2) and the facts the data layer asks often.
import { SCHEMA } from '../../../shared/generated/entities.generated.js';
import type { EntityMeta, FieldMeta } from '../../../shared/schema-model.js';
import type { SchemaTables } from '../db/database.generated.js';
import { notFound } from '../errors.js';

const byLowerName = new Map(Object.values(SCHEMA).map((e) => [e.name.toLowerCase(), e]));

export function entityByUrlName(name: string): EntityMeta {
  const e = byLowerName.get(name.toLowerCase());
  if (!e) throw notFound(`Unknown entity "${name}"`);
  return e;
}

/** Whether a URL names an entity (any case). */
export const isEntityName = (name: string): boolean => byLowerName.has(name.toLowerCase());

/** An entity named in code, whose table the typed builder knows. */
type TableEntity = EntityMeta & { table: keyof SchemaTables };

export function entity(name: string): TableEntity {
  // Sound: SCHEMA and SchemaTables are generated from the same model, so every entity's table is one of its keys.
  return SCHEMA[name] as TableEntity;
}

export const allEntities = (): EntityMeta[] => Object.values(SCHEMA);

/** A field by name from a request: own properties only, so "__proto__" or "constructor" are just unknown names. */
export function fieldNamed(e: EntityMeta, name: string): FieldMeta | undefined {
  return Object.hasOwn(e.fields, name) ? e.fields[name] : undefined;
}

/** Fields the API shows: everything but secrets, in declaration order. */
const visible = new Map<string, FieldMeta[]>();
export function visibleFields(e: EntityMeta): FieldMeta[] {
  let list = visible.get(e.name);
  if (!list) {
    list = e.fieldOrder.map((f) => e.fields[f]).filter((f) => !f.secret);
    visible.set(e.name, list);
  }
  return list;
}
