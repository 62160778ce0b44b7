// An invitation (User Management's "Invite user"): the account, its roles
// and claims are committed first, then the set-password link is e-mailed
// through the real mail pipeline (auth/password-flows.ts sendInvitation: a
// single-use reset token that lives a week). Mail is sent after the commit,
// never inside the transaction (SMTP may take seconds, and SQLite's writer
// would wait); a refused mail leaves the account, says so, and the screen
// offers to send it again (adminReset sends an invitation to an account
// without a password).
import type { InviteAnswer, InviteBody } from '../../shared/api/people.js';
import { auditEvent } from '../platform/data/audit-events.js';
import type { LoginDeps } from '../auth/login.js';
import { sendInvitation } from '../auth/password-flows.js';
import type { Actor } from '../platform/data/identity.js';
import { readUser } from './user-detail.js';
import { createInvited } from './user-save.js';

export async function inviteUser(deps: LoginDeps, actor: Actor, body: InviteBody): Promise<InviteAnswer> {
  const id = await deps.db.transaction((tx) => createInvited(tx, actor, body));
  const user = (await readUser(deps.db, id))!;
  try {
    await sendInvitation(deps, user, actor.name || actor.userName);
  } catch (e) {
    return {
      user,
      mailed: false,
      message: `The account was created, but the invitation could not be sent: ${(e as Error).message}. Send it again from the account's page.`,
    };
  }
  await auditEvent(deps.db, {
    type: 'Password',
    message: `Invitation Sent to ${user.UserName}`,
    userName: actor.userName,
    requestId: actor.requestId,
    impersonator: actor.impersonatorName,
    about: id,
  });
  return { user, mailed: true, message: `An invitation to choose a password was sent to ${user.Email}.` };
}
