// The access guard for parts of a screen (spec §6 "Access guard for parts of
// a screen"), as a pure predicate: the admin's <AccessGuard> shows its
// content or the lock-icon no-access message from this answer, and the
// access explainer can say which condition let a user through.
//
// It passes when any one of the spec's seven conditions holds:
//   1. 'tag-scoped'    the user has tag claim 2 and the tag exists (a tag-scoped check);
//   2. 'claim'         the user holds the claim for the content id or for the tag id;
//   3. 'any-tag'       the user holds any of a set of given tag ids;
//   4. 'tags-1-and-2'  the user holds both tag claims 1 and 2 (tag checks);
//   5. 'role'          the user has the given role, or any one of a set of given roles;
//   6. 'admin'         no role is asked for and the user has the Admin role;
//   7. 'bypass'        a bypass flag is set.
// and, before them, 'mja': the MoJoAdmin "passes every check" (spec §6 roles).
// Conditions 1 and 4 are tag checks: they apply only to a guard that asks
// about tags (a tag id or a set of tag ids), never to a role-only guard,
// so holding tags 1 and 2 does not open a part reserved to a role.
import { numericClaim, type Permissions } from './claims.js';
import { DASHBOARD_TAG_ID } from './dashboard-tools.js';
import { hasRole, isSuperAdmin } from './roles.js';

export interface GuardUser {
  roles: readonly string[];
  /** The token's permissions (TId and CId claims). */
  claims: Permissions;
}

export interface GuardRule {
  /** A tag-scoped check: the tag this part of the screen belongs to. */
  tagId?: number;
  /** Whether that tag exists (is in the tag tree); condition 1 needs it. */
  tagExists?: boolean;
  /** The content item this part belongs to. */
  contentId?: number;
  /** Passes for a user holding any one of these tags. */
  anyTagIds?: readonly number[];
  /** The role, or any one of the roles, that opens it. Without one, Admin does. */
  role?: string | readonly string[];
  /** Lets everyone through. */
  bypass?: boolean;
}

export type GuardCondition = 'mja' | 'tag-scoped' | 'claim' | 'any-tag' | 'tags-1-and-2' | 'role' | 'admin' | 'bypass';

type GuardAnswer = { allowed: true; by: GuardCondition } | { allowed: false };

/** Tag 1 and the dashboard tag 2: a user holding both passes every tag check (condition 4). */
const TAG_CHECK_PAIR = [1, DASHBOARD_TAG_ID] as const;

const rolesAsked = (role: GuardRule['role']): string[] =>
  (role === undefined ? [] : typeof role === 'string' ? [role] : [...role]).filter((r) => r.trim() !== '');

export function checkAccessGuard(user: GuardUser | null | undefined, rule: GuardRule): GuardAnswer {
  if (rule.bypass) return { allowed: true, by: 'bypass' };
  if (!user) return { allowed: false };
  if (isSuperAdmin(user.roles)) return { allowed: true, by: 'mja' };
  const tags = new Set(numericClaim(user.claims, 'TId'));
  const contents = new Set(numericClaim(user.claims, 'CId'));
  const tagCheck = rule.tagId !== undefined || (rule.anyTagIds?.length ?? 0) > 0;
  if (rule.tagId !== undefined && rule.tagExists === true && tags.has(DASHBOARD_TAG_ID))
    return { allowed: true, by: 'tag-scoped' };
  if (
    (rule.contentId !== undefined && contents.has(rule.contentId)) ||
    (rule.tagId !== undefined && tags.has(rule.tagId))
  )
    return { allowed: true, by: 'claim' };
  if (rule.anyTagIds?.some((t) => tags.has(t))) return { allowed: true, by: 'any-tag' };
  if (tagCheck && TAG_CHECK_PAIR.every((t) => tags.has(t))) return { allowed: true, by: 'tags-1-and-2' };
  const asked = rolesAsked(rule.role);
  if (asked.length > 0 && hasRole(user.roles, asked)) return { allowed: true, by: 'role' };
  if (asked.length === 0 && hasRole(user.roles, 'Admin')) return { allowed: true, by: 'admin' };
  return { allowed: false };
}
