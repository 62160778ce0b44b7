// Whether a grant of tags (TId claims) makes dashboard tools reachable. The
// dashboard shows a tool only when the user may use its tag, its parent's
// and the dashboard tag 2 (spec §6 "Dashboard and tools"), so a Maintenance
// User given the News section (208) alone sees 'You don't have access to any
// tools in this section.'. The permission picker asks this module which
// granted tags would stay hidden, and which further grants would show them,
// and offers those grants with what they also allow (spec §6 "Allowed
// tags": a claimed tag's visible children come with it).
import { allowedTagIdSet, type AllowedTag } from '../allowed-tags.js';
import { DASHBOARD_TAG_ID, dashboardItemShows } from '../dashboard-tools.js';

export type ReachTag = AllowedTag;

/** The tag and its ancestors up to (not including) the dashboard, top first; undefined when not under the dashboard. */
export function pathBelowDashboard(tags: readonly ReachTag[], tId: number): ReachTag[] | undefined {
  const byId = new Map(tags.map((t) => [t.TId, t]));
  const path: ReachTag[] = [];
  const seen = new Set<number>();
  for (
    let t = byId.get(tId);
    t && t.TId !== undefined && !seen.has(t.TId);
    t = t.TIdParent != null ? byId.get(t.TIdParent) : undefined
  ) {
    if (t.TId === DASHBOARD_TAG_ID) return path.reverse();
    seen.add(t.TId);
    path.push(t);
  }
  return undefined;
}

/** Whether the dashboard shows this tag to a user with these claims: it and every tag above it pass the dashboard rule. */
export function showsOnDashboard(tags: readonly ReachTag[], tagIds: readonly number[], tId: number): boolean {
  const path = pathBelowDashboard(tags, tId);
  if (!path?.length) return false;
  const allowed = allowedTagIdSet(tags, tagIds);
  const may = (id: number | null | undefined) => id != null && allowed.has(id);
  return path.every((t) => dashboardItemShows(may, t));
}

/**
 * The fewest claims to add so the dashboard shows this tag: walking down
 * from the dashboard, each tag not yet allowed is claimed (claiming a tag
 * allows its visible children, so one claim high up may cover the next).
 */
export function grantsToReach(tags: readonly ReachTag[], tagIds: readonly number[], tId: number): number[] {
  const path = pathBelowDashboard(tags, tId);
  if (!path) return [];
  const claims = [...tagIds];
  const added: number[] = [];
  for (const id of [DASHBOARD_TAG_ID, ...path.map((t) => t.TId!)]) {
    if (!allowedTagIdSet(tags, claims).has(id)) {
      claims.push(id);
      added.push(id);
    }
  }
  return added;
}

export interface HiddenGrant {
  tag: ReachTag;
  /** Claims that would make it show. */
  add: number[];
}

/** Every claimed tag under the dashboard that the dashboard would not show, with the claims that would show it. */
export function hiddenGrants(tags: readonly ReachTag[], tagIds: readonly number[]): HiddenGrant[] {
  const byId = new Map(tags.map((t) => [t.TId, t]));
  return [...new Set(tagIds)]
    .filter((id) => id !== DASHBOARD_TAG_ID && pathBelowDashboard(tags, id) && !showsOnDashboard(tags, tagIds, id))
    .map((id) => ({ tag: byId.get(id)!, add: grantsToReach(tags, tagIds, id) }));
}

/** The tags that adding `extra` claims would allow besides what `tagIds` already allow (the claims themselves included). */
export function newlyAllowed(
  tags: readonly ReachTag[],
  tagIds: readonly number[],
  extra: readonly number[],
): ReachTag[] {
  const before = allowedTagIdSet(tags, tagIds);
  const after = allowedTagIdSet(tags, [...tagIds, ...extra]);
  return tags.filter((t) => t.TId !== undefined && after.has(t.TId) && !before.has(t.TId));
}
