// Database commands of `npm run admin`: backup, restore (SQLite) and migrate.
// They use the same settings as `npm start` (DATA_DIR, DATABASE_URL).
import { createWriteStream, existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { migrate } from '../../db/migrate.js';
import { describeDatabase, sqliteFileOf } from '../../db/open.js';
import { backupSqlite } from '../../db-tools/sqlite-backup.js';
import { dumpedDatabaseUrl, startPgDump } from '../../db-tools/pg-dump.js';
import { RestoreRefused, restoreSqlite } from '../../db-tools/sqlite-restore.js';
import { CliError, type Command } from '../command.js';

const KEYS_NOTE =
  'Not in the backup: DATA_DIR/secrets-key and DATA_DIR/jwt-secret (or SECRETS_KEY and JWT_SECRET). Keep the secrets key with the backup, apart from it: Key Manager values open only with the key they were sealed with.';

export const backup: Command = {
  name: 'backup',
  summary: 'Write a consistent copy of the database to a file',
  usage: 'FILE',
  details: [
    'FILE  a new file (an existing one is never overwritten)',
    "SQLite: the database file, copied with SQLite's online backup API — the server may keep running.",
    'PostgreSQL: pg_dump --format=custom of DATABASE_URL (restore it with pg_restore); pg_dump is PG_DUMP_PATH.',
  ],
  options: {},
  positionals: 1,
  async run(context) {
    const target = resolve(context.positionals[0]);
    if (existsSync(target)) throw new CliError(`${target} already exists: name a new file`);
    const { config } = context;
    if (config.databaseUrl) {
      const dump = await startPgDump(
        dumpedDatabaseUrl(config.databaseUrl, config.databaseDirectUrl),
        config.pgDumpPath,
      ).catch((e: Error) => {
        throw new CliError(e.message);
      });
      await pipeline(dump, createWriteStream(target, { flags: 'wx' }));
    } else {
      const live = sqliteFileOf(config.dataDir);
      if (!existsSync(live))
        throw new CliError(`There is no database at ${live} yet (DATA_DIR=${config.dataDir}): nothing to back up`);
      await backupSqlite(live, target);
    }
    context.print(`Backed up ${describeDatabase(config)} to ${target}.`);
    context.print(KEYS_NOTE);
  },
};

export const restore: Command = {
  name: 'restore',
  summary: 'Replace the SQLite database with a backup (the server must be stopped)',
  usage: 'FILE',
  details: [
    'FILE  a backup made by `backup` or downloaded from DB Tools',
    'SQLite only. Refused, changing nothing, while the server or anything else has the database open;',
    'the backup is checked first (an intact database of this product, no migration newer than this version).',
    'The database it replaces is kept beside it as cms.sqlite.before-restore-<time>. Start the server',
    'afterwards: it applies any migration the backup has not had yet.',
    'PostgreSQL: restore a pg_dump archive with pg_restore (docs/deploy.md "Backups").',
  ],
  options: {},
  positionals: 1,
  async run(context) {
    const { config } = context;
    if (config.databaseUrl)
      throw new CliError(
        'restore is for the embedded SQLite database; with DATABASE_URL set, restore a pg_dump archive with pg_restore (docs/deploy.md "Backups")',
      );
    const source = resolve(context.positionals[0]);
    const live = sqliteFileOf(config.dataDir);
    try {
      const report = await restoreSqlite(source, live);
      context.print(`Restored ${source} into ${live} (${report.migrations} migrations applied in the backup).`);
      if (report.previous) context.print(`The database it replaced is kept as ${report.previous}.`);
      context.print(KEYS_NOTE);
    } catch (e) {
      if (e instanceof RestoreRefused) throw new CliError(e.message);
      throw e;
    }
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
