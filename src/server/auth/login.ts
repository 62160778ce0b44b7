// The sign-in decision (spec §4 "Login outcomes", contract §4): lockout,
// password, disabled account, required reset, e-mailed second factor,
// success. Every outcome is audited with the spec's texts. Unknown user
// names are answered exactly as known ones, lockout included.
import type { Config } from '../config.js';
import { sqlOf, type Executor, type Queryable } from '../db/executor.js';
import { auditEvent } from './audit-events.js';
import { consumeSecret, CODE_TTL_MS, newLoginCode, storeSecret } from './one-time.js';
import { burnPasswordCheck, verifyPassword } from './passwords.js';
import type { Tokens } from './tokens.js';
import { findUserByLogin, tokenSubject, truthy, type UserRow } from './users.js';

export const LOCKOUT_THRESHOLD = 5;
export const LOCKOUT_MS = 15 * 60_000;

export const MESSAGES = {
  wrong: 'The user name or password is incorrect.',
  locked: 'Too many failed sign-ins: the account is locked for 15 minutes.',
  disabled: 'Your account has been disabled.',
  codeWrong: 'The verification code is incorrect.',
  codeGone: 'The verification code has expired or was used up: sign in again to get a new one.',
} as const;

export type LoginAnswer =
  | { success: true; token: string }
  | { success: false; errors: { message: string }[]; deniedAccess?: true }
  | { success: false; resetRequired: true; email: string }
  | { success: false; b2fa: true };

/** The e-mails sign-in sends; the mail module provides them. */
export interface AuthMail {
  sendCode(to: { email: string; name: string }, code: string): Promise<void>;
  sendReset(to: { email: string; name: string }, link: string): Promise<void>;
}

export interface LoginDeps {
  db: Executor;
  tokens: Tokens;
  config: Config;
  mail: AuthMail;
}

const fail = (message: string): LoginAnswer => ({ success: false, errors: [{ message }] });

export async function login(deps: LoginDeps, input: { userName: string; password: string; code?: string; requestId: string }): Promise<LoginAnswer> {
  const { db } = deps;
  const audit = (message: string, userName = input.userName) => auditEvent(db, { type: 'Login', message, userName, requestId: input.requestId });
  const user = await findUserByLogin(db, input.userName);
  if (!user) return unknownUser(db, input, audit);

  const now = Date.now();
  if (user.LockoutEnd && Date.parse(user.LockoutEnd) > now) {
    await burnPasswordCheck(input.password);
    await audit(`Login Fail: ${MESSAGES.locked}`, user.UserName);
    return fail(MESSAGES.locked);
  }
  if (!(await verifyPassword(user.PasswordHash, input.password))) {
    const locked = await recordFailure(db, user);
    const message = locked ? MESSAGES.locked : MESSAGES.wrong;
    await audit(`Login Fail: ${message}`, user.UserName);
    return fail(message);
  }
  if (truthy(user.Disabled)) {
    await audit('Account Disabled', user.UserName);
    return { success: false, deniedAccess: true, errors: [{ message: MESSAGES.disabled }] };
  }
  if (truthy(user.ResetRequired)) {
    await audit('Password Reset Required', user.UserName);
    return { success: false, resetRequired: true, email: user.Email };
  }
  if (truthy(user.TwoFactorEnabled) || deps.config.requireSecondFactor) {
    if (!input.code) {
      const code = newLoginCode();
      await db.transaction((tx) => storeSecret(tx, user.Id, 'LoginCode', code, CODE_TTL_MS));
      await deps.mail.sendCode({ email: user.Email, name: user.DisplayName || user.UserName }, code);
      return { success: false, b2fa: true };
    }
    const result = await db.transaction((tx) => consumeSecret(tx, user.Id, 'LoginCode', input.code!.trim()));
    if (result !== 'ok') {
      const message = result === 'wrong' ? MESSAGES.codeWrong : MESSAGES.codeGone;
      await audit(`Login Fail: ${message}`, user.UserName);
      return fail(message);
    }
  }
  await clearFailures(db, user);
  const token = await deps.tokens.issue(await tokenSubject(db, user));
  await audit('Login Successful', user.UserName);
  return { success: true, token };
}

