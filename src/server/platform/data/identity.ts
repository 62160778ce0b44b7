// Who is calling, as the verified token says (spec §3 claims).
import { randomUUID } from 'node:crypto';
import type { Permissions } from '../../../shared/claims.js';
import { SUPER_ADMIN } from '../../../shared/roles.js';

export interface Identity {
  userId: string;
  userName: string;
  email: string;
  name: string;
  roles: string[];
  isMJA: boolean;
  permissions: Permissions;
  /** The security stamp the token was issued under (revocation). */
  stamp: string;
  /** The session (UserSession row) this token belongs to; an impersonation token carries its impersonator's. */
  sessionId: string;
  /** Set while a MoJoAdmin acts as this user. */
  impersonatorId?: string;
  impersonatorName?: string;
  impersonatorStamp?: string;
  /** When the user last signed in with a password (seconds). */
  authTime: number;
  /** When this token was signed (seconds): the idle limit counts from here. */
  issuedAt: number;
  /** When this token expires (seconds). */
  expiresAt: number;
}

/** An identity making one request: what writes and the audit trail need. */
export interface Actor extends Identity {
  requestId: string;
  /**
   * 'generic': the write came through the generic data interface (/api/v1/db/…), not a screen's own call. A
   * feature's guard may hold such writes to its own rules (review refuses live-making Content writes, 0143).
   */
  via?: 'generic';
}

/**
 * An actor that is no signed-in person: the admin command line, a scheduled change. It has the top administrator's
 * rights (what it may do was decided before it ran: the operator holds the server, the scheduler checked the
 * setter's rights), a name the audit trail shows ("deploy (admin CLI)", "jo (scheduled)"), a one-hour token span
 * starting now, and a request id of its own (`<requestPrefix>-<uuid>`).
 */
export function systemActor({
  userId,
  name,
  requestPrefix,
}: {
  userId: string;
  name: string;
  requestPrefix: string;
}): Actor {
  const now = Math.floor(Date.now() / 1000);
  return {
    userId,
    userName: name,
    email: '',
    name,
    roles: [SUPER_ADMIN],
    isMJA: true,
    permissions: {},
    stamp: '',
    sessionId: '',
    authTime: now,
    issuedAt: now,
    expiresAt: now + 3600,
    requestId: `${requestPrefix}-${randomUUID()}`,
  };
}
