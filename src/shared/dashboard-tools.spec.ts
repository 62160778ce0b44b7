import { describe, expect, it } from 'vitest';
import { allowedTags } from './allowed-tags.js';
import { buildToolTree, chainOrder, type ToolSection, type ToolTag } from './dashboard-tools.js';

// A small tree shaped like the seed's: dashboard 2 → sections → items → child items (→ a fourth level that must not show).
const tag = (
  TId: number,
  TIdParent: number | null,
  TName: string,
  TNextId: number | null = null,
  TPath: string | null = null,
): ToolTag => ({
  TId,
  TIdParent,
  TName,
  TPath,
  TVisible: true,
  TDeleted: false,
  CUrlDefaultPage: 'Dashboard',
  TNextId,
});

const TAGS: ToolTag[] = [
  tag(2, null, 'Dashboard', null, '/'),
  // sections 50 → 201 → 40 (listed out of order on purpose)
  tag(40, 2, 'Forms & Email', null),
  tag(201, 2, 'Blog', 40),
  tag(50, 2, 'Content', 201),
  // items of 50: 1002 → 1001 (chain order differs from id order)
  tag(1001, 50, 'Add Content', null, '/edit/add'),
  tag(1002, 50, 'Select Content', 1001, '/edit/select'),
  tag(1010, 201, 'All Blog Posts', null, '/edit/select?tag=201'),
  // Form Manager 90 with form tags whose chain says Zebra, Apple, Mango: shown by name
  tag(90, 40, 'Form Manager', 1020, '/form-manager'),
  tag(1020, 40, 'Form Submissions', null, '/form-submissions/90'),
  tag(1100, 90, 'Zebra Form', 1101, '/form-submissions/1100'),
  tag(1101, 90, 'apple form', 1102, '/form-submissions/1101'),
  tag(1102, 90, 'Mango Form', null, '/form-submissions/1102'),
  tag(1200, 1100, 'Fourth level', null, '/too-deep'),
  // not under the dashboard: never a section
  tag(95, null, 'Site Features', null),
  tag(4, 95, 'Home Page', null),
];

const outline = (sections: ToolSection[]) =>
  sections.map((s) => ({
    id: s.id,
    noAccess: s.noAccess,
    items: s.children.map((i) => (i.children.length ? { [i.name]: i.children.map((c) => c.name) } : i.name)),
  }));

