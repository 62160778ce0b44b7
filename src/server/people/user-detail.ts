// One account as /user-management/{UserId} shows it: the summary of the
// list, the role ids, the TId and CId claims (other claims are kept as they
// are), the titles of the content claimed, and a version that a save must
// send back (a save of an older version is a 412).
import { createHash } from 'node:crypto';
import type { UserDetail } from '../../shared/api/people.js';
import { decodeField } from '../platform/data/codec.js';
import type { Queryable } from '../platform/db/executor.js';
import { summaries, type ListedUserRow } from './user-list.js';
import { superAdminCount } from '../access/index.js';

export const TAG_CLAIM = 'TId';
export const CONTENT_CLAIM = 'CId';

interface ClaimRow {
  Id: number;
  ClaimType: string;
  ClaimValue: string | null;
}

const asId = (value: string | null) =>
  value !== null && /^\d+$/.test(value.trim()) ? Number(value.trim()) : undefined;

/** The user's claims split into tag ids, content ids and the rest. */
function splitClaims(claims: ClaimRow[]) {
  const tagIds = new Set<number>();
  const contentIds = new Set<number>();
  const other: { type: string; value: string }[] = [];
  for (const c of claims) {
    const id = asId(c.ClaimValue);
    if (c.ClaimType === TAG_CLAIM && id !== undefined) tagIds.add(id);
    else if (c.ClaimType === CONTENT_CLAIM && id !== undefined) contentIds.add(id);
    else other.push({ type: c.ClaimType, value: c.ClaimValue ?? '' });
  }
  const sorted = (s: Set<number>) => [...s].sort((a, b) => a - b);
  return { tagIds: sorted(tagIds), contentIds: sorted(contentIds), other };
}

export const claimsOf = (db: Queryable, userId: string) =>
  db.all<ClaimRow>(
    db.builder
      .selectFrom('AspNetUserClaims')
      .select(['Id', 'ClaimType', 'ClaimValue'])
      .where('UserId', '=', userId)
      .orderBy('Id')
      .compile(),
  );

export const roleIdsOf = async (db: Queryable, userId: string) =>
  (
    await db.all<{ RoleId: string }>(
      db.builder
        .selectFrom('AspNetUserRoles')
        .select('RoleId')
        .where('UserId', '=', userId)
        .orderBy('RoleId')
        .compile(),
    )
  ).map((r) => r.RoleId);

export async function readUser(db: Queryable, userId: string): Promise<UserDetail | undefined> {
  const row = await db.first<ListedUserRow & { EmailConfirmed: unknown; ResetRequired: unknown }>(
    db.builder
      .selectFrom('AspNetUsers')
      .select([
        'Id',
        'UserName',
        'DisplayName',
        'Email',
        'PasswordHash',
        'TwoFactorEnabled',
        'Disabled',
        'LockoutEnd',
        'EmailConfirmed',
        'ResetRequired',
      ])
      .where('Id', '=', userId)
      .compile(),
  );
  if (!row) return undefined;
  const [summary] = await summaries(db, [row]);
  const roleIds = await roleIdsOf(db, userId);
  const { tagIds, contentIds, other } = splitClaims(await claimsOf(db, userId));
  const contents = contentIds.length
    ? await db.all<{ CId: number; CTitle: string | null }>(
        db.builder
          .selectFrom('Content')
          .select(['CId', 'CTitle'])
          .where('CId', 'in', contentIds)
          .orderBy('CId')
          .compile(),
      )
    : [];
  const facts = {
    emailConfirmed: decodeField('AspNetUsers', 'EmailConfirmed', row.EmailConfirmed, db.dialect) === true,
    resetRequired: decodeField('AspNetUsers', 'ResetRequired', row.ResetRequired, db.dialect) === true,
    roleIds,
    tagIds,
    contentIds,
    otherClaims: other,
  };
  // What a save replaces; the last sign-in is left out (signing in is no edit).
  const version = createHash('sha1')
    .update(
      JSON.stringify([
        summary.UserName,
        summary.DisplayName,
        summary.Email,
        summary.twoFactor,
        summary.disabled,
        summary.lockedUntil,
        summary.invited,
        facts,
      ]),
    )
    .digest('base64url')
    .slice(0, 22);
  return { ...summary, ...facts, contents, moJoAdmins: await superAdminCount(db), version };
}
