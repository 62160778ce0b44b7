// Role groups (issue 13 item 2): a role with the claims it grants and its
// members, read and changed as one thing. Every change goes through the
// data layer (insertOne, updateOne, deleteOne), so it is audited, revokes
// the sessions of the users concerned (account effects) and passes the
// role-group rules (access/role-guard.ts); the rules are also asked up front
// here, so a refusal names the part of the form at fault. Each is User Group
// Management's own write of the account tables (access/account-tables-rule.ts).
import { isRoleOnlyTool, roleOnlyReason } from '../../shared/role-only-tools.js';
import { SUPER_ADMIN } from '../../shared/roles.js';
import {
  isBuiltInRole,
  mayChangeRoleClaims,
  mayCreateRole,
  mayDeleteRole,
  mayRenameRole,
  type Verdict,
} from '../../shared/role-rules.js';
import type { AccessUser, ClaimInput, RoleGroup, RoleGroupBody, RoleSummary } from '../../shared/api/access.js';
import type { Dialect, Executor, Queryable } from '../platform/db/executor.js';
import { forbidden, invalid, notFound } from '../platform/errors.js';
import { entity } from '../platform/data/entities.js';
import { decodeField } from '../platform/data/codec.js';
import type { Actor } from '../platform/data/identity.js';
import { memberCount } from './role-guard.js';
import { deleteOne, insertOne, updateOne } from '../platform/data/writes.js';
import { asAccountScreen } from './account-tables-rule.js';

const ROLES = entity('AspNetRoles');
const ROLE_CLAIMS = entity('AspNetRoleClaims');
const USER_ROLES = entity('AspNetUserRoles');

const enforce = (verdict: Verdict, field?: string) => {
  if (!verdict.allowed) throw forbidden(verdict.reason, field);
};

interface RoleRow {
  Id: string;
  Name: string;
}

async function findRole(db: Queryable, roleId: string): Promise<RoleRow> {
  const role = await db.first<RoleRow>(
    db.builder.selectFrom('AspNetRoles').select(['Id', 'Name']).where('Id', '=', roleId).compile(),
  );
  if (!role) throw notFound(`Role group ${roleId} was not found`);
  return role;
}

/** The ids of users holding MoJoAdmin. */
async function superAdminIds(db: Queryable): Promise<Set<string>> {
  const rows = await db.all<{ UserId: string }>(
    db.builder
      .selectFrom('AspNetUserRoles as ur')
      .innerJoin('AspNetRoles as r', 'r.Id', 'ur.RoleId')
      .select('ur.UserId as UserId')
      .where('r.NormalizedName', '=', SUPER_ADMIN.toUpperCase())
      .compile(),
  );
  return new Set(rows.map((r) => r.UserId));
}

type UserRow = { Id: string; UserName: string; DisplayName: string | null; Email: string; Disabled: unknown };
const accessUser = (u: UserRow, mja: Set<string>, dialect: Dialect): AccessUser => ({
  Id: u.Id,
  UserName: u.UserName,
  DisplayName: u.DisplayName,
  Email: u.Email,
  isMJA: mja.has(u.Id),
  disabled: decodeField('AspNetUsers', 'Disabled', u.Disabled, dialect) === true,
});

export async function listRoleGroups(db: Queryable): Promise<RoleSummary[]> {
  const roles = await db.all<RoleRow>(
    db.builder.selectFrom('AspNetRoles').select(['Id', 'Name']).orderBy('Name').compile(),
  );
  const members = await db.all<{ RoleId: string; n: number | string }>(
    db.builder
      .selectFrom('AspNetUserRoles')
      .select((eb) => ['RoleId', eb.fn.countAll().as('n')])
      .groupBy('RoleId')
      .compile(),
  );
  const claims = await db.all<{ RoleId: string; n: number | string }>(
    db.builder
      .selectFrom('AspNetRoleClaims')
      .select((eb) => ['RoleId', eb.fn.countAll().as('n')])
      .groupBy('RoleId')
      .compile(),
  );
  const count = (list: { RoleId: string; n: number | string }[], id: string) =>
    Number(list.find((r) => r.RoleId === id)?.n ?? 0);
  return roles.map((r) => ({
    Id: r.Id,
    Name: r.Name,
    builtIn: isBuiltInRole(r.Name),
    memberCount: count(members, r.Id),
    claimCount: count(claims, r.Id),
  }));
}

