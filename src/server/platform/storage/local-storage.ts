// The local driver: keys are paths under one directory (DATA_DIR by
// default, so files/… and public/… stay where earlier versions wrote them).
// A put streams into a temporary file beside its target and renames it over
// the target once complete (atomic within a directory); a failed stream
// removes the temporary file, so nothing partial is ever visible or left.
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { basename, dirname, join, normalize, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Storage, StoredObject } from './storage.js';

export class LocalStorage implements Storage {
  readonly description: string;

  constructor(private readonly root: string) {
    this.description = `local directory ${root}`;
  }

  /** The file behind a key; keys never leave the root (they are made by the server, but be sure). */
  private path(key: string): string {
    const path = normalize(join(this.root, key));
    if (!path.startsWith(normalize(this.root) + sep)) throw new Error(`storage key outside the root: ${key}`);
    return path;
  }

  async put(key: string, body: Readable | Buffer | string): Promise<void> {
    const path = this.path(key);
    await mkdir(dirname(path), { recursive: true });
    const temp = join(dirname(path), `.${basename(path)}.${randomBytes(6).toString('hex')}.tmp`);
    const out = createWriteStream(temp, { flags: 'wx', mode: 0o640, flush: true });
    try {
      const source = typeof body === 'string' || Buffer.isBuffer(body) ? Readable.from([Buffer.from(body)]) : body;
      await pipeline(source, out);
      await rename(temp, path);
    } catch (e) {
      // A source that fails at once (an upload refused at its size limit) can reject the pipeline while the
      // file is still being opened: removed before the open creates it, it would stay behind. Wait for the
      // stream to close, then remove it (seen once in a CI run: tests/files/files.test.ts, a 413 upload).
      if (!out.closed) await once(out, 'close').catch(() => undefined);
      await rm(temp, { force: true });
      throw e;
    }
  }

  async get(key: string): Promise<StoredObject | undefined> {
    const path = this.path(key);
    const info = await stat(path).catch(() => undefined);
    if (!info?.isFile()) return undefined;
    // A put renames a new file over the key, so the inode changes with every write (the time and size may not).
    const etag = `"${[info.ino, info.size, Math.floor(info.mtimeMs)].map((n) => n.toString(36)).join('-')}"`;
    return { body: createReadStream(path), size: info.size, etag };
  }

  async delete(key: string): Promise<void> {
    await rm(this.path(key), { force: true });
  }

  async list(prefix: string): Promise<string[]> {
    const slash = prefix.lastIndexOf('/');
    const dir = slash < 0 ? '' : prefix.slice(0, slash);
    const names = await readdir(dir ? this.path(dir) : this.root).catch(() => [] as string[]);
    // Temporary files of puts in progress start with a dot: never listed.
    return names
      .filter((n) => !n.startsWith('.'))
      .map((n) => (dir ? `${dir}/${n}` : n))
      .filter((k) => k.startsWith(prefix));
  }
}
