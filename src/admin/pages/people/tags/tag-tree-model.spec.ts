import { describe, expect, it } from 'vitest';
import { claimsOutsideTree, filterTree, pickerTree } from './tag-tree-model.js';
import { TAGS } from '../spec-support.js';

describe('the permission picker’s tree', () => {
  it('puts the dashboard first, and marks claimed tags and those allowed through a parent', () => {
    const tree = pickerTree(TAGS, [208]);
    expect(tree.map((n) => n.id)).toEqual([2, 53]);
    const news = tree[0].children.find((n) => n.id === 208)!;
    expect(news).toMatchObject({ claimed: true, holdsClaim: true });
    expect(news.children[0]).toMatchObject({ id: 1010, claimed: false, viaParent: { TId: 208 } });
    expect(tree[0]).toMatchObject({ claimed: false, holdsClaim: true, viaParent: undefined });
  });

  it('filters by name or id, keeping the ancestors', () => {
    const found = filterTree(pickerTree(TAGS, []), 'news items');
    expect(found.map((n) => n.id)).toEqual([2]);
    expect(found[0].children.map((n) => n.id)).toEqual([208]);
    expect(found[0].children[0].children.map((n) => n.id)).toEqual([1010]);
    expect(filterTree(pickerTree(TAGS, []), '53').map((n) => n.id)).toEqual([53]);
  });

  it('lists claims the tree does not show', () => {
    expect(claimsOutsideTree(TAGS, [208, 10, 99999])).toEqual([10, 99999]);
  });
});
