// The public side of comments (docs/comments.md): POST /api/comments?cId={id}
// to send one (JSON or form-encoded; no sign-in; limited per address; a
// honeypot; plain text), GET /api/comments?cId={id} for the approved ones.
// Both answer only for a published blog post, and only while comments are on
// (tag 14 visible): otherwise 404 or a 403 saying comments are closed.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Executor } from '../../platform/db/executor.js';
import type { Mailer } from '../../email/index.js';
import { toPlainText } from '../../../shared/forms/plain-text.js';
import { CommentPageQuery, CommentSubmitBody, CommentSubmitted, PublicComment } from '../../../shared/api/comments.js';
import { checkComment, COMMENT_HONEYPOT } from '../comment-rules.js';
import { requireCommentsOpen } from '../comments-switch.js';
import { requirePublishedBlogPost } from '../comment-posts.js';
import { approvedComments, insertComment } from '../comment-store.js';
import { notifyModerators } from '../comment-notify.js';
import { withSchemaTypes } from '../../platform/http/schema-types.js';

const COMMENT_BODY_LIMIT = 32 * 1024;
/** What every accepted submit answers, the honeypot's and the spam-held ones too: a bot learns nothing. */
const COMMENT_RECEIVED = 'Thank you: your comment will appear once a moderator has approved it';

interface CommentPublicDeps {
  db: Executor;
  mailer: Mailer;
  /** The admin's own address, for the link in the notification. */
  publicUrl: string;
  /** The visitor's address as the rate limits see it (never an untrusted header). */
  addressOf: (request: FastifyRequest) => string;
  /** Throws a 429 when this address has sent too many comments lately. */
  limitByAddress: (request: FastifyRequest) => Promise<void>;
}

const doc = (summary: string) => ({ summary, tags: ['Public site'] });

/** Register with the prefix /api/comments, outside every sign-in hook. */
export function registerCommentPublic(scope: FastifyInstance, deps: CommentPublicDeps) {
  const app = withSchemaTypes(scope);
  const { db } = deps;
  // The site's plain HTML form posts form-encoded: read it into the same object a JSON body gives (the last of a repeated name wins).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: COMMENT_BODY_LIMIT },
    (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  app.post(
    '',
    {
      bodyLimit: COMMENT_BODY_LIMIT,
      schema: {
        ...doc(
          'Send a comment on a published blog post (JSON or form-encoded; no sign-in; rate limited); it waits for moderation',
        ),
        querystring: CommentPageQuery,
        body: CommentSubmitBody,
        response: { 202: CommentSubmitted },
      },
    },
    async (request, reply) => {
      await deps.limitByAddress(request);
      await requireCommentsOpen(db);
      const post = await requirePublishedBlogPost(db, request.query.cId);
      const received = { success: true as const, message: COMMENT_RECEIVED };
      // A bot: answer as if it worked, store nothing.
      if (String(request.body[COMMENT_HONEYPOT] ?? '').trim()) return reply.code(202).send(received);
      const comment = checkComment(request.body);
      await insertComment(db, post.CId, comment, {
        ip: deps.addressOf(request),
        userAgent: toPlainText(String(request.headers['user-agent'] ?? '')),
      });
      // Stored first; the e-mail is sent after, not awaited, and its failure only logged (and archived as 'failed').
      if (comment.status === 'pending')
        void notifyModerators(db, deps.mailer, post, comment, `${deps.publicUrl}/comment-moderation`, (message) =>
          request.log.warn(message),
        );
      return reply.code(202).send(received);
    },
  );

  app.get(
    '',
    {
      schema: {
        ...doc('The approved comments of a published blog post, oldest first (plain text; no e-mail addresses)'),
        querystring: CommentPageQuery,
        response: { 200: { type: 'array', items: PublicComment } },
      },
    },
    async (request) => {
      await requireCommentsOpen(db);
      const post = await requirePublishedBlogPost(db, request.query.cId);
      return approvedComments(db, post.CId);
    },
  );
}
