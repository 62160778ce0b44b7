// The palette offers the dashboard's tools and never more (decision 0104):
// the same tag tree through the same rule (buildToolTree), so a user sees no
// tool whose tag, parent or the dashboard tag they may not use; inert links
// are left out, and the clear-cache item keeps its kind.
import { describe, expect, it } from 'vitest';
import { buildToolTree, type ToolTag } from '../../pages/dashboard/tool-tree.js';
import { toolItems } from './palette-items.js';

const tag = (
  TId: number,
  TIdParent: number | null,
  TName: string,
  TPath: string | null = null,
  TNextId: number | null = null,
): ToolTag =>
  ({ TId, TIdParent, TName, TPath, TVisible: true, TDeleted: false, CUrlDefaultPage: null, TNextId }) as ToolTag;

const TAGS: ToolTag[] = [
  tag(1, null, 'Root'),
  tag(2, 1, 'Dashboard'),
  tag(50, 2, 'Site Management', '#', 60),
  tag(51, 50, 'Redirects', '/redirects/301', 52),
  tag(52, 50, 'Page Numbers', '/page-numbers', 53),
  tag(53, 50, 'Nowhere', '#'),
  tag(60, 2, 'Administration', '#'),
  tag(61, 60, 'User Management', '/user-management', 62),
  tag(62, 60, 'Clear Cache', 'CLEAR_CACHE'),
  tag(70, 51, 'Redirect Checker', '/redirects/checker'),
];
const ORIGIN = 'https://admin.example';
const names = (user: { isMJA: boolean; tagIds: number[] }) =>
  toolItems(buildToolTree(TAGS, user), ORIGIN).map((i) => i.label);

describe('toolItems', () => {
  it('gives the top admin every tool that does something, in the menu’s order, with its section', () => {
    const items = toolItems(buildToolTree(TAGS, { isMJA: true, tagIds: [] }), ORIGIN);
    expect(items.map((i) => i.label)).toEqual([
      'Redirects',
      'Redirect Checker',
      'Page Numbers',
      'User Management',
      'Clear Cache',
    ]);
    expect(items.find((i) => i.label === 'Redirect Checker')?.detail).toBe('Site Management › Redirects');
    expect(items.find((i) => i.label === 'Clear Cache')).toMatchObject({
      group: 'tool',
      link: { kind: 'clear-cache' },
    });
  });

  it('gives a user only the tools of the tags they hold, as the dashboard does', () => {
    // Tag 50 with its children (the allowed tags: a claim and its children) and the dashboard tag: not the
    // grandchild 70, nothing of Administration.
    const reachable = names({ isMJA: false, tagIds: [2, 50] });
    expect(reachable).toEqual(['Redirects', 'Page Numbers']);
    for (const hidden of ['Redirect Checker', 'User Management', 'Clear Cache'])
      expect(reachable).not.toContain(hidden);
    expect(names({ isMJA: false, tagIds: [2, 50, 51] })).toEqual(['Redirects', 'Redirect Checker', 'Page Numbers']);
  });

  it('gives nothing without the dashboard tag, even with a section’s tag', () => {
    expect(names({ isMJA: false, tagIds: [50, 60] })).toEqual([]);
  });

  it('never offers a tool the dashboard would not show, for any grant', () => {
    const ids = [2, 50, 51, 52, 60, 61, 62, 70];
    for (let mask = 0; mask < 1 << ids.length; mask += 7) {
      const user = { isMJA: false, tagIds: ids.filter((_, i) => mask & (1 << i)) };
      const shown = new Set<number>();
      const walk = (nodes: { id: number; children: typeof nodes }[]) =>
        nodes.forEach((n) => (shown.add(n.id), walk(n.children)));
      for (const s of buildToolTree(TAGS, user)) if (!s.noAccess) walk(s.children);
      for (const item of toolItems(buildToolTree(TAGS, user), ORIGIN))
        expect(shown.has(Number(item.id.slice(5))), `${item.label} for ${user.tagIds}`).toBe(true);
    }
  });
});
