// /api/v1/mc/media: the media library (issue 14 item 1; docs/decisions/0035-media-library-records.md).
// Files arrive through POST /api/v1/mc/file, which
// makes their record; here they are listed, described and deleted. Who may:
// whoever may upload (Admin, Maintenance User, MoJoAdmin).
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../platform/db/executor.js';
import { PAGINATION_HEADER } from '../../../shared/api/generic.js';
import { MediaDetail, MediaIdParams, MediaItem, MediaListQuery, MediaSaveBody } from '../../../shared/api/media.js';
import { NoContent } from '../../../shared/api/common.js';
import { actorOf, identityOf } from '../../platform/plugins/authenticate.js';
import { requireMaintenanceAccess } from '../../platform/http/access.js';
import { idParam } from '../../platform/http/body.js';
import type { Storage } from '../../platform/storage/storage.js';
import { listMedia, readMedia } from '../media-read.js';
import { deleteMedia, saveMedia } from '../media-write.js';
import { withSchemaTypes } from '../../platform/http/schema-types.js';
import { sendPage } from '../../platform/data/record-reader.js';

const doc = (summary: string) => ({ summary, tags: ['Media library'], security: [{ bearer: [] }] });

/** Register under /api/v1/mc/media with the authenticate hook. */
export function registerMediaRoutes(scope: FastifyInstance, deps: { db: Executor; storage: Storage }) {
  const app = withSchemaTypes(scope);
  const { db, storage } = deps;
  app.addHook('preHandler', async (request) => requireMaintenanceAccess(identityOf(request)));

  app.get(
    '',
    {
      schema: {
        ...doc('Stored files, newest first, searched by title and filtered by kind, a page at a time'),
        querystring: MediaListQuery,
        response: { 200: { type: 'array', items: MediaItem, headers: { 'x-pagination': PAGINATION_HEADER } } },
      },
    },
    async (request, reply) => {
      const page = await listMedia(db, request.query);
      return sendPage(reply, page, page.rows);
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        ...doc('One stored file, with the pages that use it'),
        params: MediaIdParams,
        response: { 200: MediaDetail },
      },
    },
    async (request) => readMedia(db, idParam(request.params.id, 'id')),
  );

  app.patch(
    '/:id',
    {
      schema: {
        ...doc('Change a file’s title or alternative text'),
        params: MediaIdParams,
        body: MediaSaveBody,
        response: { 200: MediaDetail },
      },
    },
    async (request) => saveMedia(db, actorOf(request), idParam(request.params.id, 'id'), request.body),
  );

  app.delete(
    '/:id',
    {
      schema: {
        ...doc('Delete a stored file: refused (409, naming them) while pages use it'),
        params: MediaIdParams,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      await deleteMedia(db, storage, actorOf(request), idParam(request.params.id, 'id'));
      return reply.code(204).send();
    },
  );
}
