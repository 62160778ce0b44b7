// Impersonation (spec §4, contract §4, security row 9): a MoJoAdmin acts as
// a user of a lower role, for at most 30 minutes, never from inside another
// impersonation; the token names the impersonator; start and stop are audited.
import type { Identity } from '../platform/data/identity.js';
import { badRequest, forbidden, notFound } from '../platform/errors.js';
import { requireChange, ruleTargetOf } from './account-rules.js';
import { auditEvent } from '../platform/data/audit-events.js';
import type { LoginDeps } from './login.js';
import { findUserById, tokenSubject } from './users.js';
import { rotateStamps, type Sessions } from './sessions.js';
import { keepSession } from './session-store.js';

const IMPERSONATION_SECONDS = 30 * 60;

export async function startImpersonation(deps: LoginDeps, actor: Identity, userId: unknown, requestId: string) {
  // The rules are the shared ones the user screen greys its Impersonate button by (people/account-rules.ts).
  if (typeof userId !== 'string' || !userId) throw badRequest('UserId is required', 'UserId');
  const target = await findUserById(deps.db, userId);
  if (!target) {
    requireChange(actor, { userId, roles: [], disabled: false }, 'impersonate'); // who may not impersonate learns nothing about the id
    throw notFound(`User ${userId} was not found`);
  }
  requireChange(actor, await ruleTargetOf(deps.db, target.Id, target), 'impersonate', 'UserId');
  const subject = await tokenSubject(deps.db, target, actor.userId);
  const token = await deps.tokens.issue(
    { ...subject, sessionId: actor.sessionId, impersonatorName: actor.userName, impersonatorStamp: actor.stamp },
    { ttlSeconds: IMPERSONATION_SECONDS },
  );
  await auditEvent(deps.db, {
    type: 'Impersonation',
    message: `Impersonation Started: ${actor.userName} as ${target.UserName}`,
    userName: actor.userName,
    requestId,
    about: target.Id,
  });
  return { success: true, token };
}

/**
 * Ends the impersonation: the impersonator gets a new security stamp, which
 * kills the impersonation token (and the impersonator's other sessions), and
 * a fresh token of their own unless they are logging out.
 */
export async function stopImpersonation(
  deps: LoginDeps & { sessions: Sessions },
  identity: Identity,
  requestId: string,
  loggingOut = false,
) {
  if (!identity.impersonatorId) throw badRequest('This session is not impersonating anyone');
  await deps.db.transaction((tx) => rotateStamps(tx, [identity.impersonatorId!]));
  const actor = await findUserById(deps.db, identity.impersonatorId);
  if (!actor || actor.Disabled) throw forbidden('The impersonating account is no longer active: sign in again');
  let token: string | undefined;
  if (!loggingOut) {
    // The impersonator's own session (the impersonation token carried its id) goes on under the new stamp.
    await keepSession(deps.db, identity.sessionId, actor.SecurityStamp ?? '');
    token = await deps.tokens.issue({
      ...(await tokenSubject(deps.db, actor)),
      sessionId: identity.sessionId,
      authTime: identity.authTime,
    });
  }
  await auditEvent(deps.db, {
    type: 'Impersonation',
    message: `Impersonation Stopped: ${actor.UserName} as ${identity.userName}`,
    userName: actor.UserName,
    requestId,
    about: identity.userId,
  });
  return token ? { success: true, token } : { success: true };
}
