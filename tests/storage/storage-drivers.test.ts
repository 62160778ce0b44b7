// The storage contract (src/server/platform/storage/storage.ts) on both drivers: a
// directory, and an S3-compatible server on loopback (s3rver; the real SDK
// over real HTTP). A put is whole or nothing — a stream that fails stores
// nothing and leaves the previous object as it was — and a large body is
// passed on while it is read, never held whole.
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalStorage } from '../../src/server/platform/storage/local-storage.js';
import { S3Storage } from '../../src/server/platform/storage/s3-storage.js';
import { readText, type Storage } from '../../src/server/platform/storage/storage.js';
import { startS3, type TestS3 } from '../support/s3.js';

const MB = 1024 * 1024;

/**
 * `total` bytes made as they are read (so the test itself holds none of them),
 * failing after `failAfter` when given; `progress` is awaited after each chunk.
 */
function generated(total: number, failAfter?: number, progress?: (sent: number) => Promise<void>): Readable {
  let sent = 0;
  return Readable.from(
    (async function* () {
      const chunk = Buffer.alloc(64 * 1024, 0x61);
      while (sent < total) {
        if (failAfter !== undefined && sent >= failAfter) throw new Error('the client went away');
        const n = Math.min(chunk.length, total - sent);
        sent += n;
        yield chunk.subarray(0, n);
        await progress?.(sent);
      }
    })(),
    { objectMode: false },
  );
}

/** Bytes in every file below a directory (temporary files and multipart parts included). */
async function bytesUnder(path: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(path, { withFileTypes: true, recursive: true }).catch(() => [])) {
    if (entry.isFile()) total += (await stat(join(entry.parentPath, entry.name)).catch(() => ({ size: 0 }))).size;
  }
  return total;
}

async function sizeOf(storage: Storage, key: string): Promise<number | undefined> {
  const object = await storage.get(key);
  if (!object) return undefined;
  let size = 0;
  for await (const chunk of object.body) size += (chunk as Buffer).length;
  expect(size).toBe(object.size);
  return size;
}

describe.each(['local', 's3'] as const)('storage driver (%s)', (driver) => {
  let directory: string;
  let s3: TestS3 | undefined;
  let storage: Storage;
  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'storage-'));
    s3 = driver === 's3' ? await startS3() : undefined;
    storage = s3 ? new S3Storage(s3.storage.s3!) : new LocalStorage(directory);
  });
  afterAll(async () => {
    storage?.close?.();
    await s3?.stop();
    await rm(directory, { recursive: true, force: true });
  });

  it('stores text, bytes and streams, lists by prefix, deletes, and says undefined for a missing key', async () => {
    await storage.put('public/robots.txt', 'User-agent: *\n', 'text/plain');
    await storage.put('files/a.png', Buffer.from([1, 2, 3]), 'image/png');
    await storage.put('files/b.pdf', Readable.from([Buffer.from('%PDF-'), Buffer.from('1.7')]), 'application/pdf');
    expect(await readText(storage, 'public/robots.txt')).toBe('User-agent: *\n');
    expect(await readText(storage, 'files/b.pdf')).toBe('%PDF-1.7');
    expect((await storage.get('files/a.png'))?.size).toBe(3);
    expect((await storage.list('files/')).sort()).toEqual(['files/a.png', 'files/b.pdf']);
    expect(await storage.list('files/b')).toEqual(['files/b.pdf']);
    expect(await storage.get('files/none.png')).toBeUndefined();
    await storage.delete('files/a.png');
    await storage.delete('files/a.png');
    expect(await storage.get('files/a.png')).toBeUndefined();
    expect(await storage.list('files/')).toEqual(['files/b.pdf']);
  });

  // Below one S3 part (5 MB) nothing has been sent yet; past it a multipart upload is under way and must be given up.
  it.each([
    ['early', 256 * 1024],
    ['past the first part', 6 * MB],
  ])('stores nothing from a stream that fails %s, and keeps the previous object', async (_when, failAfter) => {
    await storage.put('files/kept.png', 'previous', 'image/png');
    await expect(storage.put('files/kept.png', generated(8 * MB, failAfter), 'image/png')).rejects.toThrow();
    await expect(storage.put('files/new.png', generated(8 * MB, failAfter), 'image/png')).rejects.toThrow();
    expect(await readText(storage, 'files/kept.png')).toBe('previous');
    expect(await storage.get('files/new.png')).toBeUndefined();
    expect(await storage.list('files/new')).toEqual([]);
    // No temporary file either (they start with a dot, which list() hides).
    if (driver === 'local')
      expect((await readdir(join(directory, 'files'))).filter((n) => n.startsWith('.'))).toEqual([]);
  });

  it('passes a large body on while it is still being read, never holding it whole', async () => {
    const total = 64 * MB;
    const pauseAt = 40 * MB;
    // Earlier tests left bytes there (s3rver keeps the parts of given-up uploads: it has no AbortMultipartUpload).
    const backend = s3 ? s3.directory : join(directory, 'files');
    const already = await bytesUnder(backend);
    let atRest = 0;
    // At 40 MB the source waits until the backend holds a good part of what was read: were the
    // body gathered whole before being sent, nothing would arrive and this would time out.
    const source = generated(total, undefined, async (sent) => {
      if (sent !== pauseAt) return;
      for (let i = 0; i < 200 && atRest < 20 * MB; i++) {
        await new Promise((r) => setTimeout(r, 50));
        atRest = (await bytesUnder(backend)) - already;
      }
    });
    await storage.put('files/large.pdf', source, 'application/pdf');
    expect(atRest).toBeGreaterThanOrEqual(20 * MB);
    expect(await sizeOf(storage, 'files/large.pdf')).toBe(total);
  }, 60_000);

  it.runIf(driver === 's3')(
    'keeps its keys under the prefix, out of sight of a storage with another prefix',
    async () => {
      const other = new S3Storage({ ...s3!.storage.s3!, prefix: 'other-site/' });
      try {
        await storage.put('public/sitemap.xml', '<urlset/>', 'application/xml');
        expect(await other.get('public/sitemap.xml')).toBeUndefined();
        expect(await other.list('public/')).toEqual([]);
        expect(await storage.list('public/')).toContain('public/sitemap.xml');
      } finally {
        other.close?.();
      }
    },
  );
});
