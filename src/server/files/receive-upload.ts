// Receiving one multipart upload (field 'file') into the storage: the checks
// every upload route shares (POST /file, the secured documents, a form's
// file). The multipart parser must be registered in the route's scope with
// `multipartLimits(maxBytes)`.
import type { FastifyRequest } from 'fastify';
import { ApiError, badRequest } from '../errors.js';
import type { Storage } from '../storage/storage.js';
import { saveUpload, tooLarge, type SavedFile } from './save-upload.js';
import { storedKey } from './stored-name.js';

/** Multipart framing around one file: boundaries and part headers stay far below this. */
const MULTIPART_OVERHEAD = 64 * 1024;

/** The parser's limits for a route taking one file of at most maxBytes. */
export const multipartLimits = (maxBytes: number) => ({
  limits: { fileSize: maxBytes, files: 1, fields: 5, fieldSize: 1024, parts: 10, headerPairs: 50 },
  throwFileSizeLimit: false,
});

export interface ReceivedFile {
  saved: SavedFile;
  /** The browser's file name, cleaned (displayName). */
  originalName: string;
}

export async function receiveUpload(request: FastifyRequest, storage: Storage, maxBytes: number, keyOf: (name: string) => string = storedKey): Promise<ReceivedFile> {
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
  const saved = await saveUpload(storage, part.file, maxBytes, () => part.file.truncated, keyOf).catch(malformed);
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

/** A new record's title: the file name without its extension ("Team photo.png" → "Team photo"). */
export function titleOf(originalName: string): string {
  const dot = originalName.lastIndexOf('.');
  return (dot > 0 ? originalName.slice(0, dot) : originalName).slice(0, 400);
}

/** The browser's file name, kept for the answer and the audit only (never as a path): base name, no control characters, at most 255 characters. */
function displayName(filename: string | undefined): string {
  const base = (filename ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 255);
  return clean || 'file';
}
