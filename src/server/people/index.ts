// People (docs/people.md): User Management and My Account.
import type { Feature } from '../http/feature.js';
import { registerUserRoutes } from './routes/users.js';
import { registerAccountRoutes } from './routes/account.js';
import { API_PREFIX } from '../../shared/api/prefixes.js';

export const peopleFeatures: Feature[] = [
  { name: 'user management', prefix: API_PREFIX.users, audience: 'staff', register: registerUserRoutes },
  { name: 'my account', prefix: API_PREFIX.account, audience: 'staff', register: registerAccountRoutes },
];
