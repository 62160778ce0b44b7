// Opens the database the configuration names: PostgreSQL for postgres://
// URLs, otherwise the embedded SQLite file in DATA_DIR.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../config.js';
import type { Executor } from './executor.js';
import { PostgresExecutor } from './postgres.js';
import { openWithReplica } from './open-replica.js';
import { SqliteExecutor } from './sqlite.js';

/** The embedded database's file (DATA_DIR/cms.sqlite): the server, the backup and the admin command line all open this one. */
export const sqliteFileOf = (dataDir: string) => join(dataDir, 'cms.sqlite');

/** instanceId names this instance's PostgreSQL connections (cluster/open-bus.ts). */
export function openDatabase(
  config: Pick<Config, 'dataDir' | 'databaseUrl'> &
    Partial<Pick<Config, 'statementTimeoutMs' | 'pgScanConnections' | 'databaseReplica' | 'databaseDirectUrl'>>,
  instanceId?: string,
): Executor {
  const statementTimeoutMs = config.statementTimeoutMs ?? 0;
  if (config.databaseUrl && config.databaseReplica) return openWithReplica(config.databaseUrl, config, instanceId);
  if (config.databaseUrl)
    return PostgresExecutor.open(config.databaseUrl, {
      applicationName: instanceId,
      statementTimeoutMs,
      scanPoolSize: config.pgScanConnections,
      directUrl: config.databaseDirectUrl,
    });
  mkdirSync(config.dataDir, { recursive: true });
  return SqliteExecutor.open(sqliteFileOf(config.dataDir), { statementTimeoutMs });
}

export function describeDatabase(config: Pick<Config, 'dataDir' | 'databaseUrl'>): string {
  if (!config.databaseUrl) return `SQLite ${sqliteFileOf(config.dataDir)}`;
  const u = new URL(config.databaseUrl);
  return `PostgreSQL ${u.hostname}:${u.port || 5432}${u.pathname}`;
}
