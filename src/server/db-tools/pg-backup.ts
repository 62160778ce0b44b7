// `npm run admin -- backup FILE` and `restore FILE` on PostgreSQL: the
// database (pg_dump --format=custom) and the stored files in one archive
// (backup-archive.ts), and its restore. The restore checks the whole archive
// before it changes anything, refuses while other sessions use the database
// (a running server), and replaces the product's schema in one transaction:
// the old schema is dropped and the dump's replayed by psql between BEGIN and
// a COMMIT sent only once pg_restore has read the whole dump, so any failure
// leaves the database as it was (docs/decisions/0132-postgres-backup-with-stored-files.md).
import { mkdtemp, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import pg from 'pg';
import { BackupRefused, DATABASE_ENTRY, openArchive, STORED_DIR, type BackupManifest } from './backup-archive.js';
import { pgDumpConnection } from './pg-dump.js';
import { putBackStoredFiles, type StoredFilesSettings } from './stored-files.js';
import { runProgram } from './run-program.js';
import { writeBackup } from './write-backup.js';

/** The product's tables, indexes and the pg_trgm extension all live in this schema. */
const PRODUCT_SCHEMA = 'public';

interface PgBackupSettings extends StoredFilesSettings {
  databaseUrl: string;
  /** PG_DUMP_PATH: pg_restore and psql are taken from the same folder (or the PATH, like it). */
  pgDumpPath: string;
}

const CLIENT_HINT =
  'install the PostgreSQL client tools (Debian: apt-get install postgresql-client-15), at least as new as the server, and set PG_DUMP_PATH if they are not on the PATH';

/** pg_dump, pg_restore and psql: from PG_DUMP_PATH's folder when it names one, else from the PATH. */
function tools(pgDumpPath: string) {
  const dir = pgDumpPath.includes('/') ? dirname(pgDumpPath) : undefined;
  const sibling = (name: string) => (dir ? join(dir, name) : name);
  return { pgDump: pgDumpPath, pgRestore: sibling('pg_restore'), psql: sibling('psql') };
}

/** The URL without its password (for the command line) and the environment that carries it. */
function connection(databaseUrl: string) {
  const { url, password } = pgDumpConnection(databaseUrl);
  return { url, env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

async function withClient<T>(databaseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

interface BackupReport {
  manifest: BackupManifest;
  bytes: number;
}

/** Writes the backup archive `target` (which must not exist); the server may keep running. */
export async function backupPostgres(settings: PgBackupSettings, target: string): Promise<BackupReport> {
  const { url, env } = connection(settings.databaseUrl);
  const { pgDump } = tools(settings.pgDumpPath);
  return writeBackup(settings, target, 'postgresql', async (dumpPath) => {
    const migrations = await withClient(settings.databaseUrl, async (c) =>
      (await c.query<{ id: string }>('SELECT id FROM _migrations ORDER BY id')).rows.map((r) => r.id),
    ).catch((e: Error) => {
      throw new BackupRefused(`Cannot read the database's migrations (is it set up?): ${e.message}`);
    });
    await runProgram(
      pgDump,
      ['--format=custom', '--no-owner', '--no-privileges', `--file=${dumpPath}`, `--dbname=${url}`],
      { env, installHint: CLIENT_HINT },
    );
    return migrations;
  });
}

/** Refuses while other sessions are connected to the database: a running instance would see its tables vanish. */
async function refuseWhileInUse(databaseUrl: string): Promise<void> {
  const others = await withClient(
    databaseUrl,
    async (c) =>
      (
        await c.query<{ n: string; names: string | null; db: string }>(
          `SELECT count(*) AS n, string_agg(DISTINCT coalesce(nullif(application_name, ''), '(no name)'), ', ') AS names,
                current_database() AS db
           FROM pg_stat_activity
          WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'`,
        )
      ).rows[0],
  );
  if (Number(others.n) > 0)
    throw new BackupRefused(
      `The database ${others.db} is in use (${others.n} other session(s): ${others.names}) — is the server running? Stop every instance (and anything else connected, a pooler included) first, then restore; nothing was changed`,
    );
}

interface RestoreReport {
  manifest: BackupManifest;
  files: { put: number; removed: number };
}

/**
 * Restores `file` into DATABASE_URL and the storage. `scratch` is a folder for the unpacked archive
 * (DATA_DIR: the files are put back from the same disk).
 */
export async function restorePostgres(
  settings: PgBackupSettings,
  file: string,
  scratch: string,
): Promise<RestoreReport> {
  const { url, env } = connection(settings.databaseUrl);
  const { pgRestore, psql } = tools(settings.pgDumpPath);
  const staging = await mkdtemp(join(scratch, '.restore-'));
  try {
    const manifest = await openArchive(file, staging, 'postgresql');
    const dump = join(staging, DATABASE_ENTRY.postgresql);
    // The dump's table of contents, read whole: pg_restore itself can read it.
    await runProgram(pgRestore, ['--list', dump], { installHint: CLIENT_HINT }).catch((e: Error) => {
      throw new BackupRefused(`${file} is damaged: pg_restore cannot read its database dump (${e.message})`);
    });
    await refuseWhileInUse(settings.databaseUrl);

    const script = new PassThrough();
    const reading = runProgram(pgRestore, ['--no-owner', '--no-privileges', '--file=-', dump], {
      stdout: script,
      installHint: CLIENT_HINT,
    });
    async function* transaction() {
      yield `\\set ON_ERROR_STOP on\nSET client_min_messages = warning;\nSET lock_timeout = '10s';\nBEGIN;\nDROP SCHEMA IF EXISTS ${PRODUCT_SCHEMA} CASCADE;\nCREATE SCHEMA ${PRODUCT_SCHEMA};\n`;
      for await (const chunk of script) yield chunk as Buffer;
      // A pg_restore that stopped half-way never gets here: psql reaches the end of its input inside
      // the transaction, and the server rolls it back.
      await reading;
      yield 'COMMIT;\n';
    }
    const [restored, replayed] = await Promise.allSettled([
      reading,
      runProgram(psql, ['--no-psqlrc', '--quiet', '--set=ON_ERROR_STOP=1', `--dbname=${url}`, '--file=-'], {
        env,
        stdin: Readable.from(transaction()),
        stdout: new PassThrough().resume(),
        installHint: CLIENT_HINT,
      }).catch((e: unknown) => {
        script.destroy(); // nobody reads pg_restore's output any more: stop it rather than let it wait
        throw e;
      }),
    ]);
    // psql's error says which statement failed; pg_restore's alone is only the pipe psql closed.
    const failed = [replayed, restored].find((r) => r.status === 'rejected');
    if (failed)
      throw new BackupRefused(
        `The database was not restored and is as it was (the transaction was rolled back), nor were the files: ${(failed.reason as Error).message}`,
      );
    const files = await putBackStoredFiles(
      settings.storage,
      settings.storedPrefixes,
      manifest.storage.files,
      join(staging, STORED_DIR),
    );
    return { manifest, files };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