async function unknownUser(db: Queryable, input: { userName: string; password: string }, audit: (message: string) => Promise<void>): Promise<LoginAnswer> {
  await burnPasswordCheck(input.password); // the same time as a real check
  const locked = await recordUnknownFailure(db, input.userName);
  const message = locked ? MESSAGES.locked : MESSAGES.wrong;
  await audit(`Login Fail: ${message}`);
  return fail(message);
}

/**
 * Counts a failed password in one statement (concurrent failures on any
 * instance each count: 20 at once lock the account); the fifth in a row locks
 * it. A failure while locked counts nothing. Returns whether it is locked now.
 */
export async function recordFailure(db: Queryable, user: UserRow): Promise<boolean> {
  const now = new Date();
  const lockUntil = new Date(now.getTime() + LOCKOUT_MS).toISOString();
  const sqlite = db.dialect === 'sqlite';
  const p = (n: number) => (sqlite ? '?' : `$${n}`);
  const enabled = sqlite ? `COALESCE("LockoutEnabled", 1) <> 0` : `"LockoutEnabled" IS NOT FALSE`;
  const lockedNow = `("LockoutEnd" IS NOT NULL AND "LockoutEnd" > ${p(1)})`;
  const reaches = `(COALESCE("AccessFailedCount", 0) + 1 >= ${LOCKOUT_THRESHOLD} AND ${enabled})`;
  // SQLite binds positionally: the values repeat in the order the placeholders appear.
  const row = await db.first<{ LockoutEnd: string | null }>(
    sqlOf(
      `UPDATE "AspNetUsers" SET
         "AccessFailedCount" = CASE WHEN ${lockedNow} THEN "AccessFailedCount" WHEN ${reaches} THEN 0 ELSE COALESCE("AccessFailedCount", 0) + 1 END,
         "LockoutEnd" = CASE WHEN ${lockedNow.replace(p(1), p(2))} THEN "LockoutEnd" WHEN ${reaches} THEN ${p(3)} ELSE "LockoutEnd" END
       WHERE "Id" = ${p(4)} RETURNING "LockoutEnd"`,
      [now.toISOString(), now.toISOString(), lockUntil, user.Id],
    ),
  );
  return !!row?.LockoutEnd && Date.parse(row.LockoutEnd) > now.getTime();
}

/**
 * Names without an account lock exactly like real ones (same count, same
 * time, on every instance): one atomic upsert into _login_failures.
 * Rows untouched for a day are pruned now and then.
 */
async function recordUnknownFailure(db: Queryable, userName: string): Promise<boolean> {
  const now = Date.now();
  const name = userName.trim().toUpperCase().slice(0, 320);
  const sqlite = db.dialect === 'sqlite';
  const p = (n: number) => (sqlite ? '?' : `$${n}`);
  const t = '"_login_failures"';
  const row = await db.first<{ locked_until: number }>(
    sqlOf(
      `INSERT INTO ${t} ("name", "count", "locked_until", "updated") VALUES (${p(1)}, 1, 0, ${p(2)})
       ON CONFLICT ("name") DO UPDATE SET
         "count" = CASE WHEN ${t}."locked_until" > ${p(3)} THEN ${t}."count" WHEN ${t}."count" + 1 >= ${LOCKOUT_THRESHOLD} THEN 0 ELSE ${t}."count" + 1 END,
         "locked_until" = CASE WHEN ${t}."locked_until" > ${p(4)} THEN ${t}."locked_until" WHEN ${t}."count" + 1 >= ${LOCKOUT_THRESHOLD} THEN ${p(5)} ELSE ${t}."locked_until" END,
         "updated" = ${p(6)}
       RETURNING "locked_until"`,
      [name, now, now, now, now + LOCKOUT_MS, now],
    ),
  );
  if (Math.random() < 0.01) await db.run(sqlOf(`DELETE FROM ${t} WHERE "updated" < ${p(1)}`, [now - 24 * 3600_000]));
  return Number(row?.locked_until ?? 0) > now;
}

async function clearFailures(db: Queryable, user: UserRow) {
  if (!user.AccessFailedCount && !user.LockoutEnd) return;
  await db.run(db.builder.updateTable('AspNetUsers').set({ AccessFailedCount: 0, LockoutEnd: null }).where('Id', '=', user.Id).compile());
}
