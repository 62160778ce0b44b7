// The page URL rules (CSeoUrl), one place for every writer: the page editor's
// save (apply.ts calls requirePageUrl before it writes, so its answer names the
// URL without the save's "content:" prefix) and every other write of a Content
// record through the data layer (data/write-rules.ts: /api/v1/db/content one
// record, PUT /all, /batch, and the editor's own writes again), in the write's
// transaction, so a multi-record write with one bad URL changes nothing.
//   422 CSeoUrl  not a page URL (shared/page-url.ts);
//   409 CSeoUrl  another live page has it (requireUrlFree, under the URL's lock).
// Not checked: an empty or null URL (content that is no page) and a URL an
// update leaves as stored (an older row keeps working), except that a restore
// of a deleted page checks its URL is still free. A URL written onto a
// deleted row (CDeleted true) is checked for its form only: it is no live page.
import type { Dialect, Queryable, Row } from '../platform/db/executor.js';
import { invalidProblem } from '../platform/errors.js';
import { decodeField } from '../platform/data/codec.js';
import { pageUrlProblem } from '../../shared/page-url.js';
import { requireUrlFree } from '../site/index.js';

/** 422 for a URL that is no page URL, 409 naming the live page (other than `cId`) that has it. */
export async function requirePageUrl(tx: Queryable, cId: number | null, url: string): Promise<void> {
  const problem = pageUrlProblem(url);
  if (problem) throw invalidProblem(problem, 'CSeoUrl');
  await requireUrlFree(tx, cId, url);
}

/** The row (stored, or as a write binds it) is in the bin; a null flag is not. */
const isDeleted = (row: Record<string, unknown>, dialect: Dialect) =>
  decodeField('Content', 'CDeleted', row.CDeleted, dialect) === true;

export async function guardContentUrl(
  tx: Queryable,
  before: Row | undefined,
  values: Record<string, unknown> | undefined,
): Promise<void> {
  if (!values) return;
  const after = { ...before, ...values };
  // A restore (Remove Content, or CDeleted written false) brings the page's URL back live: another live page may
  // have taken it meanwhile. The URL's form is not judged again (an older row keeps working).
  if (
    before &&
    isDeleted(before, tx.dialect) &&
    !isDeleted(after, tx.dialect) &&
    typeof after.CSeoUrl === 'string' &&
    after.CSeoUrl !== '' &&
    after.CSeoUrl === before.CSeoUrl
  ) {
    return requireUrlFree(tx, Number(before.CId), after.CSeoUrl);
  }
  const url = values.CSeoUrl;
  if (typeof url !== 'string' || url === '' || url === before?.CSeoUrl) return;
  if (!isDeleted(after, tx.dialect))
    return requirePageUrl(tx, after.CId === undefined || after.CId === null ? null : Number(after.CId), url);
  const problem = pageUrlProblem(url);
  if (problem) throw invalidProblem(problem, 'CSeoUrl');
}
