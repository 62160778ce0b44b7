// The stored files in a backup: every object under the storage prefixes the
// composition names (files/, secured/, public/), read through the Storage
// interface, so a local DATA_DIR and an S3 bucket are backed up alike. A
// restore puts every file of the backup back and removes the objects under
// those prefixes the backup does not have, so the files match the database
// it restores (docs/decisions/0132-postgres-backup-with-stored-files.md).
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Storage } from '../platform/storage/storage.js';
import type { ArchivedFile } from './backup-archive.js';

/** The storage the server uses and the prefixes whose files belong in a backup (files/, secured/, public/). */
export interface StoredFilesSettings {
  storage: Storage;
  storedPrefixes: string[];
}

/** Copies every stored object under `prefixes` to `dir/<key>`, with its size and SHA-256 as written. */
export async function copyStoredFiles(storage: Storage, prefixes: string[], dir: string): Promise<ArchivedFile[]> {
  const copied: ArchivedFile[] = [];
  for (const prefix of prefixes) {
    for (const key of (await storage.list(prefix)).sort()) {
      // Gone since the listing (deleted meanwhile), or a folder the local driver listed: nothing to copy.
      const object = await storage.get(key);
      if (!object) continue;
      const path = join(dir, key);
      await mkdir(dirname(path), { recursive: true });
      const hash = createHash('sha256');
      let bytes = 0;
      const counting = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          hash.update(chunk);
          bytes += chunk.length;
          done(null, chunk);
        },
      });
      await pipeline(object.body, counting, createWriteStream(path, { flags: 'wx' }));
      copied.push({ name: key, bytes, sha256: hash.digest('hex') });
    }
  }
  return copied;
}

/**
 * Makes the stored files under `prefixes` those of the backup: each of its files put back (a put is
 * atomic per file), then the objects it does not have removed. Answers how many were put and removed.
 * Called once the database is restored: a failure says so, and running the restore again finishes it.
 */
export async function putBackStoredFiles(
  storage: Storage,
  prefixes: string[],
  files: ArchivedFile[],
  dir: string,
): Promise<{ put: number; removed: number }> {
  try {
    return await makeStoredFilesThese(storage, prefixes, files, dir);
  } catch (e) {
    throw new Error(
      `The database was restored, but putting the stored files back into ${storage.description} failed (${(e as Error).message}): run the same restore again to finish`,
      { cause: e },
    );
  }
}

async function makeStoredFilesThese(storage: Storage, prefixes: string[], files: ArchivedFile[], dir: string) {
  const keep = new Set(files.map((f) => f.name));
  for (const f of files) {
    // The type is the bytes' business: GET /files/{name} answers the type its name says.
    await storage.put(f.name, createReadStream(join(dir, f.name)), 'application/octet-stream');
  }
  let removed = 0;
  for (const prefix of prefixes) {
    for (const key of await storage.list(prefix)) {
      if (keep.has(key)) continue;
      const object = await storage.get(key);
      if (!object) continue; // a folder the local driver listed
      object.body.destroy();
      await storage.delete(key);
      removed++;
    }
  }
  return { put: files.length, removed };
}
