// Who may change whose second factors: the shared account rules
// (src/shared/people/account-rules.ts, change 'second-factor'), with the actor
// read from the token and the target from the database, and a 403 naming the
// rule when one refuses — the way User Management's switch is checked.
import { accountRefusal, selfServiceRefusal, type RuleActor } from '../../../shared/people/account-rules.js';
import type { Identity } from '../../platform/data/identity.js';
import type { Queryable } from '../../platform/db/executor.js';
import { refused } from '../../platform/errors.js';
import { rolesOf, type UserRow } from '../users.js';

const actorOf = (identity: Identity): RuleActor => ({
  userId: identity.userId,
  roles: identity.roles,
  impersonating: !!identity.impersonatorId,
});

/** One's own factors are changed on My Account, never while impersonating. */
export function requireSelfService(identity: Identity): void {
  const refusal = selfServiceRefusal(actorOf(identity));
  if (refusal) throw refused(refusal);
}

/** Another account's factors: read or reset by an administrator the rules allow. */
export async function requireFactorChange(
  db: Queryable,
  identity: Identity,
  userId: string,
  user?: Pick<UserRow, 'Disabled'>,
): Promise<void> {
  const roles = user ? (await rolesOf(db, userId)).map((r) => r.Name) : [];
  const refusal = accountRefusal(
    actorOf(identity),
    { userId, roles, disabled: user?.Disabled === true },
    'second-factor',
  );
  if (refusal) throw refused(refusal);
}
