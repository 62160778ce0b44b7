// Files (spec §7 'Files', docs/editor-api.md "Site tools"): POST /file
// (multipart, field 'file') under /api/v1/mc, signed in; GET /files/{name},
// public, serving what was stored — in the configured storage (local
// directory or S3-compatible bucket: storage/). The multipart parser is registered in
// the upload's own plugin scope, so every other API route still takes JSON
// only.
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { auditEvent } from '../auth/audit-events.js';
import type { Executor } from '../db/executor.js';
import { notFound } from '../errors.js';
import { multipartLimits, receiveUpload, titleOf } from '../files/receive-upload.js';
import { parseStoredName, storedKey } from '../files/stored-name.js';
import type { Storage } from '../storage/storage.js';
import { actorOf, identityOf } from '../plugins/authenticate.js';
import { createMediaRecord } from '../media/media-write.js';
import { requireMaintenanceAccess } from '../site/access.js';
import { Uploaded } from '../../shared/api/ops.js';
import { NoContent } from '../../shared/api/common.js';
import { Type } from 'typebox';

const FileParams = Type.Object({ name: Type.String({ description: 'The stored name, as the upload answered it.' }) });

export interface FileRouteDeps {
  db: Executor;
  storage: Storage;
  maxBytes: number;
}

/** The signed-in upload; register under /api/v1/mc with the authenticate hook. */
export async function registerFileUpload(app: FastifyInstance, deps: FileRouteDeps) {
  const { db, storage, maxBytes } = deps;
  await app.register(fastifyMultipart, multipartLimits(maxBytes));
  app.post('/file', { schema: { summary: 'Upload a file (multipart/form-data, field "file")', tags: ['Files'], security: [{ bearer: [] }], response: { 201: Uploaded } } }, async (request, reply) => {
    const identity = identityOf(request);
    requireMaintenanceAccess(identity);
    const { saved, originalName } = await receiveUpload(request, storage, maxBytes);
    const url = `/files/${saved.name}`;
    const actor = actorOf(request);
    // The file becomes a media library record (media/media-record.ts) in the same commit as its audit row; if that fails, the bytes go too.
    const record = await db
      .transaction(async (tx) => {
        const item = await createMediaRecord(tx, actor, {
          url,
          original: originalName,
          mime: saved.kind.mime,
          size: saved.size,
          width: saved.dimensions?.width,
          height: saved.dimensions?.height,
          title: titleOf(originalName),
          alt: '',
          uploadedBy: identity.userName,
          folderId: null,
        });
        await auditEvent(tx, {
          type: 'File',
          message: `Uploaded "${originalName}" as ${url} (${saved.kind.mime}, ${saved.size} bytes)`,
          userName: identity.userName,
          requestId: String(request.id),
          impersonator: identity.impersonatorName,
        });
        return item;
      })
      .catch(async (e: unknown) => {
        await storage.delete(storedKey(saved.name)).catch(() => undefined);
        throw e;
      });
    return reply.code(201).send({
      id: record.id,
      url,
      name: saved.name,
      originalName,
      size: saved.size,
      type: saved.kind.mime,
      ...(saved.dimensions ? { width: saved.dimensions.width, height: saved.dimensions.height } : {}),
    });
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