describe('buildToolTree', () => {
  it('orders sections and items by the TNextId chain, form tags by name, and stops at three levels', () => {
    expect(outline(buildToolTree(TAGS, { isMJA: true, tagIds: [] }))).toEqual([
      { id: 50, noAccess: false, items: ['Select Content', 'Add Content'] },
      { id: 201, noAccess: false, items: ['All Blog Posts'] },
      {
        id: 40,
        noAccess: false,
        items: [{ 'Form Manager': ['apple form', 'Mango Form', 'Zebra Form'] }, 'Form Submissions'],
      },
    ]);
    const form = buildToolTree(TAGS, { isMJA: true, tagIds: [] })[2].children[0].children[2];
    expect(form).toMatchObject({ name: 'Zebra Form', depth: 3, children: [] }); // its child (level 4) is not walked
  });

  it('marks the orange headers (id ≥ 200) and the section that starts open (50)', () => {
    const flags = buildToolTree(TAGS, { isMJA: true, tagIds: [] }).map(({ id, orange, startsOpen }) => ({
      id,
      orange,
      startsOpen,
    }));
    expect(flags).toEqual([
      { id: 50, orange: false, startsOpen: true },
      { id: 201, orange: true, startsOpen: false },
      { id: 40, orange: false, startsOpen: false },
    ]);
  });

  it('carries path and icon through', () => {
    const item = buildToolTree(TAGS, { isMJA: true, tagIds: [] })[0].children[0];
    expect(item).toMatchObject({ id: 1002, name: 'Select Content', path: '/edit/select', icon: 'Dashboard', depth: 2 });
  });

  it.each([
    {
      why: 'the dashboard tag is always required: a section claim alone shows nothing',
      tagIds: [50],
      expected: [
        { id: 50, noAccess: true, items: [] },
        { id: 201, noAccess: true, items: [] },
        { id: 40, noAccess: true, items: [] },
      ],
    },
    {
      why: 'dashboard + a section: that section and its items (children of a claim); other sections are visible (children of 2) but their items are not',
      tagIds: [2, 50],
      expected: [
        { id: 50, noAccess: false, items: ['Select Content', 'Add Content'] },
        { id: 201, noAccess: true, items: [] },
        { id: 40, noAccess: true, items: [] },
      ],
    },
    {
      why: 'child items need their parent item as well: Form Manager claimed too shows the form tags',
      tagIds: [2, 40, 90],
      expected: [
        { id: 50, noAccess: true, items: [] },
        { id: 201, noAccess: true, items: [] },
        {
          id: 40,
          noAccess: false,
          items: [{ 'Form Manager': ['apple form', 'Mango Form', 'Zebra Form'] }, 'Form Submissions'],
        },
      ],
    },
    {
      why: 'without the Form Manager claim its form tags (grandchildren of the section) stay hidden',
      tagIds: [2, 40],
      expected: [
        { id: 50, noAccess: true, items: [] },
        { id: 201, noAccess: true, items: [] },
        { id: 40, noAccess: false, items: ['Form Manager', 'Form Submissions'] },
      ],
    },
    {
      why: 'a single item claimed: its section shows just that item',
      tagIds: [2, 201, 1001],
      expected: [
        { id: 50, noAccess: false, items: ['Add Content'] },
        { id: 201, noAccess: false, items: ['All Blog Posts'] },
        { id: 40, noAccess: true, items: [] },
      ],
    },
  ])('access: $why', ({ tagIds, expected }) => {
    expect(outline(buildToolTree(TAGS, { isMJA: false, tagIds }))).toEqual(expected);
  });

  it('a hidden or deleted child tag does not widen access (allowed tags take visible, non-deleted children only)', () => {
    const tags = TAGS.map((t) => (t.TId === 1001 ? { ...t, TVisible: false } : t));
    // 1001 came back from the server anyway: it is still not an allowed tag, though 50 is claimed
    const sections = buildToolTree(tags, { isMJA: false, tagIds: [2, 50] });
    expect(sections[0].children.map((c) => c.id)).toEqual([1002]);
  });

  it('shows the same tools from the tags a Maintenance User reads (their scope: allowed tags only) as from the whole tree', () => {
    const withTools = (tags: ToolTag[], tagIds: number[]) =>
      outline(buildToolTree(tags, { isMJA: false, tagIds }).filter((s) => !s.noAccess));
    for (const tagIds of [[2], [2, 50], [2, 40], [2, 201, 1001], [50]]) {
      expect({ tagIds, menu: withTools(allowedTags(TAGS, tagIds), tagIds) }).toEqual({
        tagIds,
        menu: withTools(TAGS, tagIds),
      });
    }
    // Tag 2 alone: every section is a visible child of it, none has a tool to show, each says so.
    expect(outline(buildToolTree(allowedTags(TAGS, [2]), { isMJA: false, tagIds: [2] })).every((s) => s.noAccess)).toBe(
      true,
    );
  });

  it('without tags there are no sections', () => {
    expect(buildToolTree([], { isMJA: true, tagIds: [] })).toEqual([]);
  });
});

describe('chainOrder', () => {
  const t = (TId: number, TNextId: number | null) => ({ TId, TIdParent: 1, TName: String(TId), TNextId });
  it.each([
    { why: 'one chain', input: [t(3, null), t(1, 2), t(2, 3)], expected: [1, 2, 3] },
    { why: 'a chain against id order', input: [t(1, null), t(2, 1), t(3, 2)], expected: [3, 2, 1] },
    {
      why: 'two heads: each chain in turn, heads by id',
      input: [t(5, 6), t(6, null), t(1, null)],
      expected: [1, 5, 6],
    },
    { why: 'a pointer outside the siblings ends the chain', input: [t(1, 99), t(2, null)], expected: [1, 2] },
    { why: 'a cycle still lists everyone once', input: [t(1, 2), t(2, 1), t(3, null)], expected: [3, 1, 2] },
  ])('$why', ({ input, expected }) => {
    expect(chainOrder(input).map((x) => x.TId)).toEqual(expected);
  });
});
