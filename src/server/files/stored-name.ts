// Names of stored files: made by the server (random, so an upload can never
// choose, guess or overwrite another file's name), and the only shape
// GET /files/{name} accepts, which rules out path traversal by construction.
// A record's URL is the plain name '<hex>.<ext>'; its earlier versions and its
// variants (docs/decisions/0039-file-versions-and-image-tool.md) add a
// suffix: '<hex>-v<n>.<ext>', '<hex>-v<n>-w<width>.webp', '<hex>-v<n>-s<side>.webp'.
import { randomBytes } from 'node:crypto';
import { kindOfExtension, type FileKind } from './sniff.js';

const STORED_NAME = /^([0-9a-f]{32})(-v[1-9][0-9]{0,5}(?:-[ws][1-9][0-9]{0,4})?)?\.(png|jpg|gif|webp|pdf|avif)$/;

export function newStoredName(kind: FileKind): string {
  return `${randomBytes(16).toString('hex')}.${kind.ext}`;
}

/** The kind of a stored name, or undefined when the name is not one the server could have made. */
export function parseStoredName(name: string): FileKind | undefined {
  const m = STORED_NAME.exec(name);
  return m ? kindOfExtension(m[3]) : undefined;
}

/**
 * Whether the bytes behind a name can change: a record's plain name can (a
 * replace or a new version writes over it), a version's or a variant's never does.
 */
export const isReplaceableName = (name: string): boolean => STORED_NAME.exec(name)?.[2] === undefined;

/** The storage key of a stored name (storage/storage.ts). */
export const storedKey = (name: string) => `files/${name}`;
