// Mass-assignment and self-promotion guards on account entities (contract
// §5, security rows 3 and 9). MoJoAdmin may do anything except what is
// refused while impersonating; an Admin manages users below MoJoAdmin only,
// and nobody changes their own roles, claims or lock-out through the API.
// Roles, role claims and memberships: role-guard.ts, from the shared rules.
import { isSuperAdmin } from '../../shared/roles.js';
import type { EntityMeta } from '../../shared/schema-model.js';
import type { Queryable, Row } from '../db/executor.js';
import { forbidden } from '../errors.js';
import type { Actor } from './identity.js';
import type { Values } from './write-values.js';
import { guardRoleWrite, holdsSuperAdmin } from './role-guard.js';
import { mayChangeUserGrants } from '../../shared/role-rules.js';

const SELF_LOCKED_FIELDS = ['Disabled', 'LockoutEnd', 'LockoutEnabled', 'AccessFailedCount', 'ResetRequired'];
const NOT_WHILE_IMPERSONATING = ['Email', 'TwoFactorEnabled', 'UserName'];

/** Refuses an account write the actor may not make; `before` is the stored row (updates, deletes), `values` what is written. */
export async function guardAccountWrite(tx: Queryable, actor: Actor, entity: EntityMeta, before: Row | undefined, values: Values | undefined) {
  if (entity.name === 'AspNetUsers' && actor.impersonatorId && before && values) {
    const touched = NOT_WHILE_IMPERSONATING.find((f) => f in values && values[f] !== before[f]);
    if (touched) throw forbidden(`${touched} cannot be changed while impersonating`, touched);
  }
  // Roles, role claims and memberships follow the shared role-group rules, MoJoAdmin included.
  await guardRoleWrite(tx, actor, entity, before, values);
  if (isSuperAdmin(actor.roles)) return;
  switch (entity.name) {
    case 'AspNetUsers': {
      if (before && (await holdsSuperAdmin(tx, String(before.Id)))) throw forbidden('Only a MoJoAdmin may change a MoJoAdmin account');
      if (before && before.Id === actor.userId && values) {
        const field = SELF_LOCKED_FIELDS.find((f) => f in values && values[f] !== before[f]);
        if (field) throw forbidden(`You cannot change ${field} on your own account`, field);
      }
      return;
    }
    case 'AspNetUserClaims': {
      // The same rule as role memberships (shared/role-rules.ts): not one's own, not a MoJoAdmin's.
      for (const userId of new Set([before?.UserId, values?.UserId].filter((v): v is string => typeof v === 'string'))) {
        const verdict = mayChangeUserGrants(actor, { userId, isMJA: await holdsSuperAdmin(tx, userId) });
        if (!verdict.allowed) throw forbidden(verdict.reason, 'UserId');
      }
      return;
    }
  }
}
