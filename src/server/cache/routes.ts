// The cache calls (spec §7 'Other calls', all GET, base /api/v1/mc/cache):
// /clear clears every named cache, /clear/{token|file|db|content|layout} one.
// Signed-in only (the caller registers the authenticate hook); at most
// EXPENSIVE_PER_USER calls per user (429 with Retry-After); who may clear is
// cache/access.ts; every clear is audited.
// A clear stamps the Cache record (cache/stamp.ts) and tells the other
// instances in one transaction, then empties this instance's parts; the
// others empty theirs when the message arrives (cluster/bus.ts).
// Answer: { success: true, cleared: [...names], parts: ['name: what', ...], hash, message }.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { auditEvent } from '../platform/data/audit-events.js';
import { mayClearCache } from './access.js';
import { CACHE_NAMES, type CacheName, type CacheRegistry } from './registry.js';
import type { Executor } from '../platform/db/executor.js';
import type { InstanceBus } from '../platform/cluster/bus.js';
import { stampCacheRecord } from './stamp.js';
import { forbidden } from '../platform/errors.js';
import { actorOf } from '../platform/plugins/authenticate.js';
import { EXPENSIVE_PER_USER, enforce, type LimitStore } from '../platform/rate-limit/index.js';
import { CacheCleared } from '../../shared/api/ops.js';

interface CacheRouteDeps {
  db: Executor;
  caches: CacheRegistry;
  limiter: LimitStore;
  bus: InstanceBus;
}

export function registerCacheRoutes(app: FastifyInstance, deps: CacheRouteDeps) {
  const { db, caches, limiter, bus } = deps;

  async function clear(request: FastifyRequest, names: readonly CacheName[]) {
    const actor = actorOf(request);
    // Counted before the access check, so a refused caller cannot make us query tags without limit either.
    await enforce(limiter, actor.userId, EXPENSIVE_PER_USER);
    if (!(await mayClearCache(db, actor)))
      throw forbidden('Clearing caches is for administrators and users granted the Clear Cache tool');
    const stamp = await db.transaction(async (tx) => {
      const stamped = await stampCacheRecord(tx, actor, names);
      await bus.publish(tx, { kind: 'cache-clear', names: [...names] });
      return stamped;
    });
    const result = await caches.clear(names);
    const parts = [...result.parts, ...(stamp ? names.map((name) => `${name}: public site hash (Cache record)`) : [])];
    const what = names.length === CACHE_NAMES.length ? 'all' : names.join(', ');
    const message = `Cache cleared: ${what}${stamp ? '' : ' (the Cache record is missing: the public site was not told)'}`;
    await auditEvent(db, {
      type: 'Cache',
      message,
      userName: actor.userName,
      requestId: actor.requestId,
      impersonator: actor.impersonatorName,
    });
    return { success: true, cleared: [...names], parts, ...(stamp ? { hash: stamp.Hash } : {}), message };
  }

  const cleared = (summary: string) => ({
    config: { writes: true },
    schema: { summary, tags: ['Cache'], security: [{ bearer: [] }], response: { 200: CacheCleared } },
  });
  app.get('/clear', cleared('Clear every cache'), (request) => clear(request, CACHE_NAMES));
  for (const name of CACHE_NAMES)
    app.get(`/clear/${name}`, cleared(`Clear the ${name} cache`), (request) => clear(request, [name]));
}
