// /api/v1/mc/comments: comment moderation for staff (docs/comments.md). Who
// may: Admin and MoJoAdmin, and users holding the Comments tag 14 claim
// (docs/access.md). Switching comments on and off (tag 14's visibility) is
// for Admin and MoJoAdmin, like every other tag change of the tag tree.
import type { FastifyInstance } from 'fastify';
import type { Executor, Queryable } from '../../platform/db/executor.js';
import { decodeRow } from '../../platform/data/codec.js';
import { isGrantedThroughParent, type AllowedTag } from '../../../shared/allowed-tags.js';
import { PAGINATION_HEADER } from '../../../shared/api/generic.js';
import { numericClaim } from '../../../shared/claims.js';
import {
  CommentCounts,
  CommentIdsBody,
  CommentQueueQuery,
  CommentsChanged,
  CommentStatusBody,
  CommentsSwitch,
  CommentsSwitchBody,
  QueueComment,
} from '../../../shared/api/comments.js';
import type { Identity } from '../../platform/data/identity.js';
import { forbidden } from '../../platform/errors.js';
import { actorOf, identityOf } from '../../platform/plugins/authenticate.js';
import { isAdmin } from '../../platform/http/access.js';
import { listQueue, queueCounts } from '../comment-queue.js';
import { changeStatus, purgeDeleted } from '../comment-moderate.js';
import { COMMENTS_TAG, commentsEnabled } from '../comments-switch.js';
import { switchComments } from '../comments-switch-write.js';
import { withSchemaTypes } from '../../platform/http/schema-types.js';
import { sendPage } from '../../platform/data/record-reader.js';

const doc = (summary: string) => ({ summary, tags: ['Comments'], security: [{ bearer: [] }] });

/**
 * Admin and MoJoAdmin, and whoever has tag 14 among their allowed tags (spec §6, shared/allowed-tags.ts): its
 * own TId claim, or a claim of its parent while it is visible and not deleted — the same rule that opens the page.
 */
async function mayModerateComments(db: Queryable, identity: Identity): Promise<boolean> {
  if (isAdmin(identity)) return true;
  const claimed = numericClaim(identity.permissions, 'TId');
  if (claimed.includes(COMMENTS_TAG)) return true;
  const tag = await db.first<Record<keyof AllowedTag, unknown>>(
    db.builder
      .selectFrom('Tag')
      .select(['TId', 'TIdParent', 'TName', 'TPath', 'TVisible', 'TDeleted'])
      .where('TId', '=', COMMENTS_TAG)
      .compile(),
  );
  if (!tag) return false;
  // A flag stored as null counts as not set (the parent rule asks TVisible true and TDeleted false).
  const t = decodeRow('Tag', tag, db.dialect);
  return isGrantedThroughParent(
    { ...t, TVisible: t.TVisible === true, TDeleted: t.TDeleted === true },
    new Set(claimed),
  );
}

/** Register under /api/v1/mc/comments with the authenticate hook. */
export function registerCommentRoutes(scope: FastifyInstance, deps: { db: Executor }) {
  const app = withSchemaTypes(scope);
  const { db } = deps;
  app.addHook('preHandler', async (request) => {
    if (!(await mayModerateComments(db, identityOf(request))))
      throw forbidden('Comment moderation is for Admin and MoJoAdmin accounts and users given the Comments tag (14)');
  });

  app.get(
    '',
    {
      schema: {
        ...doc('The moderation queue of one status, newest first, searched, a page at a time'),
        querystring: CommentQueueQuery,
        response: { 200: { type: 'array', items: QueueComment, headers: { 'x-pagination': PAGINATION_HEADER } } },
      },
    },
    async (request, reply) => {
      const page = await listQueue(db, request.query);
      return sendPage(reply, page, page.rows);
    },
  );

  app.get(
    '/counts',
    { schema: { ...doc('How many comments each status holds'), response: { 200: CommentCounts } } },
    async () => queueCounts(db),
  );

  app.post(
    '/status',
    {
      schema: {
        ...doc(
          'Set the status of one or many comments in one transaction (each change in the moderation trail and the audit log)',
        ),
        body: CommentStatusBody,
        response: { 200: CommentsChanged },
      },
    },
    async (request) => ({
      changed: await changeStatus(db, actorOf(request), request.body.ids, request.body.status),
    }),
  );

  app.post(
    '/purge',
    {
      schema: {
        ...doc('Remove deleted comments for good (409 when one is not deleted; nothing removed then)'),
        body: CommentIdsBody,
        response: { 200: CommentsChanged },
      },
    },
    async (request) => ({
      changed: await purgeDeleted(db, actorOf(request), request.body.ids),
    }),
  );

  app.get(
    '/switch',
    {
      schema: { ...doc('Whether comments are on (tag 14 visible and not deleted)'), response: { 200: CommentsSwitch } },
    },
    async (request) => ({
      enabled: await commentsEnabled(db),
      mayChange: isAdmin(identityOf(request)),
    }),
  );

  app.put(
    '/switch',
    {
      schema: {
        ...doc('Switch comments on or off (tag 14’s visibility; Admin and MoJoAdmin)'),
        body: CommentsSwitchBody,
        response: { 200: CommentsSwitch },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      if (!isAdmin(actor))
        throw forbidden('Switching comments on or off is for Admin and MoJoAdmin accounts', 'enabled');
      return { enabled: await switchComments(db, actor, request.body.enabled), mayChange: true };
    },
  );
}
