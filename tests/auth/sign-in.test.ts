// Sign-in and the token every data call needs.
import { SignJWT, decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, startApp, type TestApp } from '../support/app.js';
import { testDialects } from '../support/dialects.js';

const b64 = (s: string) => Buffer.from(s).toString('base64');

describe.each(testDialects())('sign-in and tokens (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(dialect);
  });
  afterAll(async () => t?.close());

  const login = (UserName: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/mc/jwt/login', payload: { UserName, Password: b64(password) } });

  it('issues a token with the spec claims on success', async () => {
    const res = await login('ADMIN', ADMIN_PASSWORD); // user names compare case-insensitively
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    const claims = decodeJwt(body.token);
    expect(claims).toMatchObject({
      sub: 'admin@example.test',
      name: 'Site Administrator',
      role: 'MoJoAdmin',
      impersonate: false,
      reauthenticate: false,
    });
    expect(claims.userId).toEqual(expect.any(String));
    expect(typeof claims.permissions).toBe('string');
    expect(claims.exp! - claims.iat!).toBe(t.config.tokenTtl);
  });

  it('answers a wrong password and an unknown user alike', async () => {
    const wrong = (await login('admin', 'nope')).json();
    const unknown = (await login('nobody', 'nope')).json();
    expect(wrong).toEqual({ success: false, errors: [{ message: 'The user name or password is incorrect.' }] });
    expect(unknown).toEqual(wrong);
  });

  it('reports disabled accounts and required resets', async () => {
    await t.addUser({
      userName: 'gone',
      email: 'gone@example.test',
      password: 'gone-password',
      displayName: 'Gone',
      roles: ['Admin'],
    });
    await t.addUser({
      userName: 'stale',
      email: 'stale@example.test',
      password: 'stale-password',
      displayName: 'Stale',
      roles: ['Admin'],
    });
    const users = (
      await t.call(t.adminToken, {
        method: 'GET',
        url: '/api/v1/db/aspnetusers?pageNumber=1&fields=Id,UserName&filters=UserName==gone,|UserName==stale&orderBy=UserName asc'.replace(
          / /g,
          '%20',
        ),
      })
    ).json();
    await t.call(t.adminToken, {
      method: 'PATCH',
      url: `/api/v1/db/aspnetusers/${users[0].Id}`,
      payload: { Disabled: true },
    });
    await t.call(t.adminToken, {
      method: 'PATCH',
      url: `/api/v1/db/aspnetusers/${users[1].Id}`,
      payload: { ResetRequired: true },
    });
    expect((await login('gone', 'gone-password')).json()).toEqual({
      success: false,
      deniedAccess: true,
      errors: [{ message: 'Your account has been disabled.' }],
    });
    expect((await login('stale', 'stale-password')).json()).toEqual({
      success: false,
      resetRequired: true,
      email: 'stale@example.test',
    });
  });

  it('refuses a password that is not base64', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/mc/jwt/login',
      payload: { UserName: 'admin', Password: 'not base64!' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('Password');
  });

  it('check answers a fresh token for a live session and 401 otherwise', async () => {
    const res = await t.call(t.adminToken, { method: 'GET', url: '/api/v1/mc/jwt/check' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, impersonate: false, reauthenticate: false });
    expect(decodeJwt(res.json().token).sub).toBe('admin@example.test');
    expect((await t.call(undefined, { method: 'GET', url: '/api/v1/mc/jwt/check' })).statusCode).toBe(401);
  });

  it('refuses forged, expired and tampered tokens', async () => {
    const claims = decodeJwt(t.adminToken);
    const [header, payload] = t.adminToken.split('.');
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    const wrongKey = await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('x'.repeat(48)));
    const tampered = `${header}.${Buffer.from(JSON.stringify({ ...claims, role: ['MoJoAdmin', 'Admin'] })).toString('base64url')}.${t.adminToken.split('.')[2]}`;
    for (const token of [none, wrongKey, tampered, 'garbage', `${t.adminToken}x`]) {
      expect((await t.call(token, { method: 'GET', url: '/api/v1/db/tag?pageNumber=1' })).statusCode).toBe(401);
    }
    const short = await startApp(dialect, { tokenTtl: 1 });
    try {
      await new Promise((r) => setTimeout(r, 2100));
      expect(
        (await short.call(short.adminToken, { method: 'GET', url: '/api/v1/db/tag?pageNumber=1' })).statusCode,
      ).toBe(401);
    } finally {
      await short.close();
    }
  });
});
