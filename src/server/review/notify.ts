// The e-mails of review before publish, through the product's mail (SMTP or
// the outbox, archived in EmailArchive): the reviewers are told of a
// submission, the author of a request for changes. Sent after the step has
// committed and never failing it: a failure is logged and shows in the archive.
import type { Queryable } from '../platform/db/executor.js';
import type { Services } from '../platform/http/feature.js';
import { escapeHtml, MAX_RECIPIENTS } from '../email/index.js';
import { reviewerEmails } from './policy.js';
import type { StoredReview } from './review-store.js';

export interface Notifier {
  db: Queryable;
  mailer: Services['mailer'];
  publicUrl: string;
  warn: (message: string) => void;
}

const oneLine = (s: string | null) => (s ?? '').replace(/[\r\n]+/g, ' ').slice(0, 150);

export async function tellReviewers(n: Notifier, review: StoredReview): Promise<void> {
  try {
    const to = (await reviewerEmails(n.db, review.authorId)).slice(0, MAX_RECIPIENTS);
    if (!to.length) return n.warn(`Page ${review.CId} was submitted for review but no reviewer has an e-mail address`);
    const url = `${n.publicUrl}/`;
    await n.mailer.send({
      to,
      subject: `Review requested: "${oneLine(review.CTitle)}"`,
      text: `${review.author} submitted a change of "${review.CTitle ?? ''}" (content ${review.CId}) for review.\n\nSee the change and decide on it from the dashboard: ${url}`,
      html: `<p><strong>${escapeHtml(review.author)}</strong> submitted a change of <em>${escapeHtml(review.CTitle ?? '')}</em> (content ${review.CId}) for review.</p><p><a href="${escapeHtml(url)}">See the change and decide on it from the dashboard</a></p>`,
    });
  } catch (e) {
    n.warn(`The review request e-mail could not be sent: ${(e as Error).message}`);
  }
}

export async function tellAuthor(n: Notifier, review: StoredReview): Promise<void> {
  try {
    const author = await n.db.first<{ Email: string | null }>(
      n.db.builder.selectFrom('AspNetUsers').select('Email').where('Id', '=', review.authorId).compile(),
    );
    if (!author?.Email) return;
    const url = `${n.publicUrl}/edit?cId=${review.CId}`;
    await n.mailer.send({
      to: [author.Email],
      subject: `Changes requested: "${oneLine(review.CTitle)}"`,
      text: `${review.reviewer ?? ''} asked for changes to "${review.CTitle ?? ''}":\n\n${review.comment ?? ''}\n\nOpen the page in the editor: ${url}`,
      html: `<p><strong>${escapeHtml(review.reviewer ?? '')}</strong> asked for changes to <em>${escapeHtml(review.CTitle ?? '')}</em>:</p><blockquote style="white-space:pre-wrap">${escapeHtml(review.comment ?? '')}</blockquote><p><a href="${escapeHtml(url)}">Open the page in the editor</a></p>`,
    });
  } catch (e) {
    n.warn(`The changes-requested e-mail could not be sent: ${(e as Error).message}`);
  }
}
