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
import type { Dialect, Queryable, Row } from '../platform/db/executor.js';
import { decodeField } from '../platform/data/codec.js';
import { coded } from '../platform/errors.js';
import { isFixedTag } from '../../shared/fixed-tags.js';
import { tagUses } from './tag-usage.js';

const tagName = (row: Row) => ({ name: String(row.TName), id: Number(row.TId) });
const parentOf = (stored: unknown, dialect: Dialect) => decodeField('Tag', 'TIdParent', stored, dialect);
const isDeleted = (stored: unknown, dialect: Dialect) => decodeField('Tag', 'TDeleted', stored, dialect) === true;

/** 409 when the tag may not be deleted (fixed, or in use: naming where); `field` names the value that would delete it. */
export async function refuseTagDelete(tx: Queryable, row: Row, field?: string): Promise<void> {
  const id = Number(row.TId);
  if (isFixedTag(id)) throw coded(409, 'tag.fixedDelete', tagName(row), field);
  const uses = await tagUses(tx, id);
  if (uses.length) throw coded(409, 'tag.inUse', { ...tagName(row), uses: uses.join('; ') }, field);
}

/** 400 when a fixed tag would leave its parent. */
function refuseFixedTagMove(row: Row, newParent: number | null, dialect: Dialect): void {
  if (isFixedTag(Number(row.TId)) && parentOf(row.TIdParent, dialect) !== newParent) {
    throw coded(400, 'tag.fixedMove', tagName(row), 'TIdParent');
  }
}

/**
 * Refuses a Tag write that breaks the rules above. `before` is the stored
 * row (updates, deletes), `values` the column values written (undefined:
 * the row is deleted).
 */
export async function guardTagWrite(
  tx: Queryable,
  before: Row | undefined,
  values: Record<string, unknown> | undefined,
): Promise<void> {
  if (!before) return; // a new tag: no rule (the schema and the scope check apply)
  if (!values) return refuseTagDelete(tx, before);
  if ('TIdParent' in values) refuseFixedTagMove(before, parentOf(values.TIdParent, tx.dialect), tx.dialect);
  if ('TDeleted' in values && isDeleted(values.TDeleted, tx.dialect) && !isDeleted(before.TDeleted, tx.dialect))
    await refuseTagDelete(tx, before, 'TDeleted');
}
