// The user list of /user-management: accounts with their roles, last
// sign-in, lock-out, second factor and status, searched and filtered on the
// server (both databases), a page at a time. Never the raw row: no
// normalized names, stamps or hashes leave this module.
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Database } from '../platform/db/database.js';
import type { UserListQuery, UserSummary } from '../../shared/api/people.js';
import { dialectOf } from '../platform/db/dialect.js';
import { decodeField, decodeRow } from '../platform/data/codec.js';
import type { Queryable } from '../platform/db/executor.js';
import { readPage, type RecordPage } from '../platform/data/record-reader.js';

/** What the list reads of a user row (PasswordHash only to know whether an invitation is pending). */
export interface ListedUserRow {
  Id: string;
  UserName: string;
  DisplayName: string | null;
  Email: string;
  PasswordHash: string | null;
  TwoFactorEnabled: unknown;
  Disabled: unknown;
  LockoutEnd: unknown;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** When the account's lock-out ends, if it is locked out right now (`lockoutEnd` decoded: ISO UTC or null). */
const lockedUntil = (lockoutEnd: string | null, now = Date.now()): string | null =>
  lockoutEnd && Date.parse(lockoutEnd) > now ? lockoutEnd : null;

function filtersOf(db: Queryable, query: UserListQuery) {
  const d = dialectOf(db);
  const now = new Date().toISOString();
  return (eb: ExpressionBuilder<Database & { u: Database['AspNetUsers'] }, 'u'>) => {
    const terms: Expression<SqlBool>[] = [];
    const words = (query.q ?? '').trim().split(/\s+/).filter(Boolean);
    for (const word of words) {
      const pattern = `%${escapeLike(word)}%`;
      terms.push(
        eb.or([
          d.like(sql.ref('u.UserName'), pattern),
          d.like(sql.ref('u.DisplayName'), pattern),
          d.like(sql.ref('u.Email'), pattern),
        ]),
      );
    }
    if (query.role) {
      terms.push(
        eb.exists(
          eb
            .selectFrom('AspNetUserRoles as ur')
            .select('ur.UserId')
            .whereRef('ur.UserId', '=', 'u.Id')
            .where('ur.RoleId', '=', query.role),
        ),
      );
    }
    const isOff = (column: 'u.TwoFactorEnabled' | 'u.Disabled') =>
      eb.or([eb(column, '=', d.bool(false)), eb(column, 'is', null)]);
    if (query.twoFactor)
      terms.push(query.twoFactor === 'on' ? eb('u.TwoFactorEnabled', '=', d.bool(true)) : isOff('u.TwoFactorEnabled'));
    const enabled = isOff('u.Disabled');
    // Compared in SQL so a page holds only matching accounts: ISO UTC text orders as time, pg compares the instant.
    const lockedNow = eb('u.LockoutEnd', '>', now);
    switch (query.status) {
      case 'disabled':
        terms.push(eb('u.Disabled', '=', d.bool(true)));
        break;
      case 'invited':
        terms.push(eb.and([enabled, eb('u.PasswordHash', 'is', null)]));
        break;
      case 'locked':
        terms.push(eb.and([enabled, lockedNow]));
        break;
      case 'active':
        terms.push(
          eb.and([
            enabled,
            eb('u.PasswordHash', 'is not', null),
            eb.or([eb('u.LockoutEnd', 'is', null), eb('u.LockoutEnd', '<=', now)]),
          ]),
        );
        break;
    }
    return eb.and(terms);
  };
}

export function listUsers(db: Queryable, query: UserListQuery): Promise<RecordPage<UserSummary>> {
  const [field, direction] = (query.orderBy ?? 'UserName asc').split(' ') as [
    'UserName' | 'DisplayName' | 'Email',
    'asc' | 'desc',
  ];
  return readPage(
    db,
    {
      from: db.builder.selectFrom('AspNetUsers as u').where(filtersOf(db, query)),
      select: (from) =>
        from
          .select([
            'u.Id',
            'u.UserName',
            'u.DisplayName',
            'u.Email',
            'u.PasswordHash',
            'u.TwoFactorEnabled',
            'u.Disabled',
            'u.LockoutEnd',
          ])
          .orderBy(`u.${field}`, direction)
          .orderBy('u.Id'),
      decode: (rows) => summaries(db, rows as ListedUserRow[]),
    },
    query,
  );
}

/** Rows → summaries, with each user's roles and last sign-in read for the whole page at once. */
export async function summaries(db: Queryable, rows: ListedUserRow[]): Promise<UserSummary[]> {
  if (!rows.length) return [];
  const roles = await db.all<{ UserId: string; Name: string }>(
    db.builder
      .selectFrom('AspNetUserRoles as ur')
      .innerJoin('AspNetRoles as r', 'r.Id', 'ur.RoleId')
      .select(['ur.UserId as UserId', 'r.Name as Name'])
      .where(
        'ur.UserId',
        'in',
        rows.map((r) => r.Id),
      )
      .orderBy('r.Name')
      .compile(),
  );
  const signIns = await lastSignIns(
    db,
    rows.map((r) => r.UserName),
  );
  return rows.map((row) => {
    const r = decodeRow('AspNetUsers', row, db.dialect);
    return {
      Id: r.Id,
      UserName: r.UserName,
      DisplayName: r.DisplayName,
      Email: r.Email,
      roles: roles.filter((x) => x.UserId === r.Id).map((x) => x.Name),
      lastSignIn: signIns.get(r.UserName) ?? null,
      lockedUntil: lockedUntil(r.LockoutEnd),
      twoFactor: r.TwoFactorEnabled === true,
      disabled: r.Disabled === true,
      invited: !r.PasswordHash,
    };
  });
}

/**
 * The last 'Login Successful' audit entry per user name (auth/login.ts writes
 * it with the account's user name). Read from the audit log rather than kept
 * on the account: no schema change, and the log is the record of sign-ins.
 */
async function lastSignIns(db: Queryable, userNames: string[]): Promise<Map<string, string>> {
  const found = await db.all<{ UserName: string; last: unknown }>(
    db.builder
      .selectFrom('AuditLog')
      .select(['UserName', (eb) => eb.fn.max('Date').as('last')])
      .where('UserName', 'in', userNames)
      .where('Type', '=', 'Login')
      .where('Message', '=', 'Login Successful')
      .groupBy('UserName')
      .compile(),
  );
  const signIns = new Map<string, string>();
  for (const f of found) {
    // The latest Date keeps the column's stored shape, so the codec decodes it as that column.
    const last = decodeField('AuditLog', 'Date', f.last, db.dialect);
    if (last !== null) signIns.set(f.UserName, last);
  }
  return signIns;
}
