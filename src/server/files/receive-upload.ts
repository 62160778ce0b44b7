// One file received from a multipart request (field "file") and stored under
// a new name, with the checks every upload gets: multipart only, the declared
// length, the field's name, the sniffed type and the size limit
// (save-upload.ts). Shared by POST /api/v1/mc/file and the replace of a
// library file (PUT /api/v1/mc/media/{id}/file), the secured documents and a
// form's file (`keyOf`: secured files are stored apart from 'files/').
import type { FastifyMultipartOptions } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { ApiError, badRequest } from '../platform/errors.js';
import type { Storage } from '../platform/storage/storage.js';
import { saveUpload, tooLarge, type SavedFile } from './save-upload.js';
import { storedKey } from './stored-name.js';
import { displayName } from './upload-name.js';

/** Multipart framing around one file: boundaries and part headers stay far below this. */
const MULTIPART_OVERHEAD = 64 * 1024;

/** The parser's limits for a scope taking one file of at most maxBytes. */
export const uploadParserOptions = (maxBytes: number): FastifyMultipartOptions => ({
  limits: { fileSize: maxBytes, files: 1, fields: 5, fieldSize: 1024, parts: 10, headerPairs: 50 },
  throwFileSizeLimit: false,
});

export interface ReceivedFile {
  saved: SavedFile;
  /** The browser's file name, cleaned (for the answer and the audit, never a path). */
  originalName: string;
}

export async function receiveUpload(
  request: FastifyRequest,
  storage: Storage,
  maxBytes: number,
  keyOf: (name: string) => string = storedKey,
): Promise<ReceivedFile> {
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
  const saved = await saveUpload(storage, part.file, maxBytes, () => part.file.truncated, {
    fileName: part.filename,
    keyOf,
  }).catch(malformed);
  return { saved, originalName: displayName(part.filename) };
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
