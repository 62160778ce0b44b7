// Saving one uploaded file: the first bytes (at most DIMENSION_BYTES) are
// read to learn the type and the image size, then the whole stream goes to
// the storage under a server-made name — never all of it in memory. A
// refused type, a name that says document for an image's bytes (or the other
// way round) and an image declaring too many pixels store nothing; an
// oversize or interrupted upload fails the stream, so the storage keeps
// nothing of it (storage.ts: puts are whole or nothing). An image is decoded
// as it streams (image-check.ts); one that does not decode is deleted again
// before the refusal is answered.
import { Readable } from 'node:stream';
import { ApiError } from '../platform/errors.js';
import type { Storage } from '../platform/storage/storage.js';
import { DIMENSION_BYTES, imageSize, type Dimensions } from './image-size.js';
import { checkPixelCount, startDecodeCheck } from './image-check.js';
import { describeRefused, nameMismatch, sniff, type FileKind } from './sniff.js';
import { newStoredName, storedKey } from './stored-name.js';

export interface SavedFile {
  name: string;
  size: number;
  kind: FileKind;
  dimensions?: Dimensions;
}

export const tooLarge = (maxBytes: number) => new ApiError(413, `The file is larger than ${formatBytes(maxBytes)}.`);

/** 10485760 → '10 MB' (binary megabytes, as the setting's default is written). */
export function formatBytes(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1 && value % 1024 === 0) {
    value /= 1024;
    unit++;
  }
  if (unit === 0 && bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${value} ${units[unit]}`;
}

/**
 * Streams `source` into the storage. `truncated()` tells whether the
 * multipart parser stopped at the size limit (it ends the stream early rather
 * than failing it). `options.keyOf` places the bytes (secured files live
 * apart from the public 'files/').
 */
interface SaveOptions {
  /** The name the file came with: it must not say document for an image's bytes, or the other way round. */
  fileName?: string;
  /** Where the bytes go (secured files live apart from the public 'files/'). */
  keyOf?: (name: string) => string;
}

export async function saveUpload(
  storage: Storage,
  source: Readable,
  maxBytes: number,
  truncated: () => boolean,
  options: SaveOptions = {},
): Promise<SavedFile> {
  const { fileName, keyOf = storedKey } = options;
  const { head, rest } = await readHead(source);
  if (head.length === 0) {
    if (truncated()) throw tooLarge(maxBytes);
    throw new ApiError(400, 'The file is empty.', 'file');
  }
  const kind = sniff(head);
  if (!kind) {
    // Read the rest away so the request completes (the parser caps it at the size limit); nothing is stored.
    while (!(await rest.next()).done);
    throw new ApiError(
      415,
      `The file is ${describeRefused(head)}: upload a PNG, JPEG, GIF, WebP image or a PDF.`,
      'file',
    );
  }
  const dimensions = kind.image ? imageSize(kind, head) : undefined;
  const mixUp = nameMismatch(fileName, kind);
  try {
    if (mixUp) throw new ApiError(415, mixUp, 'file');
    checkPixelCount(dimensions);
  } catch (e) {
    while (!(await rest.next()).done);
    throw e;
  }
  const decodeCheck = kind.image ? await startDecodeCheck() : undefined;
  const name = newStoredName(kind);
  let size = 0;
  let refusal: ApiError | undefined;
  // Counts the bytes and fails the stream — so the storage keeps nothing — past the limit or when the parser cut it.
  async function* guarded(): AsyncIterable<Buffer> {
    for await (const chunk of concat(head, rest)) {
      size += chunk.length;
      if (size > maxBytes) throw (refusal = tooLarge(maxBytes));
      decodeCheck?.write(chunk);
      yield chunk;
    }
    if (truncated()) throw (refusal = tooLarge(maxBytes));
  }
  // A driver may report the failed stream in its own words (the S3 upload does): the refusal is what the client hears.
  await storage.put(keyOf(name), Readable.from(guarded()), kind.mime).catch((e: unknown) => {
    decodeCheck?.abort();
    throw refusal ?? e;
  });
  if (decodeCheck) {
    await decodeCheck.finish().catch(async (e: unknown) => {
      await storage.delete(keyOf(name));
      throw e;
    });
  }
  return { name, size, kind, ...(dimensions ? { dimensions } : {}) };
}

/** The first DIMENSION_BYTES of a stream (fewer if it is shorter), and an iterator over the rest. */
async function readHead(source: Readable): Promise<{ head: Buffer; rest: AsyncIterator<Buffer> }> {
  const rest = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const chunks: Buffer[] = [];
  let length = 0;
  while (length < DIMENSION_BYTES) {
    const next = await rest.next();
    if (next.done) break;
    chunks.push(next.value);
    length += next.value.length;
  }
  return { head: Buffer.concat(chunks), rest };
}

async function* concat(head: Buffer, rest: AsyncIterator<Buffer>): AsyncIterable<Buffer> {
  yield head;
  for (let next = await rest.next(); !next.done; next = await rest.next()) yield next.value;
}
