// /edit/navigation listed each menu twice: the menu's own root tag and the
// dashboard's tool tag that links to it (issue 16 item 10).
import { describe, expect, it } from 'vitest';
import type { TagRow } from '../api/types.js';
import { menusOf } from './menu-list.js';

const tag = (TId: number, TName: string, TPath: string | null = null, TIdParent: number | null = null): TagRow => ({
  TId,
  TIdParent,
  TName,
  TPath,
});

describe('menusOf', () => {
  it('lists a menu once when both its root tag and a dashboard tool link to it, and keeps the root tag', () => {
    const tags = [
      tag(1201, 'Footer Navigation', '/navigation/55', 40),
      tag(55, 'Footer Navigation'),
      tag(1200, 'Primary Navigation', '/navigation/53', 40),
      tag(53, 'Primary Navigation'),
      tag(1300, 'Primary Menu Settings', '/navigation/content/1', 40),
    ];
    const menus = menusOf(tags);
    expect(menus.map((m) => m.target)).toEqual(['/navigation/55', '/navigation/53']);
    expect(menus.map((m) => m.tag.TId)).toEqual([55, 53]);
  });

  it('keeps a menu reached only through a link, and a seeded root with no link', () => {
    const menus = menusOf([
      tag(56, 'Sidebar Navigation'),
      tag(700, 'Landing menu', '/navigation/700'),
      tag(900, 'Event menu link', '/navigation/901'),
      tag(10, 'About', '/about'),
    ]);
    expect(menus.map((m) => [m.tag.TName, m.target])).toEqual([
      ['Sidebar Navigation', '/navigation/56'],
      ['Landing menu', '/navigation/700'],
      ['Event menu link', '/navigation/901'],
    ]);
  });
});
