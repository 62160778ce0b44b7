// The bus this deployment needs: PostgreSQL may have other instances, SQLite has none.
import { randomBytes } from 'node:crypto';
import type { Config } from '../config.js';
import { LocalBus, PostgresBus, type InstanceBus } from './bus.js';

/** A name for this instance's connections (PostgreSQL application_name, at most 63 bytes). */
export const newInstanceId = () => `cms-${randomBytes(6).toString('hex')}`;

export async function openBus(config: Pick<Config, 'databaseUrl'>, instanceId: string, log: (message: string) => void): Promise<InstanceBus> {
  if (!config.databaseUrl) return new LocalBus(instanceId);
  const bus = new PostgresBus(config.databaseUrl, instanceId, log);
  await bus.start();
  return bus;
}
