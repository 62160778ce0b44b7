// The cache calls (spec §7 'Other calls', all GET under /api/v1/mc/cache):
// /clear for everything, /clear/{name} for one cache. Like auth-api.ts, the
// fetch is injectable so specs pass a fake one.
import type { CacheName } from '../../../shared/api/ops.js';
import { readToken } from '../../auth/token-storage.js';
import { API_PREFIX } from '../../../shared/api/prefixes.js';
import { bearerHeader } from '../../providers/http-client.js';

const CACHE_BASE = API_PREFIX.cache;

/** 'all' is /clear; the others /clear/{name}. */
export type CacheKind = 'all' | CacheName;

/** The tiles of spec §2 'Cache tools screen', in its order, with their labels' message keys. */
export const CACHE_TOOLS: readonly { kind: CacheKind; label: string }[] = [
  { kind: 'all', label: 'cache-tools.tools.all' },
  { kind: 'token', label: 'cache-tools.tools.token' },
  { kind: 'file', label: 'cache-tools.tools.file' },
  { kind: 'db', label: 'cache-tools.tools.db' },
  { kind: 'content', label: 'cache-tools.tools.content' },
  { kind: 'layout', label: 'cache-tools.tools.layout' },
];

const cachePath = (kind: CacheKind) => `${CACHE_BASE}/clear${kind === 'all' ? '' : `/${kind}`}`;

export interface CacheApiOptions {
  fetch?: typeof fetch;
  getToken?: () => string | null;
}

/** How a refusal without the server's message is worded (the screen passes it in the reader's language). */
type StatusText = (status: number) => string;
const englishStatusText: StatusText = (status) => `Request failed with status ${status}`;

/** Calls the clear route; rejects with the server's first error message (e.g. the 429's wait) or the status. */
export function createCacheApi(
  { fetch: fetchFn, getToken = readToken }: CacheApiOptions = {},
  statusText: StatusText = englishStatusText,
) {
  const doFetch: typeof fetch = fetchFn ?? ((input, init) => globalThis.fetch(input, init));
  return {
    async clear(kind: CacheKind): Promise<void> {
      const response = await doFetch(cachePath(kind), {
        method: 'GET',
        headers: { Accept: 'application/json', ...bearerHeader(getToken) },
        credentials: 'include',
      });
      if (response.ok) return;
      let message = statusText(response.status);

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
