// Previews (docs/preview.md): signed links for staff and reviewers, and the
// page itself, served signed out to whoever holds a link.
import type { Feature, Services } from '../platform/http/feature.js';
import { PREVIEW_PER_ADDRESS } from '../platform/rate-limit/index.js';
import { previewKey } from './preview-links.js';
import { registerPreviewPage, registerPreviewRoutes, type PreviewDeps } from './routes.js';
import { API_PREFIX } from '../../shared/api/prefixes.js';
import type { RenderCache } from './render-cache.js';

// Rendered previews, dropped when page templates or site parts change (made in services.ts).
declare module '../platform/http/feature.js' {
  interface Services {
    renders: RenderCache;
  }
}

const previewDeps = ({ db, publicUrl, renders, tokenKey, config, now, perAddress }: Services): PreviewDeps => ({
  db,
  publicUrl,
  renders,
  key: previewKey(tokenKey),
  linkHours: config.previewLinkHours,
  now,
  limitByAddress: perAddress(PREVIEW_PER_ADDRESS),
});

export const previewFeatures: Feature[] = [
  {
    name: 'preview links',
    prefix: API_PREFIX.preview,
    audience: 'staff',
    register: (scope, services) => registerPreviewRoutes(scope, previewDeps(services)),
  },
  {
    name: 'preview page',
    audience: 'public',
    register: (scope, services) => registerPreviewPage(scope, previewDeps(services)),
  },
];
