// The whole tag tree as the tag editor sees it, and its moves, built on the
// menus' chain rules (site/navigation/navigation-tree.ts, site/navigation/navigation-move.ts): the
// top-level tags (TIdParent NULL) are treated as the children of a virtual
// root, TOP_LEVEL (0), so the whole forest is one "menu" to planMove. The
// virtual root's chain head is the top-level tag no other top-level tag
// names as its next, which keeps the seeded order (Dashboard, Site Features,
// the menus). Before anything is written, the virtual root is taken out of
// the plan again: its own row does not exist, and its children are stored
// with TIdParent NULL.
import { TOP_LEVEL, type TagTreeNode } from '../../shared/api/tag-editor.js';
import type { Dialect, Row } from '../platform/db/executor.js';
import { badRequest } from '../platform/errors.js';
import { planMove, type ChainFields, type MoveRequest } from '../site/index.js';
import { toNavTag } from '../site/index.js';
import { TagIndex, type NavTag } from '../site/index.js';
import { isFixedTag } from '../../shared/fixed-tags.js';

export interface EditorTag extends NavTag {
  CUrlDefaultPage: string | null;
}

export const toEditorTag = (r: Row, dialect: Dialect): EditorTag => ({
  ...toNavTag(r, dialect),
  CUrlDefaultPage: (r.CUrlDefaultPage as string | null) ?? null,
});

/** The forest under one virtual root (see above). */
export function wholeTreeIndex(tags: EditorTag[]): TagIndex {
  const tops = tags.filter((t) => t.TIdParent === null);
  const named = new Set(tops.map((t) => t.TNextId));
  const head = tops.find((t) => !named.has(t.TId)) ?? null;
  const root: NavTag = {
    TId: TOP_LEVEL,
    TIdParent: null,
    TName: 'Top level',
    TPath: null,
    TVisible: true,
    TDeleted: false,
    TNextId: null,
    TChildId: head?.TId ?? null,
  };
  return new TagIndex([root, ...tags.map((t) => (t.TIdParent === null ? { ...t, TIdParent: TOP_LEVEL } : t))]);
}

/** The live tags in chain order, each with its icon and whether it is fixed. */
export function editorTree(tags: EditorTag[]): TagTreeNode[] {
  const index = wholeTreeIndex(tags);
  const icon = new Map(tags.map((t) => [t.TId, t.CUrlDefaultPage]));
  const seen = new Set<number>([TOP_LEVEL]);
  const build = (parentId: number): TagTreeNode[] =>
    index
      .orderedChildren(parentId)
      .filter((t) => !t.TDeleted && !seen.has(t.TId))
      .map((t) => {
        seen.add(t.TId);
        return {
          TId: t.TId,
          TName: t.TName,
          TPath: t.TPath,
          TVisible: t.TVisible,
          CUrlDefaultPage: icon.get(t.TId) ?? null,
          fixed: isFixedTag(t.TId),
          children: build(t.TId),
        };
      });
  return build(TOP_LEVEL);
}

/** A stored parent id for a planned one: the virtual root is NULL. */
const stored = (id: number | null) => (id === TOP_LEVEL ? null : id);

/**
 * The chain fields a move (or a new tag's placing) changes, as stored. A
 * fixed tag keeps its parent (reordering among its siblings is allowed).
 */
export function planTagMove(index: TagIndex, move: MoveRequest): Map<number, ChainFields> {
  const node = index.byId.get(move.TId);
  if (!node || node.TDeleted || move.TId === TOP_LEVEL) throw badRequest(`Tag ${move.TId} was not found`, 'TId');
  const parent = index.byId.get(move.parentId);
  if (!parent || parent.TDeleted)
    throw badRequest(
      `Tag ${move.parentId} was not found: a tag can only be placed under a live tag, or at the top level (0)`,
      'parentId',
    );
  if (isFixedTag(move.TId) && node.TIdParent !== move.parentId) {
    throw badRequest(
      `${node.TName} (tag ${move.TId}) is one of the product's fixed tags: it can be reordered among its siblings but not moved out of its parent`,
      'parentId',
    );
  }
  const planned = planMove(index, TOP_LEVEL, move);
  const out = new Map<number, ChainFields>();
  for (const [id, f] of planned) {
    if (id === TOP_LEVEL) continue; // the virtual root has no row: the top level's order lives in its tags' TNextId
    out.set(id, { TIdParent: stored(f.TIdParent), TNextId: f.TNextId, TChildId: f.TChildId });
  }
  // A tag whose only change was the virtual parent id written back as NULL is unchanged.
  for (const [id, f] of out) {
    const t = index.byId.get(id)!;
    if (stored(t.TIdParent) === f.TIdParent && t.TNextId === f.TNextId && t.TChildId === f.TChildId) out.delete(id);
  }
  return out;
}
