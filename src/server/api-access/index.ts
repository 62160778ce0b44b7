// API access for outside programs (docs/decisions/0032-api-access.md).
import type { Feature } from '../platform/http/feature.js';
import { registerApiAccessRoutes } from './routes.js';
import { API_PREFIX } from '../../shared/api/prefixes.js';

export const apiAccessFeatures: Feature[] = [
  { name: 'API access', prefix: API_PREFIX.apiAccess, audience: 'staff', register: registerApiAccessRoutes },
];
