// People (docs/people.md): User Management and My Account.
import type { Feature } from '../http/feature.js';
import { registerUserRoutes } from './routes/users.js';
import { registerAccountRoutes } from './routes/account.js';
import { API_PREFIX } from '../../shared/api/prefixes.js';
import type { WriteRuleSet } from '../data/write-rules.js';
import { guardAccountRow } from './account-write-rule.js';

// Accounts are made by People's invitation only; a changed e-mail or user name obeys People's rules (account-write-rule.ts).
const writeRules: WriteRuleSet = { entities: { AspNetUsers: { check: guardAccountRow } } };

export const peopleFeatures: Feature[] = [
  { name: 'user management', prefix: API_PREFIX.users, audience: 'staff', register: registerUserRoutes, writeRules },
  { name: 'my account', prefix: API_PREFIX.account, audience: 'staff', register: registerAccountRoutes },
];
