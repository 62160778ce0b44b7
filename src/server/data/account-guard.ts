// Mass-assignment and self-promotion guards on account entities (contract
// §5, security rows 3 and 9). MoJoAdmin may do anything except what is
// refused while impersonating; an Admin manages users below MoJoAdmin only,
// and nobody changes their own roles, claims or lock-out through the API.
import { isSuperAdmin } from '../../shared/roles.js';
import type { EntityMeta } from '../../shared/schema-model.js';
import type { Queryable, Row } from '../db/executor.js';
import { forbidden } from '../errors.js';
import type { Actor } from './identity.js';
import type { Values } from './write-values.js';

const SELF_LOCKED_FIELDS = ['Disabled', 'LockoutEnd', 'LockoutEnabled', 'AccessFailedCount', 'ResetRequired'];
const NOT_WHILE_IMPERSONATING = ['Email', 'TwoFactorEnabled', 'UserName'];

async function isSuperAdminUser(tx: Queryable, userId: unknown): Promise<boolean> {
  if (typeof userId !== 'string') return false;
  const row = await tx.first(
    tx.builder
      .selectFrom('AspNetUserRoles as ur')
      .innerJoin('AspNetRoles as r', 'r.Id', 'ur.RoleId')
      .select('ur.UserId')
      .where('ur.UserId', '=', userId)
      .where('r.NormalizedName', '=', 'MOJOADMIN')
      .compile(),
  );
  return !!row;
}

async function isSuperAdminRole(tx: Queryable, roleId: unknown): Promise<boolean> {
  if (typeof roleId !== 'string') return false;
  const row = await tx.first<{ NormalizedName: string }>(tx.builder.selectFrom('AspNetRoles').select('NormalizedName').where('Id', '=', roleId).compile());
  return row?.NormalizedName === 'MOJOADMIN';
}

/** Refuses an account write the actor may not make; `before` is the stored row (updates, deletes), `values` what is written. */
export async function guardAccountWrite(tx: Queryable, actor: Actor, entity: EntityMeta, before: Row | undefined, values: Values | undefined) {
  const row = { ...(before ?? {}), ...(values ?? {}) };
  if (entity.name === 'AspNetUsers' && actor.impersonatorId && before && values) {
    const touched = NOT_WHILE_IMPERSONATING.find((f) => f in values && values[f] !== before[f]);
    if (touched) throw forbidden(`${touched} cannot be changed while impersonating`, touched);
  }
  if (isSuperAdmin(actor.roles)) return;
  switch (entity.name) {
    case 'AspNetUsers': {
      if (before && (await isSuperAdminUser(tx, before.Id))) throw forbidden('Only a MoJoAdmin may change a MoJoAdmin account');
      if (before && before.Id === actor.userId && values) {
        const field = SELF_LOCKED_FIELDS.find((f) => f in values && values[f] !== before[f]);
        if (field) throw forbidden(`You cannot change ${field} on your own account`, field);
      }
      return;
    }
    case 'AspNetUserRoles':
    case 'AspNetUserClaims': {
      const targets = [before?.UserId, values?.UserId].filter((v) => v !== undefined);
      if (targets.includes(actor.userId)) throw forbidden('You cannot change your own roles or claims');
      for (const t of targets) if (await isSuperAdminUser(tx, t)) throw forbidden('Only a MoJoAdmin may change the roles or claims of a MoJoAdmin');
      if (entity.name === 'AspNetUserRoles' && (await isSuperAdminRole(tx, row.RoleId))) throw forbidden('Only a MoJoAdmin may grant or remove the MoJoAdmin role', 'RoleId');
      return;
    }
  }
}
