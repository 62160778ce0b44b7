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
  /** Set while a MoJoAdmin acts as this user. */
  impersonatorId?: string;
}
