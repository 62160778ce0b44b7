// The dashboard tool menu as data (spec §2 'Dashboard tool menu', §6
// 'Dashboard and tools', §9): sections are the children of the dashboard tag,
// items their children, child items one level further (three levels, no
// more). Siblings keep the TNextId chain's order, except beneath the Form
// Manager tag, whose form tags are sorted by name. A node shows only when the
// user may use its tag, its parent's and the dashboard tag.
//
// Shared: the admin's dashboard draws it, and the access explainer (server
// and admin, shared/reach.ts) answers from it which tools a user sees.
import { allowedTagIdSet, type AllowedTag } from './allowed-tags.js';
import type { Tag } from './generated/entities.generated.js';

export const DASHBOARD_TAG_ID = 2;
/** The section that starts open. */
const OPEN_SECTION_ID = 50;
/** Sections with this id or above have an orange header. */
const ORANGE_FROM_ID = 200;
export const FORM_MANAGER_TAG_ID = 90;
/** Sections, items, child items. */
export const MAX_DEPTH = 3;
/** The link value that opens the slim cache tools instead of navigating. */
export const CLEAR_CACHE_LINK = 'CLEAR_CACHE';

/** A tag as GET /api/v1/db/tag returns it with the dashboard's fields (visible, not deleted). */
export type ToolTag = AllowedTag & Pick<Tag, 'CUrlDefaultPage' | 'TNextId'>;

export interface ToolUser {
  isMJA: boolean;
  /** The TId claim. */
  tagIds: readonly number[];
}

export interface ToolNode {
  id: number;
  name: string;
  path: string | null;
  /** An MUI icon name (CUrlDefaultPage). */
  icon: string | null;
  /** 1 = section, 2 = item, 3 = child item. */
  depth: number;
  /** Only the ones the user may use. */
  children: ToolNode[];
}

export interface ToolSection extends ToolNode {
  orange: boolean;
  startsOpen: boolean;
  /** True when the section shows 'You don't have access to any tools in this section.' instead of tools. */
  noAccess: boolean;
}

/**
 * "The user has access to tag X": the top admin always; anyone else when X
 * is among their allowed tags (TId claim plus its visible, non-deleted
 * children: the same rule as page access, spec §6 'Allowed tags').
 */
function tagAccess(tags: readonly ToolTag[], user: ToolUser): (id: number | null | undefined) => boolean {
  if (user.isMJA) return () => true;
  const allowed = allowedTagIdSet(tags, user.tagIds);
  return (id) => id != null && allowed.has(id);
}

/**
 * The dashboard's rule for one section or tool (spec §6 "Dashboard and
 * tools"): the user may use its tag, its parent's and the dashboard tag 2.
 * The permission picker of the user screen asks the same question of a grant.
 */
export function dashboardItemShows(
  may: (id: number | null | undefined) => boolean,
  tag: { TId?: number; TIdParent?: number | null },
): boolean {
  return may(tag.TId) && may(tag.TIdParent) && may(DASHBOARD_TAG_ID);
}

/** Siblings in TNextId order: each chain from its head (no sibling points at it), then any left over (a broken chain) by id. */
export function chainOrder(siblings: readonly ToolTag[]): ToolTag[] {
  const byId = new Map(siblings.map((t) => [t.TId!, t]));
  const pointedAt = new Set(siblings.map((t) => t.TNextId).filter((id): id is number => id != null && byId.has(id)));
  const out: ToolTag[] = [];
  const seen = new Set<number>();
  const follow = (start: ToolTag) => {
    for (
      let t: ToolTag | undefined = start;
      t && !seen.has(t.TId!);
      t = t.TNextId != null ? byId.get(t.TNextId) : undefined
    ) {
      seen.add(t.TId!);
      out.push(t);
    }
  };
  const byIdAsc = [...siblings].sort((a, b) => a.TId! - b.TId!);
  for (const t of byIdAsc) if (!pointedAt.has(t.TId!)) follow(t);
  for (const t of byIdAsc) follow(t); // cycles: nothing is a head
  return out;
}

const byName = (a: ToolTag, b: ToolTag) =>
  a.TName.localeCompare(b.TName, 'en', { sensitivity: 'base' }) || a.TId! - b.TId!;

export function buildToolTree(tags: readonly ToolTag[], user: ToolUser): ToolSection[] {
  const known = tags.filter((t) => typeof t.TId === 'number');
  const children = new Map<number, ToolTag[]>();
  for (const t of known) {
    if (t.TIdParent == null) continue;
    const list = children.get(t.TIdParent) ?? [];
    list.push(t);
    children.set(t.TIdParent, list);
  }
  const may = tagAccess(known, user);
  const shows = (t: ToolTag) => dashboardItemShows(may, t);
  const kidsOf = (t: ToolTag) => {
    const list = children.get(t.TId!) ?? [];
    return t.TId === FORM_MANAGER_TAG_ID ? [...list].sort(byName) : chainOrder(list);
  };
  const node = (t: ToolTag, depth: number): ToolNode => ({
    id: t.TId!,
    name: t.TName,
    path: t.TPath ?? null,
    icon: t.CUrlDefaultPage ?? null,
    depth,
    children:
      depth < MAX_DEPTH
        ? kidsOf(t)
            .filter(shows)
            .map((c) => node(c, depth + 1))
        : [],
  });

  return kidsOf({ TId: DASHBOARD_TAG_ID, TName: 'Dashboard' }).map((t) => {
    const allowed = shows(t);
    const section = node(t, 1);
    return {
      ...section,
      children: allowed ? section.children : [],
      orange: section.id >= ORANGE_FROM_ID,
      startsOpen: section.id === OPEN_SECTION_ID,
      // A section with no tool to show says so. Whether it has tools the user may not use cannot be
      // told: a Maintenance User reads only the tags of their scope (the server's row scope), so
      // those tools never reach the browser, and the section would otherwise show empty.
      noAccess: !allowed || section.children.length === 0,
    };
  });
}
