// Files (spec §7 'Files', docs/editor-api.md "Site tools"): POST /file
// (multipart, field 'file') under /api/v1/mc, signed in; GET /files/{name},
// public, serving what was stored — in the configured storage (local
// directory or S3-compatible bucket: storage/). The multipart parser is registered in
// the upload's own plugin scope, so every other API route still takes JSON
// only.
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../platform/db/executor.js';
import { notFound } from '../../platform/errors.js';
import { receiveUpload, uploadParserOptions } from '../receive-upload.js';
import { isReplaceableName, parseStoredName, storedKey } from '../stored-name.js';
import type { Storage } from '../../platform/storage/storage.js';
import { actorOf, identityOf } from '../../platform/plugins/authenticate.js';
import type { UploadRecorder } from '../upload-record.js';
import { requireMaintenanceAccess } from '../../platform/http/access.js';
import { Uploaded } from '../../../shared/api/ops.js';
import { Type } from 'typebox';
import { withSchemaTypes } from '../../platform/http/schema-types.js';

const FILE_ETAG = Type.String({
  description:
    'Changes whenever the bytes at the URL do (a replace, a new version): send it in If-None-Match to get 304.',
});
const UploadQuery = Type.Object({
  folderId: Type.Optional(
    Type.Integer({
      minimum: 1,
      description: 'The media folder the file goes into (issue 14 item 2); absent: no folder.',
    }),
  ),
});
const FileParams = Type.Object({ name: Type.String({ description: 'The stored name, as the upload answered it.' }) });

interface FileRouteDeps {
  db: Executor;
  storage: Storage;
  maxBytes: number;
  /** Makes the stored file a media library record (the media library's `recordUpload`). */
  recordUpload: UploadRecorder;
}

/** The signed-in upload; register under /api/v1/mc with the authenticate hook. */
export async function registerFileUpload(scope: FastifyInstance, deps: FileRouteDeps) {
  const app = withSchemaTypes(scope);
  const { db, storage, maxBytes } = deps;
  await app.register(fastifyMultipart, uploadParserOptions(maxBytes));
  app.post<{ Querystring: { folderId?: number } }>(
    '/file',
    {
      schema: {
        summary: 'Upload a file (multipart/form-data, field "file")',
        tags: ['Files'],
        security: [{ bearer: [] }],
        querystring: UploadQuery,
        response: { 201: Uploaded },
      },
    },
    async (request, reply) => {
      requireMaintenanceAccess(identityOf(request));
      const { saved, originalName } = await receiveUpload(request, storage, maxBytes);
      const uploaded = await deps.recordUpload(db, storage, actorOf(request), {
        saved,
        originalName,
        folderId: request.query.folderId ?? null,
        auditMessage: (url) => `Uploaded "${originalName}" as ${url} (${saved.kind.mime}, ${saved.size} bytes)`,
      });
      return reply.code(201).send(uploaded);
    },
  );
}

/** The public download of a stored file; register at the root, without sign-in. */
export function registerFileDownload(scope: FastifyInstance, deps: { storage: Storage }) {
  const app = withSchemaTypes(scope);
  app.get<{ Params: { name: string } }>(
    '/files/:name',
    {
      schema: {
        summary: 'A stored file (public)',
        tags: ['Public site'],
        params: FileParams,
        response: {
          200: {
            description: 'The file, with its type.',
            headers: { etag: FILE_ETAG },
            content: { '*/*': { schema: { type: 'string', format: 'binary' } } },
          },
          304: { description: 'Not modified (If-None-Match matched).', headers: { etag: FILE_ETAG } },
        },
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      const kind = parseStoredName(name);
      if (!kind) throw notFound('No such file');
      const object = await deps.storage.get(storedKey(name));
      if (!object) throw notFound('No such file');
      reply
        .header('etag', object.etag)
        // A record's own URL may get new bytes (a replace, the image tool's new version): caches revalidate it
        // every time (a 304 costs no body). Versions and variants never change: cached for a year.
        .header('cache-control', isReplaceableName(name) ? 'public, no-cache' : 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff');
      if (etagMatches(request.headers['if-none-match'], object.etag)) {
        object.body.destroy();
        return reply.code(304).send();
      }
      return reply
        .header('content-type', kind.mime)
        .header('content-length', object.size)
        .header('content-disposition', `${kind.image ? 'inline' : 'attachment'}; filename="${name}"`)
        .send(object.body);
    },
  );
}

/** If-None-Match against the object's ETag, compared weakly (RFC 9110 section 13.1.2): a list, '*', W/ prefixes. */
function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}
