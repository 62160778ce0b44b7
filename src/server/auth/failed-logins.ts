// Counting failed sign-ins (decisions.md "Lockout"): 5 in a row lock an
// account for 15 minutes. Every count is one atomic statement, so failures
// that arrive together — on one instance or many — each count: the old
// read-then-write let 20 concurrent failures end with a count of 1.
//
// Names without an account lock exactly like real ones, on every instance:
// their count lives in _login_failures (keyed by the name as the user lookup
// compares it), so lockout says nothing about which names exist.
import { sqlOf, type Queryable } from '../db/executor.js';
import type { UserRow } from './users.js';

export const LOCKOUT_THRESHOLD = 5;
export const LOCKOUT_MS = 15 * 60_000;

/**
 * _login_failures rows untouched this long are deleted, so a spray of made-up
 * names cannot grow the table without end. The price: 4 failures against an
 * unknown name are forgotten after a day, while a real account keeps them
 * until its next sign-in — telling the two apart that way takes a day per try.
 */
export const UNKNOWN_NAME_RETENTION_MS = 24 * 3600_000;
const PRUNE_EVERY_MS = 10 * 60_000;

const placeholders = (db: Queryable) => (n: number) => (db.dialect === 'sqlite' ? '?' : `$${n}`);

/**
 * Counts a failed password; the fifth in a row locks the account (count back
 * to 0, LockoutEnd set). A failure while locked counts nothing. Returns
 * whether the account is locked now.
 */
export async function recordFailure(db: Queryable, user: UserRow): Promise<boolean> {
  const now = new Date();
  const lockUntil = new Date(now.getTime() + LOCKOUT_MS).toISOString();
  const p = placeholders(db);
  const enabled = db.dialect === 'sqlite' ? `COALESCE("LockoutEnabled", 1) <> 0` : `"LockoutEnabled" IS NOT FALSE`;
  // LockoutEnd is an ISO instant on both dialects (text on SQLite: ISO text compares in time order).
  const lockedNow = (n: number) => `("LockoutEnd" IS NOT NULL AND "LockoutEnd" > ${p(n)})`;
  const reaches = `(COALESCE("AccessFailedCount", 0) + 1 >= ${LOCKOUT_THRESHOLD} AND ${enabled})`;
  // SQLite binds positionally: the values repeat in the order the placeholders appear.
  const row = await db.first<{ LockoutEnd: string | Date | null }>(
    sqlOf(
      `UPDATE "AspNetUsers" SET
         "AccessFailedCount" = CASE WHEN ${lockedNow(1)} THEN "AccessFailedCount" WHEN ${reaches} THEN 0 ELSE COALESCE("AccessFailedCount", 0) + 1 END,
         "LockoutEnd" = CASE WHEN ${lockedNow(2)} THEN "LockoutEnd" WHEN ${reaches} THEN ${p(3)} ELSE "LockoutEnd" END
       WHERE "Id" = ${p(4)} RETURNING "LockoutEnd"`,
      [now.toISOString(), now.toISOString(), lockUntil, user.Id],
    ),
  );
  return !!row?.LockoutEnd && new Date(row.LockoutEnd).getTime() > now.getTime();
}

/** The same count for a name without an account, in one upsert. Returns whether the name is locked now. */
export async function recordUnknownFailure(db: Queryable, userName: string): Promise<boolean> {
  const now = Date.now();
  const name = userName.trim().toUpperCase().slice(0, 320);
  const p = placeholders(db);
  const t = '"_login_failures"';
  const lockedNow = (n: number) => `${t}."locked_until" > ${p(n)}`;
  const reaches = `${t}."count" + 1 >= ${LOCKOUT_THRESHOLD}`;
  const row = await db.first<{ locked_until: number | string }>(
    sqlOf(
      `INSERT INTO ${t} ("name", "count", "locked_until", "updated") VALUES (${p(1)}, 1, 0, ${p(2)})
       ON CONFLICT ("name") DO UPDATE SET
         "count" = CASE WHEN ${lockedNow(3)} THEN ${t}."count" WHEN ${reaches} THEN 0 ELSE ${t}."count" + 1 END,
         "locked_until" = CASE WHEN ${lockedNow(4)} THEN ${t}."locked_until" WHEN ${reaches} THEN ${p(5)} ELSE ${t}."locked_until" END,
         "updated" = ${p(6)}
       RETURNING "locked_until"`,
      [name, now, now, now, now + LOCKOUT_MS, now],
    ),
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
  db.run(sqlOf(`DELETE FROM "_login_failures" WHERE "updated" < ${placeholders(db)(1)}`, [now - UNKNOWN_NAME_RETENTION_MS])).catch(() => undefined);
}

/** A completed sign-in starts the count again. */
export async function clearFailures(db: Queryable, user: UserRow): Promise<void> {
  if (!user.AccessFailedCount && !user.LockoutEnd) return;
  await db.run(db.builder.updateTable('AspNetUsers').set({ AccessFailedCount: 0, LockoutEnd: null }).where('Id', '=', user.Id).compile());
}
