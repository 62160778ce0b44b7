// The steps of a review, each one transaction and one audit entry
// (docs/review.md): the author submits the page's draft; a reviewer, never
// its author, approves it (it is published as the reviewer) or sends it back
// with a comment the author reads in the editor.
import type { Queryable } from '../platform/db/executor.js';
import type { Actor } from '../platform/data/identity.js';
import { auditEvent } from '../platform/data/audit-events.js';
import { coded } from '../platform/errors.js';
import {
  changesTo,
  inEditTransaction,
  isoInZone,
  loadPage,
  parseInstant,
  publishChanges,
  readSnapshot,
  requireFuture,
  schedulePublish,
  type EditorDeps,
  type EditTransaction,
} from '../editor/index.js';
import { siteTimeZone } from '../site/index.js';
import { requireReviewer } from './policy.js';
import { insertReview, readReview, recordDecision, type StoredReview } from './review-store.js';

interface StepDeps extends EditorDeps {
  now: () => number;
}

async function audit(tx: Queryable, actor: Actor, cId: number, message: string) {
  await auditEvent(tx, {
    type: 'Review',
    message,
    userName: actor.userName,
    requestId: actor.requestId,
    impersonator: actor.impersonatorName,
    about: String(cId),
    aboutEntity: 'Content',
  });
}

/** The time a submission asks its draft to go live: ISO 8601 with an offset, from now on (as a scheduled publish's). */
function publishTime(value: string | undefined, now: number): number | null {
  if (value === undefined) return null;
  const at = parseInstant(value, 'publishAt');
  requireFuture(at, now, 'publishAt');
  return at;
}

const inSiteZone = async (tx: Queryable, ms: number) => isoInZone(ms, await siteTimeZone(tx));

/**
 * Submits the page's pending draft `cvId` for review, superseding an earlier pending submission; `publishAt`: when
 * the author wants it live once approved.
 */
export async function submitDraft(
  deps: StepDeps,
  actor: Actor,
  cId: number,
  cvId: number,
  publishAt?: string,
): Promise<StoredReview> {
  const at = publishTime(publishAt, deps.now());
  return deps.db.transaction(async (tx) => {
    const { page } = await loadPage(tx, actor, cId, true);
    if (page.draft?.CvId !== cvId) throw coded(409, 'review.notDraft', { cvId }, 'CvId');
    const id = await insertReview(tx, {
      cId,
      cvId,
      baseCvId: page.version?.CvId ?? null,
      authorId: actor.userId,
      authorName: actor.userName,
      now: deps.now(),
      publishAt: at,
    });
    const when = at === null ? '' : ` to publish at ${await inSiteZone(tx, at)}`;
    await audit(tx, actor, cId, `Submitted version ${cvId} of "${String(page.content.CTitle)}" for review${when}`);
    return readReview(tx, id);
  });
}

/** A pending review the actor may decide on: a reviewer's, and not their own change. */
async function decidable(tx: Queryable, actor: Actor, id: string): Promise<StoredReview> {
  await requireReviewer(tx, actor);
  const review = await readReview(tx, id);
  if (review.state !== 'pending') throw coded(409, 'review.notPending');
  if (review.authorId === actor.userId) throw coded(403, 'review.ownChange');
  return review;
}

/**
 * Where an approval goes live: at once, or — when the author asked for a time still to come — scheduled through the
 * schedule's store (editor/schedule/), in the decision's transaction. The scheduled change acts as the approver, who
 * is not under review, so the review rule lets it through at its time as it does now. Answers the time, if scheduled.
 */
async function publishApproved(w: EditTransaction, review: StoredReview, now: number): Promise<number | null> {
  const { page } = await loadPage(w.tx, w.actor, review.CId, true);
  if (page.draft?.CvId !== review.CvId) throw coded(409, 'review.draftGone');
  if ((page.version?.CvId ?? null) !== review.baseCvId) throw coded(409, 'review.pageMoved');
  // The last save of the draft is someone's change too: its writer does not approve it either.
  if (page.draft.CvUserName === w.actor.userName) throw coded(403, 'review.ownChange');
  if (review.publishAtMs !== null && review.publishAtMs > now) {
    await schedulePublish(w.tx, w.actor, review.CvId, review.publishAtMs);
    return review.publishAtMs;
  }
  const row = await w.tx.first<{ Snapshot: unknown }>(
    w.tx.builder.selectFrom('ContentVersion').select('Snapshot').where('CvId', '=', review.CvId).compile(),
  );
  const snapshot = readSnapshot(row?.Snapshot, review.CvId, w.tx.dialect);
  const note = `Approved: submitted by ${review.author}`;
  await publishChanges(w, w.actor, page, changesTo(page, snapshot), note, review.CvId);
  return null;
}

export async function approve(deps: StepDeps, actor: Actor, id: string): Promise<StoredReview> {
  return inEditTransaction(deps, actor, async (w) => {
    const review = await decidable(w.tx, actor, id);
    const now = deps.now();
    const scheduledAt = await publishApproved(w, review, now);
    if (
      !(await recordDecision(w.tx, id, {
        state: 'approved',
        comment: null,
        reviewerId: actor.userId,
        reviewerName: actor.userName,
        now,
      }))
    )
      throw coded(409, 'review.notPending');
    const done =
      scheduledAt === null
        ? `Approved and published version ${review.CvId} submitted by ${review.author}`
        : `Approved version ${review.CvId} submitted by ${review.author}; scheduled to publish at ${await inSiteZone(w.tx, scheduledAt)} as ${actor.userName}`;
    await audit(w.tx, actor, review.CId, done);
    return readReview(w.tx, id);
  });
}

export async function requestChanges(deps: StepDeps, actor: Actor, id: string, comment: string): Promise<StoredReview> {
  const said = comment.trim();
  if (!said) throw coded(422, 'review.commentRequired', {}, 'comment');
  return deps.db.transaction(async (tx) => {
    const review = await decidable(tx, actor, id);
    const now = deps.now();
    if (
      !(await recordDecision(tx, id, {
        state: 'changes',
        comment: said,
        reviewerId: actor.userId,
        reviewerName: actor.userName,
        now,
      }))
    )
      throw coded(409, 'review.notPending');
    await audit(
      tx,
      actor,
      review.CId,
      `Requested changes to version ${review.CvId} submitted by ${review.author}: ${said}`,
    );
    return readReview(tx, id);
  });
}