export async function readRoleGroup(db: Queryable, roleId: string): Promise<RoleGroup> {
  const role = await findRole(db, roleId);
  const claims = await db.all<{ Id: number; ClaimType: string; ClaimValue: string | null }>(
    db.builder
      .selectFrom('AspNetRoleClaims')
      .select(['Id', 'ClaimType', 'ClaimValue'])
      .where('RoleId', '=', roleId)
      .orderBy('ClaimType')
      .orderBy('Id')
      .compile(),
  );
  const members = await db.all<UserRow>(
    db.builder
      .selectFrom('AspNetUserRoles as ur')
      .innerJoin('AspNetUsers as u', 'u.Id', 'ur.UserId')
      .select([
        'u.Id as Id',
        'u.UserName as UserName',
        'u.DisplayName as DisplayName',
        'u.Email as Email',
        'u.Disabled as Disabled',
      ])
      .where('ur.RoleId', '=', roleId)
      .orderBy('u.UserName')
      .compile(),
  );
  const mja = await superAdminIds(db);
  return {
    Id: role.Id,
    Name: role.Name,
    builtIn: isBuiltInRole(role.Name),
    claims,
    members: members.map((m) => accessUser(m, mja, db.dialect)),
    superAdminCount: mja.size,
  };
}

/** Users for the member picker: a part of the user name, name or e-mail address. */
export async function searchUsers(db: Queryable, text: string | undefined, limit: number): Promise<AccessUser[]> {
  const q = (text ?? '').trim().toUpperCase();
  let query = db.builder
    .selectFrom('AspNetUsers')
    .select(['Id', 'UserName', 'DisplayName', 'Email', 'Disabled'])
    .orderBy('UserName')
    .limit(limit);
  if (q) {
    const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) =>
      eb.or([
        eb('NormalizedUserName', 'like', like),
        eb('NormalizedEmail', 'like', like),
        eb(eb.fn('upper', ['DisplayName']), 'like', like),
      ]),
    );
  }
  const rows = await db.all<UserRow>(query.compile());
  const mja = await superAdminIds(db);
  return rows.map((u) => accessUser(u, mja, db.dialect));
}

// ---------------------------------------------------------------------------
// Writes

const claimKey = (c: { ClaimType: string; ClaimValue: string | null }) => `${c.ClaimType}\u0000${c.ClaimValue ?? ''}`;

/**
 * TId and CId claims name an existing tag or content item; a claim repeated is a mistake (422 naming it).
 * A new TId claim of a tool only Admin and MoJoAdmin can use (shared/role-only-tools.ts) is refused too:
 * it cannot work for anyone it would add something for. One stored before is kept (`stored`), so a
 * rename or another change of the group is not refused for it; the screen shows it with the reason.
 */
async function checkClaims(
  db: Queryable,
  claims: ClaimInput[],
  stored: ReadonlySet<string> = new Set(),
): Promise<void> {
  const seen = new Set<string>();
  for (const [i, c] of claims.entries()) {
    const field = `claims[${i}]`;
    if (seen.has(claimKey(c))) throw invalid(`${field} repeats ${c.ClaimType}:${c.ClaimValue}`, `${field}.ClaimValue`);
    seen.add(claimKey(c));
    if (c.ClaimType !== 'TId' && c.ClaimType !== 'CId') continue;
    const id = /^[1-9]\d{0,9}$/.test(c.ClaimValue) ? Number(c.ClaimValue) : NaN;
    if (!Number.isSafeInteger(id))
      throw invalid(
        `${field}: a ${c.ClaimType} claim holds a ${c.ClaimType === 'TId' ? 'tag' : 'content'} id (a whole number), not "${c.ClaimValue}"`,
        `${field}.ClaimValue`,
      );
    const found =
      c.ClaimType === 'TId'
        ? await db.first(db.builder.selectFrom('Tag').select('TId').where('TId', '=', id).compile())
        : await db.first(db.builder.selectFrom('Content').select('CId').where('CId', '=', id).compile());
    if (!found)
      throw invalid(
        `${field}: there is no ${c.ClaimType === 'TId' ? 'tag' : 'content item'} ${id}`,
        `${field}.ClaimValue`,
      );
    if (c.ClaimType === 'TId' && !stored.has(claimKey(c))) {
      const tag = await db.first<{ TName: string | null; TPath: string | null }>(
        db.builder.selectFrom('Tag').select(['TName', 'TPath']).where('TId', '=', id).compile(),
      );
      if (isRoleOnlyTool(tag?.TPath))
        throw invalid(`${field}: ${roleOnlyReason(tag?.TName ?? 'This tool', id)}`, `${field}.ClaimValue`);
    }
  }
}

/** Makes the role's stored claims the given list: removed ones deleted, new ones added, the rest untouched. */
async function replaceClaims(tx: Queryable, actor: Actor, roleId: string, claims: ClaimInput[]): Promise<void> {
  const stored = await tx.all<{ Id: number; ClaimType: string; ClaimValue: string | null }>(
    tx.builder
      .selectFrom('AspNetRoleClaims')
      .select(['Id', 'ClaimType', 'ClaimValue'])
      .where('RoleId', '=', roleId)
      .compile(),
  );
  const wanted = new Set(claims.map(claimKey));
  const kept = new Set<string>();
  for (const row of stored) {
    if (wanted.has(claimKey(row)) && !kept.has(claimKey(row))) kept.add(claimKey(row));
    else await deleteOne(tx, actor, ROLE_CLAIMS, [row.Id]);
  }
  for (const c of claims)
    if (!kept.has(claimKey(c)))
      await insertOne(tx, actor, ROLE_CLAIMS, { RoleId: roleId, ClaimType: c.ClaimType, ClaimValue: c.ClaimValue });
}

