// The page editor's own calls (docs/editor-server.md).
import type { Feature } from '../http/feature.js';
import { registerEditorRoutes } from './routes.js';
import { API_PREFIX } from '../../shared/api/prefixes.js';

export const editorFeatures: Feature[] = [{ name: 'editor', prefix: API_PREFIX.editor, audience: 'staff', register: registerEditorRoutes }];
