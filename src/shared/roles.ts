// Role names and how they compare (spec §5, §6): case-insensitive, ignoring
// surrounding spaces. MoJoAdmin is the super administrator (isMJA).
import type { Role } from './schema-model.js';
import { numericClaim, type Permissions } from './claims.js';

export const SUPER_ADMIN: Role = 'MoJoAdmin';
export const MAINTENANCE_ROLES: Role[] = ['MoJoAdmin', 'Admin', 'Maintenance User'];

export const normalizeRole = (r: string) => r.trim().toLowerCase();

export function sameRole(a: string, b: string): boolean {
  return normalizeRole(a) === normalizeRole(b);
}

// Role names are few and come back on every request (the identity's roles, the access rules' names): each is
// normalized once. A plain memo of a pure function, so it is never stale; bounded against arbitrary names.
const normalizedNames = new Map<string, string>();
function normalized(r: string): string {
  let n = normalizedNames.get(r);
  if (n === undefined) {
    if (normalizedNames.size >= 1000) normalizedNames.clear();
    normalizedNames.set(r, (n = normalizeRole(r)));
  }
  return n;
}

// Loops rather than map/some/includes: it runs several times per request (access, scope, the read-only
// guard), and allocates nothing this way.
export function hasRole(roles: readonly string[], wanted: string | readonly string[]): boolean {
  for (const role of roles) {
    const have = normalized(role);
    if (typeof wanted === 'string') {
      if (have === normalized(wanted)) return true;
    } else for (const w of wanted) if (have === normalized(w)) return true;
  }
  return false;
}

export const isSuperAdmin = (roles: readonly string[]) => hasRole(roles, SUPER_ADMIN);

// The Auditor (issue 40 item 5; docs/decisions/0112-auditor-role.md): a built-in
// role the YAML `access` rules never name. An account whose roles make it read
// only (Auditor, and none of the writing roles above: Admin and Auditor is an
// Admin) reads what an Admin reads, and writes nothing; TId/CId claims limit
// its rows of the scoped entities as they limit a Maintenance User's.
export const AUDITOR = 'Auditor';
/** The roles the access rules know by name: seeded on every database, never renamed or deleted. */
export const BUILT_IN_ROLES = [...MAINTENANCE_ROLES, AUDITOR] as const;

/** The built-in roles' fixed ids (AspNetRoles.Id), the same on every database: seeded once, never renamed. */
export const ROLE_IDS: Record<(typeof BUILT_IN_ROLES)[number], string> = {
  MoJoAdmin: '00000000-0000-4000-8000-000000000001',
  Admin: '00000000-0000-4000-8000-000000000002',
  'Maintenance User': '00000000-0000-4000-8000-000000000003',
  Auditor: '00000000-0000-4000-8000-000000000004',
};

/** Auditor and no writing role (MoJoAdmin, Admin, Maintenance User): the server refuses every write (http/read-only.ts). */
export const isReadOnly = (roles: readonly string[]): boolean =>
  hasRole(roles, AUDITOR) && !hasRole(roles, MAINTENANCE_ROLES);

/** TId or CId claims: on a read-only account, the scope an administrator gave it (without any, the whole site). */
export const hasClaimScope = (permissions: Permissions | undefined): boolean =>
  numericClaim(permissions ?? {}, 'TId').length > 0 || numericClaim(permissions ?? {}, 'CId').length > 0;

/** The YAML role whose read rule a read-only account follows. */
export const AUDITOR_READS_AS: Role = 'Admin';
