// The steps of a review, each one transaction and one audit entry
// (docs/review.md): the author submits the page's draft; a reviewer, never
// its author, approves it (it is published as the reviewer) or sends it back
// with a comment the author reads in the editor.
import type { Queryable } from '../db/executor.js';
import type { Actor } from '../data/identity.js';
import { auditEvent } from '../data/audit-events.js';
import { coded } from '../errors.js';
import {
  changesTo,
  inEditTransaction,
  loadPage,
  publishChanges,
  readSnapshot,
  type EditorDeps,
  type EditTransaction,
} from '../editor/index.js';
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

/** Submits the page's pending draft `cvId` for review, superseding an earlier pending submission. */
export async function submitDraft(deps: StepDeps, actor: Actor, cId: number, cvId: number): Promise<StoredReview> {
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
    });
    await audit(tx, actor, cId, `Submitted version ${cvId} of "${String(page.content.CTitle)}" for review`);
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
 * The seam where an approval goes live: it publishes now. A scheduled time (issue 45
 * item 1, built beside this) is honoured here — scheduling the approved draft instead
 * of publishing it — and nowhere else.
 */
async function publishApproved(w: EditTransaction, review: StoredReview): Promise<void> {
  const { page } = await loadPage(w.tx, w.actor, review.CId, true);
  if (page.draft?.CvId !== review.CvId) throw coded(409, 'review.draftGone');
  if ((page.version?.CvId ?? null) !== review.baseCvId) throw coded(409, 'review.pageMoved');
  // The last save of the draft is someone's change too: its writer does not approve it either.
  if (page.draft.CvUserName === w.actor.userName) throw coded(403, 'review.ownChange');
  const row = await w.tx.first<{ Snapshot: unknown }>(
    w.tx.builder.selectFrom('ContentVersion').select('Snapshot').where('CvId', '=', review.CvId).compile(),
  );
  const snapshot = readSnapshot(row?.Snapshot, review.CvId);
  const note = `Approved: submitted by ${review.author}`;
  await publishChanges(w, w.actor, page, changesTo(page, snapshot), note, review.CvId);
}

export async function approve(deps: StepDeps, actor: Actor, id: string): Promise<StoredReview> {
  return inEditTransaction(deps, actor, async (w) => {
    const review = await decidable(w.tx, actor, id);
    await publishApproved(w, review);
    const now = deps.now();
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
    await audit(w.tx, actor, review.CId, `Approved and published version ${review.CvId} submitted by ${review.author}`);
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
