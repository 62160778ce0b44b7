// Tools whose server calls ask for a role whatever the tags (issue 41 item 2): granting their tag
// cannot make them work for a Maintenance User, whose screen would open only to refuse every call.
// Each is here because its calls say so on the server: requireAdmin in site/settings/general-settings-routes.ts,
// site-settings.ts (maintenance mode, emergency alert), sitemap.ts, redirect-check.ts, tokens/,
// custom-code/, access/routes.ts, webhooks/routes.ts, and the YAML access rules of Redirect and SystemMessages (read and
// write: [Admin]). The role groups' claims and a user's own tags (people/user-save.ts) refuse a new grant
// of such a tag (422, the reason below) and both pickers show it disabled with that reason
// (docs/access.md, docs/decisions/0116-screens-rough-edges.md, 0121-last-rough-edges.md).
import { normalizePath } from './page-access.js';
import { matchesPattern } from './protected-paths.js';
import { hasRole, SUPER_ADMIN } from './roles.js';

const ROLE_ONLY_TOOL_PATHS: readonly string[] = [
  '/general-settings',
  '/general-tokens',
  '/token-locations',
  '/maintenance-mode',
  '/emergency-alert',
  '/sitemap',
  '/redirects/checker',
  '/redirects/:RType',
  '/custom-code',
  '/system-messages',
  '/user-group-management',
  '/webhooks',
];

/** Whether a tag's path is a tool that only Admin and MoJoAdmin accounts can use, whatever their tags. */
export function isRoleOnlyTool(path: string | null | undefined): boolean {
  if (!path || !path.startsWith('/')) return false;
  const bare = normalizePath(path);
  return ROLE_ONLY_TOOL_PATHS.some((pattern) => matchesPattern(bare, pattern));
}

/**
 * Whether an account with these roles can use such a tool (the server's isAdmin: Admin or MoJoAdmin). Page
 * access is by tag for an Admin too, so a user's own grant of the tag opens the screen for them: only an
 * account holding neither role is refused it.
 */
export const usesRoleOnlyTools = (roles: readonly string[]): boolean => hasRole(roles, ['Admin', SUPER_ADMIN]);

/** Why such a tag is not granted (the server's 422, in English). */
export const roleOnlyReason = (name: string, tId: number) =>
  `${name} (tag ${tId}) is for Admin and MoJoAdmin accounts whatever their tags: granting it would open the screen to a Maintenance User only to refuse its calls`;
