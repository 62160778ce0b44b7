// The caches this server holds, under the spec's names, and how a clear
// reaches every instance. Local parts:
//   token: verified tokens and cached security stamps;
//   db:    list totals.
// 'file', 'content' and 'layout' name the public website's caches: this
// server keeps none of them in memory, and a clear reaches them through the
// Cache record's per-name hash (stamp.ts), which every clear writes.
//
// Deliberately not registered under 'db': the compiled-SQL caches (list and
// find query shapes, SQLite prepared statements, PostgreSQL statement names).
// They hold text derived from the code and the query's shape, never data, so
// they cannot be stale; dropping them only costs recompiling. Stale list
// totals are what users can see.
import type { Sessions } from '../auth/sessions.js';
import type { Tokens } from '../auth/tokens.js';
import type { InstanceBus } from '../platform/cluster/bus.js';
import type { CountCache } from '../platform/data/count-cache.js';
import { CacheRegistry, isCacheName } from './registry.js';

export function serverCaches(deps: {
  counts: CountCache;
  tokens: Tokens;
  sessions: Sessions;
  bus: InstanceBus;
}): CacheRegistry {
  const caches = new CacheRegistry();
  // Totals written by another process (or straight into the database) show at once after this.
  caches.register('db', 'list totals', () => deps.counts.clear());
  caches.register('token', 'verified tokens', () => deps.tokens.forgetVerified());
  caches.register('token', 'security stamps', () => deps.sessions.forgetAll());
  // A clear made on another instance empties the same parts here (its commit sent the message).
  deps.bus.onMessage((message) => {
    if (message.kind === 'cache-clear') void caches.clear(message.names.filter(isCacheName)).catch(() => undefined);
  });
  return caches;
}
