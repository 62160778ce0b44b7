// People (docs/people.md): User Management and My Account.
import type { Feature } from '../platform/http/feature.js';
import { registerUserRoutes } from './routes/users.js';
import { registerAccountRoutes } from './routes/account.js';
import { API_PREFIX } from '../../shared/api/prefixes.js';
import type { WriteRuleSet } from '../platform/data/write-rules.js';
import { guardAccountRow } from './account-write-rule.js';
import { guardAccountTable } from '../access/index.js';
import { guardAccountRowWrite, guardUserClaimsWrite } from './account-guard.js';

const writeRules: WriteRuleSet = {
  entities: {
    // Accounts are made by People's invitation only; a changed e-mail or user name obeys People's rules (account-write-rule.ts).
    // Who may change an account (account-guard.ts, the screens' account rules), then how accounts are made.
    AspNetUsers: { guard: guardAccountRowWrite, check: guardAccountRow },
    // The account's other tables are written by User Management and User Group Management only (account-tables-rule.ts).
    AspNetUserRoles: { check: guardAccountTable('AspNetUserRoles') },
    AspNetUserClaims: { guard: guardUserClaimsWrite, check: guardAccountTable('AspNetUserClaims') },
    AspNetRoles: { check: guardAccountTable('AspNetRoles') },
    AspNetRoleClaims: { check: guardAccountTable('AspNetRoleClaims') },
    AspNetUserTokens: { check: guardAccountTable('AspNetUserTokens') },
    AspNetUserLogins: { check: guardAccountTable('AspNetUserLogins') },
  },
};

export const peopleFeatures: Feature[] = [
  { name: 'user management', prefix: API_PREFIX.users, audience: 'staff', register: registerUserRoutes, writeRules },
  { name: 'my account', prefix: API_PREFIX.account, audience: 'staff', register: registerAccountRoutes },
];
