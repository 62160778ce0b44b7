// Reading the change history and the audit log through the tool screens
// (issue 40 item 5; docs/decisions/0112-auditor-role.md). A read-only account
// (the Auditor: shared/roles.ts isReadOnly) reads what an Admin reads, so the
// screens that show the history (/logs: the audit log, the changes and the
// error log; a page's versions on the editor's Summary, /edit/summary; an
// account's audit trail on /user-management/{UserId}) and the GET routes
// behind them are open to it, with every write control hidden. One rule for
// the server (which answers the reads) and the admin (which opens the screens
// and hides the writes); the server's read-only guard refuses the writes
// whatever a screen shows.
import { hasRole, isReadOnly, isSuperAdmin } from './roles.js';

interface HistoryReader {
  roles: readonly string[];
  /** The top admin flag of the token, where the caller has it. */
  isMJA?: boolean;
}

/** The roles of the logs and the accounts screens: the history an Admin reads. */
const ADMINISTRATORS = ['MoJoAdmin', 'Admin'] as const;

/**
 * The tool screens a read-only account opens without a tag (page access,
 * spec §6, adds them to its allowed paths). Their child paths follow by the
 * parent rule: /user-management opens /user-management/{UserId}. The
 * editor's Summary (/edit/summary) is open to every signed-in user already.
 */
export const HISTORY_SCREENS = ['/logs', '/user-management'] as const;

/** A read-only account: on a history screen it reads, and every write control (Restore, Delete, Save, Empty…) is hidden. */
export const readsHistoryOnly = (who: HistoryReader | null | undefined): boolean =>
  !!who && !who.isMJA && isReadOnly(who.roles);

/**
 * Whether `who` may read what a history screen or its GET route shows: the
 * screen's own users (`roles`: the administrators for the logs and the
 * accounts, the maintenance roles for a page's versions), or a read-only
 * account, which reads what an Admin reads (within its TId/CId claims where
 * the data has a scope rule: the server's reads apply data/scope.ts).
 */
export function mayReadHistory(
  who: HistoryReader | null | undefined,
  roles: readonly string[] = ADMINISTRATORS,
): boolean {
  if (!who) return false;
  return !!who.isMJA || isSuperAdmin(who.roles) || hasRole(who.roles, roles) || isReadOnly(who.roles);
}
