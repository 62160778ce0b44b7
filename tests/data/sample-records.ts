// A valid new record of every entity, made from the schema alone, so a test
// can write to each entity through the generic interface and a new entity is
// covered without editing the test. Entities are created in dependency order
// (an entity after the ones its required fields reference), and a reference
// points at the record of that entity the caller created last: the new
// records of link tables (TagToContent, AspNetUserRoles) are then new
// combinations, and deleting in reverse order never trips a foreign key.
import { randomUUID } from 'node:crypto';
import { allEntities } from '../../src/server/platform/data/entities.js';
import type { EntityMeta, FieldMeta } from '../../src/shared/schema-model.js';

export type Rec = Record<string, unknown>;

/** Fields whose rules go beyond their type (a path, a listed value, an address). */
const VALUES: Record<string, (n: number) => unknown> = {
  'Redirect.RFrom': (n) => `/write-effects-${n}`,
  'Redirect.RTo': () => '/elsewhere',
  'Redirect.RType': () => '301',
  'AspNetUsers.Email': (n) => `write-effects-${n}@example.test`,
  // A Web_Page, so that the TagToContent made next obeys the tag-to-content whitelist (spec §3).
  'Content.CtId': () => 1,
};

/** Fields a create must give: required ones and key fields the database does not number. */
const filledFields = (e: EntityMeta): FieldMeta[] =>
  e.fieldOrder
    .map((f) => e.fields[f])
    .filter((f) => !f.autoIncrement && !f.readOnly && !f.stamp && (f.required || e.key.includes(f.name)));

const referenced = (e: EntityMeta): string[] =>
  filledFields(e)
    .map((f) => f.references?.entity)
    .filter((name): name is string => !!name && name !== e.name);

/** Every entity, each after those its required fields reference. */
export function creationOrder(): EntityMeta[] {
  const order: EntityMeta[] = [];
  const placed = new Set<string>();
  const place = (e: EntityMeta) => {
    if (placed.has(e.name)) return;
    placed.add(e.name);
    for (const name of referenced(e)) place(allEntities().find((x) => x.name === name)!);
    order.push(e);
  };
  for (const e of allEntities()) place(e);
  return order;
}

function valueOf(f: FieldMeta, n: number): unknown {
  switch (f.type) {
    case 'integer':
    case 'number':
      // Unique enough for keys the caller gives (ContentType.CtId, Template.TemplateId).
      return 900_000 + n;
    case 'boolean':
      return false;
    case 'datetime':
      return new Date().toISOString();
    case 'json':
      return {};
    case 'uuid':
      return randomUUID();
    default:
      return `Write effects ${n} ${randomUUID()}`.slice(0, f.length ?? 200);
  }
}

/** A new record of `e`; `created` holds the last record made of each entity (the API's answer). */
export function sampleRecord(e: EntityMeta, created: ReadonlyMap<string, Rec>, n: number): Rec {
  const record: Rec = {};
  for (const f of filledFields(e)) {
    const ref = f.references;
    const fixed = VALUES[`${e.name}.${f.name}`];
    if (fixed) record[f.name] = fixed(n);
    else if (ref && ref.entity !== e.name) {
      const target = created.get(ref.entity);
      if (!target) throw new Error(`${e.name}.${f.name} needs a ${ref.entity} record first`);
      record[f.name] = target[ref.field];
    } else {
      record[f.name] = valueOf(f, n);
    }
  }
  return record;
}

/** The key as the generic interface's URLs take it: "5" or "[a,b]". */
export const urlKey = (e: EntityMeta, row: Rec): string => {
  const parts = e.key.map((k) => String(row[k]));
  return encodeURIComponent(parts.length === 1 ? parts[0] : `[${parts.join(',')}]`);
};

/** The key as the audit trail records it (data/keys.ts keyText). */
export const auditKey = (e: EntityMeta, row: Rec): string => {
  const parts = e.key.map((k) => String(row[k]));
  return parts.length === 1 ? parts[0] : `[${parts.join(',')}]`;
};
