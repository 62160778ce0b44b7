// Allowed tags (spec §6): the tags named in the user's TId claims, together
// with their direct child tags that are visible and not deleted. One rule
// for the admin's page access and dashboard, and for the server's access
// explainer (server/access/); the server's row scope applies the same rule
// in SQL (server/platform/data/scope.ts).
import type { Tag } from './generated/entities.generated.js';

/** A tag the user may open; its TPath is a route path (spec §3, §6 "Page access"). */
export type AllowedTag = Pick<Tag, 'TId' | 'TIdParent' | 'TName' | 'TPath' | 'TVisible' | 'TDeleted'>;

/**
 * Tags of the TId claim plus their visible, non-deleted children. Direct
 * children only, and the same visibility test as the server's scope
 * (TVisible true, TDeleted false), so the admin never offers a tag the
 * server would refuse.
 */
export function allowedTags<T extends AllowedTag>(tags: readonly T[], tagIds: readonly number[]): T[] {
  const claimed = new Set(tagIds);
  return tags.filter((t) => (t.TId !== undefined && claimed.has(t.TId)) || isGrantedThroughParent(t, claimed));
}

/** A visible, non-deleted tag whose parent is claimed: allowed through that parent. */
export function isGrantedThroughParent(tag: AllowedTag, claimed: ReadonlySet<number>): boolean {
  return tag.TIdParent != null && claimed.has(tag.TIdParent) && tag.TVisible === true && tag.TDeleted === false;
}

/** The ids of the allowed tags: the claimed ones always (even when not among `tags`), and the children found. */
export function allowedTagIdSet(tags: readonly AllowedTag[], tagIds: readonly number[]): Set<number> {
  const allowed = new Set<number>(tagIds);
  for (const t of allowedTags(tags, tagIds)) if (t.TId !== undefined) allowed.add(t.TId);
  return allowed;
}
