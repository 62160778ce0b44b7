// The row designs: Content records of type Row_Design (64, spec §3), one per
// design. CTitle is its label, CIntroText its sample (an HTML field, so the
// data layer sanitises it like any copy), and CMetaData the rest: {name,
// cssClass, css, description, offered, sortOrder}. Removing one marks it
// deleted (CDeleted), like the other content.
import type { StyleEntry } from '../../shared/api/style-guide.js';
import { entity } from '../platform/data/entities.js';
import type { Actor } from '../platform/data/identity.js';
import { insertOne, updateOne } from '../platform/data/writes.js';
import { decodeRow } from '../platform/data/codec.js';
import { dialectOf } from '../platform/db/dialect.js';
import type { Queryable } from '../platform/db/executor.js';
import { storedStyle } from './style-rules.js';
import { CT } from '../../shared/content-types.js';

const CONTENT = entity('Content');

interface RowDesign extends StyleEntry {
  CId: number;
}

/** The columns a design is made of, as stored and as decoded (codec.ts). */
type StoredDesign = Record<'CId' | 'CTitle' | 'CIntroText' | 'CMetaData' | 'CDeleted', unknown>;
type DesignRow = ReturnType<typeof decodeRow<'Content', StoredDesign>>;

function designOf(row: DesignRow): RowDesign | null {
  const meta = row.CMetaData;
  const m = meta && typeof meta === 'object' && !Array.isArray(meta) ? (meta as Record<string, unknown>) : {};
  const entry = storedStyle({
    ...m,
    name: typeof m.name === 'string' ? m.name : `row-${String(row.CId)}`,
    label: row.CTitle,
    sample: row.CIntroText ?? '',
  });
  return entry ? { ...entry, CId: row.CId } : null;
}

const sortOf = (row: DesignRow) => {
  const m = row.CMetaData as { sortOrder?: unknown } | null;
  return typeof m?.sortOrder === 'number' ? m.sortOrder : row.CId;
};

/** The live row designs in catalogue order (sortOrder, then CId). `forUpdate` locks them (PostgreSQL). */
export async function readRowDesigns(db: Queryable, forUpdate = false): Promise<RowDesign[]> {
  let q = db.builder
    .selectFrom('Content')
    .selectAll()
    .where('CtId', '=', CT.Row_Design)
    .where('CDeleted', '=', dialectOf(db).bool(false))
    .orderBy('CId');
  if (forUpdate && dialectOf(db).locksRows) q = q.forUpdate();
  const rows = (await db.all<StoredDesign>(q.compile()))
    .map((r) => decodeRow('Content', r, db.dialect))
    .filter((r) => r.CDeleted !== true);
  return rows
    .sort((a, b) => sortOf(a) - sortOf(b) || a.CId - b.CId)
    .map(designOf)
    .filter((d): d is RowDesign => d !== null);
}

const fieldsOf = (design: StyleEntry, sortOrder: number) => ({
  CTitle: design.label,
  CIntroText: design.sample,
  CMetaData: {
    name: design.name,
    cssClass: design.cssClass,
    css: design.css,
    description: design.description,
    offered: design.offered,
    sortOrder,
  },
});

export async function insertRowDesign(
  tx: Queryable,
  actor: Actor,
  design: StyleEntry,
  sortOrder: number,
): Promise<void> {
  await insertOne(tx, actor, CONTENT, { CtId: CT.Row_Design, ...fieldsOf(design, sortOrder) });
}

export async function updateRowDesign(
  tx: Queryable,
  actor: Actor,
  cId: number,
  design: StyleEntry,
  sortOrder: number,
): Promise<void> {
  await updateOne(tx, actor, CONTENT, [cId], fieldsOf(design, sortOrder), { replace: false });
}

export async function removeRowDesign(tx: Queryable, actor: Actor, cId: number): Promise<void> {
  await updateOne(tx, actor, CONTENT, [cId], { CDeleted: true }, { replace: false });
}
