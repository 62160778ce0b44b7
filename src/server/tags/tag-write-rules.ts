// The tag rules every write to Tag obeys, whoever makes it: the tag editor,
// the menu editor, the raw data screens and scripts through the generic
// interface (/api/v1/db/tag: one record, update-many, delete-many, batch).
// Applied by the data layer (data/write-rules.ts) to each record before it
// is written, in the write's own transaction, so a multi-record write with
// one refused tag changes nothing:
//   - a fixed tag (fixed-tags.ts) is never deleted (409), soft (TDeleted) or
//     for good, nor given another parent (400 naming TIdParent); renaming,
//     hiding and reordering among its siblings stay allowed;
//   - a tag in use (tag-usage.ts) is never deleted, soft or for good (409
//     naming each place).
// A tag already soft-deleted may be removed for good when nothing uses it,
// and restoring one (TDeleted back to false) is always allowed.
import type { Queryable, Row } from '../db/executor.js';
import { isStoredTrue } from '../db/dialect.js';
import { badRequest, conflict } from '../errors.js';
import { isFixedTag } from './fixed-tags.js';
import { tagUses } from './tag-usage.js';

const tagName = (row: Row) => `${String(row.TName)} (tag ${Number(row.TId)})`;
const parentOf = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/** 409 when the tag may not be deleted (fixed, or in use: naming where); `field` names the value that would delete it. */
export async function refuseTagDelete(tx: Queryable, row: Row, field?: string): Promise<void> {
  const id = Number(row.TId);
  if (isFixedTag(id)) throw conflict(`${tagName(row)} is one of the product's fixed tags and cannot be deleted: the dashboard, menus or feature switches find it by its id`, field);
  const uses = await tagUses(tx, id);
  if (uses.length) throw conflict(`${tagName(row)} is in use and was not deleted. It is used by ${uses.join('; ')}`, field);
}

/** 400 when a fixed tag would leave its parent. */
function refuseFixedTagMove(row: Row, newParent: number | null): void {
  if (isFixedTag(Number(row.TId)) && parentOf(row.TIdParent) !== newParent) {
    throw badRequest(`${tagName(row)} is one of the product's fixed tags: it can be reordered among its siblings but not moved out of its parent`, 'TIdParent');
  }
}

/**
 * Refuses a Tag write that breaks the rules above. `before` is the stored
 * row (updates, deletes), `values` the column values written (undefined:
 * the row is deleted).
 */
export async function guardTagWrite(tx: Queryable, before: Row | undefined, values: Record<string, unknown> | undefined): Promise<void> {
  if (!before) return; // a new tag: no rule (the schema and the scope check apply)
  if (!values) return refuseTagDelete(tx, before);
  if ('TIdParent' in values) refuseFixedTagMove(before, parentOf(values.TIdParent));
  if ('TDeleted' in values && isStoredTrue(values.TDeleted) && !isStoredTrue(before.TDeleted)) await refuseTagDelete(tx, before, 'TDeleted');
}
