// The sign-in decision (spec §4 "Login outcomes", contract §4): lockout,
// password, disabled account, required reset, e-mailed second factor,
// success (the second factor asked by the account, the server or the site
// setting; an authenticator app instead of the e-mailed code where the account
// has one, docs/decisions/0134-authenticator-apps.md). Every outcome is audited with the spec's texts. Unknown user
// names are answered exactly as known ones, lockout included.
import { languageOfStored, type Language } from '../../shared/api/language.js';
import type { Config } from '../platform/config.js';
import type { Executor, Queryable } from '../platform/db/executor.js';
import { auditEvent } from '../platform/data/audit-events.js';
import { clearFailures, recordFailure, recordUnknownFailure } from './failed-logins.js';
import { consumeSecret, CODE_TTL_MS, newLoginCode, storeSecret } from './one-time.js';
import { burnPasswordCheck, verifyPassword } from './passwords.js';
import type { Tokens } from './tokens.js';
import { findUserByLogin, tokenSubject, type UserRow } from './users.js';
import { openSession } from './session-store.js';
import { siteRequiresSecondFactor } from './factors/site-second-factor.js';
import type { KeyRing } from '../platform/secrets/key-ring.js';
import { readFactor } from './factors/factor-store.js';
import { authenticatorRequired } from './factors/factor-policy.js';
import { checkAuthenticatorStep } from './factors/sign-in-step.js';
import { newEnrolment } from './factors/enrolment.js';
import type { PasskeyChallenge } from '../../shared/api/passkeys.js';
import { listPasskeys, type Passkey } from './factors/passkey-store.js';
import { checkPasskey, passkeyChallenge, ticketFor } from './factors/passkey-sign-in.js';
import { recoveryCodesLeft, useRecoveryCode } from './factors/recovery-codes.js';

export const MESSAGES = {
  wrong: 'The user name or password is incorrect.',
  locked: 'Too many failed sign-ins: the account is locked for 15 minutes.',
  disabled: 'Your account has been disabled.',
  codeWrong: 'The verification code is incorrect.',
  codeGone: 'The verification code has expired or was used up: sign in again to get a new one.',
  passkeyWrong: 'The passkey could not be verified: try again, or sign in again.',
} as const;

type LoginAnswer =
  | { success: true; token: string; language?: Language }
  | { success: false; errors: { message: string }[]; deniedAccess?: true }
  | { success: false; resetRequired: true; email: string }
  | { success: false; b2fa: true; factor?: 'authenticator' }
  | { success: false; b2fa: true; factor: 'passkey'; passkey: PasskeyChallenge }
  | { success: false; enrolAuthenticator: true; enrolment: string };

/** The e-mails sign-in and the account screens send; the mail module provides them. */
export interface AuthMail {
  sendCode(to: { email: string; name: string }, code: string): Promise<void>;
  sendReset(to: { email: string; name: string }, link: string): Promise<void>;
  /** A new colleague's set-password link (User Management's invitation). */
  sendInvite(
    to: { email: string; name: string },
    link: string,
    about: { invitedBy: string; userName: string; days: number },
  ): Promise<void>;
  /** The link that confirms a new address (My Account), sent to that new address. */
  sendEmailConfirmation(to: { email: string; name: string }, link: string, hours: number): Promise<void>;
}

export interface LoginDeps {
  db: Executor;
  tokens: Tokens;
  config: Config;
  mail: AuthMail;
  /** Seals the authenticator apps' secrets. */
  ring: KeyRing;
  /** The relying party of passkeys (passkey-ceremony.ts). */
  publicUrl: string;
  /** Seals the passkeys' challenge tickets (passkey-ticket.ts). */
  tokenKey: Uint8Array;
}

const fail = (message: string): LoginAnswer => ({ success: false, errors: [{ message }] });

