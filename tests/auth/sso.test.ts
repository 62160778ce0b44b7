// Single sign-on through OpenID Connect (issue 44 item 1) against a real
// provider (oidc-provider on 127.0.0.1), on both databases: the flow from
// the start to the product's own session, and every callback that must sign
// nobody in (forged state, wrong nonce, replayed, expired).
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type OidcConfig } from '../../src/server/platform/config.js';
import { startApp, type TestApp } from '../support/app.js';
import { testDialects } from '../support/dialects.js';
import { startTestProvider, type TestProvider } from '../support/oidc-provider.js';

const PUBLIC_URL = 'http://office.test';

describe.each(testDialects())('single sign-on (%s)', (dialect) => {
  let t: TestApp;
  let op: TestProvider;
  let oidc: OidcConfig;
  let clockShift = 0;
  beforeAll(async () => {
    op = await startTestProvider(PUBLIC_URL);
    oidc = {
      issuer: op.issuer,
      clientId: op.clientId,
      clientSecret: op.clientSecret,
      label: 'Sign in with Example ID',
      createAccounts: true,
      rolesClaim: 'groups',
      roleMap: { 'bo-admins': 'Admin', 'bo-editors': 'Maintenance User' },
    };
    t = await startApp(dialect, { publicUrl: PUBLIC_URL, oidc, now: () => Date.now() + clockShift });
    await t.addUser({
      userName: 'maria',
      email: 'maria@example.test',
      password: 'maria-password-1234',
      displayName: 'Maria',
      roles: ['Maintenance User'],
    });
    op.accounts.set('maria-sub', { email: 'MARIA@example.test', email_verified: true, groups: ['bo-admins'] });
  });
  afterAll(async () => {
    await t?.close();
    await op?.close();
  });

  /** Start → the provider, signed in as `account` → the callback, as a browser would; the sign-in page's fragment. */
  async function signInThrough(
    account: string,
    change: { authorizationUrl?: (u: URL) => void; callback?: (u: URL) => void; cookie?: string } = {},
  ) {
    const start = await t.call(undefined, { method: 'GET', url: '/api/v1/mc/oidc/start' });
    expect(start.statusCode).toBe(302);
    const cookie = change.cookie ?? String(start.headers['set-cookie']).split(';')[0];
    const authorizationUrl = new URL(String(start.headers.location));
    change.authorizationUrl?.(authorizationUrl);
    const callbackUrl = new URL(await op.signIn(authorizationUrl.href, account));
    change.callback?.(callbackUrl);
    const answer = await callback(callbackUrl, cookie);
    return { ...answer, callbackUrl, cookie };
  }
  async function callback(url: URL, cookie: string) {
    const res = await t.call(undefined, { method: 'GET', url: url.pathname + url.search, headers: { cookie } });
    expect(res.statusCode).toBe(302);
    const location = new URL(String(res.headers.location));
    expect(location.origin + location.pathname).toBe(`${PUBLIC_URL}/maintenance/login`);
    return { fragment: new URLSearchParams(location.hash.slice(1)), location };
  }
  const exchange = (ticket: string) =>
    t.call(undefined, { method: 'POST', url: '/api/v1/mc/oidc/exchange', payload: { ticket } });
  const lastAudit = async () =>
    (
      await t.db.all<{ Message: string; UserName: string }>(
        t.db.builder.selectFrom('AuditLog').select(['Message', 'UserName']).orderBy('AlId', 'desc').limit(1).compile(),
      )
    )[0];

  it('tells the sign-in screen to show its button, with OIDC_LABEL', async () => {
    const res = await t.call(undefined, { method: 'GET', url: '/api/v1/mc/oidc/options' });
    expect(res.json()).toEqual({ enabled: true, label: 'Sign in with Example ID' });
  });

  it('signs a matched account in with its mapped roles, in the product’s own session, once per ticket', async () => {
    const { fragment, location } = await signInThrough('maria-sub');
    expect(location.href).not.toMatch(/eyJ/); // no session token in any URL
    const ticket = fragment.get('sso-ticket')!;
    const res = await exchange(ticket);
    const answer = res.json();
    expect(answer.success).toBe(true);
    const claims = decodeJwt(answer.token);
    expect(claims).toMatchObject({ userName: 'maria', role: 'Admin' }); // re-read from the claim: was Maintenance User
    expect(await lastAudit()).toEqual({ Message: 'Login Successful (single sign-on)', UserName: 'maria' });
    const check = await t.call(answer.token, { method: 'GET', url: '/api/v1/mc/jwt/check' });
    expect(check.json()).toMatchObject({ success: true, reauthenticate: false });
    const sessions = (await t.call(answer.token, { method: 'GET', url: '/api/v1/mc/account/sessions' })).json();
    expect(JSON.stringify(sessions)).toContain(String(claims.sid));
    // The ticket is spent: a second exchange signs nobody in.
    expect((await exchange(ticket)).json()).toEqual({ success: false, errors: [{ message: 'sso.failed' }] });
    // Signing out: the provider's end-session URL with this session's ID token as the hint.
    const logout = (await t.call(answer.token, { method: 'GET', url: '/api/v1/mc/oidc/logout' })).json();
    const end = new URL(logout.endSessionUrl);
    expect(end.href.startsWith(`${op.issuer}/session/end`)).toBe(true);
    expect(end.searchParams.get('post_logout_redirect_uri')).toBe(`${PUBLIC_URL}/maintenance/login`);
    expect(end.searchParams.get('id_token_hint')).toMatch(/^eyJ/);
    await t.call(answer.token, { method: 'GET', url: '/api/v1/mc/jwt/frontendlogout' });
    expect((await t.call(answer.token, { method: 'GET', url: '/api/v1/mc/jwt/check' })).statusCode).toBe(401);
  });

  it('creates an unmatched account with the mapped role and no usable password', async () => {
    op.accounts.set('new-sub', {
      email: 'new@example.test',
      email_verified: true,
      name: 'New Person',
      groups: ['bo-editors', 'other'],
    });
    const { fragment } = await signInThrough('new-sub');
    const answer = (await exchange(fragment.get('sso-ticket')!)).json();
    expect(decodeJwt(answer.token)).toMatchObject({
      userName: 'new@example.test',
      name: 'New Person',
      role: 'Maintenance User',
    });
    const row = await t.db.first<{ PasswordHash: string | null }>(
      t.db.builder
        .selectFrom('AspNetUsers')
        .select('PasswordHash')
        .where('NormalizedEmail', '=', 'NEW@EXAMPLE.TEST')
        .compile(),
    );
    expect(row?.PasswordHash).toBeNull();
    const login = await t.call(undefined, {
      method: 'POST',
      url: '/api/v1/mc/jwt/login',
      payload: { UserName: 'new@example.test', Password: Buffer.from('').toString('base64') },
    });
    expect(login.json().success).toBe(false);
  });

  it('refuses an account no role is mapped to, and an unverified address', async () => {
    op.accounts.set('norole-sub', { email: 'norole@example.test', email_verified: true, groups: ['other'] });
    expect((await signInThrough('norole-sub')).fragment.get('sso-error')).toBe('noRole');
    expect(await lastAudit()).toEqual({
      Message: 'Login Fail: single sign-on: no role is mapped from the claim',
      UserName: 'norole@example.test',
    });
    op.accounts.set('unverified-sub', { email: 'maria@example.test', email_verified: false, groups: ['bo-admins'] });
    expect((await signInThrough('unverified-sub')).fragment.get('sso-error')).toBe('unverified');
  });

  it('refuses a disabled account', async () => {
    await t.addUser({
      userName: 'gone',
      email: 'gone@example.test',
      password: 'gone-password-1234',
      displayName: 'Gone',
      roles: ['Admin'],
    });
    await t.db.run(
      t.db.builder
        .updateTable('AspNetUsers')
        .set({ Disabled: dialect === 'sqlite' ? 1 : true })
        .where('UserName', '=', 'gone')
        .compile(),
    );
    op.accounts.set('gone-sub', { email: 'gone@example.test', email_verified: true, groups: ['bo-admins'] });
    expect((await signInThrough('gone-sub')).fragment.get('sso-error')).toBe('disabled');
  });

  it('signs nobody in on a forged state or flow cookie', async () => {
    const forgedState = await signInThrough('maria-sub', { callback: (u) => u.searchParams.set('state', 'forged') });
    expect(forgedState.fragment.get('sso-error')).toBe('failed');
    const forgedCookie = await signInThrough('maria-sub', { cookie: 'mojo_oidc_flow=eyJhbGciOiJkaXIifQ.forged' });
    expect(forgedCookie.fragment.get('sso-error')).toBe('failed');
    expect((await lastAudit()).Message).toBe('Login Fail: single sign-on: the flow state is forged');
  });

  it('signs nobody in on a wrong nonce', async () => {
    const { fragment } = await signInThrough('maria-sub', {
      authorizationUrl: (u) => u.searchParams.set('nonce', 'a-nonce-the-app-never-made'),
    });
    expect(fragment.get('sso-error')).toBe('failed');
    expect((await lastAudit()).Message).toMatch(/nonce/);
  });

  it('signs nobody in on a replayed callback', async () => {
    const first = await signInThrough('maria-sub');
    expect(first.fragment.get('sso-ticket')).toBeTruthy();
    const replay = await callback(first.callbackUrl, first.cookie);
    expect(replay.fragment.get('sso-error')).toBe('failed');
    expect(replay.fragment.get('sso-ticket')).toBeNull();
  });

  it('signs nobody in on an expired flow', async () => {
    const start = await t.call(undefined, { method: 'GET', url: '/api/v1/mc/oidc/start' });
    const cookie = String(start.headers['set-cookie']).split(';')[0];
    const callbackUrl = new URL(await op.signIn(String(start.headers.location), 'maria-sub'));
    clockShift = 11 * 60_000;
    try {
      expect((await callback(callbackUrl, cookie)).fragment.get('sso-error')).toBe('expired');
    } finally {
      clockShift = 0;
    }
  });
});

describe('single sign-on settings', () => {
  it('refuses a role map that is not JSON, naming the setting', () => {
    expect(() =>
      loadConfig({
        OIDC_ISSUER: 'https://id.example.org',
        OIDC_CLIENT_ID: 'a',
        OIDC_CLIENT_SECRET: 'b',
        OIDC_ROLE_MAP: '{admins:Admin}',
      }),
    ).toThrow(/OIDC_ROLE_MAP is not valid JSON/);
    expect(() => loadConfig({ OIDC_ISSUER: 'https://id.example.org' })).toThrow(/OIDC_ISSUER needs OIDC_CLIENT_ID/);
  });

  it.each(testDialects())('refuses to start with a role that does not exist (%s)', async (dialect) => {
    await expect(
      startApp(dialect, {
        oidc: {
          issuer: 'https://id.example.org',
          clientId: 'a',
          clientSecret: 'b',
          label: 'SSO',
          createAccounts: false,
          roleMap: { x: 'Editor-in-chief' },
        },
      }),
    ).rejects.toThrow(/OIDC_ROLE_MAP names roles that do not exist: "Editor-in-chief"/);
  });
});
