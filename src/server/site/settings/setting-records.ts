// Where the settings groups keep their values: keys of a named Content
// record's CMetaData (and CMetaDesc), named MiscData rows of a kind, and
// fields of a Tag. Reads are plain; writes go through the same audited paths
// as the rest of the product (content-update.ts for Content, the data layer
// for MiscData and Tag), inside the caller's transaction.
import type { Queryable } from '../../platform/db/executor.js';
import { decodeField, storedJsonObject } from '../../platform/data/codec.js';
import { entity } from '../../platform/data/entities.js';
import type { Actor } from '../../platform/data/identity.js';
import { insertOne, updateOne } from '../../platform/data/writes.js';
import { notFound } from '../../platform/errors.js';
import { lockContent, updateContent } from '../content/content-update.js';

export type Json = Record<string, unknown>;

/** The CMetaData and CMetaDesc of a named record (404 when the record is missing). */
export async function contentJson(
  q: Queryable,
  cId: number,
  label: string,
): Promise<{ meta: Json; desc: Json; templateId: number | null }> {
  const row = await q.first<{ CMetaData: unknown; CMetaDesc: unknown; TemplateId: unknown }>(
    q.builder.selectFrom('Content').select(['CMetaData', 'CMetaDesc', 'TemplateId']).where('CId', '=', cId).compile(),
  );
  if (!row) throw notFound(`The ${label} record (content ${cId}) is missing`);
  return {
    meta: storedJsonObject('Content', row, 'CMetaData', q.dialect),
    desc: storedJsonObject('Content', row, 'CMetaDesc', q.dialect),
    templateId: row.TemplateId === null ? null : Number(row.TemplateId),
  };
}

/**
 * Merges `meta` into the record's CMetaData (other keys kept), and `desc` into
 * CMetaDesc, and sets the other columns given; audited as an Update of the record.
 */
export async function writeContent(
  tx: Queryable,
  actor: Actor,
  cId: number,
  change: { meta?: Json; desc?: Json; columns?: Json },
): Promise<void> {
  const before = await lockContent(tx, actor, cId);
  const values: Json = { ...(change.columns ?? {}) };
  if (change.meta)
    values.CMetaData = {
      ...storedJsonObject('Content', before, 'CMetaData', tx.dialect),
      ...change.meta,
    };
  if (change.desc)
    values.CMetaDesc = {
      ...storedJsonObject('Content', before, 'CMetaDesc', tx.dialect),
      ...change.desc,
    };
  await updateContent(tx, actor, before, values);
}

interface MiscRow {
  MdId: number;
  value: unknown;
}

/** The first MiscData row of `kind` named `name` (its value parsed), if any. */
export async function miscRow(q: Queryable, kind: number, name: string): Promise<MiscRow | undefined> {
  const row = await q.first<{ MdId: unknown; MdValue: unknown }>(
    q.builder
      .selectFrom('MiscData')
      .select(['MdId', 'MdValue'])
      .where('MdKind', '=', kind)
      .where('MdName', '=', name)
      .orderBy('MdSortOrder')
      .orderBy('MdId')
      .limit(1)
      .compile(),
  );
  return row
    ? { MdId: Number(row.MdId), value: decodeField('MiscData', 'MdValue', row.MdValue, q.dialect) }
    : undefined;
}

/** The row's value as an object ({} when missing or not an object). */
export async function miscObject(q: Queryable, kind: number, name: string): Promise<Json> {
  const v = (await miscRow(q, kind, name))?.value;
  return v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {};
}

/** Writes the named row's value (created when missing: a database seeded before the row existed). */
export async function writeMisc(
  tx: Queryable,
  actor: Actor,
  kind: number,
  name: string,
  value: unknown,
): Promise<void> {
  const row = await miscRow(tx, kind, name);
  const misc = entity('MiscData');
  if (row) await updateOne(tx, actor, misc, [row.MdId], { MdValue: value }, { replace: false });
  else await insertOne(tx, actor, misc, { MdKind: kind, MdName: name, MdValue: value, MdSortOrder: 0 });
}

/** Changes a few fields of one tag through the data layer (checked, audited). */
export async function writeTag(tx: Queryable, actor: Actor, tId: number, fields: Json): Promise<void> {
  await updateOne(tx, actor, entity('Tag'), [tId], fields, { replace: false });
}

export const str = (v: unknown, fallback = '') => (typeof v === 'string' ? v : fallback);
export const num = (v: unknown): number | null => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};
