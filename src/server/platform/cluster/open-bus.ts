// The bus this deployment needs: PostgreSQL may have other instances, SQLite has none.
import { randomBytes } from 'node:crypto';
import type { Config } from '../config.js';
import { LocalBus, PostgresBus, type InstanceBus } from './bus.js';

/** A name for this instance's connections (PostgreSQL application_name, at most 63 bytes). */
export const newInstanceId = () => `cms-${randomBytes(6).toString('hex')}`;

/** The bus for this deployment, not yet listening: start() it once the database is prepared. */
export function createBus(
  config: Pick<Config, 'databaseUrl'> & Partial<Pick<Config, 'databaseDirectUrl'>>,
  instanceId: string,
  log: (message: string) => void,
): InstanceBus {
  // LISTEN holds a session, which a transaction-mode pooler does not give: the direct connection then.
  if (!config.databaseUrl) return new LocalBus(instanceId);
  return new PostgresBus(config.databaseDirectUrl ?? config.databaseUrl, instanceId, log);
}
