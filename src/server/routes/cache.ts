// The cache calls (spec §7 'Other calls', all GET, base /api/v1/mc/cache):
// /clear clears every named cache, /clear/{token|file|db|content|layout} one.
// Signed-in only (the caller registers the authenticate hook); at most
// EXPENSIVE_PER_USER calls per user (429 with Retry-After); who may clear is
// cache/access.ts; every clear is audited.
// Answer: { success: true, cleared: [...names cleared], nothingRegistered: [...], message }.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { auditEvent } from '../auth/audit-events.js';
import { mayClearCache } from '../cache/access.js';
import { CACHE_NAMES, type CacheName, type CacheRegistry } from '../cache/registry.js';
import type { Executor } from '../db/executor.js';
import { forbidden } from '../errors.js';
import { identityOf } from '../plugins/authenticate.js';
import { EXPENSIVE_PER_USER, enforce, type RateLimiter } from '../rate-limit/index.js';

export interface CacheRouteDeps {
  db: Executor;
  caches: CacheRegistry;
  limiter: RateLimiter;
}

export function registerCacheRoutes(app: FastifyInstance, deps: CacheRouteDeps) {
  const { db, caches, limiter } = deps;

  async function clear(request: FastifyRequest, names: readonly CacheName[]) {
    const identity = identityOf(request);
    // Counted before the access check, so a refused caller cannot make us query tags without limit either.
    enforce(limiter, identity.userId, EXPENSIVE_PER_USER);
    if (!(await mayClearCache(db, identity))) throw forbidden('Clearing caches is for administrators and users granted the Clear Cache tool');
    const result = await caches.clear(names);
    const what = names.length === CACHE_NAMES.length ? 'all' : names.join(', ');
    const message = result.nothingRegistered.length
      ? `Cache cleared: ${what} (nothing is cached under ${result.nothingRegistered.join(', ')} yet)`
      : `Cache cleared: ${what}`;
    await auditEvent(db, { type: 'Cache', message, userName: identity.userName, requestId: String(request.id), impersonator: identity.impersonatorName });
    return { success: true, cleared: result.cleared, nothingRegistered: result.nothingRegistered, message };
  }

  app.get('/clear', (request) => clear(request, CACHE_NAMES));
  for (const name of CACHE_NAMES) app.get(`/clear/${name}`, (request) => clear(request, [name]));
}
