// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAuthApi } from './auth-api.js';
import { createAuthProvider } from './auth-provider.js';
import { LoginOutcomeError } from './login-outcome.js';
import { recallResetRequired } from './reset-required.js';
import { fakeFetch, signedToken, type FakeRoute } from './test-helpers.js';
import { AUTH_COOKIE, readToken, SHOW_ADMIN_FLAG, storeToken } from './token-storage.js';

const LOGIN = '/api/v1/mc/jwt/login';
const LOGOUT = '/api/v1/mc/jwt/frontendlogout';

function provider(
  routes: Record<string, FakeRoute>,
  where = { pathname: '/maintenance/news', search: '?page=2' },
  framed = false,
) {
  const fake = fakeFetch(routes);
  return {
    ...fake,
    auth: createAuthProvider({
      api: createAuthApi({ fetch: fake.fetch }),
      location: () => where,
      framed: () => framed,
    }),
  };
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  document.cookie = `${AUTH_COOKIE}=; path=/; max-age=0`;
});
afterEach(() => localStorage.clear());

describe('login outcomes (spec §4)', () => {
  it('stores the token on success', async () => {
    const token = await signedToken();
    const { auth } = provider({ [LOGIN]: { body: { success: true, token } } });
    await auth.login({ username: 'ann', password: 'pw' });
    expect(readToken()).toBe(token);
    expect(document.cookie).toContain(`${AUTH_COOKIE}=true`);
    expect(sessionStorage.getItem(SHOW_ADMIN_FLAG)).toBe('true');
  });

  it.each([
    [
      'reset required',
      { success: false, resetRequired: true, email: 'ann@example.com' },
      'resetRequired',
      'Your account requires a new password.',
    ],
    [
      'denied access',
      { success: false, deniedAccess: true, errors: [{ message: 'x' }] },
      'denied',
      'Your account has been disabled.',
    ],
    ['a second factor', { success: false, b2fa: true }, 'b2fa', 'Enter the verification code sent to your e-mail.'],
    [
      'a failure',
      { success: false, errors: [{ message: 'The user name or password is incorrect.' }, { message: 'other' }] },
      'failed',
      'The user name or password is incorrect.',
    ],
    ['a failure without message', { success: false }, 'failed', 'An unknown error occurred'],
  ])('rejects for %s', async (_what, body, outcome, message) => {
    const { auth } = provider({ [LOGIN]: { body } });
    const error = await auth.login({ username: 'ann', password: 'pw' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LoginOutcomeError);
    expect(error).toMatchObject({ outcome, message });
    expect(readToken()).toBeNull();
  });

  it('remembers the e-mail of a reset-required account for the change-password screen', async () => {
    const { auth } = provider({ [LOGIN]: { body: { success: false, resetRequired: true, email: 'ann@example.com' } } });
    await auth.login({ username: 'ann', password: 'pw' }).catch(() => undefined);
    expect(recallResetRequired()).toBe('ann@example.com');
  });

  it('shows the server message of a refusal (429) and the fallback for a network failure', async () => {
    const limited = provider({ [LOGIN]: { status: 429, body: { errors: [{ message: 'Too many attempts' }] } } });
    await expect(limited.auth.login({ username: 'a', password: 'b' })).rejects.toMatchObject({
      message: 'Too many attempts',
    });
    const offline = provider({ [LOGIN]: new TypeError('Failed to fetch') });
    await expect(offline.auth.login({ username: 'a', password: 'b' })).rejects.toMatchObject({
      message: 'An unknown error occurred',
    });
  });

  it('sends the second-factor code as s2fa', async () => {
    const token = await signedToken();
    const { auth, calls } = provider({ [LOGIN]: { body: { success: true, token } } });
    await auth.login({ username: 'ann', password: 'pw', code: '123456' });
    expect(calls[0].body.s2fa).toBe('123456');
  });
});

describe('logout', () => {
  it('tells the server, then clears the token, the cookie and the flag', async () => {
    storeToken(await signedToken());
    const { auth, calls } = provider({ [LOGOUT]: { body: { success: true } } });
    await auth.logout({});
    expect(calls.map((c) => c.url)).toEqual([LOGOUT]);
    expect(readToken()).toBeNull();
    expect(document.cookie).not.toContain(`${AUTH_COOKIE}=true`);
    expect(sessionStorage.getItem(SHOW_ADMIN_FLAG)).toBeNull();
  });

  it('clears the session even when the server cannot be reached', async () => {
    storeToken(await signedToken());
    const { auth } = provider({ [LOGOUT]: new TypeError('Failed to fetch') });
    await auth.logout({});
    expect(readToken()).toBeNull();
  });
});

describe('checkAuth and checkError', () => {
  it('passes with a stored token and sends others to /login with the return path', async () => {
    const { auth } = provider({});
    await expect(auth.checkAuth({})).rejects.toMatchObject({
      redirectTo: '/login?return=%2Fmaintenance%2Fnews%3Fpage%3D2',
    });
    storeToken(await signedToken());
    await expect(auth.checkAuth({})).resolves.toBeUndefined();
  });

  it('drops the /maintenance prefix of the return path inside a frame', async () => {
    const { auth } = provider({}, { pathname: '/maintenance/news', search: '' }, true);
    await expect(auth.checkAuth({})).rejects.toMatchObject({ redirectTo: '/login?return=%2Fnews' });
  });

  it('refuses and clears a token that cannot be decoded', async () => {
    storeToken('garbage');
    await expect(provider({}).auth.checkAuth({})).rejects.toBeDefined();
    expect(readToken()).toBeNull();
  });

  it('logs out on 401 but not on 403', async () => {
    storeToken(await signedToken());
    const { auth } = provider({});
    await expect(auth.checkError({ status: 403 })).resolves.toBeUndefined();
    expect(readToken()).not.toBeNull();
    await expect(auth.checkError({ status: 401 })).rejects.toBeDefined();
    expect(readToken()).toBeNull();
  });
});

describe('identity and permissions', () => {
  it('answers the identity and the User from the token', async () => {
    storeToken(await signedToken({ name: 'Ann', userId: 'u-7', permissions: 'TId:4' }));
    const { auth } = provider({});
    expect(await auth.getIdentity!()).toMatchObject({
      id: 'u-7',
      fullName: 'Ann',
      email: 'ann@example.com',
      claims: { TId: [4] },
    });
    expect(await auth.getPermissions!({})).toMatchObject({ userId: 'u-7', isMJA: false });
  });

  it('has no identity when signed out', async () => {
    const { auth } = provider({});
    await expect(auth.getIdentity!()).rejects.toThrow();
    expect(await auth.getPermissions!({})).toBeNull();
  });
});

describe('canAccess (react-admin actions onto the schema rule)', () => {
  it.each([
    ['Admin', 'Content', 'list', true],
    ['Admin', 'content', 'edit', true],
    ['Admin', 'KeyManager', 'show', false],
    ['MoJoAdmin', 'KeyManager', 'export', true],
    ['Admin', 'ContentType', 'create', false],
    ['Admin', 'AuditLog', 'delete', false],
    ['MoJoAdmin', 'AuditLog', 'edit', false],
    ['Maintenance User', 'AspNetUsers', 'list', false],
    ['Maintenance User', 'ContentType', 'list', true],
    // The Auditor reads what Admin reads and does nothing else (docs/decisions/0112-auditor-role.md).
    ['Auditor', 'Content', 'list', true],
    ['Auditor', 'AuditLog', 'show', true],
    ['Auditor', 'Content', 'export', true],
    ['Auditor', 'Content', 'edit', false],
    ['Auditor', 'Content', 'create', false],
    ['Auditor', 'Redirect', 'delete', false],
    ['Auditor', 'KeyManager', 'list', false],
    ['MoJoAdmin', 'NoSuchEntity', 'list', false],
    ['MoJoAdmin', 'Content', 'fly', false],
  ])('%s on %s %s → %s', async (role, resource, action, want) => {
    storeToken(await signedToken({ role }));
    expect(await provider({}).auth.canAccess!({ resource, action } as never)).toBe(want);
  });

  it('refuses everything when signed out', async () => {
    expect(await provider({}).auth.canAccess!({ resource: 'Content', action: 'list' } as never)).toBe(false);
  });
});
