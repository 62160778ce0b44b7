// `npm run admin -- backup FILE` and `restore FILE` on SQLite: the same
// archive as on PostgreSQL (backup-archive.ts), with the database copied by
// SQLite's online backup API (the server may keep running) and the stored
// files beside it, so a one-machine install on local storage has one file to
// keep. The restore checks the whole archive, then puts the database in place
// as sqlite-restore.ts does (refused while the database is open, the previous
// one kept beside it), then the stored files.
import { mkdtemp, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import Database from '../platform/db/sqlite-driver.js';
import { DATABASE_ENTRY, openArchive, STORED_DIR, type BackupManifest } from './backup-archive.js';
import { backupSqlite } from './sqlite-backup.js';
import { restoreSqlite } from './sqlite-restore.js';
import { putBackStoredFiles, type StoredFilesSettings } from './stored-files.js';
import { writeBackup } from './write-backup.js';

function migrationsOf(file: string): string[] {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return (db.prepare('SELECT id FROM _migrations ORDER BY id').all() as { id: string }[]).map((r) => r.id);
  } finally {
    db.close();
  }
}

/** Writes the backup archive `target` (which must not exist) of the database `live` and the stored files. */
export async function backupSqliteArchive(
  settings: StoredFilesSettings,
  live: string,
  target: string,
): Promise<{ manifest: BackupManifest; bytes: number }> {
  return writeBackup(settings, target, 'sqlite', async (copy) => {
    await backupSqlite(live, copy);
    return migrationsOf(copy);
  });
}

/** Restores the archive `file`: the database into `live` (the previous one kept beside it), then the stored files. */
export async function restoreSqliteArchive(settings: StoredFilesSettings, file: string, live: string) {
  const staging = await mkdtemp(join(dirname(live), '.restore-'));
  try {
    const manifest = await openArchive(file, staging, 'sqlite');
    const database = await restoreSqlite(join(staging, DATABASE_ENTRY.sqlite), live);
    const files = await putBackStoredFiles(
      settings.storage,
      settings.storedPrefixes,
      manifest.storage.files,
      join(staging, STORED_DIR),
    );
    return { manifest, database, files };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
