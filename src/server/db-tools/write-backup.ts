// One backup, either database (decision 0132): a staging folder beside the target, the database copied into it
// by the caller (pg_dump, or SQLite's online copy), then the stored files, the manifest naming both, and the tar.
import { mkdtemp, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { PRODUCT_VERSION } from '../platform/version.js';
import {
  BACKUP_FORMAT,
  DATABASE_ENTRY,
  STORED_DIR,
  sha256Of,
  writeArchive,
  type BackupManifest,
  type DatabaseKind,
} from './backup-archive.js';
import { copyStoredFiles, type StoredFilesSettings } from './stored-files.js';

/**
 * Writes the backup archive `target` (which must not exist). `copyDatabase` writes the database to the path it
 * is given and answers its migrations; the stored files are copied after it, so a file uploaded meanwhile is
 * one the database does not name (harmless), never the reverse unless it was deleted in between.
 */
export async function writeBackup(
  settings: StoredFilesSettings,
  target: string,
  kind: DatabaseKind,
  copyDatabase: (path: string) => Promise<string[]>,
): Promise<{ manifest: BackupManifest; bytes: number }> {
  // Beside the target: the database's and the files' copies take the room the archive will, on the same disk.
  const staging = await mkdtemp(join(dirname(target), `.${basename(target)}.`));
  try {
    const databasePath = join(staging, DATABASE_ENTRY[kind]);
    const migrations = await copyDatabase(databasePath);
    const files = await copyStoredFiles(settings.storage, settings.storedPrefixes, join(staging, STORED_DIR));
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      formatVersion: 1,
      productVersion: PRODUCT_VERSION,
      createdAt: new Date().toISOString(),
      database: { kind, dump: { name: DATABASE_ENTRY[kind], ...(await sha256Of(databasePath)) }, migrations },
      storage: { description: settings.storage.description, files },
    };
    await writeArchive(staging, manifest, target);
    return { manifest, bytes: (await sha256Of(target)).bytes };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
