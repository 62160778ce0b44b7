// Where uploaded files and the generated public files (sitemap.xml, its
// parts, robots.txt) live: one interface, two drivers chosen by
// STORAGE_DRIVER (open-storage.ts). A local directory serves one machine; an
// S3-compatible bucket (AWS S3, MinIO, R2…) serves any number of instances.
// Keys are relative paths: 'files/<name>', 'public/<name>'.
import type { Readable } from 'node:stream';

export interface StoredObject {
  body: Readable;
  size: number;
  /**
   * A strong validator (quoted, RFC 9110) that changes whenever the object is
   * written again: GET /files/{name} answers it as ETag and 304s a match
   * (a record's URL may get new bytes: docs/decisions/0039-file-versions-and-image-tool.md).
   */
  etag: string;
}

export interface Storage {
  /** A name for logs and the start-up line. */
  readonly description: string;
  /**
   * Stores the whole stream under key. Readers see the previous object or the
   * new one, never part of one; if the stream fails, nothing is stored (and a
   * previous object stays).
   */
  put(key: string, body: Readable | Buffer | string, contentType: string): Promise<void>;
  /** The object, streamed; undefined when there is none. */
  get(key: string): Promise<StoredObject | undefined>;
  /** Removes the object (no error when there is none). */
  delete(key: string): Promise<void>;
  /** The keys that start with prefix (a 'folder/' prefix lists that folder). */
  list(prefix: string): Promise<string[]>;
  /** Releases connections (S3 client); nothing for a directory. */
  close?(): void;
}

/** The whole object as text (small generated files only). */
export async function readText(storage: Storage, key: string): Promise<string | undefined> {
  const object = await storage.get(key);
  if (!object) return undefined;
  return (await readAll(object.body)).toString('utf8');
}

/** The whole object as bytes (an image for the image tool: bounded by the upload limit), undefined when there is none. */
export async function readBytes(storage: Storage, key: string): Promise<Buffer | undefined> {
  const object = await storage.get(key);
  return object ? readAll(object.body) : undefined;
}

async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}
