// Previews (docs/preview.md): signed links for staff and reviewers, and the
// page itself, served signed out to whoever holds a link.
import type { Feature } from '../http/feature.js';
import type { Services } from '../services.js';
import { PREVIEW_PER_ADDRESS } from '../rate-limit/index.js';
import { previewKey } from './preview-links.js';
import { registerPreviewPage, registerPreviewRoutes, type PreviewDeps } from './routes.js';
import { API_PREFIX } from '../../shared/api/prefixes.js';

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
  { name: 'preview links', prefix: API_PREFIX.preview, audience: 'staff', register: (scope, services) => registerPreviewRoutes(scope, previewDeps(services)) },
  { name: 'preview page', audience: 'public', register: (scope, services) => registerPreviewPage(scope, previewDeps(services)) },
];
