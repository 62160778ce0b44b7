// Versions of a library file (issue 14 item 1 "replace a file keeping its
// URL"; docs/decisions/0039-file-versions-and-image-tool.md): under
// /api/v1/mc/media, in a plugin scope of its own because the replace takes
// multipart (the parser stays out of the library's JSON calls).
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../platform/db/executor.js';
import { receiveUpload, uploadParserOptions } from '../../files/receive-upload.js';
import { mediaRow } from '../media-read.js';
import { replaceMediaFile, restoreMediaVersion } from '../media-replace.js';
import { actorOf, identityOf } from '../../platform/plugins/authenticate.js';
import { requireMaintenanceAccess } from '../../platform/http/access.js';
import { idParam } from '../../platform/http/body.js';
import type { Storage } from '../../platform/storage/storage.js';
import { RestoreBody } from '../../../shared/api/images.js';
import { MediaDetail, MediaIdParams } from '../../../shared/api/media.js';
import { withSchemaTypes } from '../../platform/http/schema-types.js';

const doc = (summary: string) => ({ summary, tags: ['Media library'], security: [{ bearer: [] }] });

/** Register under /api/v1/mc/media with the authenticate hook. */
export async function registerMediaVersionRoutes(
  scope: FastifyInstance,
  deps: { db: Executor; storage: Storage; maxBytes: number },
) {
  const app = withSchemaTypes(scope);
  const { db, storage, maxBytes } = deps;
  await app.register(fastifyMultipart, uploadParserOptions(maxBytes));
  app.addHook('preHandler', async (request) => requireMaintenanceAccess(identityOf(request)));

  app.put(
    '/:id/file',
    {
      schema: {
        ...doc(
          'Replace a file keeping its URL (multipart, field "file", of the same type): the previous bytes are kept as a version',
        ),
        params: MediaIdParams,
        response: { 200: MediaDetail },
      },
    },
    async (request) => {
      const id = idParam(request.params.id, 'id');
      await mediaRow(db, id); // an unknown record is refused before anything is stored
      return replaceMediaFile({ db, storage }, actorOf(request), id, await receiveUpload(request, storage, maxBytes));
    },
  );

  app.post(
    '/:id/restore',
    {
      schema: {
        ...doc('Serve an earlier version of a file again (it becomes a new version; nothing is lost)'),
        params: MediaIdParams,
        body: RestoreBody,
        response: { 200: MediaDetail },
      },
    },
    async (request) =>
      restoreMediaVersion({ db, storage }, actorOf(request), idParam(request.params.id, 'id'), request.body.version),
  );
}
