// My Account's sessions (issue 25 item 6, contract §4 "Revocation"): the
// signed-in account's own live sessions, one ended at a time, or all at once
// ("Sign out everywhere": a new security stamp). Only the caller's own
// account is ever read or changed: another account's session id is answered
// like an unknown one.
import type { SessionInfo } from '../../shared/api/sessions.js';
import { auditEvent } from '../platform/data/audit-events.js';
import { listSessions, revokeSession } from '../auth/session-store.js';
import { rotateStamps } from '../auth/sessions.js';
import type { Actor, Identity } from '../platform/data/identity.js';
import type { Executor } from '../platform/db/executor.js';
import { forbidden, notFound } from '../platform/errors.js';

const SESSION_GONE = 'This session was not found, or it has already ended.';
const NOT_WHILE_IMPERSONATING = "While you act as another user you cannot sign out that user's sessions.";

export function mySessions(db: Executor, identity: Identity, absoluteSeconds: number): Promise<SessionInfo[]> {
  return listSessions(db, identity.userId, identity.sessionId, absoluteSeconds);
}

export async function endMySession(db: Executor, actor: Actor, sessionId: string): Promise<void> {
  if (actor.impersonatorId) throw forbidden(NOT_WHILE_IMPERSONATING);
  // Committed, the revocation drops the cached session states here and on every other instance.
  if (!(await revokeSession(db, actor.userId, sessionId))) throw notFound(SESSION_GONE);
  await auditEvent(db, {
    type: 'Login',
    message: sessionId === actor.sessionId ? 'Logout' : 'Session Signed Out',
    userName: actor.userName,
    requestId: actor.requestId,
  });
}

/** Every session of the account ends, this one included: a new stamp refuses every token it had. */
export async function endAllMySessions(db: Executor, actor: Actor): Promise<void> {
  if (actor.impersonatorId) throw forbidden(NOT_WHILE_IMPERSONATING);
  await db.transaction((tx) => rotateStamps(tx, [actor.userId]));
  await auditEvent(db, {
    type: 'Login',
    message: 'Logout Everywhere',
    userName: actor.userName,
    requestId: actor.requestId,
  });
}
