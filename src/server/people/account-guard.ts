// Mass-assignment and self-promotion guards on account entities written (`guard`
// write hooks declared in people/index.ts)
// through the generic interface (contract §5, security rows 3 and 9), from
// the shared rules the admin's screens grey their controls by:
// - an account row (AspNetUsers): src/shared/people/account-rules.ts — an
//   Admin manages accounts below MoJoAdmin only, nobody disables, unlocks or
//   deletes their own account or changes their own e-mail and second factor
//   here (My Account), and sign-in facts do not change while impersonating;
// - roles, role claims and memberships: access/role-guard.ts, from the role-group
//   rules (src/shared/role-rules.ts); a user's own claims: the same rule as
//   their roles (nobody grants themselves more; an Admin never a MoJoAdmin's).
import type { AccountChange } from '../../shared/people/account-rules.js';
import { accountRefusal } from '../../shared/people/account-rules.js';
import type { Dialect, Row } from '../platform/db/executor.js';
import { decodeField } from '../platform/data/codec.js';
import { refused } from '../platform/errors.js';
import { ruleActorOf, ruleTargetOf } from '../auth/index.js';
import type { Values } from '../platform/data/write-values.js';
import type { WriteContext } from '../platform/data/write-rules.js';

/** The change each AspNetUsers field stands for; any other field is part of the profile ('name'). */
const CHANGE_OF_FIELD: Record<string, AccountChange> = {
  UserName: 'user-name',
  Email: 'email',
  TwoFactorEnabled: 'second-factor',
  LockoutEnd: 'unlock',
  LockoutEnabled: 'unlock',
  AccessFailedCount: 'unlock',
  ResetRequired: 'unlock',
};

function changesOf(before: Row, values: Values, dialect: Dialect): [AccountChange, string][] {
  return Object.keys(values)
    .filter((f) => values[f] !== before[f])
    .map((f): [AccountChange, string] => [
      f === 'Disabled'
        ? decodeField('AspNetUsers', 'Disabled', values[f], dialect) === true
          ? 'disable'
          : 'enable'
        : (CHANGE_OF_FIELD[f] ?? 'name'),
      f,
    ]);
}

/** Refuses a change of an account row (AspNetUsers) the actor may not make; `before` is the stored row, `values` what is written. */
export async function guardAccountRowWrite(
  { tx, actor }: WriteContext,
  before: Row | undefined,
  values: Values | undefined,
): Promise<void> {
  if (!before) return; // a new account: creating one needs the Admin role (authorize), its roles come as rows of their own
  const target = await ruleTargetOf(tx, String(before.Id), before);
  for (const [change, field] of values ? changesOf(before, values, tx.dialect) : [['delete', undefined] as const]) {
    const refusal = accountRefusal(ruleActorOf(actor), target, change);
    if (refusal) throw refused(refusal, field);
  }
}

/** A user's own claims (tags, content) follow the same rule as their roles: nobody grants themselves more; an Admin never a MoJoAdmin's. */
export async function guardUserClaimsWrite(
  { tx, actor }: WriteContext,
  before: Row | undefined,
  values: Values | undefined,
): Promise<void> {
  for (const userId of new Set([before?.UserId, values?.UserId].filter((v): v is string => typeof v === 'string'))) {
    const refusal = accountRefusal(ruleActorOf(actor), await ruleTargetOf(tx, userId), 'permissions');
    if (refusal) throw refused(refusal, 'UserId');
  }
}
