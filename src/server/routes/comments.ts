// /api/v1/mc/comments: comment moderation for staff (docs/comments.md). Who
// may: Admin and MoJoAdmin, and users holding the Comments tag 14 claim
// (docs/access.md). Switching comments on and off (tag 14's visibility) is
// for Admin and MoJoAdmin, like every other tag change of the tag tree.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Executor } from '../db/executor.js';
import { PAGINATION_HEADER } from '../../shared/api/generic.js';
import { numericClaim } from '../../shared/claims.js';
import { CommentCounts, CommentIdsBody, CommentQueueQuery, CommentsChanged, CommentStatusBody, CommentsSwitch, CommentsSwitchBody, QueueComment } from '../../shared/api/comments.js';
import type { CommentIdsBody as IdsBody, CommentQueueQuery as QueueQuery, CommentStatusBody as StatusBody } from '../../shared/api/comments.js';
import type { Identity } from '../data/identity.js';
import { forbidden } from '../errors.js';
import { actorOf, identityOf } from '../plugins/authenticate.js';
import { isAdmin } from '../site/access.js';
import { listQueue, queueCounts } from '../comments/comment-queue.js';
import { changeStatus, purgeDeleted } from '../comments/comment-moderate.js';
import { COMMENTS_TAG, commentsEnabled } from '../comments/comments-switch.js';
import { switchComments } from '../comments/comments-switch-write.js';

const doc = (summary: string) => ({ summary, tags: ['Comments'], security: [{ bearer: [] }] });

export const mayModerateComments = (identity: Identity) => isAdmin(identity) || numericClaim(identity.permissions, 'TId').includes(COMMENTS_TAG);

/** Register under /api/v1/mc/comments with the authenticate hook. */
export function registerCommentRoutes(app: FastifyInstance, deps: { db: Executor }) {
  const { db } = deps;
  app.addHook('preHandler', async (request) => {
    if (!mayModerateComments(identityOf(request))) throw forbidden('Comment moderation is for Admin and MoJoAdmin accounts and users given the Comments tag (14)');
  });

  app.get('', { schema: { ...doc('The moderation queue of one status, newest first, searched, a page at a time'), querystring: CommentQueueQuery, response: { 200: { type: 'array', items: QueueComment, headers: { 'x-pagination': PAGINATION_HEADER } } } } }, async (request: FastifyRequest<{ Querystring: QueueQuery }>, reply) => {
    const page = await listQueue(db, request.query);
    reply.header('x-pagination', JSON.stringify(page.pagination));
    return page.rows;
  });

  app.get('/counts', { schema: { ...doc('How many comments each status holds'), response: { 200: CommentCounts } } }, async () => queueCounts(db));

  app.post('/status', { schema: { ...doc('Set the status of one or many comments in one transaction (each change in the moderation trail and the audit log)'), body: CommentStatusBody, response: { 200: CommentsChanged } } }, async (request: FastifyRequest<{ Body: StatusBody }>) => ({
    changed: await changeStatus(db, actorOf(request), request.body.ids, request.body.status),
  }));

  app.post('/purge', { schema: { ...doc('Remove deleted comments for good (409 when one is not deleted; nothing removed then)'), body: CommentIdsBody, response: { 200: CommentsChanged } } }, async (request: FastifyRequest<{ Body: IdsBody }>) => ({
    changed: await purgeDeleted(db, actorOf(request), request.body.ids),
  }));

  app.get('/switch', { schema: { ...doc('Whether comments are on (tag 14 visible and not deleted)'), response: { 200: CommentsSwitch } } }, async (request) => ({ enabled: await commentsEnabled(db), mayChange: isAdmin(identityOf(request)) }));

  app.put('/switch', { schema: { ...doc('Switch comments on or off (tag 14’s visibility; Admin and MoJoAdmin)'), body: CommentsSwitchBody, response: { 200: CommentsSwitch } } }, async (request: FastifyRequest<{ Body: { enabled: boolean } }>) => {
    const actor = actorOf(request);
    if (!isAdmin(actor)) throw forbidden('Switching comments on or off is for Admin and MoJoAdmin accounts', 'enabled');
    return { enabled: await switchComments(db, actor, request.body.enabled), mayChange: true };
  });
}
