// The raw tables (every entity's generated list, show, edit and create
// screens) are a tool for Admin and MoJoAdmin, and the Auditor's window on
// the site (read only: docs/decisions/0112-auditor-role.md): the sidebar's
// 'Data' group lists them for those roles only, and their routes show
// 'Permission Denied' to anyone else. The server's own rule stays the schema's
// (can-access.ts plus row scope): a Maintenance User still reads, through
// the editor and the site tools, the rows of their tags.
import { canAccess } from './can-access.js';
import { hasRole, isReadOnly, isSuperAdmin } from './roles.js';
import type { EntityMeta } from './schema-model.js';

export const RAW_DATA_REASON = 'The raw tables (the Data group) are for Admin, MoJoAdmin and Auditor accounts';

export const mayBrowseRawData = (roles: readonly string[]): boolean =>
  isSuperAdmin(roles) || hasRole(roles, 'Admin') || isReadOnly(roles);

/** The entities whose raw list this user may open: Admin, MoJoAdmin and Auditor, and only those the schema lets them read. */
export function rawDataEntities<E extends EntityMeta>(roles: readonly string[], entities: readonly E[]): E[] {
  if (!mayBrowseRawData(roles)) return [];
  return entities.filter((e) => canAccess({ roles }, e, 'read'));
}