export async function login(
  deps: LoginDeps,
  input: {
    userName: string;
    password: string;
    code?: string;
    /** The second step's passkey answer and the ticket its options came with. */
    passkey?: { ticket: string; response: unknown };
    requestId: string;
    userAgent?: string;
    address?: string;
  },
): Promise<LoginAnswer> {
  const { db } = deps;
  const audit = (message: string, userName = input.userName) =>
    auditEvent(db, { type: 'Login', message, userName, requestId: input.requestId });
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
  if (user.Disabled) {
    await audit('Account Disabled', user.UserName);
    return { success: false, deniedAccess: true, errors: [{ message: MESSAGES.disabled }] };
  }
  if (user.ResetRequired) {
    await audit('Password Reset Required', user.UserName);
    return { success: false, resetRequired: true, email: user.Email };
  }
  const factor = await readFactor(db, deps.ring, user.Id);
  const passkeys = await listPasskeys(db, deps.ring, user.Id);
  const required = await authenticatorRequired(db, user.Id);
  if (passkeys.length > 0 && (passkeys[0].inUse || (required && !factor?.confirmed))) {
    // A passkey is the account's second step (docs/decisions/0138-passkeys.md); a recovery code stands in for it.
    if (!input.passkey && !input.code)
      return {
        success: false,
        b2fa: true,
        factor: 'passkey',
        passkey: await passkeyChallenge(deps, passkeys, user.Id),
      };
    const step = await passkeyStep(deps, user, passkeys, input);
    if (!step.passed) {
      const message = step.locked ? MESSAGES.locked : input.passkey ? MESSAGES.passkeyWrong : MESSAGES.codeWrong;
      await audit(`Login Fail: ${message} (${step.reason})`, user.UserName);
      return fail(message);
    }
    await audit(step.audit, user.UserName);
  } else if (factor?.confirmed && (factor.inUse || required)) {
    // The authenticator app is the account's second step: no e-mail is sent.
    if (!input.code) return { success: false, b2fa: true, factor: 'authenticator' };
    const step = await checkAuthenticatorStep(db, user, factor, input.code);
    if (!step.passed) {
      const message = step.locked ? MESSAGES.locked : MESSAGES.codeWrong;
      await audit(`Login Fail: ${message} (authenticator app)`, user.UserName);
      return fail(message);
    }
    await audit(step.audit, user.UserName);
  } else if (
    // A confirmed app not in use means the person chose the e-mailed code; otherwise the account's own switch,
    // the server's REQUIRE_SECOND_FACTOR, or Site Setup's switch for everyone.
    factor?.confirmed ||
    passkeys.length > 0 ||
    user.TwoFactorEnabled === true ||
    deps.config.requireSecondFactor ||
    (await siteRequiresSecondFactor(db))
  ) {
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
  if (required && !factor?.confirmed && passkeys.length === 0) {
    // The policy: no session until an authenticator app is set up; the answer carries only the set-up step's key.
    await audit('Authenticator Enrolment Required', user.UserName);
    return { success: false, enrolAuthenticator: true, enrolment: await newEnrolment(db, user.Id) };
  }
  return finishSignIn(deps, user, input);
}

/** The password and the second step passed: a session of its own, its token, audited. */
export async function finishSignIn(
  deps: LoginDeps,
  user: UserRow,
  input: { requestId: string; userAgent?: string; address?: string },
): Promise<{ success: true; token: string; language?: Language }> {
  const { db } = deps;
  await clearFailures(db, user);
  // Each sign-in is a session of its own: logout ends it alone (session-store.ts).
  const sessionId = await openSession(db, {
    userId: user.Id,
    stamp: user.SecurityStamp ?? '',
    userAgent: input.userAgent,
    address: input.address,
  });
  const token = await deps.tokens.issue({ ...(await tokenSubject(db, user)), sessionId });
  await auditEvent(db, {
    type: 'Login',
    message: 'Login Successful',
    userName: user.UserName,
    requestId: input.requestId,
  });
  // The account's language beside the token, so the admin's first screen already speaks it (issue 41 item 2).
  const language = languageOfStored(user.Language);
  return { success: true, token, ...(language ? { language } : {}) };
}

type PasskeyStep = { passed: true; audit: string } | { passed: false; locked: boolean; reason: string };

/** The passkey's answer (its ticket taken once), or a recovery code; a failure counts like a wrong password. */
async function passkeyStep(
  deps: LoginDeps,
  user: UserRow,
  passkeys: Passkey[],
  input: { code?: string; passkey?: { ticket: string; response: unknown } },
): Promise<PasskeyStep> {
  const { db } = deps;
  if (input.passkey) {
    const ticket = await ticketFor(deps, input.passkey.ticket, 'second-step', user.Id);
    const step = ticket
      ? await checkPasskey(deps, user, passkeys, { ticket, response: input.passkey.response }, false)
      : { passed: false as const, reason: 'the passkey step expired' };
    if (step.passed) return { passed: true, audit: `Passkey Used: ${step.key.name}` };
    return { passed: false, locked: await recordFailure(db, user), reason: `passkey: ${step.reason}` };
  }
  if (await db.transaction((tx) => useRecoveryCode(tx, user.Id, input.code!.trim())))
    return { passed: true, audit: `Recovery Code Used (${await recoveryCodesLeft(db, user.Id)} left)` };
  return { passed: false, locked: await recordFailure(db, user), reason: 'recovery code' };
}

async function unknownUser(
  db: Queryable,
  input: { userName: string; password: string },
  audit: (message: string) => Promise<void>,
): Promise<LoginAnswer> {
  await burnPasswordCheck(input.password); // the same time as a real check
  const locked = await recordUnknownFailure(db, input.userName);
  const message = locked ? MESSAGES.locked : MESSAGES.wrong;
  await audit(`Login Fail: ${message}`);
  return fail(message);
}
