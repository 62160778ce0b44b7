// Counting failed sign-ins (docs/decisions/0006-sign-in-and-sessions.md, "Lockout"):
// 5 in a row lock an
// account for 15 minutes. Every count is one atomic statement, so failures
// that arrive together — on one instance or many — each count: the old
// read-then-write let 20 concurrent failures end with a count of 1.
//
// Names without an account lock exactly like real ones, on every instance:
// their count lives in _login_failures (keyed by the name as the user lookup
// compares it), so lockout says nothing about which names exist.
import { sql } from 'kysely';
import { dialectOf } from '../platform/db/dialect.js';
import type { Queryable } from '../platform/db/executor.js';
import type { UserRow } from './users.js';

const LOCKOUT_THRESHOLD = 5;
const LOCKOUT_MS = 15 * 60_000;

/**
 * _login_failures rows untouched this long are deleted, so a spray of made-up
 * names cannot grow the table without end. The price: 4 failures against an
 * unknown name are forgotten after a day, while a real account keeps them
 * until its next sign-in — telling the two apart that way takes a day per try.
 */
const UNKNOWN_NAME_RETENTION_MS = 24 * 3600_000;
const PRUNE_EVERY_MS = 10 * 60_000;

/**
 * Counts a failed password; the fifth in a row locks the account (count back
 * to 0, LockoutEnd set). A failure while locked counts nothing. Returns
 * whether the account is locked now.
 */
export async function recordFailure(db: Queryable, user: UserRow): Promise<boolean> {
  const now = new Date();
  const lockUntil = new Date(now.getTime() + LOCKOUT_MS).toISOString();
  const enabled = dialectOf(db).notFalse(sql.ref('LockoutEnabled'));
  // LockoutEnd is an ISO instant on both dialects (text on SQLite: ISO text compares in time order).
  const lockedNow = sql<boolean>`("LockoutEnd" IS NOT NULL AND "LockoutEnd" > ${now.toISOString()})`;
  const reaches = sql<boolean>`(COALESCE("AccessFailedCount", 0) + 1 >= ${sql.lit(LOCKOUT_THRESHOLD)} AND ${enabled})`;
  const row = await db.first<{ LockoutEnd: string | Date | null }>(
    db.builder
      .updateTable('AspNetUsers')
      .set({
        AccessFailedCount: sql`CASE WHEN ${lockedNow} THEN "AccessFailedCount" WHEN ${reaches} THEN 0 ELSE COALESCE("AccessFailedCount", 0) + 1 END`,
        LockoutEnd: sql`CASE WHEN ${lockedNow} THEN "LockoutEnd" WHEN ${reaches} THEN ${lockUntil} ELSE "LockoutEnd" END`,
      })
      .where('Id', '=', user.Id)
      .returning('LockoutEnd')
      .compile(),
  );
  return !!row?.LockoutEnd && new Date(row.LockoutEnd).getTime() > now.getTime();
}

/** The same count for a name without an account, in one upsert. Returns whether the name is locked now. */
export async function recordUnknownFailure(db: Queryable, userName: string): Promise<boolean> {
  const now = Date.now();
  const name = userName.trim().toUpperCase().slice(0, 320);
  // In DO UPDATE the stored row's columns are named with the table, apart from the proposed (excluded) row's.
  const count = sql.ref('_login_failures.count');
  const lockedUntil = sql.ref('_login_failures.locked_until');
  const lockedNow = sql<boolean>`${lockedUntil} > ${now}`;
  const reaches = sql<boolean>`${count} + 1 >= ${sql.lit(LOCKOUT_THRESHOLD)}`;
  const row = await db.first<{ locked_until: number | string }>(
    db.builder
      .insertInto('_login_failures')
      .values({ name, count: 1, locked_until: 0, updated: now })
      .onConflict((oc) =>
        oc.column('name').doUpdateSet({
          count: sql`CASE WHEN ${lockedNow} THEN ${count} WHEN ${reaches} THEN 0 ELSE ${count} + 1 END`,
          locked_until: sql`CASE WHEN ${lockedNow} THEN ${lockedUntil} WHEN ${reaches} THEN ${now + LOCKOUT_MS} ELSE ${lockedUntil} END`,
          updated: now,
        }),
      )
      .returning('locked_until')
      .compile(),
  );
  pruneUnknownNames(db, now);
  return Number(row?.locked_until ?? 0) > now;
}

const lastPrune = new WeakMap<object, number>();

/**
 * Now and then, in the background: never on the answer's path, so an unknown
 * name's answer takes no longer than a known one's.
 */
function pruneUnknownNames(db: Queryable, now: number): void {
  if (now - (lastPrune.get(db) ?? 0) < PRUNE_EVERY_MS) return;
  lastPrune.set(db, now);
  // A failed prune is simply tried again at the next interval.
  db.run(
    db.builder
      .deleteFrom('_login_failures')
      .where('updated', '<', now - UNKNOWN_NAME_RETENTION_MS)
      .compile(),
  ).catch(() => undefined);
}

/** A completed sign-in starts the count again. */
export async function clearFailures(db: Queryable, user: UserRow): Promise<void> {
  if (!user.AccessFailedCount && !user.LockoutEnd) return;
  await db.run(
    db.builder
      .updateTable('AspNetUsers')
      .set({ AccessFailedCount: 0, LockoutEnd: null })
      .where('Id', '=', user.Id)
      .compile(),
  );
}
