// Records between the API and react-admin. react-admin needs one `id` per
// record; the API addresses records by their key (one field, or a composite
// written [a,b]). src/shared/record-id.ts is the one module that builds and
// parses those ids; this file applies it to records and bodies.
import { formatId, parseIdParts, type KeyValue } from '../../shared/record-id.js';
import { SCHEMA } from '../../shared/generated/entities.generated.js';
import type { EntityMeta } from '../../shared/schema-model.js';
import type { Identifier, RaRecord } from 'react-admin';

export type ApiRecord = Record<string, unknown>;

const byLowerName = new Map(Object.values(SCHEMA).map((e) => [e.name.toLowerCase(), e]));

/** The entity a react-admin resource names (resource names are entity names). */
export function entityOf(resource: string): EntityMeta {
  const entity = SCHEMA[resource] ?? byLowerName.get(resource.toLowerCase());
  if (!entity) throw new Error(`Unknown resource "${resource}": resources are the entity names of schema/`);
  return entity;
}

/** The record's react-admin id: a single key keeps its natural value, a composite one is "[a,b]". */
export function idOf(entity: EntityMeta, record: ApiRecord): Identifier {
  if (entity.key.length === 1) return record[entity.key[0]] as Identifier;
  return formatId(entity.key.map((k) => record[k] as KeyValue));
}

export function withId(entity: EntityMeta, record: ApiRecord): RaRecord {
  return { ...record, id: idOf(entity, record) };
}

/** The key values an id stands for, as text (the URL's form), in key order. */
export function keyPartsOf(entity: EntityMeta, id: Identifier): string[] {
  // A single key is taken whole: a text key may itself contain "[" or ",".
  const parts = entity.key.length === 1 ? [String(id)] : parseIdParts(String(id));
  if (parts.length !== entity.key.length) {
    throw new Error(
      `${entity.name} ids have ${entity.key.length} parts ([${entity.key.join(',')}]); got "${String(id)}"`,
    );
  }
  return parts;
}

/** The path segment of one record: /5 or /[3,500], encoded for the URL. */
export function idPath(entity: EntityMeta, id: Identifier): string {
  return encodeURIComponent(formatId(keyPartsOf(entity, id)));
}

/** The key list of DELETE /{entity}/all/[k1,k2] (composite: [[a,b],[c,d]]). */
export function idListPath(entity: EntityMeta, ids: readonly Identifier[]): string {
  const items = ids.map((id) => (entity.key.length === 1 ? String(id) : formatId(keyPartsOf(entity, id))));
  return encodeURIComponent(`[${items.join(',')}]`);
}

/**
 * A body the API accepts: the entity's own fields only. react-admin's `id`
 * (unless it is a real field), the kept ETag and anything else a form
 * carries would be refused as unknown fields (422).
 */
export function toBody(entity: EntityMeta, data: Partial<ApiRecord>): ApiRecord {
  const body: ApiRecord = {};
  for (const [name, value] of Object.entries(data)) {
    if (Object.hasOwn(entity.fields, name) && value !== undefined) body[name] = value;
  }
  return body;
}
