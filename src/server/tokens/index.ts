// General tokens and token locations (docs/tokens.md).
import type { Feature } from '../platform/http/feature.js';
import { registerTokenLocationRoutes, registerTokenRoutes } from './routes.js';
import { API_PREFIX } from '../../shared/api/prefixes.js';

export const tokenFeatures: Feature[] = [
  { name: 'general tokens', prefix: API_PREFIX.tokens, audience: 'staff', register: registerTokenRoutes },
  {
    name: 'token locations',
    prefix: API_PREFIX.tokenLocations,
    audience: 'staff',
    register: registerTokenLocationRoutes,
  },
];

// What other features use of this one's inner files (issue 42: they import this index only).
export { problemOf } from './liquid-sandbox.js';
export { listLocations } from './location-store.js';
export { liveTokenScope } from './token-store.js';
