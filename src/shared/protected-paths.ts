// The protected routes of spec §2, as path patterns with their titles, plus
// the dashboard (/) and My Account (/account). The admin mounts a screen on
// each (admin/routes/protected-routes.tsx, held to this list by its spec);
// the access explainer (shared/reach.ts) asks page access about each.
// Parameters use the spec's names, written :Name as the router does.
import { normalizePath } from './page-access.js';

export interface ProtectedPath {
  path: string;
  title: string;
}

const route = (path: string, title: string): ProtectedPath => ({ path, title });

export const PROTECTED_PATHS: readonly ProtectedPath[] = [
  route('/', 'Dashboard'),
  route('/account', 'My Account'),
  route('/ai-tools', 'AI Tools'),
  route('/api-access', 'API Access'),
  route('/api-access/:AgId', 'API Access'),
  route('/banners', 'Banners'),
  route('/banners/:CId', 'Banner'),
  route('/logs', 'Audit, Change & Error Logs'),
  route('/redirects/checker', 'Checker'),
  route('/redirects/:RType', 'Redirects'),
  route('/comment-moderation', 'Comment Moderation'),
  route('/custom-code', 'Custom Code'),
  route('/custom-tag-editor', 'Custom Tag Editor'),
  route('/db-tools', 'DB Tools'),
  route('/documents', 'Documents'),
  route('/drafts', 'Drafts'),
  route('/email-marketing', 'Email Marketing'),
  route('/email-test', 'Email Test'),
  route('/navigation/content/:CId', 'Navigation'),
  route('/navigation/:TId', 'Navigation'),
  route('/emergency-alert', 'Emergency Alert'),
  route('/folder-organization', 'Folder Organization'),
  route('/form-manager', 'Form Manager'),
  route('/form-manager/:Id', 'Form Manager'),
  route('/form-submissions/:TId', 'Form Submissions'),
  route('/form-submissions/:TId/:FsId', 'Form Submission'),
  route('/general-settings', 'General Settings'),
  route('/general-tokens', 'General Tokens'),
  route('/key-manager', 'Key Manager'),
  route('/key-manager/:Id', 'Key Manager'),
  route('/image-tool', 'Image Tool'),
  route('/carousel-tool', 'Carousel Tool'),
  route('/maintenance-mode', 'Maintenance Mode'),
  route('/microsites', 'Microsites'),
  route('/microsites/:CId', 'Microsite'),
  route('/page-numbers', 'Page Numbers'),
  route('/remove-content', 'Remove Content'),
  route('/seo-tools', 'SEO Tools'),
  route('/site-setup', 'Site Setup'),
  route('/style-guide', 'Style Guide'),
  route('/sitemap', 'Sitemap'),
  route('/system-messages', 'System Messages'),
  route('/templates', 'Templates'),
  route('/template-files', 'Template Files'),
  route('/token-locations', 'Token Locations'),
  route('/unfilled-content', 'Unfilled Content'),
  route('/user-group-management', 'User Group Management'),
  route('/user-group-management/:RoleId', 'User Group Management'),
  // Issue 45 item 3, beyond spec §2: the webhooks (docs/webhooks.md).
  route('/webhooks', 'Webhooks'),
  route('/user-management', 'User Management'),
  route('/user-management/:UserId', 'User Management'),
  route('/custom/careers', 'Careers List'),
  route('/custom/careers/:CId', 'Careers Edit'),
  route('/edit/select', 'Select Content'),
  route('/edit', 'Webpage'),
  route('/edit/file', 'File'),
  route('/edit/navigation', 'Navigation'),
  route('/edit/summary', 'Summary'),
  route('/edit/add', 'Add Content'),
  // Issue 45 item 1, beyond spec §2: scheduled publishes and unpublishes (docs/scheduled-changes.md).
  route('/edit/scheduled', 'Scheduled Changes'),
];

const segments = (path: string) => normalizePath(path).split('/').filter(Boolean);
const isParam = (segment: string) => segment.startsWith(':');

/** Whether a concrete path (or a pattern, taken literally) matches a route pattern: `:Name` stands for any one segment. */
export function matchesPattern(path: string, pattern: string): boolean {
  const have = segments(path);
  const want = segments(pattern);
  return have.length === want.length && want.every((w, i) => isParam(w) || w === have[i]);
}

export const hasParameters = (pattern: string) => segments(pattern).some(isParam);

/**
 * The route a path opens, as the router ranks them: an exact pattern first
 * (so '/redirects/:RType' names itself), then the match with the most
 * literal segments ('/redirects/checker' before '/redirects/:RType').
 */
export function routeOfPath(
  path: string,
  routes: readonly ProtectedPath[] = PROTECTED_PATHS,
): ProtectedPath | undefined {
  const bare = normalizePath(path);
  const exact = routes.find((r) => normalizePath(r.path) === bare);
  if (exact) return exact;
  const literal = (r: ProtectedPath) => segments(r.path).filter((s) => !isParam(s)).length;
  return routes.filter((r) => matchesPattern(bare, r.path)).sort((a, b) => literal(b) - literal(a))[0];
}
