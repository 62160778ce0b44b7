// The style guide's calls (/api/v1/mc/style-guide; shared/api/style-guide.ts).
// Every write answers the whole catalogue.
import type { StyleCatalogue, StyleEntry, StyleInput, StyleKind } from '../../../shared/api/style-guide.js';
import { MC_BASE, type SiteApi } from '../../api/site-api.js';

const STYLE_GUIDE_URL = `${MC_BASE}/style-guide`;
export const styleGuideKeys = {
  catalogue: () => ['style-guide', 'catalogue'] as const,
  offered: () => ['style-guide', 'offered'] as const,
};

export const inputOf = (s: StyleEntry): StyleInput => ({
  name: s.name,
  label: s.label,
  cssClass: s.cssClass,
  css: s.css,
  sample: s.sample,
  description: s.description,
  offered: s.offered,
});

export function createStyleGuideApi(api: SiteApi) {
  return {
    catalogue: () => api.get<StyleCatalogue>(STYLE_GUIDE_URL),
    add: (kind: StyleKind, input: StyleInput) => api.send<StyleCatalogue>('POST', `${STYLE_GUIDE_URL}/${kind}`, input),
    change: (kind: StyleKind, name: string, input: StyleInput) =>
      api.send<StyleCatalogue>('PUT', `${STYLE_GUIDE_URL}/${kind}/${encodeURIComponent(name)}`, input),
    remove: (kind: StyleKind, name: string) =>
      api.send<StyleCatalogue>('DELETE', `${STYLE_GUIDE_URL}/${kind}/${encodeURIComponent(name)}`),
  };
}
