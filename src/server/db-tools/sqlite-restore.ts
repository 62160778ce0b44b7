// Puts a SQLite backup in place of the embedded database (`npm run admin --
// restore <file>`, docs/deploy.md "Backups"). The server must be stopped:
// the restore takes SQLite's exclusive lock on the live database first, which
// it cannot get while any process has the database open (the server's
// connections hold a shared lock for as long as they are open, idle or not),
// and refuses then, changing nothing. The backup is checked before anything
// moves: an intact SQLite file of this product, with no migration this
// version does not know. The previous database is kept beside it.
import { existsSync, renameSync, rmSync } from 'node:fs';
import Database from '../platform/db/sqlite-driver.js';
import { MIGRATIONS } from '../platform/db/migrations/index.generated.js';
import { backupSqlite } from './sqlite-backup.js';

export class RestoreRefused extends Error {}

interface RestoreReport {
  /** Where the database that was replaced now is (none when there was none). */
  previous?: string;
  migrations: number;
}

/** Refuses a file that is not an intact database of this product, or one made by a newer version. */
function checkBackup(file: string): { migrations: number } {
  if (!existsSync(file)) throw new RestoreRefused(`There is no file ${file}`);
  let db: Database.Database;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
  } catch (e) {
    throw new RestoreRefused(`${file} cannot be opened as a SQLite database: ${(e as Error).message}`);
  }
  try {
    let check: unknown;
    try {
      check = db.pragma('quick_check', { simple: true });
    } catch (e) {
      throw new RestoreRefused(`${file} is not a SQLite database: ${(e as Error).message}`);
    }
    if (check !== 'ok') throw new RestoreRefused(`${file} is damaged (SQLite quick_check: ${String(check)})`);
    const hasMigrations = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = '_migrations'").get();
    if (!hasMigrations)
      throw new RestoreRefused(
        `${file} is a SQLite database, but not one of this back office (it has no _migrations table)`,
      );
    const known = new Set(MIGRATIONS.map((m) => m.id));
    const ids = (db.prepare('SELECT id FROM _migrations').all() as { id: string }[])
      .map((r) => r.id)
      .filter((id) => !id.startsWith('seed:'));
    const unknown = ids.filter((id) => !known.has(id));
    if (unknown.length)
      throw new RestoreRefused(
        `${file} was made by a newer version of the back office (migrations this one does not know: ${unknown.join(', ')}): restore it with that version`,
      );
    return { migrations: ids.length };
  } finally {
    db.close();
  }
}

/**
 * Holds the live database's exclusive lock long enough to know no process
 * has it open, and folds its write-ahead log into the file, so the file
 * alone is the whole database when it is moved aside.
 */
function takeOver(live: string): void {
  const db = new Database(live, { fileMustExist: true, timeout: 0 });
  try {
    db.pragma('locking_mode = EXCLUSIVE');
    db.exec('BEGIN EXCLUSIVE');
    db.exec('COMMIT');
    db.pragma('wal_checkpoint(TRUNCATE)');
  } catch (e) {
    if ((e as { code?: string }).code?.startsWith('SQLITE_BUSY')) {
      throw new RestoreRefused(
        `The database ${live} is in use — is the server running? Stop it (and anything else using the database) first, then restore.`,
      );
    }
    throw e;
  } finally {
    db.close();
  }
}

export async function restoreSqlite(backup: string, live: string, now = new Date()): Promise<RestoreReport> {
  const { migrations } = checkBackup(backup);
  const incoming = `${live}.restoring`;
  rmSync(incoming, { force: true });
  // A copy through the backup API: one self-contained file, whatever journal the backup was left with.
  await backupSqlite(backup, incoming);
  let previous: string | undefined;
  try {
    if (existsSync(live)) {
      takeOver(live);
      previous = `${live}.before-restore-${now.toISOString().replace(/[:.]/g, '-').slice(0, 19)}`;
      renameSync(live, previous);
    }
    // What the old database left beside it must not be read as the new one's log.
    for (const suffix of ['-wal', '-shm', '-journal']) rmSync(`${live}${suffix}`, { force: true });
    renameSync(incoming, live);
  } finally {
    rmSync(incoming, { force: true });
  }
  return { previous, migrations };
}
