import { describe, expect, it } from 'vitest';
import { canOpenPage, normalizePath, parentPath } from './page-access.js';

const staff = { isMJA: false, allowedPaths: ['/form-manager', '/redirects/301', '/news/'] };

describe('page access (spec §6)', () => {
  it.each([
    ['/', undefined, true],
    ['/edit', undefined, true],
    ['/account', undefined, true],
    ['/form-manager', undefined, true], // an allowed tag's path
    ['/form-manager/12', undefined, true], // its parent is allowed
    ['/news', undefined, true], // trailing slash ignored
    ['/redirects/302', '/redirects/:RType', false], // neither path, pattern nor parent
    ['/redirects/301?x=1', undefined, true], // query ignored
    ['/site-setup', undefined, false],
    ['/logs', undefined, false],
    ['/edit/select', undefined, true], // its parent '/edit' is always open
    ['/logs/errors', undefined, false],
  ])('a Maintenance User on %s (route %s): %s', (path, pattern, want) => {
    expect(canOpenPage(staff, path, pattern)).toBe(want);
  });

  it('allows by the route pattern when the pattern itself is listed', () => {
    expect(canOpenPage({ isMJA: false, allowedPaths: ['/banners/:CId'] }, '/banners/77', '/banners/:CId')).toBe(true);
  });

  it('the root is not a parent that opens everything', () => {
    expect(canOpenPage({ isMJA: false, allowedPaths: [] }, '/logs')).toBe(false);
  });

  it('isMJA opens every page; no user opens none', () => {
    expect(canOpenPage({ isMJA: true, allowedPaths: [] }, '/db-tools')).toBe(true);
    expect(canOpenPage(undefined, '/')).toBe(false);
  });

  it('normalises paths', () => {
    expect(normalizePath('/a/b/?q=1')).toBe('/a/b');
    expect(normalizePath('/')).toBe('/');
    expect(parentPath('/a/b')).toBe('/a');
    expect(parentPath('/a')).toBe('/');
  });
});
