// The style guide (docs/tag-editor-and-style-guide.md).
import type { Feature } from '../platform/http/feature.js';
import { registerStyleGuideRoutes } from './routes.js';
import { API_PREFIX } from '../../shared/api/prefixes.js';

export const styleGuideFeatures: Feature[] = [
  { name: 'style guide', prefix: API_PREFIX.styleGuide, audience: 'staff', register: registerStyleGuideRoutes },
];

// What other features use of this one's inner files (issue 42: they import this index only).
export { readCatalogue } from './style-guide-store.js';
