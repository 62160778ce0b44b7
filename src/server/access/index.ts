// Who may do what (docs/access.md): roles, tools and groups.
import type { Feature } from '../platform/http/feature.js';
import { registerAccessRoutes } from './routes.js';
import { API_PREFIX } from '../../shared/api/prefixes.js';
import type { WriteRuleSet } from '../platform/data/write-rules.js';
import { roleGuard } from './role-guard.js';

export { asAccountScreen, guardAccountTable } from './account-tables-rule.js';
export { superAdminCount } from './role-guard.js';

// Roles, role claims and memberships follow the role-group rules on every writer, MoJoAdmin included (role-guard.ts).
const writeRules: WriteRuleSet = {
  entities: {
    AspNetRoles: { guard: roleGuard('AspNetRoles') },
    AspNetRoleClaims: { guard: roleGuard('AspNetRoleClaims') },
    AspNetUserRoles: { guard: roleGuard('AspNetUserRoles') },
  },
};

export const accessFeatures: Feature[] = [
  { name: 'access', prefix: API_PREFIX.access, audience: 'staff', register: registerAccessRoutes, writeRules },
];

// What other features use of this one's inner files (issue 42: they import this index only).
export { mayUseTool } from './tool-access.js';
