// Password reset (e-mailed single-use link; the same answer whether or not
// the address has an account) and password change (the current password or
// a reset token; the policy of password-policy.ts). A change revokes every
// session of the account (new security stamp).
import type { Identity } from '../platform/data/identity.js';
import { dialectOf } from '../platform/db/dialect.js';
import type { Executor } from '../platform/db/executor.js';
import { badRequest, notFound, refused } from '../platform/errors.js';
import { auditEvent } from '../platform/data/audit-events.js';
import type { LoginDeps } from './login.js';
import { recordFailure } from './failed-logins.js';
import { MESSAGES } from './login.js';
import {
  consumeSecret,
  dropSecrets,
  verifySecret,
  INVITE_TTL_MS,
  newResetToken,
  RESET_TTL_MS,
  storeSecret,
} from './one-time.js';
import { passwordProblem } from './password-policy.js';
import { hashPassword, verifyPassword, burnPasswordCheck } from './passwords.js';
import { newStamp } from './sessions.js';
import { keepSession, readSession } from './session-store.js';
import { findUserById, findUserByLogin, tokenSubject, type UserRow } from './users.js';
import { requireChange, ruleTargetOf } from './account-rules.js';
import { REASONS } from '../../shared/people/account-rules.js';

const RESET_SENT = 'If the address belongs to an account, a link to set a new password has been sent to it.';

/**
 * A new single-use set-password link for the account (any earlier one stops
 * working): what the reset mail and the invitation carry, and what
 * `npm run admin -- reset-password` prints.
 */
export async function issueSetPasswordLink(
  deps: Pick<LoginDeps, 'db' | 'config'>,
  user: Pick<UserRow, 'Id' | 'Email'>,
  ttlMs: number = RESET_TTL_MS,
): Promise<string> {
  const token = newResetToken();
  await deps.db.transaction((tx) => storeSecret(tx, user.Id, 'PasswordReset', token, ttlMs));
  return setPasswordLink(deps, user.Email, token);
}

async function sendResetLink(deps: LoginDeps, user: UserRow) {
  const link = await issueSetPasswordLink(deps, user);
  await deps.mail.sendReset({ email: user.Email, name: user.DisplayName || user.UserName }, link);
}

/** Self-service: the same answer for any address, known or not. */
export async function requestReset(
  deps: LoginDeps,
  email: string,
  requestId: string,
): Promise<{ success: true; message: string }> {
  const user = await findUserByLogin(deps.db, email);
  if (user && !user.Disabled) {
    // Whatever happens to the mail, the answer is the same as for an unknown
    // address: a failure here must not reveal that the account exists.
    const sent = await sendResetLink(deps, user).then(
      () => true,
      () => false,
    );
    await auditEvent(deps.db, {
      type: 'Password',
      message: sent ? 'Password Reset Requested' : 'Password Reset Mail Failed',
      userName: user.UserName,
      requestId,
    });
  }
  return { success: true, message: RESET_SENT };
}

/**
 * Started by an administrator for another account (the shared rules: Admin for
 * accounts below MoJoAdmin). An account that never set a password (invited)
 * gets its invitation again, with the invitation's longer life.
 */
export async function adminReset(deps: LoginDeps, actor: Identity, userId: string, requestId: string) {
  const user = await findUserById(deps.db, userId);
  if (!user) {
    requireChange(actor, { userId, roles: [], disabled: false }, 'reset-link');
    throw notFound(`User ${userId} was not found`);
  }
  requireChange(actor, await ruleTargetOf(deps.db, user.Id, user), 'reset-link');
  const invited = !user.PasswordHash;
  if (invited) await sendInvitation(deps, user, actor.name || actor.userName);
  else await sendResetLink(deps, user);
  const message = invited ? `Invitation Sent to ${user.UserName}` : `Password Reset Sent to ${user.UserName}`;
  await auditEvent(deps.db, {
    type: 'Password',
    message,
    userName: actor.userName,
    requestId,
    impersonator: actor.impersonatorName,
    about: user.Id,
  });
  return {
    success: true,
    message: invited
      ? `The invitation was sent again to ${user.Email}.`
      : `A link to set a new password was sent to ${user.Email}.`,
  };
}

/** The set-password link of an invitation: the reset token, living INVITE_TTL_MS. */
export async function sendInvitation(
  deps: LoginDeps,
  user: Pick<UserRow, 'Id' | 'Email' | 'DisplayName' | 'UserName'>,
  invitedBy: string,
) {
  const link = await issueSetPasswordLink(deps, user, INVITE_TTL_MS);
  await deps.mail.sendInvite({ email: user.Email, name: user.DisplayName || user.UserName }, link, {
    invitedBy,
    userName: user.UserName,
    days: INVITE_TTL_MS / 86_400_000,
  });
}

const setPasswordLink = (deps: Pick<LoginDeps, 'config'>, email: string, token: string) =>
  `${deps.config.publicUrl}/maintenance/change-password?email=${encodeURIComponent(email)}&token=${encodeURIComponent(token)}`;

