// Comments are on while tag 14 (Comments) is visible and not deleted (spec
// §3 tags; docs/comments.md). The tag is the switch, so it is the same for
// every instance and the dashboard's tag tools show it too.
import { isStoredTrue } from '../db/dialect.js';
import type { Queryable } from '../db/executor.js';
import { ApiError } from '../errors.js';

export const COMMENTS_TAG = 14;

export async function commentsEnabled(db: Queryable): Promise<boolean> {
  const tag = await db.first<{ TVisible: unknown; TDeleted: unknown }>(db.builder.selectFrom('Tag').select(['TVisible', 'TDeleted']).where('TId', '=', COMMENTS_TAG).compile());
  return !!tag && isStoredTrue(tag.TVisible) && !isStoredTrue(tag.TDeleted);
}

/** 403 with a clear word when comments are switched off. */
export async function requireCommentsOpen(db: Queryable): Promise<void> {
  if (!(await commentsEnabled(db))) throw new ApiError(403, 'Comments are closed on this site', undefined, {}, 'comments-closed');
}
