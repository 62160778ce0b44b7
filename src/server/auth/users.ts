// Staff accounts as sign-in sees them: the AspNetUsers row, its roles, and
// the permission claims of the user and of its roles (spec §3).
import type { Permissions } from '../../shared/claims.js';
import { permissionsFromClaims } from '../../shared/claims.js';
import { isStoredTrue } from '../platform/db/dialect.js';
import type { Queryable } from '../platform/db/executor.js';
import type { TokenSubject } from './tokens.js';

export interface UserRow {
  Id: string;
  UserName: string;
  Email: string;
  DisplayName: string | null;
  PasswordHash: string | null;
  SecurityStamp: string | null;
  Disabled: number | boolean;
  ResetRequired: number | boolean;
  TwoFactorEnabled: number | boolean;
  LockoutEnd: string | null;
  AccessFailedCount: number;
  LockoutEnabled: number | boolean;
  /** The account's chosen language (My Account), null until chosen. */
  Language?: string | null;
}

/** By user name or e-mail address, compared as ASP.NET Identity does (normalized, upper case). */
export async function findUserByLogin(db: Queryable, login: string): Promise<UserRow | undefined> {
  const normalized = login.trim().toUpperCase();
  return db.first<UserRow>(
    db.builder
      .selectFrom('AspNetUsers')
      .selectAll()
      .where((eb) => eb.or([eb('NormalizedUserName', '=', normalized), eb('NormalizedEmail', '=', normalized)]))
      .limit(1)
      .compile(),
  );
}

export async function findUserById(db: Queryable, id: string): Promise<UserRow | undefined> {
  return db.first<UserRow>(db.builder.selectFrom('AspNetUsers').selectAll().where('Id', '=', id).compile());
}

export async function rolesOf(db: Queryable, userId: string): Promise<{ Id: string; Name: string }[]> {
  return db.all(
    db.builder
      .selectFrom('AspNetUserRoles as ur')
      .innerJoin('AspNetRoles as r', 'r.Id', 'ur.RoleId')
      .select(['r.Id as Id', 'r.Name as Name'])
      .where('ur.UserId', '=', userId)
      .orderBy('r.Name')
      .compile(),
  );
}

/** The user's own claims and those of its roles, as the token's permissions. */
async function permissionsOf(db: Queryable, userId: string, roleIds: string[]): Promise<Permissions> {
  const own = await db.all<{ ClaimType: string; ClaimValue: string }>(
    db.builder
      .selectFrom('AspNetUserClaims')
      .select(['ClaimType', 'ClaimValue'])
      .where('UserId', '=', userId)
      .compile(),
  );
  const viaRoles = roleIds.length
    ? await db.all<{ ClaimType: string; ClaimValue: string }>(
        db.builder
          .selectFrom('AspNetRoleClaims')
          .select(['ClaimType', 'ClaimValue'])
          .where('RoleId', 'in', roleIds)
          .compile(),
      )
    : [];
  return permissionsFromClaims([...own, ...viaRoles]);
}

/** The token's claims about the account; the caller names the session. */
export async function tokenSubject(
  db: Queryable,
  user: UserRow,
  impersonatorId?: string,
): Promise<Omit<TokenSubject, 'sessionId'>> {
  const roles = await rolesOf(db, user.Id);
  return {
    userId: user.Id,
    email: user.Email,
    userName: user.UserName,
    name: user.DisplayName || user.UserName,
    roles: roles.map((r) => r.Name),
    permissions: await permissionsOf(
      db,
      user.Id,
      roles.map((r) => r.Id),
    ),
    stamp: user.SecurityStamp ?? '',
    ...(impersonatorId ? { impersonatorId } : {}),
  };
}

/** A stored boolean flag (0/1 or false/true) is set. */
export const truthy = isStoredTrue;
