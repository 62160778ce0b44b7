// Comments are on while tag 14 (Comments) is visible and not deleted (spec
// §3 tags; docs/comments.md). The tag is the switch, so it is the same for
// every instance and the dashboard's tag tools show it too.
import type { Queryable } from '../platform/db/executor.js';
import { ApiError } from '../platform/errors.js';
import { featureOn } from '../site/index.js';

export const COMMENTS_TAG = 14;

export const commentsEnabled = (db: Queryable): Promise<boolean> => featureOn(db, COMMENTS_TAG);

/** 403 with a clear word when comments are switched off. */
export async function requireCommentsOpen(db: Queryable): Promise<void> {
  if (!(await commentsEnabled(db)))
    throw new ApiError(403, 'Comments are closed on this site', undefined, {}, 'comments-closed');
}
