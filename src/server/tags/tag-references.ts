// Writes that make a use of a tag (tag-usage.ts: content linked to it, a form
// filed under it, a tag beneath it, a user or role group given it as a TId
// claim) must name a live tag. The tag's row is read FOR SHARE on PostgreSQL,
// and every delete of a tag reads the row FOR UPDATE before its in-use check
// (data/writes.ts findRow; the tag editor's delete goes through the same
// update), so a use and a delete of the same tag take turns:
//   - a use made while a delete is deciding waits for it, then sees the tag
//     deleted and is refused (422 naming the field);
//   - a delete that comes after a use sees it and is refused (409, tag-write-rules.ts).
// Without the lock a content link committed between a delete's check and its
// write left a live link to a deleted tag. SQLite's write transactions run one
// at a time, so the read alone decides there.
import type { EntityName } from '../../shared/generated/entities.generated.js';
import { decodeRow } from '../platform/data/codec.js';
import { dialectOf } from '../platform/db/dialect.js';
import type { Queryable, Row } from '../platform/db/executor.js';
import { coded } from '../platform/errors.js';

type Reference = { field: string; tagOf: (row: Record<string, unknown>) => unknown };

const claim = (row: Record<string, unknown>) => (row.ClaimType === 'TId' ? row.ClaimValue : undefined);

const REFERENCES: Partial<Record<EntityName, Reference>> = {
  TagToContent: { field: 'TId', tagOf: (row) => row.TId },
  Form: { field: 'TId', tagOf: (row) => row.TId },
  Tag: { field: 'TIdParent', tagOf: (row) => row.TIdParent },
  AspNetUserClaims: { field: 'ClaimValue', tagOf: claim },
  AspNetRoleClaims: { field: 'ClaimValue', tagOf: claim },
};

const tagIdOf = (value: unknown): number | undefined => {
  if (value === null || value === undefined || value === '') return undefined;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : undefined;
};

/** 422 naming `field` when tag `tagId` is soft-deleted; its row stays share-locked to the end of the transaction. A missing tag is left to the foreign key. */
export async function requireLiveTag(tx: Queryable, tagId: number, field: string): Promise<void> {
  let q = tx.builder.selectFrom('Tag').select(['TId', 'TName', 'TDeleted']).where('TId', '=', tagId);
  if (dialectOf(tx).locksRows) q = q.forShare();
  const stored = await tx.first<Record<'TId' | 'TName' | 'TDeleted', unknown>>(q.compile());
  const tag = stored && decodeRow('Tag', stored, tx.dialect);
  if (tag && tag.TDeleted === true) throw coded(422, 'tag.deleted', { id: tagId, name: String(tag.TName) }, field);
}

/**
 * A write of `entity` (`before`: the stored row, undefined for a new one;
 * `values`: the columns written, undefined for a delete) that points at a tag
 * it did not point at before: that tag must be live.
 */
export async function guardTagReference(
  tx: Queryable,
  entity: EntityName,
  before: Row | undefined,
  values: Record<string, unknown> | undefined,
): Promise<void> {
  const reference = REFERENCES[entity];
  if (!reference || !values) return;
  const after = tagIdOf(reference.tagOf({ ...before, ...values }));
  if (after === undefined || (before && tagIdOf(reference.tagOf(before)) === after)) return;
  await requireLiveTag(tx, after, reference.field);
}
