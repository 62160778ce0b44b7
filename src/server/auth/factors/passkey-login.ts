// Sign-in with a passkey alone (docs/decisions/0138-passkeys.md): no user name,
// no password. The passkey answers the account's id (its user handle); the
// passkey must be one its owner allowed to sign in alone, and the authenticator
// must have verified the person. Lockout, disabled accounts and a required
// password reset answer exactly as at the password's sign-in.
import { auditEvent } from '../../platform/data/audit-events.js';
import { recordFailure } from '../failed-logins.js';
import { finishSignIn, MESSAGES, type LoginDeps } from '../login.js';
import { findUserById } from '../users.js';
import { userHandleOf, userIdOfHandle } from './passkey-ceremony.js';
import { checkPasskey, ticketFor } from './passkey-sign-in.js';
import { listPasskeys } from './passkey-store.js';

const fail = (message: string) => ({ success: false as const, errors: [{ message }] });

export async function signInWithPasskey(
  deps: LoginDeps,
  input: { ticket: string; response: unknown; requestId: string; userAgent?: string; address?: string },
  /** The per-account limit of sign-in tries, once the account is known. */
  limitAccount: (userName: string) => Promise<void>,
) {
  const { db } = deps;
  const audit = (message: string, userName: string) =>
    auditEvent(db, { type: 'Login', message, userName, requestId: input.requestId });
  const ticket = await ticketFor(deps, input.ticket, 'alone');
  const userId = userIdOfHandle(userHandleOf(input.response));
  const user = ticket && userId ? await findUserById(db, userId) : undefined;
  if (!ticket || !user) {
    await audit(`Login Fail: ${MESSAGES.passkeyWrong} (passkey alone: ${ticket ? 'no such account' : 'expired'})`, '');
    return fail(MESSAGES.passkeyWrong);
  }
  await limitAccount(user.UserName);
  if (user.LockoutEnd && Date.parse(user.LockoutEnd) > Date.now()) {
    await audit(`Login Fail: ${MESSAGES.locked}`, user.UserName);
    return fail(MESSAGES.locked);
  }
  const keys = await listPasskeys(db, deps.ring, user.Id);
  const step = await checkPasskey(deps, user, keys, { ticket, response: input.response }, true);
  if (!step.passed) {
    const message = (await recordFailure(db, user)) ? MESSAGES.locked : MESSAGES.passkeyWrong;
    await audit(`Login Fail: ${message} (passkey alone: ${step.reason})`, user.UserName);
    return fail(message);
  }
  if (user.Disabled) {
    await audit('Account Disabled', user.UserName);
    return { success: false as const, deniedAccess: true as const, errors: [{ message: MESSAGES.disabled }] };
  }
  if (user.ResetRequired) {
    await audit('Password Reset Required', user.UserName);
    return { success: false as const, resetRequired: true as const, email: user.Email };
  }
  await audit(`Passkey Used Alone: ${step.key.name}`, user.UserName);
  return finishSignIn(deps, user, input);
}
