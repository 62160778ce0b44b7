// DB tools (docs/db-tools.md): facts, backup, CSV export and import, MoJoAdmin only.
import type { Feature } from '../platform/http/feature.js';
import { registerDbToolsRoutes } from './routes.js';
import { API_PREFIX } from '../../shared/api/prefixes.js';

export const dbToolsFeatures: Feature[] = [
  { name: 'DB tools', prefix: API_PREFIX.dbTools, audience: 'staff', register: registerDbToolsRoutes },
];
