// The cache calls (spec §7 'Other calls', all GET under /api/v1/mc/cache):
// /clear for everything, /clear/{name} for one cache. Like auth-api.ts, the
// fetch is injectable so specs pass a fake one.
import type { CacheName } from '../../../shared/api/ops.js';
import { readToken } from '../../auth/token-storage.js';

export const CACHE_BASE = '/api/v1/mc/cache';

/** 'all' is /clear; the others /clear/{name}. */
export type CacheKind = 'all' | CacheName;

/** The tiles of spec §2 'Cache tools screen', in its order, with the labels shown. */
export const CACHE_TOOLS: readonly { kind: CacheKind; label: string }[] = [
  { kind: 'all', label: 'Clear All' },
  { kind: 'token', label: 'Token Cache' },
  { kind: 'file', label: 'File Cache' },
  { kind: 'db', label: 'DB Cache' },
  { kind: 'content', label: 'Content Cache' },
  { kind: 'layout', label: 'Layout Cache' },
];

export const cachePath = (kind: CacheKind) => `${CACHE_BASE}/clear${kind === 'all' ? '' : `/${kind}`}`;

export interface CacheApiOptions {
  fetch?: typeof fetch;
  getToken?: () => string | null;
}

/** Calls the clear route; rejects with the server's first error message (e.g. the 429's wait) or the status. */
export function createCacheApi({ fetch: fetchFn, getToken = readToken }: CacheApiOptions = {}) {
  const doFetch: typeof fetch = fetchFn ?? ((input, init) => globalThis.fetch(input, init));
  return {
    async clear(kind: CacheKind): Promise<void> {
      const token = getToken();
      const response = await doFetch(cachePath(kind), {
        method: 'GET',
        headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
        credentials: 'include',
      });
      if (response.ok) return;
      let message = `Request failed with status ${response.status}`;
      try {
        const body = (await response.json()) as { errors?: { message?: string }[] };
        if (body.errors?.[0]?.message) message = body.errors[0].message;
      } catch {
        // not JSON (a proxy's error page): keep the status
      }
      throw new Error(message);
    },
  };
}

export type CacheApi = ReturnType<typeof createCacheApi>;
