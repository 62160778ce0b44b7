// The primary and its read replica as one executor (DATABASE_REPLICA_URL;
// replica-router.ts): each with its own pools, the same statement limit and
// connection names, so pg_stat_activity on either shows which instance reads.
import type { Config } from '../config.js';
import { PostgresExecutor } from './postgres.js';
import { ReplicaRoutedExecutor } from './replica-router.js';

export function openWithReplica(
  primaryUrl: string,
  config: Partial<Pick<Config, 'statementTimeoutMs' | 'pgScanConnections' | 'databaseReplica' | 'databaseDirectUrl'>>,
  instanceId: string | undefined,
): ReplicaRoutedExecutor {
  const options = {
    applicationName: instanceId,
    statementTimeoutMs: config.statementTimeoutMs ?? 0,
    scanPoolSize: config.pgScanConnections,
  };
  const replica = config.databaseReplica!;
  // Only the primary may sit behind a transaction-mode pooler (DATABASE_DIRECT_URL): the replica is reached
  // directly (docs/deploy.md, "A read replica").
  return new ReplicaRoutedExecutor(
    PostgresExecutor.open(primaryUrl, { ...options, directUrl: config.databaseDirectUrl }),
    PostgresExecutor.open(replica.url, options),
    replica.maxLagMs,
  );
}
