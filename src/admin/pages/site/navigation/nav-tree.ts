// A menu as the server answers it (GET /api/v1/mc/navigation/{TId}: tags in
// chain order) and the moves the editor can ask for. A move always names the
// node, its new parent and the sibling it goes before (null: last), which is
// exactly the body of POST /navigation/{TId}/move; the server rewrites the
// TIdParent/TNextId/TChildId chain from it.

import type { NavMove, NavNode } from '../../../../shared/api/site.js';

export type { NavMove, NavNode } from '../../../../shared/api/site.js';

/** One row of the tree as the editor lists it: depth-first, with its place. */
export interface FlatNavItem {
  node: NavNode;
  parentId: number;
  depth: number;
  /** The sibling after it (null: it is the last child). */
  nextSiblingId: number | null;
  /** The sibling before it (null: first child). */
  previousSiblingId: number | null;
}

export function flattenNav(tree: NavNode[], rootId: number): FlatNavItem[] {
  const out: FlatNavItem[] = [];
  const walk = (nodes: NavNode[], parentId: number, depth: number) => {
    nodes.forEach((node, i) => {
      out.push({
        node,
        parentId,
        depth,
        nextSiblingId: nodes[i + 1]?.TId ?? null,
        previousSiblingId: nodes[i - 1]?.TId ?? null,
      });
      walk(node.children ?? [], node.TId, depth + 1);
    });
  };
  walk(tree, rootId, 0);
  return out;
}

/** The ids below a node (a node cannot be dropped into its own subtree). */
export function descendantIds(flat: FlatNavItem[], id: number): Set<number> {
  const below = new Set<number>();
  const start = flat.findIndex((f) => f.node.TId === id);
  if (start < 0) return below;
  for (let i = start + 1; i < flat.length && flat[i].depth > flat[start].depth; i++) below.add(flat[i].node.TId);
  return below;
}

/** Null when the move would leave the node where it is. */
function unlessNoop(item: FlatNavItem, move: NavMove): NavMove | null {
  if (move.beforeId === item.node.TId) return null;
  return move.parentId === item.parentId && move.beforeId === item.nextSiblingId ? null : move;
}

const find = (flat: FlatNavItem[], id: number) => flat.find((f) => f.node.TId === id);

/**
 * A drop of `activeId` on the row `overId` of the list shown while dragging
 * (the active node's subtree hidden): the node takes that row's place, so it
 * goes before the row that follows it there, under that row's parent; dropped
 * last, it becomes the last sibling of the row above.
 */
export function dropMove(flat: FlatNavItem[], activeId: number, overId: number): NavMove | null {
  const item = find(flat, activeId);
  if (!item || activeId === overId) return null;
  const hidden = descendantIds(flat, activeId);
  const shown = flat.filter((f) => !hidden.has(f.node.TId));
  const from = shown.findIndex((f) => f.node.TId === activeId);
  const to = shown.findIndex((f) => f.node.TId === overId);
  if (to < 0) return null;
  const rest = shown.filter((f) => f.node.TId !== activeId);
  // As in arrayMove, the node ends at index `to` of the shown list, so it goes before rest[to], whichever way it moved.
  if (from < 0) return null;
  const next = rest[to];
  if (next) return unlessNoop(item, { TId: activeId, parentId: next.parentId, beforeId: next.node.TId });
  const last = rest[rest.length - 1];
  return unlessNoop(item, { TId: activeId, parentId: last ? last.parentId : item.parentId, beforeId: null });
}

export function moveUp(flat: FlatNavItem[], id: number): NavMove | null {
  const item = find(flat, id);
  if (!item?.previousSiblingId) return null;
  return { TId: id, parentId: item.parentId, beforeId: item.previousSiblingId };
}

export function moveDown(flat: FlatNavItem[], id: number): NavMove | null {
  const item = find(flat, id);
  if (!item?.nextSiblingId) return null;
  const next = find(flat, item.nextSiblingId)!;
  return { TId: id, parentId: item.parentId, beforeId: next.nextSiblingId };
}

/** Becomes the last child of the sibling above. */
export function indent(flat: FlatNavItem[], id: number): NavMove | null {
  const item = find(flat, id);
  if (!item?.previousSiblingId) return null;
  return { TId: id, parentId: item.previousSiblingId, beforeId: null };
}

/** Leaves its parent, going right after it. */
export function outdent(flat: FlatNavItem[], id: number, rootId: number): NavMove | null {
  const item = find(flat, id);
  if (!item || item.parentId === rootId) return null;
  const parent = find(flat, item.parentId);
  if (!parent) return null;
  return { TId: id, parentId: parent.parentId, beforeId: parent.nextSiblingId };
}

/** The tree after a move, shown at once while the server confirms it. */
export function applyMove(tree: NavNode[], rootId: number, move: NavMove): NavNode[] {
  let moved: NavNode | undefined;
  const without = (nodes: NavNode[]): NavNode[] =>
    nodes
      .filter((n) => (n.TId === move.TId ? ((moved = n), false) : true))
      .map((n) => ({ ...n, children: without(n.children ?? []) }));
  const pruned = without(tree);
  if (!moved) return tree;
  const node = moved;
  const insert = (nodes: NavNode[]): NavNode[] => {
    const at = move.beforeId === null ? nodes.length : nodes.findIndex((n) => n.TId === move.beforeId);
    return [...nodes.slice(0, at < 0 ? nodes.length : at), node, ...nodes.slice(at < 0 ? nodes.length : at)];
  };
  const place = (nodes: NavNode[]): NavNode[] =>
    nodes.map((n) => ({
      ...n,
      children: n.TId === move.parentId ? insert(n.children ?? []) : place(n.children ?? []),
    }));
  return move.parentId === rootId ? insert(pruned) : place(pruned);
}

/** The tree with one node's own fields changed (its place and children kept). */
export function patchNode(
  tree: NavNode[],
  TId: number,
  patch: Partial<Pick<NavNode, 'TName' | 'TPath' | 'TVisible'>>,
): NavNode[] {
  return tree.map((n) =>
    n.TId === TId ? { ...n, ...patch } : { ...n, children: patchNode(n.children ?? [], TId, patch) },
  );
}
