// The custom tag editor's calls (issue 16 item 5), under /api/v1/mc/tags,
// MoJoAdmin only (spec §2.7: a Protected Settings screen; everyone else 403):
//   GET    /             the whole tree in chain order (deleted tags left out)
//   POST   /             add a tag at a place (201, the new tree)
//   PATCH  /{tid}        rename, change its path or icon, show or hide it
//   POST   /move         move one tag (the chain rules of the menus)
//   GET    /{tid}/usage  where the tag is used
//   DELETE /{tid}        soft delete; 409 for a fixed tag or one in use, naming where
// Every write answers the tree as it is after the write.
import type { FastifyInstance } from 'fastify';
import {
  TagCreateBody,
  TagIdParams,
  TagMoveBody,
  TagTree,
  TagUpdateBody,
  TagUsage,
} from '../../shared/api/tag-editor.js';
import { isSuperAdmin } from '../../shared/roles.js';
import type { Executor } from '../platform/db/executor.js';
import { forbidden } from '../platform/errors.js';
import { actorOf, identityOf } from '../platform/plugins/authenticate.js';
import { idParam } from '../platform/http/body.js';
import { createTag, deleteTag, moveTag, readTagTree, updateTag, usageOf } from './tag-editor-store.js';
import { withSchemaTypes } from '../platform/http/schema-types.js';

const doc = (summary: string) => ({ summary, tags: ['Tag editor'], security: [{ bearer: [] }] });

export function registerTagEditorRoutes(scope: FastifyInstance, { db }: { db: Executor }) {
  const app = withSchemaTypes(scope);
  app.addHook('preHandler', async (request) => {
    const identity = identityOf(request);
    if (!identity.isMJA && !isSuperAdmin(identity.roles))
      throw forbidden('The custom tag editor is for MoJoAdmin accounts only');
  });

  app.get(
    '',
    { schema: { ...doc('The whole tag tree in chain order (MoJoAdmin)'), response: { 200: TagTree } } },
    async () => readTagTree(db),
  );

  app.post(
    '',
    { schema: { ...doc('Add a tag (MoJoAdmin)'), body: TagCreateBody, response: { 201: TagTree } } },
    async (request, reply) => {
      await createTag(db, actorOf(request), request.body);
      return reply.code(201).send(await readTagTree(db));
    },
  );

  app.post(
    '/move',
    {
      schema: {
        ...doc('Move a tag: one transaction rewriting the chains of its old and new parent (MoJoAdmin)'),
        body: TagMoveBody,
        response: { 200: TagTree },
      },
    },
    async (request) => {
      await moveTag(db, actorOf(request), request.body);
      return readTagTree(db);
    },
  );

  app.patch(
    '/:tid',
    {
      schema: {
        ...doc('Rename a tag, change its path or icon, show or hide it (MoJoAdmin)'),
        params: TagIdParams,
        body: TagUpdateBody,
        response: { 200: TagTree },
      },
    },
    async (request) => {
      await updateTag(db, actorOf(request), idParam(request.params.tid, 'TId'), request.body);
      return readTagTree(db);
    },
  );

  app.get(
    '/:tid/usage',
    { schema: { ...doc('Where a tag is used (MoJoAdmin)'), params: TagIdParams, response: { 200: TagUsage } } },
    async (request) => usageOf(db, idParam(request.params.tid, 'TId')),
  );

  app.delete(
    '/:tid',
    {
      schema: {
        ...doc('Delete a tag (soft: TDeleted); refused for a fixed tag or one in use (MoJoAdmin)'),
        params: TagIdParams,
        response: { 200: TagTree },
      },
    },
    async (request) => {
      await deleteTag(db, actorOf(request), idParam(request.params.tid, 'TId'));
      return readTagTree(db);
    },
  );
}
