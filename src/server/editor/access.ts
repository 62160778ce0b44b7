// Who may use the editor: maintenance staff (spec §6: MoJoAdmin, Admin,
// Maintenance User). Which pages and tags a Maintenance User reaches is the
// generic interface's scope (data/scope.ts); outside it things are "not found".
import { MAINTENANCE_ROLES, hasRole } from '../../shared/roles.js';
import type { Queryable } from '../platform/db/executor.js';
import { entity } from '../platform/data/entities.js';
import { decodeField } from '../platform/data/codec.js';
import type { Identity } from '../platform/data/identity.js';
import { allowedTagIds, isScoped } from '../platform/data/scope.js';
import { forbidden, notFound } from '../platform/errors.js';

export function requireMaintenance(identity: Identity): void {
  if (!hasRole(identity.roles, MAINTENANCE_ROLES))
    throw forbidden('Only maintenance staff (MoJoAdmin, Admin, Maintenance User) may edit content');
}

/** The tag ids a scoped user may use, or undefined when every tag is allowed. */
export async function tagLimit(q: Queryable, identity: Identity): Promise<number[] | undefined> {
  return isScoped(identity, entity('Tag')) ? allowedTagIds(q, identity) : undefined;
}

/** A live tag the caller may place content under (404 otherwise, as for anything outside their scope). */
export async function requireTag(
  q: Queryable,
  identity: Identity,
  tId: number,
): Promise<{ TId: number; TName: string }> {
  const limit = await tagLimit(q, identity);
  const tag = await q.first<{ TId: number; TName: string; TDeleted: unknown }>(
    q.builder.selectFrom('Tag').select(['TId', 'TName', 'TDeleted']).where('TId', '=', tId).compile(),
  );
  if (!tag || (limit && !limit.includes(tId))) throw notFound(`Tag ${tId} was not found`);
  if (decodeField('Tag', 'TDeleted', tag.TDeleted, q.dialect) === true) throw notFound(`Tag ${tId} was deleted`);
  return { TId: tag.TId, TName: tag.TName };
}
