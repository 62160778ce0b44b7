// Names of stored files: made by the server (random, so an upload can never
// choose, guess or overwrite another file's name), and the only shape
// GET /files/{name} accepts, which rules out path traversal by construction.
import { randomBytes } from 'node:crypto';
import { kindOfExtension, type FileKind } from './sniff.js';

const STORED_NAME = /^([0-9a-f]{32})\.(png|jpg|gif|webp|pdf)$/;

export function newStoredName(kind: FileKind): string {
  return `${randomBytes(16).toString('hex')}.${kind.ext}`;
}

/** The kind of a stored name, or undefined when the name is not one the server could have made. */
export function parseStoredName(name: string): FileKind | undefined {
  const m = STORED_NAME.exec(name);
  return m ? kindOfExtension(m[2]) : undefined;
}

/** The storage key of a stored name (storage/storage.ts). */
export const storedKey = (name: string) => `files/${name}`;
