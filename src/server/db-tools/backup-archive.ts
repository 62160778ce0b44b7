// The backup file of `npm run admin -- backup`: one tar archive (written and
// read by GNU tar, which every Debian machine has) holding
//   manifest.json    what the backup is: product version, database kind, its
//                    migrations, when it was made, a SHA-256 of every entry
//   database.pgdump  PostgreSQL: pg_dump --format=custom of DATABASE_URL
//   cms.sqlite       SQLite: the database, copied by the online backup API
//   stored/<key>     every stored file (files/, secured/, public/)
// A restore reads the manifest and checks every entry against it before it
// touches anything (docs/decisions/0132-postgres-backup-with-stored-files.md).
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { link, lstat, mkdir, open, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { MIGRATIONS } from '../platform/db/migrations/index.generated.js';
import { runProgram } from './run-program.js';

export const BACKUP_FORMAT = 'mojo-backoffice-backup';
const MANIFEST_FILE = 'manifest.json';
export type DatabaseKind = 'postgresql' | 'sqlite';
/** The database's entry in the archive. */
export const DATABASE_ENTRY: Record<DatabaseKind, string> = { postgresql: 'database.pgdump', sqlite: 'cms.sqlite' };
/** Stored files sit under this folder of the archive, by their storage key. */
export const STORED_DIR = 'stored';

export interface ArchivedFile {
  /** The storage key (files/…, secured/…, public/…) or the entry's name. */
  name: string;
  bytes: number;
  sha256: string;
}

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  formatVersion: 1;
  productVersion: string;
  createdAt: string;
  database: { kind: DatabaseKind; dump: ArchivedFile; migrations: string[] };
  storage: { description: string; files: ArchivedFile[] };
}

/** A backup that must not be restored; the message says why, and nothing has been changed. */
export class BackupRefused extends Error {}

const TAR_HINT = 'install GNU tar (Debian: apt-get install tar)';

export async function sha256Of(file: string): Promise<{ sha256: string; bytes: number }> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of createReadStream(file)) {
    hash.update(chunk as Buffer);
    bytes += (chunk as Buffer).length;
  }
  return { sha256: hash.digest('hex'), bytes };
}

/**
 * Writes the manifest into `staging` (which holds the dump and stored/), archives the folder as `target`
 * and only then gives it its name, without overwriting: a failed or interrupted backup leaves no file
 * that looks whole.
 */
export async function writeArchive(staging: string, manifest: BackupManifest, target: string): Promise<void> {
  await writeFile(join(staging, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  await mkdir(join(staging, STORED_DIR), { recursive: true }); // an install with no stored file yet
  const partial = `${target}.partial`;
  await rm(partial, { force: true });
  try {
    // The manifest first: a reader can tell what the file is from its first block.
    await runProgram(
      'tar',
      [
        '--create',
        `--file=${partial}`,
        `--directory=${staging}`,
        '--',
        MANIFEST_FILE,
        manifest.database.dump.name,
        STORED_DIR,
      ],
      { installHint: TAR_HINT },
    );
    await link(partial, target); // EEXIST rather than overwrite a file made meanwhile
  } finally {
    await rm(partial, { force: true });
  }
}

const isSha = (v: unknown) => typeof v === 'string' && /^[0-9a-f]{64}$/.test(v);
const isEntry = (v: unknown): v is ArchivedFile =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as ArchivedFile).name === 'string' &&
  Number.isInteger((v as ArchivedFile).bytes) &&
  isSha((v as ArchivedFile).sha256);

/** The manifest, checked for shape: a file that is not a backup of this product is refused here. */
function parseManifest(text: string, file: string, kind: DatabaseKind): BackupManifest {
  let m: BackupManifest;
  try {
    m = JSON.parse(text) as BackupManifest;
  } catch (e) {
    throw new BackupRefused(`${file} is damaged: its ${MANIFEST_FILE} is not JSON (${(e as Error).message})`);
  }
  if (m?.format !== BACKUP_FORMAT)
    throw new BackupRefused(
      `${file} is not a backup of this back office (its manifest's format is not ${BACKUP_FORMAT})`,
    );
  if (m.formatVersion !== 1)
    throw new BackupRefused(
      `${file} is a backup in format version ${String(m.formatVersion)}, which this version cannot read: restore it with the version that made it`,
    );
  const db = m.database;
  if (db?.kind !== kind)
    throw new BackupRefused(
      `${file} is a backup of a ${String(db?.kind)} database; this back office runs on ${kind === 'sqlite' ? 'SQLite (DATABASE_URL is not set)' : 'PostgreSQL (DATABASE_URL)'}: restore it where its kind of database runs`,
    );
  if (
    !isEntry(db.dump) ||
    db.dump.name !== DATABASE_ENTRY[kind] ||
    !Array.isArray(db.migrations) ||
    !Array.isArray(m.storage?.files) ||
    !m.storage.files.every(isEntry)
  )
    throw new BackupRefused(`${file} is damaged: its ${MANIFEST_FILE} lacks the database's or the files' checksums`);
  return m;
}

/** Refuses a backup with a migration this version does not know: its tables would not match this code. */
function checkMigrations(manifest: BackupManifest, file: string): void {
  const known = new Set(MIGRATIONS.map((m) => m.id));
  const unknown = manifest.database.migrations.filter((id) => !id.startsWith('seed:') && !known.has(id));
  if (unknown.length)
    throw new BackupRefused(
      `${file} was made by a newer version of the back office (${manifest.productVersion}; migrations this one does not know: ${unknown.join(', ')}): restore it with that version`,
    );
  if (!manifest.database.migrations.includes('seed:v1'))
    throw new BackupRefused(`${file} holds a database that was never set up (no seed:v1 in its migrations)`);
}

async function filesUnder(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await filesUnder(path)));
    else out.push(path);
  }
  return out;
}

