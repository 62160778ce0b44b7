import { describe, expect, it } from 'vitest';
import { applyRename, renameNeeded, renamedUrl } from './rename.js';

const page = { CTitle: 'Old Title', CSeoTitle: 'Old Title | Site', CSeoUrl: '/news/old-title' };

describe('renameNeeded (spec §4)', () => {
  it.each([
    ['Old Title', 'Old Title', false],
    ['Old Title', '  old title  ', false],
    ['Old Title', 'OLD TITLE', false],
    ['Old Title', 'Old  Title', true],
    ['Old Title', 'New Title', true],
    ['', '   ', false],
  ])('%j → %j: %s', (a, b, needed) => {
    expect(renameNeeded(a, b)).toBe(needed);
  });
});

describe('applyRename', () => {
  it('changes title, SEO title and URL for title-and-url, keeping the section folder', () => {
    expect(applyRename(page, " Tom's Big Day ", 'title-and-url')).toEqual({
      CTitle: "Tom's Big Day",
      CSeoTitle: "Tom's Big Day",
      CSeoUrl: '/news/toms-big-day',
    });
  });
  it('changes only the title for name-only', () => {
    expect(applyRename(page, 'New Title', 'name-only')).toEqual({ CTitle: 'New Title' });
  });
  it('changes nothing for none', () => {
    expect(applyRename(page, 'New Title', 'none')).toEqual({});
  });
  it.each(['title-and-url', 'name-only', 'none'] as const)(
    'changes nothing with %s when the titles are equal ignoring case and spaces',
    (option) => {
      expect(applyRename(page, '  OLD title ', option)).toEqual({});
    },
  );
  it('gives a page without a URL one at the root', () => {
    expect(applyRename({ CTitle: 'a', CSeoUrl: null }, 'About Us', 'title-and-url').CSeoUrl).toBe('/about-us');
  });
  it.each([
    ['/about', 'Team', '/team'],
    ['/news/2026/old', 'New', '/news/2026/new'],
    ['', 'New', '/new'],
    [null, 'New', '/new'],
  ])('renamedUrl(%j, %j) → %j', (url, title, out) => {
    expect(renamedUrl(url, title)).toBe(out);
  });
});
