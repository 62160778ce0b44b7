// Who may act on the logs screens (issue 13 item 6), one rule for the server
// (which refuses) and the admin (which disables the button and says why).
import type { AccessIdentity } from './can-access.js';
import { canAccess } from './can-access.js';
import { SCHEMA } from './generated/entities.generated.js';
import { isSuperAdmin } from './roles.js';

/** Emptying the error log loses what it holds for everyone: the top administrator's call alone. */
export const mayTruncateErrorLog = (identity: AccessIdentity | null | undefined) => !!identity && isSuperAdmin(identity.roles);
export const TRUNCATE_REFUSED = 'Only a MoJoAdmin may empty the error log';

/** Archiving changes the message record: whoever may change system messages (Admin, MoJoAdmin). */
export const mayArchiveSystemMessages = (identity: AccessIdentity | null | undefined) => canAccess(identity, SCHEMA.SystemMessages, 'update');
