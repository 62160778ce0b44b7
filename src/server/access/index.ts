// Who may do what (docs/access.md): roles, tools and groups.
import type { Feature } from '../http/feature.js';
import { registerAccessRoutes } from './routes.js';
import { API_PREFIX } from '../../shared/api/prefixes.js';

export const accessFeatures: Feature[] = [{ name: 'access', prefix: API_PREFIX.access, audience: 'staff', register: registerAccessRoutes }];
