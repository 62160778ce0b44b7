// Sign-in, sessions and passwords (docs/decisions/0006-sign-in-and-sessions.md):
// the routes sign callers in themselves, so the feature is public.
import type { Feature } from '../http/feature.js';
import { registerJwtRoutes } from './routes.js';
import { API_PREFIX } from '../../shared/api/prefixes.js';

export const authFeatures: Feature[] = [{ name: 'sign-in', prefix: API_PREFIX.signIn, audience: 'public', register: registerJwtRoutes }];