async function claimsChange(db: Queryable, roleId: string, claims: ClaimInput[]): Promise<boolean> {
  const stored = await db.all<{ ClaimType: string; ClaimValue: string | null }>(
    db.builder
      .selectFrom('AspNetRoleClaims')
      .select(['ClaimType', 'ClaimValue'])
      .where('RoleId', '=', roleId)
      .compile(),
  );
  const a = stored.map(claimKey).sort();
  const b = claims.map(claimKey).sort();
  return a.length !== b.length || a.some((k, i) => k !== b[i]);
}

export async function createRoleGroup(db: Executor, actor: Actor, body: RoleGroupBody): Promise<RoleGroup> {
  enforce(mayCreateRole(actor));
  const roleId = await db.transaction((tx) =>
    asAccountScreen(tx, async () => {
      await checkClaims(tx, body.claims);
      const row = await insertOne(tx, actor, ROLES, { Name: body.Name.trim() });
      const id = String(row.Id);
      if (body.claims.length) enforce(mayChangeRoleClaims(actor, { Name: String(row.Name) }), 'claims');
      await replaceClaims(tx, actor, id, body.claims);
      return id;
    }),
  );
  return readRoleGroup(db, roleId);
}

export async function saveRoleGroup(
  db: Executor,
  actor: Actor,
  roleId: string,
  body: RoleGroupBody,
): Promise<RoleGroup> {
  await db.transaction((tx) =>
    asAccountScreen(tx, async () => {
      const role = await findRole(tx, roleId);
      const name = body.Name.trim();
      if (name !== role.Name) enforce(mayRenameRole(actor, role), 'Name');
      if (await claimsChange(tx, roleId, body.claims)) enforce(mayChangeRoleClaims(actor, role), 'claims');
      const stored = await tx.all<{ ClaimType: string; ClaimValue: string | null }>(
        tx.builder
          .selectFrom('AspNetRoleClaims')
          .select(['ClaimType', 'ClaimValue'])
          .where('RoleId', '=', roleId)
          .compile(),
      );
      await checkClaims(tx, body.claims, new Set(stored.map(claimKey)));
      if (name !== role.Name) await updateOne(tx, actor, ROLES, [roleId], { Name: name }, { replace: false });
      await replaceClaims(tx, actor, roleId, body.claims);
    }),
  );
  return readRoleGroup(db, roleId);
}

export async function deleteRoleGroup(db: Executor, actor: Actor, roleId: string): Promise<void> {
  await db.transaction((tx) =>
    asAccountScreen(tx, async () => {
      const role = await findRole(tx, roleId);
      enforce(mayDeleteRole(actor, role, await memberCount(tx, roleId)));
      const claims = await tx.all<{ Id: number }>(
        tx.builder.selectFrom('AspNetRoleClaims').select('Id').where('RoleId', '=', roleId).compile(),
      );
      for (const c of claims) await deleteOne(tx, actor, ROLE_CLAIMS, [c.Id]);
      await deleteOne(tx, actor, ROLES, [roleId]);
    }),
  );
}

async function findUser(db: Queryable, userId: string): Promise<void> {
  const user = await db.first(db.builder.selectFrom('AspNetUsers').select('Id').where('Id', '=', userId).compile());
  if (!user) throw notFound(`User ${userId} was not found`);
}

const isMember = async (db: Queryable, roleId: string, userId: string) =>
  !!(await db.first(
    db.builder
      .selectFrom('AspNetUserRoles')
      .select('UserId')
      .where('RoleId', '=', roleId)
      .where('UserId', '=', userId)
      .compile(),
  ));

/** Adds a member (nothing to do when already one); the rules are role-guard's (mayChangeMembership). */
export async function addMember(db: Executor, actor: Actor, roleId: string, userId: string): Promise<RoleGroup> {
  await db.transaction((tx) =>
    asAccountScreen(tx, async () => {
      await findRole(tx, roleId);
      await findUser(tx, userId);
      if (!(await isMember(tx, roleId, userId)))
        await insertOne(tx, actor, USER_ROLES, { UserId: userId, RoleId: roleId });
    }),
  );
  return readRoleGroup(db, roleId);
}

export async function removeMember(db: Executor, actor: Actor, roleId: string, userId: string): Promise<RoleGroup> {
  await db.transaction((tx) =>
    asAccountScreen(tx, async () => {
      await findRole(tx, roleId);
      await findUser(tx, userId);
      if (await isMember(tx, roleId, userId)) await deleteOne(tx, actor, USER_ROLES, [userId, roleId]);
    }),
  );
  return readRoleGroup(db, roleId);
}
