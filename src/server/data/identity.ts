// Who is calling, as the verified token says (spec §3 claims).
import type { Permissions } from '../../shared/claims.js';

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
