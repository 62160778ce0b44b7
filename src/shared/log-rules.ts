// Who may act on the logs screens (issue 13 item 6), one rule for the server
// (which refuses) and the admin (which disables the button and says why).
import type { AccessIdentity } from './can-access.js';
import { isSuperAdmin } from './roles.js';

/** Emptying the error log loses what it holds for everyone: the top administrator's call alone. */
export const mayTruncateErrorLog = (identity: AccessIdentity | null | undefined) =>
  !!identity && isSuperAdmin(identity.roles);
export const TRUNCATE_REFUSED = 'Only a MoJoAdmin may empty the error log';
