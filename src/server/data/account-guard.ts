// Mass-assignment and self-promotion guards on account entities written
// through the generic interface (contract §5, security rows 3 and 9). The
// rules are the shared ones (src/shared/people/account-rules.ts), which the
// admin's user screens also use to grey out what would be refused: an Admin
// manages users below MoJoAdmin only, only a MoJoAdmin hands out the
// MoJoAdmin role, nobody changes their own roles, claims or lock-out, and
// sign-in facts do not change while impersonating.
import type { AccountChange } from '../../shared/people/account-rules.js';
import { accountRefusal, roleRefusal } from '../../shared/people/account-rules.js';
import type { EntityMeta } from '../../shared/schema-model.js';
import type { Queryable, Row } from '../db/executor.js';
import { isStoredTrue } from '../db/dialect.js';
import { refused } from '../errors.js';
import { ruleActorOf, ruleTargetOf } from '../people/rules.js';
import type { Actor } from './identity.js';
import type { Values } from './write-values.js';

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

function changesOf(before: Row, values: Values): [AccountChange, string][] {
  return Object.keys(values)
    .filter((f) => values[f] !== before[f])
    .map((f): [AccountChange, string] => [f === 'Disabled' ? (isStoredTrue(values[f]) ? 'disable' : 'enable') : (CHANGE_OF_FIELD[f] ?? 'name'), f]);
}

async function roleName(tx: Queryable, roleId: unknown): Promise<string | undefined> {
  if (typeof roleId !== 'string') return undefined;
  return (await tx.first<{ Name: string }>(tx.builder.selectFrom('AspNetRoles').select('Name').where('Id', '=', roleId).compile()))?.Name;
}

/** Refuses an account write the actor may not make; `before` is the stored row (updates, deletes), `values` what is written. */
export async function guardAccountWrite(tx: Queryable, actor: Actor, entity: EntityMeta, before: Row | undefined, values: Values | undefined) {
  const who = ruleActorOf(actor);
  switch (entity.name) {
    case 'AspNetUsers': {
      if (!before) return; // a new account: creating one needs the Admin role (authorize), its roles come as rows of their own
      const target = await ruleTargetOf(tx, String(before.Id), before);
      for (const [change, field] of values ? changesOf(before, values) : [['delete', undefined] as const]) {
        const refusal = accountRefusal(who, target, change);
        if (refusal) throw refused(refusal, field);
      }
      return;
    }
    case 'AspNetUserRoles':
    case 'AspNetUserClaims': {
      const change = entity.name === 'AspNetUserRoles' ? 'roles' : 'permissions';
      for (const userId of new Set([before?.UserId, values?.UserId].filter((v): v is string => typeof v === 'string'))) {
        const refusal = accountRefusal(who, await ruleTargetOf(tx, userId), change);
        if (refusal) throw refused(refusal);
      }
      if (entity.name === 'AspNetUserRoles') {
        for (const roleId of new Set([before?.RoleId, values?.RoleId])) {
          const name = await roleName(tx, roleId);
          const refusal = name === undefined ? undefined : roleRefusal(who, name);
          if (refusal) throw refused(refusal, 'RoleId');
        }
      }
      return;
    }
  }
}
