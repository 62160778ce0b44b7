// The second-factor policy (issue 44 item 4): a role group requires an
// authenticator app when it holds the claim SecondFactor:authenticator. It
// lives with the group's other claims (AspNetRoleClaims), so it is set on the
// role group's screen and its changes are audited like every claim change.
import { AUTHENTICATOR_POLICY_CLAIM as POLICY_CLAIM } from '../../../shared/second-factor-policy.js';
import type { Queryable } from '../../platform/db/executor.js';
import { roleGroupsHold } from '../../platform/data/role-claims.js';

/** Whether one of the account's role groups requires an authenticator app. */
export function authenticatorRequired(db: Queryable, userId: string): Promise<boolean> {
  return roleGroupsHold(db, userId, POLICY_CLAIM);
}