interface ChangeInput {
  userName: string;
  newPassword: string;
  currentPassword?: string;
  token?: string;
  requestId: string;
  /** The caller's session, when there is one: refused while impersonating. */
  caller?: Identity;
}

export async function changePassword(
  deps: LoginDeps,
  input: ChangeInput,
): Promise<{ success: boolean; token?: string; errors?: { message: string; field?: string }[] }> {
  if (input.caller?.impersonatorId)
    throw refused({ rule: 'not-while-impersonating', reason: REASONS['not-while-impersonating'] });
  const user = await findUserByLogin(deps.db, input.userName);
  if (!user) {
    if (input.currentPassword) await burnPasswordCheck(input.currentPassword);
    return { success: false, errors: [{ message: input.token ? MESSAGES.codeGone : MESSAGES.wrong }] };
  }
  if (input.token !== undefined) {
    // The link is used up only by a change that is made: a new password refused (too short, the current one) keeps
    // it working for the next try. Why the password is refused is told only to a holder of the right link.
    const problem = await newPasswordProblem(user, input.newPassword);
    const check = problem ? verifySecret : consumeSecret;
    const result = await deps.db.transaction((tx) => check(tx, user.Id, 'PasswordReset', input.token!, 1));
    if (result !== 'ok')
      return {
        success: false,
        errors: [{ message: 'The link to set a new password has expired or was already used: ask for a new one.' }],
      };
    if (problem) return { success: false, errors: [problem] };
  } else {
    if (input.currentPassword === undefined) throw badRequest('CurrentPassword is required', 'CurrentPassword');
    if (user.LockoutEnd && Date.parse(user.LockoutEnd) > Date.now())
      return { success: false, errors: [{ message: MESSAGES.locked }] };
    if (!(await verifyPassword(user.PasswordHash, input.currentPassword))) {
      const locked = await recordFailure(deps.db, user);
      return {
        success: false,
        errors: [
          { message: locked ? MESSAGES.locked : 'The current password is incorrect.', field: 'CurrentPassword' },
        ],
      };
    }
  }
  if (input.token === undefined) {
    const problem = await newPasswordProblem(user, input.newPassword);
    if (problem) return { success: false, errors: [problem] };
  }
  // The caller's own session survives its own change (docs/decisions/0006-sign-in-and-sessions.md):
  // checked before the stamp rotates.
  const keepsSession =
    input.currentPassword !== undefined &&
    callerHoldsSession(input.caller, user) &&
    (await readSession(deps.db, input.caller!.sessionId))?.revoked === false;
  // A reset link was opened from the account's mailbox: the address is confirmed (an invitation's first password).
  await setPassword(deps.db, user, await hashPassword(input.newPassword), input.token !== undefined);
  await auditEvent(deps.db, {
    type: 'Password',
    message: 'Password Changed',
    userName: user.UserName,
    requestId: input.requestId,
  });
  if (!keepsSession) return { success: true };
  const changed = await findUserById(deps.db, user.Id);
  if (!changed) return { success: true };
  await keepSession(deps.db, input.caller!.sessionId, changed.SecurityStamp ?? '');
  return {
    success: true,
    token: await deps.tokens.issue({ ...(await tokenSubject(deps.db, changed)), sessionId: input.caller!.sessionId }),
  };
}

/** Why a new password is refused: the policy (password-policy.ts), or it is the current one. */
async function newPasswordProblem(
  user: UserRow,
  newPassword: string,
): Promise<{ message: string; field: string } | undefined> {
  const problem = passwordProblem(newPassword, { userName: user.UserName, email: user.Email });
  if (problem) return { message: problem, field: 'NewPassword' };
  if (await verifyPassword(user.PasswordHash, newPassword))
    return { message: 'The new password must differ from the current one.', field: 'NewPassword' };
  return undefined;
}

/** Whether the change comes from a live session of this very account (not another's, not a revoked one). */
function callerHoldsSession(caller: Identity | undefined, user: UserRow): boolean {
  return (
    !!caller &&
    !caller.impersonatorId &&
    caller.userId === user.Id &&
    caller.stamp === (user.SecurityStamp ?? '') &&
    !user.Disabled
  );
}

/** Stores a new password hash: a new security stamp (every session ends), the lock-out and any reset link cleared. */
export async function setPassword(db: Executor, user: Pick<UserRow, 'Id'>, hash: string, mailboxProven: boolean) {
  await db.transaction(async (tx) => {
    const d = dialectOf(tx);
    await tx.run(
      tx.builder
        .updateTable('AspNetUsers')
        .set({
          PasswordHash: hash,
          SecurityStamp: newStamp(),
          ResetRequired: d.bool(false),
          AccessFailedCount: 0,
          LockoutEnd: null,
          ...(mailboxProven ? { EmailConfirmed: d.bool(true) } : {}),
        })
        .where('Id', '=', user.Id)
        .compile(),
    );
    await dropSecrets(tx, user.Id, 'PasswordReset');
  });
}
