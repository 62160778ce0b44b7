// Who may use a dashboard tool's server calls (e.g. Email Test, tag 80):
// the rule the dashboard shows tools by, checked again on the server.
//   - MoJoAdmin and Admin: always;
//   - Maintenance User: when their allowed tags (TId claims plus those tags'
//     visible children) hold the tool's tag and the dashboard tag 2, and the
//     tool's tag is visible and not deleted (a hidden tool is switched off);
//   - anyone else: never.
import { hasRole } from '../../shared/roles.js';
import { dialectOf } from '../platform/db/dialect.js';
import type { Queryable } from '../platform/db/executor.js';
import type { Identity } from '../platform/data/identity.js';
import { allowedTagIds } from '../platform/data/scope.js';
import { forbidden } from '../platform/errors.js';
import { DASHBOARD_TAG_ID } from '../../shared/dashboard-tools.js';

export async function mayUseTool(db: Queryable, identity: Identity, toolTagId: number): Promise<boolean> {
  if (identity.isMJA || hasRole(identity.roles, 'Admin')) return true;
  if (!hasRole(identity.roles, 'Maintenance User')) return false;
  const allowed = new Set(await allowedTagIds(db, identity));
  if (!allowed.has(DASHBOARD_TAG_ID) || !allowed.has(toolTagId)) return false;
  const d = dialectOf(db);
  const tag = await db.first<{ TId: number }>(
    db.builder
      .selectFrom('Tag')
      .select('TId')
      .where('TId', '=', toolTagId)
      .where('TVisible', '=', d.bool(true))
      .where('TDeleted', '=', d.bool(false))
      .compile(),
  );
  return !!tag;
}

/** Throws 403 naming the tool unless `identity` may use it. */
export async function requireTool(
  db: Queryable,
  identity: Identity,
  toolTagId: number,
  toolName: string,
): Promise<void> {
  if (!(await mayUseTool(db, identity, toolTagId)))
    throw forbidden(`${toolName} is for Admin accounts and staff given its tool`);
}