/**
 * Unpacks `file` into the empty folder `staging` and checks it whole: a tar GNU tar reads to its end, the
 * manifest of this product's backup of a `kind` database, no migration this code does not know, and every
 * entry present, a plain file, with the size and SHA-256 the manifest gives — and nothing else in it.
 */
export async function openArchive(file: string, staging: string, kind: DatabaseKind): Promise<BackupManifest> {
  try {
    await lstat(file);
  } catch {
    throw new BackupRefused(`There is no file ${file}`);
  }
  try {
    await runProgram(
      'tar',
      ['--extract', `--file=${file}`, `--directory=${staging}`, '--no-same-owner', '--no-same-permissions'],
      { installHint: TAR_HINT },
    );
  } catch (e) {
    throw new BackupRefused(`${file} is not a backup archive, or it is damaged: ${(e as Error).message}`);
  }
  const manifestText = await readFile(join(staging, MANIFEST_FILE), 'utf8').catch(() => undefined);
  if (manifestText === undefined)
    throw new BackupRefused(`${file} is not a backup of this back office (no ${MANIFEST_FILE})`);
  const manifest = parseManifest(manifestText, file, kind);
  checkMigrations(manifest, file);
  const expected = new Map<string, ArchivedFile>([
    [manifest.database.dump.name, manifest.database.dump],
    ...manifest.storage.files.map((f) => [join(STORED_DIR, f.name), f] as [string, ArchivedFile]),
  ]);
  for (const path of await filesUnder(staging)) {
    const name = relative(staging, path).split(sep).join('/');
    if (name === MANIFEST_FILE) continue;
    const entry = expected.get(name);
    const info = await lstat(path);
    if (!entry || !info.isFile())
      throw new BackupRefused(
        `${file} holds ${name}, which its manifest does not list: it is not a backup as made by backup`,
      );
    const actual = await sha256Of(path);
    if (actual.bytes !== entry.bytes || actual.sha256 !== entry.sha256)
      throw new BackupRefused(
        `${file} is damaged: ${name} does not match its checksum (${actual.bytes} bytes, the manifest says ${entry.bytes})`,
      );
    expected.delete(name);
  }
  if (expected.size)
    throw new BackupRefused(
      `${file} is damaged or incomplete: it lacks ${[...expected.keys()].slice(0, 3).join(', ')}`,
    );
  return manifest;
}

/** True when `file` starts like a tar archive (ustar magic at byte 257), so restore knows which kind of backup it has. */
export async function isTarArchive(file: string): Promise<boolean> {
  const handle = await open(file, 'r').catch(() => undefined);
  if (!handle) return false;
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(262), 0, 262, 0);
    return bytesRead === 262 && buffer.subarray(257, 262).toString('latin1') === 'ustar';
  } finally {
    await handle.close();
  }
}
