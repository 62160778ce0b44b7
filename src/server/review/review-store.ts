// The _page_reviews rows (db/migrations/0019_page_reviews.ts) as the API shows them.
import { randomUUID } from 'node:crypto';
import type { Database } from '../platform/db/database.js';
import type { Queryable } from '../platform/db/executor.js';
import { notFound } from '../platform/errors.js';
import type { Review } from '../../shared/api/review.js';
import type { ReviewState } from '../../shared/review-policy.js';

/** A review as read: its _page_reviews columns but the reviewer's id, and its page's title (none once the page is deleted). */
type ReviewRow = Omit<Database['_page_reviews'], 'reviewer_id'> & { CTitle: Database['Content']['CTitle'] };

export interface StoredReview extends Omit<Review, 'publishAt' | 'timeZone'> {
  authorId: string;
  baseCvId: number | null;
  /** When the approved draft should go live (ms), or null: when approved. */
  publishAtMs: number | null;
}

const iso = (ms: number | string) => new Date(Number(ms)).toISOString();

function toReview(r: ReviewRow): StoredReview {
  return {
    id: r.id,
    CId: Number(r.content_id),
    CTitle: r.CTitle ?? null,
    CvId: Number(r.version_id),
    state: r.state as ReviewState,
    author: r.author_name,
    comment: r.comment,
    reviewer: r.reviewer_name,
    submitted: iso(r.submitted),
    decided: r.decided === null ? null : iso(r.decided),
    authorId: r.author_id,
    baseCvId: r.base_version_id === null ? null : Number(r.base_version_id),
    publishAtMs: r.publish_at === null || r.publish_at === undefined ? null : Number(r.publish_at),
  };
}

const reviews = (q: Queryable) =>
  q.builder
    .selectFrom('_page_reviews as r')
    .leftJoin('Content as c', 'c.CId', 'r.content_id')
    .select([
      'r.id',
      'r.content_id',
      'r.version_id',
      'r.base_version_id',
      'r.author_id',
      'r.author_name',
      'r.state',
      'r.comment',
      'r.reviewer_name',
      'r.submitted',
      'r.decided',
      'r.publish_at',
      'c.CTitle',
    ]);

export async function readReview(q: Queryable, id: string): Promise<StoredReview> {
  const row = await q.first<ReviewRow>(reviews(q).where('r.id', '=', id).compile());
  if (!row) throw notFound(`Review ${id} was not found`);
  return toReview(row);
}

/** The page's latest review (its newest submission), or null. */
export async function latestReview(q: Queryable, cId: number): Promise<StoredReview | null> {
  const row = await q.first<ReviewRow>(
    reviews(q).where('r.content_id', '=', cId).orderBy('r.submitted', 'desc').orderBy('r.id').limit(1).compile(),
  );
  return row ? toReview(row) : null;
}

/** Every submission waiting for a reviewer, oldest first. */
export async function pendingReviews(q: Queryable): Promise<StoredReview[]> {
  const rows = await q.all<ReviewRow>(reviews(q).where('r.state', '=', 'pending').orderBy('r.submitted').compile());
  return rows.map(toReview);
}

interface NewReview {
  cId: number;
  cvId: number;
  baseCvId: number | null;
  authorId: string;
  authorName: string;
  now: number;
  publishAt: number | null;
}

/** A new pending review; an earlier pending one of the same page is superseded (its draft was replaced). */
export async function insertReview(tx: Queryable, r: NewReview): Promise<string> {
  await tx.run(
    tx.builder.deleteFrom('_page_reviews').where('content_id', '=', r.cId).where('state', '=', 'pending').compile(),
  );
  const id = randomUUID();
  await tx.run(
    tx.builder
      .insertInto('_page_reviews')
      .values({
        id,
        content_id: r.cId,
        version_id: r.cvId,
        base_version_id: r.baseCvId,
        author_id: r.authorId,
        author_name: r.authorName.slice(0, 256),
        state: 'pending',
        comment: null,
        reviewer_id: null,
        reviewer_name: null,
        submitted: r.now,
        decided: null,
        publish_at: r.publishAt,
      })
      .compile(),
  );
  return id;
}

/** Records a decision on a pending review; false when it was no longer pending (another reviewer was first). */
export async function recordDecision(
  tx: Queryable,
  id: string,
  d: {
    state: Exclude<ReviewState, 'pending'>;
    comment: string | null;
    reviewerId: string;
    reviewerName: string;
    now: number;
  },
): Promise<boolean> {
  const result = await tx.run(
    tx.builder
      .updateTable('_page_reviews')
      .set({
        state: d.state,
        comment: d.comment,
        reviewer_id: d.reviewerId,
        reviewer_name: d.reviewerName.slice(0, 256),
        decided: d.now,
      })
      .where('id', '=', id)
      .where('state', '=', 'pending')
      .compile(),
  );
  return result.changes > 0;
}
