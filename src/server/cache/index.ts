// The server's caches, cleared by staff on every instance at once.
import type { Feature } from '../platform/http/feature.js';
import { registerCacheRoutes } from './routes.js';
import { API_PREFIX } from '../../shared/api/prefixes.js';
import type { CacheRegistry } from './registry.js';

// The registry every feature adds the caches it keeps to (made in services.ts).
declare module '../platform/http/feature.js' {
  interface Services {
    caches: CacheRegistry;
  }
}

export const cacheFeatures: Feature[] = [
  { name: 'caches', prefix: API_PREFIX.cache, audience: 'signed-in', register: registerCacheRoutes },
];
