// What the access explainer (shared/reach.ts) is computed from, read from
// the database the way sign-in reads it (auth/users.ts): each user's roles,
// their own claims and their roles' claims (each with where it comes from),
// and the visible, non-deleted tags, the same tree the admin's dashboard
// and page access read.
import type { ToolTag } from '../../shared/dashboard-tools.js';
import type { ReachSubject, SourcedClaim } from '../../shared/reach.js';
import { dialectOf } from '../platform/db/dialect.js';
import { decodeField } from '../platform/data/codec.js';
import type { Queryable } from '../platform/db/executor.js';

interface UserRow {
  Id: string;
  UserName: string;
  DisplayName: string | null;
  Disabled: unknown;
}

/** The visible, non-deleted tags with the dashboard's fields (admin/api/tag-tree.ts reads the same). */
export async function visibleTags(db: Queryable): Promise<ToolTag[]> {
  const d = dialectOf(db);
  const rows = await db.all<{
    TId: number;
    TIdParent: number | null;
    TName: string;
    TPath: string | null;
    CUrlDefaultPage: string | null;
    TNextId: number | null;
  }>(
    db.builder
      .selectFrom('Tag')
      .select(['TId', 'TIdParent', 'TName', 'TPath', 'CUrlDefaultPage', 'TNextId'])
      .where('TVisible', '=', d.bool(true))
      .where('TDeleted', '=', d.bool(false))
      .orderBy('TName')
      .orderBy('TId')
      .compile(),
  );
  return rows.map((t) => ({ ...t, TVisible: true, TDeleted: false }));
}

/** Subjects for these users (all of them when `userIds` is undefined), by user name. */
export async function reachSubjects(db: Queryable, userIds?: string[]): Promise<ReachSubject[]> {
  if (userIds && userIds.length === 0) return [];
  let users = db.builder
    .selectFrom('AspNetUsers')
    .select(['Id', 'UserName', 'DisplayName', 'Disabled'])
    .orderBy('UserName');
  if (userIds) users = users.where('Id', 'in', userIds);
  const rows = await db.all<UserRow>(users.compile());
  if (!rows.length) return [];
  const ids = rows.map((u) => u.Id);
  let memberships = db.builder
    .selectFrom('AspNetUserRoles as ur')
    .innerJoin('AspNetRoles as r', 'r.Id', 'ur.RoleId')
    .select(['ur.UserId as UserId', 'r.Id as RoleId', 'r.Name as Name'])
    .orderBy('r.Name');
  let ownClaims = db.builder.selectFrom('AspNetUserClaims').select(['UserId', 'ClaimType', 'ClaimValue']).orderBy('Id');
  if (userIds) {
    memberships = memberships.where('ur.UserId', 'in', ids);
    ownClaims = ownClaims.where('UserId', 'in', ids);
  }
  const roles = await db.all<{ UserId: string; RoleId: string; Name: string }>(memberships.compile());
  const claims = await db.all<{ UserId: string; ClaimType: string; ClaimValue: string | null }>(ownClaims.compile());
  const roleIds = [...new Set(roles.map((r) => r.RoleId))];
  const roleClaims = roleIds.length
    ? await db.all<{ RoleId: string; ClaimType: string; ClaimValue: string | null }>(
        db.builder
          .selectFrom('AspNetRoleClaims')
          .select(['RoleId', 'ClaimType', 'ClaimValue'])
          .where('RoleId', 'in', roleIds)
          .orderBy('Id')
          .compile(),
      )
    : [];
  const rolesOf = groupBy(roles, (r) => r.UserId);
  const claimsOf = groupBy(claims, (c) => c.UserId);
  const claimsOfRole = groupBy(roleClaims, (c) => c.RoleId);
  return rows.map((u) => {
    const held = rolesOf.get(u.Id) ?? [];
    const sourced: SourcedClaim[] = [
      ...(claimsOf.get(u.Id) ?? []).map((c) => ({
        ClaimType: c.ClaimType,
        ClaimValue: c.ClaimValue,
        from: { kind: 'user' as const },
      })),
      ...held.flatMap((r) =>
        (claimsOfRole.get(r.RoleId) ?? []).map((c) => ({
          ClaimType: c.ClaimType,
          ClaimValue: c.ClaimValue,
          from: { kind: 'role' as const, role: r.Name },
        })),
      ),
    ];
    return {
      userId: u.Id,
      userName: u.UserName,
      name: u.DisplayName || u.UserName,
      roles: held.map((r) => r.Name),
      claims: sourced,
      disabled: decodeField('AspNetUsers', 'Disabled', u.Disabled, db.dialect) === true,
    };
  });
}

function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const row of rows) {
    const list = out.get(key(row));
    if (list) list.push(row);
    else out.set(key(row), [row]);
  }
  return out;
}
