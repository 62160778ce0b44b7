// The block styles: one MiscData record, MdId 401 ("Block Styles", kind
// Content_Editing 4; seed/data/misc-data.ts numbers ids kind × 100 +
// position), whose MdValue is the list in catalogue order. The seed stored
// bare names; an entry is now an object (style-rules.ts reads both). Found by
// name and kind when 401 is missing (a database seeded otherwise), and made
// on the first write when there is none.
import type { StyleEntry } from '../../shared/api/style-guide.js';
import { entity } from '../platform/data/entities.js';
import type { Actor } from '../platform/data/identity.js';
import { findRow } from '../platform/data/reads.js';
import { insertOne, updateOne } from '../platform/data/writes.js';
import { decodeField } from '../platform/data/codec.js';
import { dialectOf } from '../platform/db/dialect.js';
import type { Dialect, Queryable, Row } from '../platform/db/executor.js';
import { storedStyle } from './style-rules.js';

const BLOCK_STYLES_MD_ID = 401;
const CONTENT_EDITING_KIND = 4;
const RECORD_NAME = 'Block Styles';
const MISC = entity('MiscData');

async function record(db: Queryable, actor: Actor | undefined, forUpdate: boolean): Promise<Row | undefined> {
  const byId = actor
    ? await findRow(db, actor, MISC, [BLOCK_STYLES_MD_ID], forUpdate)
    : await db.first(db.builder.selectFrom('MiscData').selectAll().where('MdId', '=', BLOCK_STYLES_MD_ID).compile());
  if (byId && Number(byId.MdKind) === CONTENT_EDITING_KIND) return byId;
  let q = db.builder
    .selectFrom('MiscData')
    .selectAll()
    .where('MdKind', '=', CONTENT_EDITING_KIND)
    .where('MdName', '=', RECORD_NAME)
    .orderBy('MdId')
    .limit(1);
  if (forUpdate && dialectOf(db).locksRows) q = q.forUpdate();
  return db.first(q.compile());
}

const entriesOf = (row: Row | undefined, dialect: Dialect): StyleEntry[] => {
  const value = decodeField('MiscData', 'MdValue', row?.MdValue, dialect);
  return Array.isArray(value) ? value.map(storedStyle).filter((s): s is StyleEntry => s !== null) : [];
};

export async function readBlockStyles(db: Queryable): Promise<StyleEntry[]> {
  return entriesOf(await record(db, undefined, false), db.dialect);
}

/** Reads the list for a change (locked on PostgreSQL), applies `change` and writes it back, audited. */
export async function changeBlockStyles(
  tx: Queryable,
  actor: Actor,
  change: (styles: StyleEntry[]) => StyleEntry[],
): Promise<void> {
  const row = await record(tx, actor, true);
  const next = change(entriesOf(row, tx.dialect));
  if (row) await updateOne(tx, actor, MISC, [row.MdId as number], { MdValue: next }, { replace: false });
  else
    await insertOne(tx, actor, MISC, {
      MdKind: CONTENT_EDITING_KIND,
      MdName: RECORD_NAME,
      MdValue: next,
      MdSortOrder: 1,
    });
}
