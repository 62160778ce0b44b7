// The tag tree as the permission picker shows it: the dashboard's tree first
// (sections, tools, their child items), then every other root (menus, Site
// Features, …), siblings in the dashboard's own order (the TNextId chain).
// Each node knows whether it is claimed, or allowed through its parent's
// claim (spec §6 "Allowed tags"), and a text filter keeps the matching
// nodes with their ancestors.
import { allowedTagIdSet } from '../../../../shared/allowed-tags.js';
import { DASHBOARD_TAG_ID } from '../../../../shared/dashboard-tools.js';
import type { TreeTag } from '../../../api/tag-tree.js';
import { chainOrder } from '../../dashboard/tool-tree.js';

export interface PickerNode {
  tag: TreeTag;
  id: number;
  claimed: boolean;
  /** Not claimed, but allowed as a visible child of a claimed tag. */
  viaParent: TreeTag | undefined;
  children: PickerNode[];
  /** It or a descendant is claimed (opens the branch at first). */
  holdsClaim: boolean;
}

export function pickerTree(tags: readonly TreeTag[], claimed: readonly number[]): PickerNode[] {
  const known = tags.filter((t): t is TreeTag & { TId: number } => typeof t.TId === 'number');
  const byId = new Map(known.map((t) => [t.TId, t]));
  const kids = new Map<number | null, TreeTag[]>();
  for (const t of known) {
    const parent = t.TIdParent != null && byId.has(t.TIdParent) ? t.TIdParent : null;
    kids.set(parent, [...(kids.get(parent) ?? []), t]);
  }
  const claims = new Set(claimed);
  const allowed = allowedTagIdSet(known, claimed);
  const build = (t: TreeTag, seen: Set<number>): PickerNode => {
    const id = t.TId!;
    const children = seen.has(id)
      ? []
      : (chainOrder(kids.get(id) ?? []) as TreeTag[]).map((c) => build(c, new Set([...seen, id])));
    const isClaimed = claims.has(id);
    const viaParent = !isClaimed && allowed.has(id) && t.TIdParent != null ? byId.get(t.TIdParent) : undefined;
    return {
      tag: t,
      id,
      claimed: isClaimed,
      viaParent,
      children,
      holdsClaim: isClaimed || children.some((c) => c.holdsClaim),
    };
  };
  const roots = [...(kids.get(null) ?? [])].sort((a, b) =>
    a.TId === DASHBOARD_TAG_ID ? -1 : b.TId === DASHBOARD_TAG_ID ? 1 : a.TName.localeCompare(b.TName),
  );
  return roots.map((r) => build(r, new Set()));
}

/** The nodes matching `text` (name or id), with their ancestors; everything when the text is empty. */
export function filterTree(nodes: PickerNode[], text: string): PickerNode[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return nodes;
  const keep = (n: PickerNode): PickerNode | undefined => {
    const children = n.children.map(keep).filter((c): c is PickerNode => !!c);
    const hit = n.tag.TName.toLowerCase().includes(needle) || String(n.id) === needle;
    return hit || children.length ? { ...n, children } : undefined;
  };
  return nodes.map(keep).filter((n): n is PickerNode => !!n);
}

/** Claimed ids the tree does not show (hidden or deleted tags, or unknown ids). */
export const claimsOutsideTree = (tags: readonly TreeTag[], claimed: readonly number[]) => {
  const shown = new Set(tags.map((t) => t.TId));
  return claimed.filter((id) => !shown.has(id));
};
