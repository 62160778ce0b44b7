// Allowed tags (spec §6 "Allowed tags"): the tags of a user's TId claim plus
// their visible, non-deleted children — direct children only, with the same
// visibility test as the server's row scope (data/scope.ts: TVisible true,
// TDeleted false), so the admin never offers a tag the server would refuse.
// Used by page access, the dashboard and the permission picker.
import type { Tag } from './generated/entities.generated.js';

/** A tag as the rule needs it; its TPath is a route path (spec §3, §6 "Page access"). */
export type AllowedTag = Pick<Tag, 'TId' | 'TIdParent' | 'TName' | 'TPath' | 'TVisible' | 'TDeleted'>;

export function allowedTags<T extends Pick<AllowedTag, 'TId' | 'TIdParent' | 'TVisible' | 'TDeleted'>>(tags: readonly T[], tagIds: readonly number[]): T[] {
  const claimed = new Set(tagIds);
  return tags.filter(
    (t) =>
      (t.TId !== undefined && claimed.has(t.TId)) ||
      (t.TIdParent != null && claimed.has(t.TIdParent) && t.TVisible === true && t.TDeleted === false),
  );
}

/** The ids of the allowed tags: the claimed ones always (even if not among `tags`), plus the children found. */
export function allowedTagIdSet(tags: readonly Pick<AllowedTag, 'TId' | 'TIdParent' | 'TVisible' | 'TDeleted'>[], tagIds: readonly number[]): Set<number> {
  const allowed = new Set<number>(tagIds);
  for (const t of allowedTags(tags, tagIds)) if (t.TId !== undefined) allowed.add(t.TId);
  return allowed;
}
