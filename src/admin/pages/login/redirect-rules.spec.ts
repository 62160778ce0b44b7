import { describe, expect, it } from 'vitest';
import { loginPathFor, loginRedirectTarget, returnParameterFor, sameOriginPath } from './redirect-rules.js';

const q = (value: string) => `?return=${encodeURIComponent(value)}`;

describe('loginRedirectTarget (spec §2 "After success", rules 2-4)', () => {
  it.each([
    // [search, framed, want]
    ['', false, { kind: 'navigate', to: '/' }],
    ['', true, { kind: 'navigate', to: '/' }],
    [q('/maintenance'), false, { kind: 'navigate', to: '/' }],
    [q('/maintenance'), true, { kind: 'navigate', to: '/' }],
    [q('/maintenance/'), false, { kind: 'navigate', to: '/' }],
    [q('/maintenance/news?page=2'), false, { kind: 'redirect', href: '/maintenance/news?page=2' }],
    [q('/news?page=2'), true, { kind: 'navigate', to: '/news?page=2' }],
    [q('/maintenance/news'), true, { kind: 'navigate', to: '/news' }],
    [q('/maintenance-mode'), true, { kind: 'navigate', to: '/maintenance-mode' }],
    [q('/edit?cId=5#top'), true, { kind: 'navigate', to: '/edit?cId=5#top' }],
    ['?other=1', false, { kind: 'navigate', to: '/' }],
    ['?return=', false, { kind: 'navigate', to: '/' }],
  ] as const)('%s (framed: %s) → %j', (search, framed, want) => {
    expect(loginRedirectTarget(search, framed)).toEqual(want);
  });

  it.each([
    'https://evil.example/phish',
    '//evil.example/phish',
    '/\\evil.example/phish',
    '\\\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    'javascript:alert(1)',
    'news',
    ' /news',
  ])('never leaves the origin: %j → /', (value) => {
    expect(loginRedirectTarget(q(value), false)).toEqual({ kind: 'navigate', to: '/' });
    expect(loginRedirectTarget(q(value), true)).toEqual({ kind: 'navigate', to: '/' });
  });
});

describe('sameOriginPath', () => {
  it('normalises what it keeps', () => {
    expect(sameOriginPath('/a/../b?x=1')).toBe('/b?x=1');
    expect(sameOriginPath(null)).toBeUndefined();
  });
});

describe('returnParameterFor (spec §4 "Session")', () => {
  it.each([
    [{ pathname: '/maintenance/news', search: '?page=2' }, false, '/maintenance/news?page=2'],
    [{ pathname: '/maintenance/news', search: '?page=2' }, true, '/news?page=2'],
    [{ pathname: '/maintenance', search: '' }, true, '/'],
    [{ pathname: '/maintenance/', search: '' }, true, '/'],
    [{ pathname: '/maintenance', search: '' }, false, '/maintenance'],
    [{ pathname: '/maintenance/maintenance-mode', search: '' }, true, '/maintenance-mode'],
  ])('%j (framed: %s) → %s', (location, framed, want) => {
    expect(returnParameterFor(location, framed)).toBe(want);
  });

  it('round-trips through the login URL into the same place', () => {
    const here = { pathname: '/maintenance/news', search: '?filter=a%26b' };
    const login = new URL(loginPathFor(here, false), 'https://x.invalid');
    expect(login.pathname).toBe('/login');
    expect(loginRedirectTarget(login.search, false)).toEqual({
      kind: 'redirect',
      href: '/maintenance/news?filter=a%26b',
    });
    const framedLogin = new URL(loginPathFor(here, true), 'https://x.invalid');
    expect(loginRedirectTarget(framedLogin.search, true)).toEqual({ kind: 'navigate', to: '/news?filter=a%26b' });
  });
});
