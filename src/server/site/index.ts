// The site tools (docs/site-tools-server.md, docs/site-settings.md): sitemap
// and robots.txt, redirects, navigation, settings, sections, reports, and
// removing content; the generated public files are served signed out.
import type { Feature } from '../platform/http/feature.js';
import { registerPublicSiteFiles, registerSitemapRoutes } from './sitemap/routes.js';
import { registerRedirectCheck } from './redirects/routes.js';
import { registerNavigationRoutes } from './navigation/routes.js';
import { registerSiteSettingsRoutes } from './settings/site-switch-routes.js';
import { registerGeneralSettingsRoutes } from './settings/general-settings-routes.js';
import { registerContentRemovalRoutes } from './content/routes.js';
import { registerReportRoutes } from './reports/routes.js';
import { registerSectionRoutes } from './sections/routes.js';
import { API_PREFIX } from '../../shared/api/prefixes.js';
import type { WriteRuleSet } from '../platform/data/write-rules.js';
import { guardRedirectWrite } from './redirects/redirect-write-rule.js';
import type { Queryable } from '../platform/db/executor.js';
import { GENERAL_GROUPS } from './settings/general-settings-groups.js';

// A redirect's type, From and To as the Redirects screen requires, and no loop (redirect-write-rule.ts).
const writeRules: WriteRuleSet = { entities: { Redirect: { check: guardRedirectWrite } } };

export const siteFeatures: Feature[] = [
  { name: 'sitemap', prefix: API_PREFIX.sitemap, audience: 'staff', register: registerSitemapRoutes },
  {
    name: 'redirect check',
    prefix: API_PREFIX.redirects,
    audience: 'staff',
    register: registerRedirectCheck,
    writeRules,
  },
  { name: 'navigation', prefix: API_PREFIX.navigation, audience: 'staff', register: registerNavigationRoutes },
  { name: 'site settings', prefix: API_PREFIX.site, audience: 'staff', register: registerSiteSettingsRoutes },
  { name: 'general settings', prefix: API_PREFIX.site, audience: 'staff', register: registerGeneralSettingsRoutes },
  { name: 'content removal', prefix: API_PREFIX.content, audience: 'staff', register: registerContentRemovalRoutes },
  { name: 'reports', prefix: API_PREFIX.reports, audience: 'staff', register: registerReportRoutes },
  { name: 'sections', prefix: API_PREFIX.sections, audience: 'staff', register: registerSectionRoutes },
  { name: 'public site files', audience: 'public', register: registerPublicSiteFiles },
];

/** A remove (unpublish) or restore inside the caller's transaction: a scheduled unpublish (editor/schedule/). */
export { setRemovedIn } from './content/content-removal.js';
export { lockUrl } from './content/url-lock.js';
export { requireUrlFree } from './content/url-free.js';
export { checkLinkedContentType, checkTagLinkContent } from './navigation/tag-link-rules.js';

/** The site's time zone (General Settings › Time zone, the spec's Time_Zone): scheduled changes are shown in it. */
export async function siteTimeZone(q: Queryable): Promise<string> {
  return (await GENERAL_GROUPS['time-zone'].read(q)).timeZone;
}

// What other features use of this one's inner files (issue 42: they import this index only).
export { lockContent, updateContent } from './content/content-update.js';
export { type ChainFields, type MoveRequest, planMove } from './navigation/navigation-move.js';
export { linkedPages, toNavTag, writeChain } from './navigation/navigation-store.js';
export { type NavNode, type NavTag, navTree, TagIndex } from './navigation/navigation-tree.js';
export { featureOn, writeFeatureTag } from './settings/feature-switches.js';
export { CID } from './settings/settings-group.js';
export { savedPublicUrl } from './settings/site-setup.js';
