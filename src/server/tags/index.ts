// The custom tag editor (docs/tag-editor-and-style-guide.md).
import type { Feature } from '../http/feature.js';
import { registerTagEditorRoutes } from './routes.js';
import { API_PREFIX } from '../../shared/api/prefixes.js';

export const tagFeatures: Feature[] = [{ name: 'tag editor', prefix: API_PREFIX.tags, audience: 'staff', register: registerTagEditorRoutes }];
