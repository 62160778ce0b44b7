// `npm run admin -- <command>`: the operator's command line (issue 16 item
// 9; docs/deploy.md "Operator commands"). Same settings as `npm start`
// (the environment, a .env file, DATA_DIR, DATABASE_URL). Every command has
// --help; a failure prints one clear line on stderr and exits 1 (2 for a
// command line that cannot be understood).
import { existsSync } from 'node:fs';
import { text } from 'node:stream/consumers';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { loadConfig, type Config } from '../platform/config.js';
import type { Executor } from '../platform/db/executor.js';
import { openDatabase, sqliteFileOf } from '../platform/db/open.js';
import { ApiError } from '../platform/errors.js';
import { installWriteRules } from '../platform/data/write-rules.js';
import { installEventListeners } from '../platform/data/domain-events.js';
import { EVENT_LISTENERS, WRITE_RULES } from '../features.js';
import { SettingsError } from '../platform/settings/parse.js';
import { CliError, type Command } from './command.js';
import { backup, migrateOnly, restore } from './commands/database.js';
import { createUser, listAdmins, resetPassword, unlock } from './commands/users.js';

const COMMANDS: Command[] = [createUser, resetPassword, unlock, listAdmins, backup, restore, migrateOnly];

/** Commands that must not open the database through the server's executor (they work on its file). */
const FILE_COMMANDS = new Set(['backup', 'restore']);

class UsageError extends Error {}

const usageOf = (c: Command) => `npm run admin -- ${c.name}${c.usage ? ` ${c.usage}` : ''}`;

function overview(): string {
  const width = Math.max(...COMMANDS.map((c) => c.name.length));
  return [
    'Usage: npm run admin -- <command> [options]',
    '',
    'Commands:',
    ...COMMANDS.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`),
    '',
    'npm run admin -- <command> --help tells more. Settings come from the environment and .env, as for npm start.',
  ].join('\n');
}

const helpOf = (c: Command) =>
  [
    `${c.summary}.`,
    '',
    `Usage: ${usageOf(c)}`,
    ...(c.details.length ? ['', ...c.details.map((d) => `  ${d}`)] : []),
  ].join('\n');

export async function runAdmin(
  argv: string[],
  io: { out: (s: string) => void; err: (s: string) => void; stdin: () => Promise<string> },
  env?: NodeJS.ProcessEnv,
): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    (name ? io.out : io.err)(overview());
    return name ? 0 : 2;
  }
  const command = COMMANDS.find((c) => c.name === name);
  if (!command) {
    io.err(`Unknown command "${name}".\n\n${overview()}`);
    return 2;
  }
  let db: Executor | undefined;
  try {
    let parsed;
    try {
      parsed = parseArgs({
        args: rest,
        options: { ...command.options, help: { type: 'boolean', short: 'h' } },
        allowPositionals: true,
        strict: true,
      });
    } catch (e) {
      throw new UsageError((e as Error).message);
    }
    if (parsed.values.help) {
      io.out(helpOf(command));
      return 0;
    }
    if (parsed.positionals.length !== command.positionals) {
      throw new UsageError(
        command.positionals
          ? `${command.name} takes ${command.usage} (got ${parsed.positionals.length} argument${parsed.positionals.length === 1 ? '' : 's'})`
          : `${command.name} takes no arguments besides options`,
      );
    }
    const config = loadConfig(env);
    await command.run({
      config,
      values: parsed.values as Record<string, string | boolean | undefined>,
      positionals: parsed.positionals,
      database: async () => (db ??= await openExisting(config, command)),
      stdin: io.stdin,
      print: io.out,
    });
    return 0;
  } catch (e) {
    if (e instanceof UsageError) {
      io.err(`${e.message}\n\nUsage: ${usageOf(command)}\n(npm run admin -- ${command.name} --help)`);
      return 2;
    }
    if (e instanceof CliError || e instanceof ApiError || e instanceof SettingsError)
      io.err(`${command.name}: ${e.message}`);
    else io.err(`${command.name} failed: ${(e as Error).message}`);
    return 1;
  } finally {
    await db?.close();
  }
}

/** The database npm start would use; only migrate may start an empty one (the others would find no tables). */
async function openExisting(config: Config, command: Command): Promise<Executor> {
  if (FILE_COMMANDS.has(command.name))
    throw new Error(`${command.name} works on the database file, not through a connection`);
  if (!config.databaseUrl && command.name !== 'migrate' && !existsSync(sqliteFileOf(config.dataDir))) {
    throw new CliError(
      `There is no database at ${sqliteFileOf(config.dataDir)} (DATA_DIR=${config.dataDir}): start the server once (npm start), which creates and seeds it`,
    );
  }
  // The commands write through the data layer (an invited account, an unlock): with the features' rules, as the server does.
  installWriteRules(WRITE_RULES);
  installEventListeners(EVENT_LISTENERS);
  const db = openDatabase(config);
  if (command.name !== 'migrate') {
    const ready = await db
      .first(db.builder.selectFrom('_migrations').select('id').where('id', '=', 'seed:v1').compile())
      .catch(() => undefined);
    if (!ready) {
      await db.close();
      throw new CliError(
        'The database has not been set up yet: start the server once (npm start), which migrates and seeds it',
      );
    }
  }
  return db;
}

// Run as a script (npm run admin), not when a test imports runAdmin.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const code = await runAdmin(process.argv.slice(2), {
    out: (s) => console.log(s),
    err: (s) => console.error(s),
    stdin: () => text(process.stdin),
  });
  process.exitCode = code;
}
