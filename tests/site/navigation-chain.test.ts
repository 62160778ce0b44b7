// Property: whatever sequence of moves and new items is made in a menu
// (refused ones included), the chain stays consistent: walking from the menu through
// TChildId and TNextId reaches every item exactly once, under the parent its
// TIdParent names. Pure (planMove on an in-memory tag set), so it runs many
// random menus quickly.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/server/platform/errors.js';
import { checkPlace, planMove } from '../../src/server/site/navigation/navigation-move.js';
import { TagIndex, type NavTag } from '../../src/server/site/navigation/navigation-tree.js';

const MENU = 1;

/** A menu of `parents.length` items: item i+2 hangs under parents[i] (an earlier item or the menu), chained in TId order. */
function buildMenu(parents: number[]): Map<number, NavTag> {
  const tags = new Map<number, NavTag>();
  const add = (TId: number, TIdParent: number | null) =>
    tags.set(TId, {
      TId,
      TIdParent,
      TName: `t${TId}`,
      TPath: null,
      TVisible: true,
      TDeleted: false,
      TNextId: null,
      TChildId: null,
    });
  add(MENU, null);
  parents.forEach((p, i) => add(i + 2, p));
  const index = new TagIndex(tags.values());
  for (const t of tags.values()) {
    const kids = index.orderedChildren(t.TId);
    t.TChildId = kids[0]?.TId ?? null;
    kids.forEach((k, i) => (k.TNextId = kids[i + 1]?.TId ?? null));
  }
  return tags;
}

function checkChain(tags: Map<number, NavTag>): void {
  const seen = new Set<number>();
  const walk = (parent: number) => {
    let at = tags.get(parent)!.TChildId;
    while (at !== null) {
      expect(seen.has(at), `tag ${at} reached twice`).toBe(false);
      seen.add(at);
      expect(tags.get(at)!.TIdParent, `tag ${at} chained under ${parent}`).toBe(parent);
      walk(at);
      at = tags.get(at)!.TNextId;
    }
  };
  walk(MENU);
  expect([...seen].sort((a, b) => a - b)).toEqual([...tags.keys()].filter((id) => id !== MENU).sort((a, b) => a - b));
}

const menuShape = fc
  .integer({ min: 1, max: 12 })
  .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => fc.integer({ min: 1, max: i + 1 }))));
// `add`: a new item (the next TId) placed at parentId/beforeId, as navigation-items.ts does: a stray child first, then planned like a move.
const moves = fc.array(
  fc.record({
    add: fc.boolean(),
    TId: fc.integer({ min: 1, max: 14 }),
    parentId: fc.integer({ min: 0, max: 20 }),
    beforeId: fc.option(fc.integer({ min: 1, max: 20 })),
  }),
  {
    maxLength: 25,
  },
);

describe('menu moves and new items keep the chain consistent', () => {
  it('every item reachable exactly once after any sequence of moves and additions', () => {
    fc.assert(
      fc.property(menuShape, moves, (parents, sequence) => {
        const tags = buildMenu(parents);
        for (const step of sequence) {
          const m = { ...step, TId: step.add ? Math.max(...tags.keys()) + 1 : step.TId };
          let changes;
          try {
            if (step.add) {
              checkPlace(new TagIndex(tags.values()), MENU, m.parentId, m.beforeId);
              tags.set(m.TId, {
                TId: m.TId,
                TIdParent: m.parentId,
                TName: 'new',
                TPath: null,
                TVisible: true,
                TDeleted: false,
                TNextId: null,
                TChildId: null,
              });
            }
            changes = planMove(new TagIndex(tags.values()), MENU, m);
          } catch (e) {
            if (e instanceof ApiError && e.status === 400) continue; // refused: nothing changes
            throw e;
          }
          for (const [id, fields] of changes) Object.assign(tags.get(id)!, fields);
          checkChain(tags);
          // The moved or new item sits where it was asked to.
          const moved = tags.get(m.TId)!;
          expect(moved.TIdParent).toBe(m.parentId);
          if (m.beforeId !== null) expect(moved.TNextId).toBe(m.beforeId);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('refuses exactly the moves into the moved subtree or out of the menu', () => {
    const tags = buildMenu([1, 2, 2, 1]); // 2 under menu; 3, 4 under 2; 5 under menu
    const index = new TagIndex(tags.values());
    expect(() => planMove(index, MENU, { TId: 2, parentId: 3, beforeId: null })).toThrow(/under itself/);
    expect(() => planMove(index, MENU, { TId: 2, parentId: 2, beforeId: null })).toThrow(/under itself/);
    expect(() => planMove(index, MENU, { TId: 2, parentId: 99, beforeId: null })).toThrow(/not in menu/);
    expect(planMove(index, MENU, { TId: 3, parentId: 5, beforeId: null }).get(3)).toEqual({
      TIdParent: 5,
      TNextId: null,
      TChildId: null,
    });
  });
});
