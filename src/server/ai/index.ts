// AI tools (docs/ai-tools.md): drafts for the editor, settings and prompts, through the SSRF rules.
import type { Feature } from '../platform/http/feature.js';
import { registerOpenAiRoutes } from './routes.js';
import { API_PREFIX } from '../../shared/api/prefixes.js';

export const aiFeatures: Feature[] = [
  {
    name: 'AI tools',
    prefix: API_PREFIX.ai,
    audience: 'staff',
    register: (scope, { db, keys, allow, publicUrl, now, limiter }) =>
      registerOpenAiRoutes(scope, { db, keys, allow, publicUrl, now, limiter, log: (e) => scope.log.error(e) }),
  },
];
