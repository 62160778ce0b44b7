// The server's side of the shared account rules (src/shared/people/
// account-rules.ts): the actor and target as the rules see them, read from
// the token and the database, and a 403 naming the rule when one refuses.
import {
  accountRefusal,
  roleRefusal,
  type AccountChange,
  type Refusal,
  type RoleChange,
  type RuleActor,
  type RuleTarget,
} from '../../shared/people/account-rules.js';
import type { Queryable } from '../platform/db/executor.js';
import type { Identity } from '../platform/data/identity.js';
import { decodeField } from '../platform/data/codec.js';
import { refused } from '../platform/errors.js';

export const ruleActorOf = (identity: Identity): RuleActor => ({
  userId: identity.userId,
  roles: identity.roles,
  impersonating: !!identity.impersonatorId,
});

async function roleNamesOf(db: Queryable, userId: string): Promise<string[]> {
  const rows = await db.all<{ Name: string }>(
    db.builder
      .selectFrom('AspNetUserRoles as ur')
      .innerJoin('AspNetRoles as r', 'r.Id', 'ur.RoleId')
      .select('r.Name as Name')
      .where('ur.UserId', '=', userId)
      .compile(),
  );
  return rows.map((r) => r.Name);
}

/** The account as the rules see it; `disabled` from the row when the caller has it. */
export async function ruleTargetOf(db: Queryable, userId: string, row?: { Disabled?: unknown }): Promise<RuleTarget> {
  const stored =
    row ??
    (await db.first<{ Disabled: unknown }>(
      db.builder.selectFrom('AspNetUsers').select('Disabled').where('Id', '=', userId).compile(),
    ));
  const disabled = decodeField('AspNetUsers', 'Disabled', stored?.Disabled, db.dialect) === true;
  return { userId, roles: await roleNamesOf(db, userId), disabled };
}

export function refuseIf(refusal: Refusal | undefined, field?: string): void {
  if (refusal) throw refused(refusal, field);
}

/** Refuses `change` to the account `target` (403 naming the rule). */
export function requireChange(identity: Identity, target: RuleTarget, change: AccountChange, field?: string): void {
  refuseIf(accountRefusal(ruleActorOf(identity), target, change), field);
}

/** Refuses granting or removing a role the actor may not hand out (the role-group rules). */
export function requireRoleGrant(identity: Identity, roleName: string, on?: RoleChange): void {
  refuseIf(roleRefusal(ruleActorOf(identity), roleName, on), 'roleIds');
}
