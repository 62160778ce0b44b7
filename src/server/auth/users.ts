// Staff accounts as sign-in sees them: the AspNetUsers row, its roles, and
// the permission claims of the user and of its roles (spec §3).
import type { Permissions } from '../../shared/claims.js';
import { permissionsFromClaims } from '../../shared/claims.js';
import type { CompiledQuery, Selectable } from 'kysely';
import { decodeRow, type DecodedRow } from '../platform/data/codec.js';
import type { Database } from '../platform/db/database.js';
import type { Queryable } from '../platform/db/executor.js';
import type { TokenSubject } from './tokens.js';

type StoredUser = Selectable<Database['AspNetUsers']>;

/**
 * An AspNetUsers row as sign-in reads it, decoded by the schema's types (data/codec.ts): flags are true, false
 * or null, AccessFailedCount a number, LockoutEnd ISO 8601 UTC. Every writer stores LockoutEnd as ISO UTC text
 * (failed-logins.ts, the codec's toDatabase), which the codec reads back as the same instant
 * (docs/decisions/0153-last-hand-decoders.md).
 */
export type UserRow = DecodedRow<'AspNetUsers', StoredUser>;

async function readUser(db: Queryable, query: CompiledQuery): Promise<UserRow | undefined> {
  const row = await db.first<StoredUser>(query);
  return row && decodeRow('AspNetUsers', row, db.dialect);
}

/** By user name or e-mail address, compared as ASP.NET Identity does (normalized, upper case). */
export async function findUserByLogin(db: Queryable, login: string): Promise<UserRow | undefined> {
  const normalized = login.trim().toUpperCase();
  return readUser(
    db,
    db.builder
      .selectFrom('AspNetUsers')
      .selectAll()
      .where((eb) => eb.or([eb('NormalizedUserName', '=', normalized), eb('NormalizedEmail', '=', normalized)]))
      .limit(1)
      .compile(),
  );
}

/** By e-mail address only (single sign-on matches the provider's verified address), compared normalized. */
export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  return readUser(
    db,
    db.builder.selectFrom('AspNetUsers').selectAll().where('NormalizedEmail', '=', email.toUpperCase()).compile(),
  );
}

export async function findUserById(db: Queryable, id: string): Promise<UserRow | undefined> {
  return readUser(db, db.builder.selectFrom('AspNetUsers').selectAll().where('Id', '=', id).compile());
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
