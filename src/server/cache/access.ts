// Who may clear caches. The admin offers cache tools in two places: the full
// screen on the dashboard, to the top admin only (spec §6), and the slim
// list behind the dashboard item whose link is CLEAR_CACHE, to anyone the
// dashboard shows that item to. The server allows exactly those, plus every
// Admin (trusted with server maintenance, like errorlog/truncate):
//   - MoJoAdmin and Admin: always;
//   - Maintenance User: only when they may use a visible, non-deleted
//     CLEAR_CACHE tag, its parent and the dashboard tag 2 — the dashboard's
//     own access rule, with "may use" meaning their allowed tags (TId claims
//     plus those tags' visible, non-deleted children);
//   - anyone else: never.
import { DASHBOARD_TAG_ID } from '../../shared/dashboard-tools.js';
import { hasRole } from '../../shared/roles.js';
import { dialectOf } from '../platform/db/dialect.js';
import type { Queryable } from '../platform/db/executor.js';
import type { Identity } from '../platform/data/identity.js';
import { allowedTagIds } from '../platform/data/scope.js';

/** The TPath of the dashboard item that opens the slim cache tools (seed: dashboard-tags.ts). */
const CLEAR_CACHE_LINK = 'CLEAR_CACHE';

export async function mayClearCache(db: Queryable, identity: Identity): Promise<boolean> {
  if (identity.isMJA || hasRole(identity.roles, 'Admin')) return true;
  if (!hasRole(identity.roles, 'Maintenance User')) return false;
  const allowed = new Set(await allowedTagIds(db, identity));
  if (!allowed.has(DASHBOARD_TAG_ID)) return false;
  const d = dialectOf(db);
  const tags = await db.all<{ TId: number; TIdParent: number | null }>(
    db.builder
      .selectFrom('Tag')
      .select(['TId', 'TIdParent'])
      .where('TPath', '=', CLEAR_CACHE_LINK)
      .where('TVisible', '=', d.bool(true))
      .where('TDeleted', '=', d.bool(false))
      .compile(),
  );
  return tags.some((t) => allowed.has(t.TId) && t.TIdParent != null && allowed.has(t.TIdParent));
}
