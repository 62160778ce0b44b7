// What the tag editor accepts for a tag's own fields, each problem a 422
// naming the field:
//   - TName: not blank (trimmed);
//   - TPath: starts with "/" (a route of the back office or a page of the
//     site), or empty for none, and no other live tag holds it. The two link
//     values of spec §2.6 are accepted too: CLEAR_CACHE (the cache tools,
//     unique like a path) and "#" (does nothing, so many may hold it). A path
//     the tag already had is not checked again, so a tag made elsewhere with
//     an outside link can still be renamed;
//   - CUrlDefaultPage: an icon name (letters and digits, as MUI names them) or
//     empty; a name that is no icon is allowed and shows the question icon.
import { dialectOf } from '../platform/db/dialect.js';
import type { Queryable } from '../platform/db/executor.js';
import { coded } from '../platform/errors.js';

const CLEAR_CACHE_LINK = 'CLEAR_CACHE';
const NOTHING_LINK = '#';
const ICON_NAME = /^[A-Za-z][A-Za-z0-9]*$/;

export function cleanName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw coded(422, 'tag.nameRequired', {}, 'TName');
  return trimmed;
}

export function cleanIcon(icon: string | null | undefined): string | null {
  const trimmed = (icon ?? '').trim();
  if (!trimmed) return null;
  if (!ICON_NAME.test(trimmed)) throw coded(422, 'tag.icon', { icon: trimmed }, 'CUrlDefaultPage');
  return trimmed;
}

/** The path as stored (null: none), after checking it starts with "/" and no other live tag holds it. */
export async function cleanPath(
  tx: Queryable,
  path: string | null | undefined,
  selfId: number | null,
): Promise<string | null> {
  const trimmed = (path ?? '').trim();
  if (!trimmed) return null;
  if (trimmed === NOTHING_LINK) return trimmed;
  if (trimmed !== CLEAR_CACHE_LINK && !trimmed.startsWith('/')) {
    throw coded(422, 'tag.pathStart', { path: trimmed }, 'TPath');
  }
  if (/\s/.test(trimmed)) throw coded(422, 'tag.pathSpaces', { path: trimmed }, 'TPath');
  let q = tx.builder
    .selectFrom('Tag')
    .select(['TId', 'TName'])
    .where('TPath', '=', trimmed)
    .where('TDeleted', '=', dialectOf(tx).bool(false));
  if (selfId !== null) q = q.where('TId', '!=', selfId);
  const holder = await tx.first<{ TId: number; TName: string }>(q.limit(1).compile());
  if (holder) throw coded(409, 'tag.pathTaken', { path: trimmed, holder: holder.TName, holderId: holder.TId }, 'TPath');
  return trimmed;
}
