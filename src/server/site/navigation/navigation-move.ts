// Moving one node of a menu: which chain fields of which tags change. Pure,
// so the property test can run it thousands of times; the store writes the
// result in one transaction.
//
// The moved node leaves its old parent's chain and enters the new parent's
// before `beforeId` (or last when null). Both parents' chains are rewritten
// whole from their chain order, which also mends a chain that was broken.
import { coded } from '../../platform/errors.js';
import type { NavTag, TagIndex } from './navigation-tree.js';

export interface MoveRequest {
  TId: number;
  parentId: number;
  beforeId: number | null;
}

export type ChainFields = Pick<NavTag, 'TIdParent' | 'TNextId' | 'TChildId'>;

/**
 * Refuses (400) a place that is not in the menu: the parent must be the menu
 * or one of its items, and `beforeId` (unless null) one of the parent's
 * children. Moves and new items (navigation-items.ts) share it.
 */
export function checkPlace(
  index: TagIndex,
  menuId: number,
  parentId: number,
  beforeId: number | null,
  movingId?: number,
): void {
  const parent = index.byId.get(parentId);
  if (!parent || parent.TDeleted || !index.isWithin(parentId, menuId))
    throw coded(400, 'navigation.parentOutside', { parentId, menuId }, 'parentId');
  if (movingId !== undefined && index.isWithin(parentId, movingId))
    throw coded(400, 'navigation.underItself', { id: movingId }, 'parentId');
  if (beforeId !== null) {
    const before = index.byId.get(beforeId);
    if (beforeId === movingId || !before || before.TIdParent !== parentId)
      throw coded(400, 'navigation.notChild', { id: beforeId, parentId }, 'beforeId');
  }
}

/**
 * The tags whose chain fields change, with their new values (unchanged tags
 * are left out). A new item is placed the same way: inserted as a child of
 * its parent the chain does not name yet, then "moved" to its place.
 */
export function planMove(index: TagIndex, menuId: number, move: MoveRequest): Map<number, ChainFields> {
  const { TId, parentId, beforeId } = move;
  const node = index.byId.get(TId);
  if (!node || node.TDeleted || TId === menuId || !index.isWithin(TId, menuId))
    throw coded(400, 'navigation.notItem', { id: TId, menuId }, 'TId');
  checkPlace(index, menuId, parentId, beforeId, TId);

  const oldParentId = node.TIdParent!;
  const oldSiblings = index
    .orderedChildren(oldParentId)
    .map((t) => t.TId)
    .filter((id) => id !== TId);
  const newSiblings = oldParentId === parentId ? [...oldSiblings] : index.orderedChildren(parentId).map((t) => t.TId);
  const at = beforeId === null ? newSiblings.length : newSiblings.indexOf(beforeId);
  newSiblings.splice(at, 0, TId);

  const wanted = new Map<number, ChainFields>();
  const field = (id: number) => {
    const t = index.byId.get(id)!;
    if (!wanted.has(id)) wanted.set(id, { TIdParent: t.TIdParent, TNextId: t.TNextId, TChildId: t.TChildId });
    return wanted.get(id)!;
  };
  const chain = (pId: number, ids: number[]) => {
    field(pId).TChildId = ids[0] ?? null;
    ids.forEach((id, i) => {
      field(id).TIdParent = pId;
      field(id).TNextId = ids[i + 1] ?? null;
    });
  };
  chain(oldParentId, oldSiblings);
  chain(parentId, newSiblings);

  for (const [id, f] of wanted) {
    const t = index.byId.get(id)!;
    if (t.TIdParent === f.TIdParent && t.TNextId === f.TNextId && t.TChildId === f.TChildId) wanted.delete(id);
  }
  return wanted;
}
