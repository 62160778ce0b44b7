// The e-mail about a new comment (docs/comments.md "Notification"). Who gets
// it: the users who moderate, i.e. hold the Comments tag 14 claim (their own
// or a role's), not disabled; when nobody holds it, the Admin role's members,
// so a comment is never left unheard. The mail goes through the mail
// pipeline (SMTP or the outbox, archived in EmailArchive) after the comment
// is stored, and never fails the submit: a failure is logged and shows in the
// archive as 'failed'.
import type { Queryable } from '../platform/db/executor.js';
import { decodeField } from '../platform/data/codec.js';
import type { Mailer } from '../email/index.js';
import { escapeHtml } from '../email/index.js';
import { ROLE_IDS } from '../../shared/roles.js';
import { MAX_RECIPIENTS } from '../email/index.js';
import { COMMENTS_TAG } from './comments-switch.js';
import type { BlogPost } from './comment-posts.js';
import type { CheckedComment } from './comment-rules.js';

/** Users holding the Comments tag claim themselves, or through one of their roles. */
async function claimHolders(db: Queryable): Promise<string[]> {
  const own = await db.all<{ UserId: string }>(
    db.builder
      .selectFrom('AspNetUserClaims')
      .select('UserId')
      .where('ClaimType', '=', 'TId')
      .where('ClaimValue', '=', String(COMMENTS_TAG))
      .compile(),
  );
  const viaRole = await db.all<{ UserId: string }>(
    db.builder
      .selectFrom('AspNetUserRoles')
      .innerJoin('AspNetRoleClaims', 'AspNetRoleClaims.RoleId', 'AspNetUserRoles.RoleId')
      .select('AspNetUserRoles.UserId')
      .where('AspNetRoleClaims.ClaimType', '=', 'TId')
      .where('AspNetRoleClaims.ClaimValue', '=', String(COMMENTS_TAG))
      .compile(),
  );
  return [...own, ...viaRole].map((r) => String(r.UserId));
}

async function admins(db: Queryable): Promise<string[]> {
  const rows = await db.all<{ UserId: string }>(
    db.builder.selectFrom('AspNetUserRoles').select('UserId').where('RoleId', '=', ROLE_IDS.Admin).compile(),
  );
  return rows.map((r) => String(r.UserId));
}

async function activeEmails(db: Queryable, userIds: string[]): Promise<string[]> {
  if (!userIds.length) return [];
  const rows = await db.all<{ Email: string | null; Disabled: unknown }>(
    db.builder
      .selectFrom('AspNetUsers')
      .select(['Email', 'Disabled'])
      .where('Id', 'in', [...new Set(userIds)])
      .orderBy('Email')
      .compile(),
  );
  return rows
    .filter((r) => r.Email && decodeField('AspNetUsers', 'Disabled', r.Disabled, db.dialect) !== true)
    .map((r) => String(r.Email));
}

/** The moderators' addresses, at most MAX_RECIPIENTS. */
async function commentModerators(db: Queryable): Promise<string[]> {
  const holders = await activeEmails(db, await claimHolders(db));
  const list = holders.length ? holders : await activeEmails(db, await admins(db));
  return [...new Set(list)].slice(0, MAX_RECIPIENTS);
}

function commentMail(post: BlogPost, comment: CheckedComment, moderationUrl: string) {
  const subject = `New comment on "${post.CTitle.replace(/[\r\n]+/g, ' ').slice(0, 150)}" awaits moderation`;
  const text = `${comment.name} <${comment.email}> wrote on ${post.CSeoUrl}:\n\n${comment.body}\n\nModerate it: ${moderationUrl}`;
  const html = `<p><strong>${escapeHtml(comment.name)}</strong> (${escapeHtml(comment.email)}) wrote on <em>${escapeHtml(post.CTitle)}</em> (${escapeHtml(post.CSeoUrl)}):</p><blockquote style="white-space:pre-wrap">${escapeHtml(comment.body)}</blockquote><p><a href="${escapeHtml(moderationUrl)}">Open the comment moderation queue</a></p>`;
  return { subject, text, html };
}

/** Sends the notification; resolves whatever happens (the caller does not wait for it), reporting a failure through `warn`. */
export async function notifyModerators(
  db: Queryable,
  mailer: Mailer,
  post: BlogPost,
  comment: CheckedComment,
  moderationUrl: string,
  warn: (message: string) => void,
): Promise<void> {
  try {
    const to = await commentModerators(db);
    if (!to.length)
      return warn(
        'A new comment arrived but nobody moderates comments (no user holds the Comments tag 14 claim, no Admin): no e-mail sent',
      );
    await mailer.send({ to, ...commentMail(post, comment, moderationUrl) });
  } catch (e) {
    warn(`The new-comment e-mail could not be sent: ${(e as Error).message}`);
  }
}
