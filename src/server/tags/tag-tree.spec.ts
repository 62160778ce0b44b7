// The tag editor's tree and moves over the whole forest (tag-tree.ts): the
// top level's order from its TNextId chain, top-level tags stored with a NULL
// parent whatever the move, the fixed ids kept under their parent, and after
// random moves every live tag reached exactly once through the chains.
import { describe, expect, it } from 'vitest';
import { TOP_LEVEL } from '../../shared/api/tag-editor.js';
import { ApiError } from '../platform/errors.js';
import { editorTree, planTagMove, wholeTreeIndex, type EditorTag } from './tag-tree.js';

const tag = (
  TId: number,
  TIdParent: number | null,
  TNextId: number | null,
  TChildId: number | null = null,
): EditorTag => ({
  TId,
  TIdParent,
  TName: `T${TId}`,
  TPath: null,
  TVisible: true,
  TDeleted: false,
  TNextId,
  TChildId,
  CUrlDefaultPage: null,
});

/** Dashboard 2 (fixed) with sections 50 (fixed) and 1001, 1001 holding 1002; top-level 1003 after 2, menu 53 (fixed) last. */
const forest = () => [
  tag(2, null, 1003, 50),
  tag(50, 2, 1001),
  tag(1001, 2, null, 1002),
  tag(1002, 1001, null),
  tag(1003, null, 53),
  tag(53, null, null),
];

function apply(
  tags: EditorTag[],
  changes: Map<number, Pick<EditorTag, 'TIdParent' | 'TNextId' | 'TChildId'>>,
): EditorTag[] {
  return tags.map((t) => (changes.has(t.TId) ? { ...t, ...changes.get(t.TId)! } : t));
}

const ids = (tags: EditorTag[]) => {
  const walk = (nodes: ReturnType<typeof editorTree>): unknown[] =>
    nodes.map((n) => (n.children.length ? [n.TId, walk(n.children)] : n.TId));
  return walk(editorTree(tags));
};

describe('tag tree', () => {
  it('orders the top level by its TNextId chain and marks fixed ids', () => {
    expect(ids(forest())).toEqual([[2, [50, [1001, [1002]]]], 1003, 53]);
    const tree = editorTree(forest());
    expect(tree.map((n) => n.fixed)).toEqual([true, false, true]);
  });

  it('moves a tag to the top level and back, storing NULL as its parent and never writing the virtual root', () => {
    let tags = forest();
    let changes = planTagMove(wholeTreeIndex(tags), { TId: 1002, parentId: TOP_LEVEL, beforeId: 53 });
    expect(changes.has(TOP_LEVEL)).toBe(false);
    expect(changes.get(1002)).toEqual({ TIdParent: null, TNextId: 53, TChildId: null });
    tags = apply(tags, changes);
    expect(ids(tags)).toEqual([[2, [50, 1001]], 1003, 1002, 53]);
    changes = planTagMove(wholeTreeIndex(tags), { TId: 1002, parentId: 50, beforeId: null });
    tags = apply(tags, changes);
    expect(ids(tags)).toEqual([[2, [[50, [1002]], 1001]], 1003, 53]);
    expect(tags.find((t) => t.TId === 1003)!.TNextId).toBe(53);
  });

  it('lets a fixed tag change places among its siblings but not leave its parent', () => {
    const tags = forest();
    const reorder = planTagMove(wholeTreeIndex(tags), { TId: 50, parentId: 2, beforeId: null });
    expect(ids(apply(tags, reorder))).toEqual([[2, [[1001, [1002]], 50]], 1003, 53]);
    expect(() => planTagMove(wholeTreeIndex(tags), { TId: 50, parentId: 1001, beforeId: null })).toThrow(ApiError);
    expect(() => planTagMove(wholeTreeIndex(tags), { TId: 53, parentId: 2, beforeId: null })).toThrow(/fixed tags/);
    expect(planTagMove(wholeTreeIndex(tags), { TId: 53, parentId: TOP_LEVEL, beforeId: 2 }).get(53)).toEqual({
      TIdParent: null,
      TNextId: 2,
      TChildId: null,
    });
  });

  it('keeps every chain whole through random moves of the non-fixed tags', () => {
    let seed = 7;
    const random = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);
    let tags = [...forest(), tag(1004, 1003, 1005), tag(1005, 1003, null)];
    tags = tags.map((t) => (t.TId === 1003 ? { ...t, TChildId: 1004 } : t));
    const movable = [1001, 1002, 1003, 1004, 1005];
    for (let step = 0; step < 300; step++) {
      const index = wholeTreeIndex(tags);
      const TId = movable[random(movable.length)];
      const parents = [TOP_LEVEL, ...tags.map((t) => t.TId)].filter((p) => !index.isWithin(p, TId));
      const parentId = parents[random(parents.length)];
      const siblings = index
        .orderedChildren(parentId)
        .map((t) => t.TId)
        .filter((id) => id !== TId);
      const beforeId = random(siblings.length + 1) === siblings.length ? null : siblings[random(siblings.length)];
      tags = apply(tags, planTagMove(index, { TId, parentId, beforeId }));
      // Every tag reached once from the top through the chains, under the parent it names.
      const seen: number[] = [];
      const walk = (parentId: number | null, first: number | null) => {
        for (let at = first; at !== null; at = tags.find((t) => t.TId === at)!.TNextId) {
          const t = tags.find((x) => x.TId === at)!;
          expect(t.TIdParent).toBe(parentId);
          seen.push(at);
          walk(at, t.TChildId);
        }
      };
      const head = tags
        .filter((t) => t.TIdParent === null)
        .find((t) => !tags.some((o) => o.TIdParent === null && o.TNextId === t.TId))!;
      walk(null, head.TId);
      expect(seen.sort((a, b) => a - b)).toEqual(tags.map((t) => t.TId).sort((a, b) => a - b));
    }
  });
});
