// POST /api/v1/mc/file/convert (spec §7 'Files'; issue 14 item 3): the image
// tool's save. Payload: ConvertBody (shared/api/images.ts). 200 with the
// record when the result is a new version at the same URL, 201 with the new
// record when the format changed.
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../platform/db/executor.js';
import { convertImage } from './convert.js';
import { actorOf, identityOf } from '../platform/plugins/authenticate.js';
import { requireMaintenanceAccess } from '../platform/http/access.js';
import type { Storage } from '../platform/storage/storage.js';
import { ConvertBody } from '../../shared/api/images.js';
import { MediaDetail } from '../../shared/api/media.js';
import { withSchemaTypes } from '../platform/http/schema-types.js';

/** Register under /api/v1/mc/file with the authenticate hook. */
export function registerImageConvert(scope: FastifyInstance, deps: { db: Executor; storage: Storage }) {
  const app = withSchemaTypes(scope);
  app.post(
    '/convert',
    {
      schema: {
        summary:
          'Crop, rotate, resize, set the focal point of or convert a library image: a new version at the same URL, or a new record in another format',
        tags: ['Files'],
        security: [{ bearer: [] }],
        body: ConvertBody,
        response: { 200: MediaDetail, 201: MediaDetail },
      },
    },
    async (request, reply) => {
      requireMaintenanceAccess(identityOf(request));
      const { detail, created } = await convertImage(deps, actorOf(request), request.body);
      return reply.code(created ? 201 : 200).send(detail);
    },
  );
}
