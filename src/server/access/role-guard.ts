// The role-group rules (shared/role-rules.ts) on every write to roles, role
// claims and memberships, whoever makes it: the generic data interface and
// the role-group calls (server/access/) both write through the data layer,
// which calls this before each row is written (a `guard` write hook declared
// in access/index.ts). Refusals are 403s with the
// rule's reason. MoJoAdmin is held to the rules that protect the system
// itself (built-in names, the last MoJoAdmin), so this runs before
// account-guard's "MoJoAdmin may do anything".
import {
  mayChangeMembership,
  mayChangeRoleClaims,
  mayCreateRole,
  mayDeleteRole,
  mayRenameRole,
  type Verdict,
} from '../../shared/role-rules.js';
import { normalizeRole } from '../../shared/roles.js';
import type { Queryable, Row } from '../platform/db/executor.js';
import { dialectOf } from '../platform/db/dialect.js';
import { forbidden } from '../platform/errors.js';
import type { Actor } from '../platform/data/identity.js';
import type { WriteContext } from '../platform/data/write-rules.js';
import type { Values } from '../platform/data/write-values.js';

const SUPER_ADMIN_NORMALIZED = 'MOJOADMIN';
// Two removals from MoJoAdmin at once could each count two members and both pass (PostgreSQL,
// read committed): the count and the removal hold this lock until the transaction ends.
const SUPER_ADMIN_LOCK_SPACE = 0x4d4a41; // 'MJA'

const enforce = (verdict: Verdict, field?: string) => {
  if (!verdict.allowed) throw forbidden(verdict.reason, field);
};

async function roleName(tx: Queryable, roleId: unknown): Promise<string | undefined> {
  if (typeof roleId !== 'string') return undefined;
  const row = await tx.first<{ Name: string }>(
    tx.builder.selectFrom('AspNetRoles').select('Name').where('Id', '=', roleId).compile(),
  );
  return row?.Name;
}

async function holdsSuperAdmin(tx: Queryable, userId: string): Promise<boolean> {
  const row = await tx.first(
    tx.builder
      .selectFrom('AspNetUserRoles as ur')
      .innerJoin('AspNetRoles as r', 'r.Id', 'ur.RoleId')
      .select('ur.UserId')
      .where('ur.UserId', '=', userId)
      .where('r.NormalizedName', '=', SUPER_ADMIN_NORMALIZED)
      .compile(),
  );
  return !!row;
}

export async function superAdminCount(tx: Queryable): Promise<number> {
  const row = await tx.first<{ n: number | string }>(
    tx.builder
      .selectFrom('AspNetUserRoles as ur')
      .innerJoin('AspNetRoles as r', 'r.Id', 'ur.RoleId')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('r.NormalizedName', '=', SUPER_ADMIN_NORMALIZED)
      .compile(),
  );
  return Number(row?.n ?? 0);
}

export async function memberCount(tx: Queryable, roleId: string): Promise<number> {
  const row = await tx.first<{ n: number | string }>(
    tx.builder
      .selectFrom('AspNetUserRoles')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('RoleId', '=', roleId)
      .compile(),
  );
  return Number(row?.n ?? 0);
}

async function membership(tx: Queryable, actor: Actor, link: Row, change: 'add' | 'remove') {
  const name = await roleName(tx, link.RoleId);
  if (name === undefined || typeof link.UserId !== 'string') return; // a missing role or user: the foreign key answers (409)
  const member = { userId: link.UserId, isMJA: await holdsSuperAdmin(tx, link.UserId) };
  const removingSuperAdmin = change === 'remove' && normalizeRole(name) === normalizeRole(SUPER_ADMIN_NORMALIZED);
  const lock = removingSuperAdmin
    ? dialectOf(tx).transactionLock(SUPER_ADMIN_LOCK_SPACE, SUPER_ADMIN_NORMALIZED)
    : undefined;
  if (lock) await tx.run(lock);
  const count = removingSuperAdmin ? await superAdminCount(tx) : Infinity;
  enforce(mayChangeMembership(actor, { Name: name }, member, change, count), 'RoleId');
}

/** Refuses a write to AspNetRoles, AspNetRoleClaims or AspNetUserRoles that the role-group rules forbid. */
/** The role-group rules as a write hook of one of the role tables (access/index.ts declares them). */
export const roleGuard =
  (table: 'AspNetRoles' | 'AspNetRoleClaims' | 'AspNetUserRoles') =>
  ({ tx, actor }: WriteContext, before: Row | undefined, values: Values | undefined): Promise<void> =>
    guardRoleWrite(tx, actor, table, before, values);

async function guardRoleWrite(
  tx: Queryable,
  actor: Actor,
  table: string,
  before: Row | undefined,
  values: Values | undefined,
): Promise<void> {
  const after = values ? { ...(before ?? {}), ...values } : undefined;
  switch (table) {
    case 'AspNetRoles': {
      if (!before) return enforce(mayCreateRole(actor));
      const role = { Name: String(before.Name) };
      if (!after) return enforce(mayDeleteRole(actor, role, await memberCount(tx, String(before.Id))));
      if (normalizeRole(String(after.Name)) !== normalizeRole(role.Name) || after.Name !== before.Name)
        enforce(mayRenameRole(actor, role), 'Name');
      return;
    }
    case 'AspNetRoleClaims': {
      for (const roleId of new Set([before?.RoleId, after?.RoleId].filter((v) => v !== undefined))) {
        const name = await roleName(tx, roleId);
        if (name !== undefined) enforce(mayChangeRoleClaims(actor, { Name: name }), 'RoleId');
      }
      return;
    }
    case 'AspNetUserRoles': {
      const moved = before && after && (before.UserId !== after.UserId || before.RoleId !== after.RoleId);
      if (before && (!after || moved)) await membership(tx, actor, before, 'remove');
      if (after && (!before || moved)) await membership(tx, actor, after, 'add');
      return;
    }
  }
}
