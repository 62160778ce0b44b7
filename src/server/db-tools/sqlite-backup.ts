// A consistent copy of the embedded SQLite database while the server runs
// (SQLite's online backup API through better-sqlite3, in a worker thread:
// sqlite-backup-worker.js). The DB tools download and `npm run admin --
// backup` both use it.
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { productFile } from '../platform/product-root.js';

const WORKER_FILE = productFile('src/server/db-tools/sqlite-backup-worker.js');

/** Copies `source` (a live database, in use or not) to `target`, which must not exist yet; answers the pages copied. */
export function backupSqlite(source: string, target: string): Promise<number> {
  if (!existsSync(source)) return Promise.reject(new Error(`There is no database at ${source}`));
  if (existsSync(target)) return Promise.reject(new Error(`${target} already exists: name a new file`));
  return new Promise((resolve, reject) => {
    // execArgv: [] keeps the parent's --import tsx out of a worker that needs none.
    const worker = new Worker(WORKER_FILE, { workerData: { source, target }, execArgv: [] });
    let settled = false;
    worker.once('message', (m: { ok?: true; pages?: number; error?: { message: string; code?: string } }) => {
      settled = true;
      if (m.error) reject(Object.assign(new Error(`The backup failed: ${m.error.message}`), { code: m.error.code }));
      else resolve(m.pages ?? 0);
    });
    worker.once('error', (e) => {
      settled = true;
      reject(e);
    });
    worker.once('exit', (code) => {
      if (!settled) reject(new Error(`The backup worker stopped (exit code ${code}) before it finished`));
    });
  });
}

/** A backup into a temporary directory of its own; `remove` deletes it (call it once the file has been sent). */
export async function backupSqliteToTemp(source: string): Promise<{ file: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'cms-backup-'));
  const remove = () => rm(dir, { recursive: true, force: true });
  const file = join(dir, 'cms.sqlite');
  try {
    await backupSqlite(source, file);
  } catch (e) {
    await remove();
    throw e;
  }
  return { file, remove };
}
