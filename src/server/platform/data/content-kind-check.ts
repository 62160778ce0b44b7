// The write precondition of the screens that edit one kind of Content
// (Banners, Microsites, Careers; decision 0094): PATCH, PUT or DELETE
// /api/v1/db/content/{CId}?kind=banner is refused unless that record is a
// banner. The generic interface alone lets a user edit any content they may
// see, so a banner form loaded on a web page (a tampered address, or a record
// whose type changed since the screen checked it) would write banner fields
// over the page. The check runs in the write's own transaction, on the row
// read for the write (locked on PostgreSQL; SQLite has one writer), so no
// change can slip in between the check and the write.
import type { Queryable, Row } from '../db/executor.js';
import { dialectOf } from '../db/dialect.js';
import { ApiError } from '../errors.js';
import {
  CONTENT_KINDS,
  notOfKindMessage,
  staysOfKindMessage,
  type ContentKindName,
} from '../../../shared/content-kinds.js';

// 409: the record is not in the state the request requires. 412 stays the
// answer to a stale If-Match, which the screens report as "changed by
// someone else"; this is not that, and reloading would not help.
const notOfKind = (cId: unknown, kind: ContentKindName) => new ApiError(409, notOfKindMessage(String(cId), kind));

/** Refuses (409) unless `row` (a Content row read inside the write's transaction) is of `kind`. */
export async function checkContentKind(tx: Queryable, row: Row, kind: ContentKindName): Promise<void> {
  const want = CONTENT_KINDS[kind] as { CtId: number; linkedTo?: number };
  if (Number(row.CtId) !== want.CtId) throw notOfKind(row.CId, kind);
  if (want.linkedTo === undefined) return;
  let link = tx.builder
    .selectFrom('TagToContent')
    .select('CId')
    .where('TId', '=', want.linkedTo)
    .where('CId', '=', Number(row.CId));
  // Held until the write commits, so the link cannot be removed between this check and the write.
  if (dialectOf(tx).locksRows) link = link.forShare();
  if (!(await tx.first(link.compile()))) throw notOfKind(row.CId, kind);
}

/** After the write: a precondition names what the record is, so the same call may not make it another type. */
export function checkStillOfKind(row: Row, kind: ContentKindName): void {
  if (Number(row.CtId) !== CONTENT_KINDS[kind].CtId)
    throw new ApiError(409, staysOfKindMessage(String(row.CId), kind), 'CtId');
}
