// The caches this server has today, under the spec's names. 'file',
// 'content' and 'layout' register parts when those features exist; until then
// clearing them succeeds and says nothing was registered.
//
// Deliberately not registered under 'db': the compiled-SQL caches (list and
// find query shapes, SQLite prepared statements, PostgreSQL statement names).
// They hold text derived from the code and the query's shape, never data, so
// they cannot be stale; dropping them only costs recompiling, and dropping
// PostgreSQL statement names while pooled connections keep the prepared
// statements would gain nothing. Stale list totals are what users can see.
import type { Sessions } from '../auth/sessions.js';
import type { Tokens } from '../auth/tokens.js';
import type { CountCache } from '../data/count-cache.js';
import { CacheRegistry } from './registry.js';

export function serverCaches(deps: { counts: CountCache; tokens: Tokens; sessions: Sessions }): CacheRegistry {
  const caches = new CacheRegistry();
  // Totals written by another process (or straight into the database) show at once after this.
  caches.register('db', 'list totals', () => deps.counts.clear());
  caches.register('token', 'verified tokens', () => deps.tokens.forgetVerified());
  // Security stamps: a revocation made by another instance (PostgreSQL) takes effect at once.
  caches.register('token', 'security stamps', () => deps.sessions.forgetAll());
  return caches;
}
