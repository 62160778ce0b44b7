// Database commands of `npm run admin`: backup, restore and migrate.
// They use the same settings as `npm start` (DATA_DIR, DATABASE_URL).
import { existsSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Config } from '../../platform/config.js';
import { migrate } from '../../platform/db/migrate.js';
import { describeDatabase, sqliteFileOf } from '../../platform/db/open.js';
import { BackupRefused, isTarArchive } from '../../db-tools/backup-archive.js';
import { backupPostgres, restorePostgres } from '../../db-tools/pg-backup.js';
import { ProgramFailed } from '../../db-tools/run-program.js';
import { backupSqliteArchive, restoreSqliteArchive } from '../../db-tools/sqlite-archive.js';
import { RestoreRefused, restoreSqlite } from '../../db-tools/sqlite-restore.js';
import { dumpedDatabaseUrl } from '../../db-tools/pg-dump.js';
import type { StoredFilesSettings } from '../../db-tools/stored-files.js';
import { securedKey } from '../../documents/document-record.js';
import { storedKey } from '../../files/stored-name.js';
import { publicKey } from '../../site/sitemap/sitemap-files.js';
import { openStorage } from '../../platform/storage/open-storage.js';
import { CliError, type Command } from '../command.js';

/** Where the product keeps the files a backup carries: uploads, secured documents, the generated public files. */
const STORED_PREFIXES = [storedKey(''), securedKey(''), publicKey('')];

/** The storage the server uses, opened for one command; `done` closes it. */
function storedFiles(config: Config): StoredFilesSettings & { done: () => void } {
  const storage = openStorage(config);
  return { storage, storedPrefixes: STORED_PREFIXES, done: () => storage.close?.() };
}

/** A refusal or a missing program is the operator's to act on: its message alone. */
const asCliError = (e: unknown): never => {
  if (e instanceof BackupRefused || e instanceof ProgramFailed || e instanceof RestoreRefused)
    throw new CliError(e.message);
  throw e;
};

const KEYS_NOTE =
  'Not in the backup: DATA_DIR/secrets-key and DATA_DIR/jwt-secret (or SECRETS_KEY and JWT_SECRET). Keep the secrets key with the backup, apart from it: Key Manager values open only with the key they were sealed with.';

export const backup: Command = {
  name: 'backup',
  summary: 'Write the database and the stored files to one backup file',
  usage: 'FILE',
  details: [
    'FILE  a new file (an existing one is never overwritten): a tar archive of a manifest, the database and',
    'every stored file (files/, secured/, public/ of the storage, a local folder or an S3 bucket).',
    "SQLite: the database copied with SQLite's online backup API. PostgreSQL: pg_dump --format=custom of",
    'DATABASE_URL (pg_dump is PG_DUMP_PATH). Either way the server may keep running.',
  ],
  options: {},
  positionals: 1,
  async run(context) {
    const target = resolve(context.positionals[0]);
    if (existsSync(target)) throw new CliError(`${target} already exists: name a new file`);
    const { config } = context;
    const live = sqliteFileOf(config.dataDir);
    if (!config.databaseUrl && !existsSync(live))
      throw new CliError(`There is no database at ${live} yet (DATA_DIR=${config.dataDir}): nothing to back up`);
    const files = storedFiles(config);
    try {
      const { manifest, bytes } = await (
        config.databaseUrl
          ? backupPostgres(
              {
                ...files,
                databaseUrl: dumpedDatabaseUrl(config.databaseUrl, config.databaseDirectUrl),
                pgDumpPath: config.pgDumpPath,
              },
              target,
            )
          : backupSqliteArchive(files, live, target)
      ).catch(asCliError);
      const fileBytes = manifest.storage.files.reduce((sum, f) => sum + f.bytes, 0);
      context.print(`Backed up ${describeDatabase(config)} to ${target} (${bytes} bytes):`);
      context.print(
        `  the database (${manifest.database.dump.name}, ${manifest.database.dump.bytes} bytes, ${manifest.database.migrations.length} migrations) and ${manifest.storage.files.length} stored files (${fileBytes} bytes) from ${manifest.storage.description}.`,
      );
    } finally {
      files.done();
    }
    context.print(KEYS_NOTE);
  },
};

export const restore: Command = {
  name: 'restore',
  summary: 'Replace the database and the stored files with a backup (the server must be stopped)',
  usage: 'FILE',
  details: [
    'FILE  a backup made by `backup` (or, SQLite only, a database file downloaded from DB Tools)',
    'The backup is checked whole first (intact, of this product, no migration newer than this version),',
    'and the restore is refused, changing nothing, while the server or anything else uses the database.',
    'SQLite: the database it replaces is kept beside it as cms.sqlite.before-restore-<time>.',
    "PostgreSQL: the product's schema is replaced in one transaction (pg_restore into psql; pg_restore and psql",
    "from PG_DUMP_PATH's folder or the PATH).",
    "Then the stored files are made the backup's. Start the server afterwards: it applies any migration the",
    'backup has not had yet.',
  ],
  options: {},
  positionals: 1,
  async run(context) {
    const { config } = context;
    const source = resolve(context.positionals[0]);
    const live = sqliteFileOf(config.dataDir);
    mkdirSync(config.dataDir, { recursive: true });
    // A bare SQLite file: DB Tools' download, or a backup made before backups held the stored files.
    if (!config.databaseUrl && existsSync(source) && !(await isTarArchive(source))) {
      const report = await restoreSqlite(source, live).catch(asCliError);
      context.print(`Restored ${source} into ${live} (${report.migrations} migrations applied in the backup).`);
      if (report.previous) context.print(`The database it replaced is kept as ${report.previous}.`);
      context.print('It held no stored files: those in the storage are as they were.');
      context.print(KEYS_NOTE);
      return;
    }
    const files = storedFiles(config);
    try {
      const { manifest, files: put } = await (
        config.databaseUrl
          ? restorePostgres(
              {
                ...files,
                databaseUrl: dumpedDatabaseUrl(config.databaseUrl, config.databaseDirectUrl),
                pgDumpPath: config.pgDumpPath,
              },
              source,
              config.dataDir,
            )
          : restoreSqliteArchive(files, source, live)
      ).catch(asCliError);
      context.print(
        `Restored ${source} (made ${manifest.createdAt} by version ${manifest.productVersion}, ${manifest.database.migrations.length} migrations) into ${describeDatabase(config)}.`,
      );
      context.print(
        `Stored files in ${files.storage.description}: ${put.put} put back, ${put.removed} not in the backup removed.`,
      );
    } finally {
      files.done();
    }
    context.print(KEYS_NOTE);
  },
};

export const migrateOnly: Command = {
  name: 'migrate',
  summary: 'Apply the migrations the database has not had, and nothing else',
  usage: '',
  details: [
    'Creates the tables of an empty database but does not seed it (npm start seeds an empty database on its first start).',
  ],
  options: {},
  positionals: 0,
  async run(context) {
    const applied = await migrate(await context.database());
    context.print(
      applied.length
        ? `Applied ${applied.length} migration(s) to ${describeDatabase(context.config)}: ${applied.join(', ')}`
        : `${describeDatabase(context.config)} is up to date: no migration to apply.`,
    );
  },
};
