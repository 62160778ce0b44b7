// The palette's ranking (decision 0104): start of label, then start of a
// word, then anywhere, then the letters in order; case and accents ignored;
// ties keep the groups' and the sources' order; pages the server found stay.
import { describe, expect, it } from 'vitest';
import type { PaletteItem } from './palette-items.js';
import { matchScore, rankItems } from './palette-rank.js';

const tool = (id: number, label: string, detail = 'Site'): PaletteItem => ({
  id: `tool:${id}`,
  group: 'tool',
  label,
  detail,
  link: { kind: 'route', to: `/t${id}` },
});
const page = (id: number, label: string): PaletteItem => ({
  id: `page:${id}`,
  group: 'page',
  label,
  to: `/edit?cId=${id}`,
});
const recent = (id: number, label: string): PaletteItem => ({
  id: `recent:${id}`,
  group: 'recent',
  label,
  detail: 'Redirect',
  to: `/Redirect/${id}`,
});
const labels = (items: PaletteItem[]) => items.map((i) => i.label);

describe('matchScore', () => {
  it('orders prefix > word start > substring > letters in order > none', () => {
    expect(matchScore('redirects', 'red')).toBe(4);
    expect(matchScore('seo redirects', 'red')).toBe(3);
    expect(matchScore('shredder', 'red')).toBe(2);
    expect(matchScore('redirects', 'rdr')).toBe(1);
    expect(matchScore('menus', 'rdr')).toBe(0);
    expect(matchScore('menus', 'me nus')).toBe(0); // spaces never match letter by letter
  });
});

describe('rankItems', () => {
  const items = [
    tool(1, 'Shredder Settings'),
    tool(2, 'SEO Redirects'),
    tool(3, 'Redirects'),
    recent(4, 'Old redirect'),
    page(5, 'Contact us'),
  ];

  it('puts the best match first, whatever its group', () => {
    expect(labels(rankItems(items, 'red'))).toEqual([
      'Redirects',
      'SEO Redirects',
      'Old redirect',
      'Shredder Settings',
      'Contact us',
    ]);
  });

  it('ignores case and accents', () => {
    const accents = [tool(1, 'Paramètres généraux'), tool(2, 'Menu')];
    expect(labels(rankItems(accents, 'GENERAUX'))).toEqual(['Paramètres généraux']);
    expect(labels(rankItems(accents, 'génér'))).toEqual(['Paramètres généraux']);
  });

  it('keeps every item in the sources’ order for an empty query, actions first', () => {
    const signOut: PaletteItem = { id: 'action:sign-out', group: 'action', label: 'Sign out', action: 'sign-out' };
    expect(labels(rankItems([tool(1, 'B'), tool(2, 'A'), recent(3, 'C'), signOut], ''))).toEqual([
      'Sign out',
      'B',
      'A',
      'C',
    ]);
  });

  it('finds a tool by its section, below any label match', () => {
    const menu = [tool(1, 'Banners', 'Marketing'), tool(2, 'Market report', 'Reports')];
    expect(labels(rankItems(menu, 'market'))).toEqual(['Market report', 'Banners']);
  });

  it('keeps the pages the server found by address, and drops tools that do not match', () => {
    expect(labels(rankItems([tool(1, 'Redirects'), page(2, 'About')], 'about-us'))).toEqual(['About']);
  });

  it('shows at most the limit', () => {
    const many = Array.from({ length: 50 }, (_, i) => tool(i, `Tool ${i}`));
    expect(rankItems(many, 'tool', 30)).toHaveLength(30);
  });
});
