// Saving one uploaded file: the bytes stream into a temporary file inside
// DATA_DIR/files (never all in memory), then the type is read from the first
// bytes and the file is renamed to a server-made name. A refused, oversize
// or interrupted upload deletes its temporary file, so nothing is left.
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import { ApiError } from '../errors.js';
import { DIMENSION_BYTES, imageSize, type Dimensions } from './image-size.js';
import { describeRefused, sniff, type FileKind } from './sniff.js';
import { filesDir, newStoredName } from './stored-name.js';

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
 * Streams `source` to disk. `truncated()` tells whether the multipart parser
 * stopped at the size limit (it ends the stream early rather than failing it).
 */
export async function saveUpload(dataDir: string, source: Readable, maxBytes: number, truncated: () => boolean): Promise<SavedFile> {
  const dir = filesDir(dataDir);
  await mkdir(dir, { recursive: true });
  const temp = join(dir, `.upload-${randomBytes(8).toString('hex')}`);
  try {
    await pipeline(source, createWriteStream(temp, { flags: 'wx', mode: 0o640 }));
    if (truncated()) throw tooLarge(maxBytes);
    const { head, size } = await readHead(temp);
    if (size > maxBytes) throw tooLarge(maxBytes);
    if (size === 0) throw new ApiError(400, 'The file is empty.', 'file');
    const kind = sniff(head);
    if (!kind) throw new ApiError(415, `The file is ${describeRefused(head)}: upload a PNG, JPEG, GIF, WebP image or a PDF.`, 'file');
    const name = newStoredName(kind);
    await rename(temp, join(dir, name));
    return { name, size, kind, ...(kind.image ? { dimensions: imageSize(kind, head) } : {}) };
  } catch (e) {
    await rm(temp, { force: true });
    throw e;
  }
}

async function readHead(path: string): Promise<{ head: Buffer; size: number }> {
  const handle = await open(path, 'r');
  try {
    const { size } = await handle.stat();
    const buffer = Buffer.alloc(Math.min(size, DIMENSION_BYTES));
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    return { head: buffer.subarray(0, bytesRead), size };
  } finally {
    await handle.close();
  }
}
