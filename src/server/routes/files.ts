// Files (spec §7 'Files', docs/editor-api.md "Site tools"): POST /file
// (multipart, field 'file') under /api/v1/mc, signed in; GET /files/{name},
// public, serving what was stored — in the configured storage (local
// directory or S3-compatible bucket: storage/). The multipart parser is registered in
// the upload's own plugin scope, so every other API route still takes JSON
// only.
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../db/executor.js';
import { ApiError, badRequest, notFound } from '../errors.js';
import { saveUpload, tooLarge } from '../files/save-upload.js';
import { parseStoredName, storedKey } from '../files/stored-name.js';
import type { Storage } from '../storage/storage.js';
import { actorOf, identityOf } from '../plugins/authenticate.js';
import { displayName, recordStoredFile } from '../media/record-upload.js';
import { requireMaintenanceAccess } from '../site/access.js';
import { Uploaded } from '../../shared/api/ops.js';
import { NoContent } from '../../shared/api/common.js';
import { Type } from 'typebox';

const UploadQuery = Type.Object({ folderId: Type.Optional(Type.Integer({ minimum: 1, description: 'The media folder the file goes into (issue 14 item 2); absent: no folder.' })) });
const FileParams = Type.Object({ name: Type.String({ description: 'The stored name, as the upload answered it.' }) });

export interface FileRouteDeps {
  db: Executor;
  storage: Storage;
  maxBytes: number;
}

/** Multipart framing around one file: boundaries and part headers stay far below this. */
const MULTIPART_OVERHEAD = 64 * 1024;

/** The signed-in upload; register under /api/v1/mc with the authenticate hook. */
export async function registerFileUpload(app: FastifyInstance, deps: FileRouteDeps) {
  const { db, storage, maxBytes } = deps;
  await app.register(fastifyMultipart, {
    limits: { fileSize: maxBytes, files: 1, fields: 5, fieldSize: 1024, parts: 10, headerPairs: 50 },
    throwFileSizeLimit: false,
  });
  app.post<{ Querystring: { folderId?: number } }>('/file', { schema: { summary: 'Upload a file (multipart/form-data, field "file")', tags: ['Files'], security: [{ bearer: [] }], querystring: UploadQuery, response: { 201: Uploaded } } }, async (request, reply) => {
    requireMaintenanceAccess(identityOf(request));
    if (!request.isMultipart()) throw new ApiError(415, 'Send the file as multipart/form-data in a field named "file"');
    // A declared length far past the limit is refused before a byte is stored.
    const declared = Number(request.headers['content-length'] ?? 0);
    if (declared > maxBytes + MULTIPART_OVERHEAD) throw tooLarge(maxBytes);
    const part = await request.file().catch(malformed);
    if (!part) throw badRequest('The request has no file: send it in a field named "file"', 'file');
    if (part.fieldname !== 'file') {
      part.file.resume();
      throw badRequest(`The file must be sent in a field named "file", not "${part.fieldname}"`, 'file');
    }
    const saved = await saveUpload(storage, part.file, maxBytes, () => part.file.truncated, part.filename).catch(malformed);
    const originalName = displayName(part.filename);
    const uploaded = await recordStoredFile(db, storage, actorOf(request), {
      saved,
      originalName,
      folderId: request.query.folderId ?? null,
      auditMessage: (url) => `Uploaded "${originalName}" as ${url} (${saved.kind.mime}, ${saved.size} bytes)`,
    });
    return reply.code(201).send(uploaded);
  });
}

/** The public download of a stored file; register at the root, without sign-in. */
export function registerFileDownload(app: FastifyInstance, deps: { storage: Storage }) {
  app.get<{ Params: { name: string } }>('/files/:name', { schema: { summary: 'A stored file (public)', tags: ['Public site'], params: FileParams, response: { 200: { description: 'The file, with its type.', content: { '*/*': { schema: { type: 'string', format: 'binary' } } } }, 304: NoContent } } }, async (request, reply) => {
    const { name } = request.params;
    const kind = parseStoredName(name);
    if (!kind) throw notFound('No such file');
    const object = await deps.storage.get(storedKey(name));
    if (!object) throw notFound('No such file');
    return reply
      .header('content-type', kind.mime)
      .header('content-length', object.size)
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', `${kind.image ? 'inline' : 'attachment'}; filename="${name}"`)
      // Stored names are random and never reused, so the bytes behind a name never change.
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(object.body);
  });
}

/**
 * The multipart parser's own complaints (no boundary, a part cut short) are
 * the client's fault: 400 naming them. Our errors, the plugin's 4xx errors
 * and system errors (disk full: a real 500) pass through.
 */
function malformed(e: unknown): never {
  const err = e as { statusCode?: number; syscall?: string; message?: string };
  if (e instanceof ApiError || (err.statusCode && err.statusCode < 500) || err.syscall) throw e;
  throw badRequest(`The multipart body is malformed: ${err.message ?? 'unreadable'}`);
}
