// Every outcome of the authentication calls (spec §4, §7, §8; contract §4;
// security rows 7, 8, 9): lockout, disabled, reset, password change and
// reset links, impersonation, logout, session limits, and their audit texts.
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app.js';
import { testDialects } from '../support/dialects.js';

const b64 = (s: string) => Buffer.from(s).toString('base64');

describe.each(testDialects())('authentication calls (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(dialect);
  });
  afterAll(async () => t?.close());

  let n = 0;
  async function user(
    roles: ('Admin' | 'Maintenance User' | 'MoJoAdmin')[] = ['Admin'],
    password = 'Str0ng-enough-pw',
  ) {
    const name = `user${++n}${dialect}`;
    const id = await t.addUser({
      userName: name,
      email: `${name}@example.test`,
      password,
      displayName: `User ${n}`,
      roles,
    });
    return { id, name, password, email: `${name}@example.test` };
  }
  const login = (UserName: string, password: string, extra: Record<string, unknown> = {}) =>
    t.app
      .inject({ method: 'POST', url: '/api/v1/mc/jwt/login', payload: { UserName, Password: b64(password), ...extra } })
      .then((r) => r.json());
  const audit = async (userName: string) =>
    (
      await t.call(t.adminToken, {
        method: 'GET',
        url: `/api/v1/db/auditlog?pageNumber=1&pageSize=100&fields=Type,Message&orderBy=AlId%20asc&filters=${encodeURIComponent(`UserName==${userName}`)}`,
      })
    ).json() as { Type: string; Message: string }[];
  const ok = (token: string) =>
    t.call(token, { method: 'GET', url: '/api/v1/db/tag?pageNumber=1' }).then((r) => r.statusCode);

  it('locks an account after 5 failed passwords, and answers an unknown user the same way', async () => {
    const u = await user();
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await login(u.name, 'wrong-password'));
    expect(answers.slice(0, 4).every((a) => a.errors[0].message === 'The user name or password is incorrect.')).toBe(
      true,
    );
    expect(answers[4].errors[0].message).toMatch(/locked/);
    expect(answers[5].errors[0].message).toMatch(/locked/);
    // even the right password is refused while locked
    expect((await login(u.name, u.password)).errors[0].message).toMatch(/locked/);
    const ghost = [];
    for (let i = 0; i < 6; i++) ghost.push(await login(`ghost-${dialect}`, 'wrong-password'));
    expect(ghost.map((a) => a.errors[0].message)).toEqual(answers.map((a) => a.errors[0].message));
    const entries = await audit(u.name);
    expect(entries.map((e) => e.Message)).toContain('Login Fail: The user name or password is incorrect.');
    // body fields and X-Forwarded-For do not reset the count
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/mc/jwt/login',
      headers: { 'x-forwarded-for': '10.9.8.7' },
      payload: { UserName: u.name, Password: b64(u.password), AccessFailedCount: 0, s2fa: '' },
    });
    expect(res.json().errors[0].message).toMatch(/locked/);
  });

  it('audits success, disabled and reset-required with the spec texts', async () => {
    const u = await user();
    expect((await login(u.name, u.password)).success).toBe(true);
    await t.call(t.adminToken, {
      method: 'PATCH',
      url: `/api/v1/db/aspnetusers/${u.id}`,
      payload: { ResetRequired: true },
    });
    expect(await login(u.name, u.password)).toEqual({ success: false, resetRequired: true, email: u.email });
    await t.call(t.adminToken, { method: 'PATCH', url: `/api/v1/db/aspnetusers/${u.id}`, payload: { Disabled: true } });
    expect(await login(u.name, u.password)).toMatchObject({
      success: false,
      deniedAccess: true,
      errors: [{ message: 'Your account has been disabled.' }],
    });
    expect((await audit(u.name)).map((e) => e.Message)).toEqual([
      'Login Successful',
      'Password Reset Required',
      'Account Disabled',
    ]);
  });

  it('changes a password with the current one, refuses weak ones, and revokes old tokens', async () => {
    const u = await user();
    const token = (await login(u.name, u.password)).token;
    const change = (NewPassword: string, CurrentPassword = u.password) =>
      t.app
        .inject({
          method: 'POST',
          url: '/api/v1/mc/jwt/change-password',
          payload: { UserName: u.name, CurrentPassword: b64(CurrentPassword), NewPassword: b64(NewPassword) },
        })
        .then((r) => r.json());
    expect((await change('short')).errors[0]).toMatchObject({
      field: 'NewPassword',
      message: expect.stringMatching(/at least 8/),
    });
    expect((await change('password123')).errors[0].message).toMatch(/commonly used/);
    expect((await change('x'.repeat(129))).errors[0].message).toMatch(/at most 128/);
    expect((await change(`${u.name}-2026!`)).errors[0].message).toMatch(/user name/);
    expect((await change('A-fine-new-pass', 'not-the-current')).errors[0]).toMatchObject({ field: 'CurrentPassword' });
    expect(await change('A-fine-new-pass')).toEqual({ success: true });
    expect(await ok(token)).toBe(401);
    expect((await login(u.name, u.password)).success).toBe(false);
    expect((await login(u.name, 'A-fine-new-pass')).success).toBe(true);
  });

  it('impersonates only lower roles, for 30 minutes at most, never chained, naming the actor', async () => {
    const target = await user(['Admin']);
    const other = await user(['Maintenance User']);
    const mja = await user(['MoJoAdmin']);
    const imp = await t.call(t.adminToken, {
      method: 'POST',
      url: '/api/v1/mc/jwt/impersonate',
      payload: { UserId: target.id },
    });
    expect(imp.statusCode).toBe(200);
    const token = imp.json().token;
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({ sub: target.email, impersonate: true, act_name: 'admin' });
    expect(claims.exp! - claims.iat!).toBeLessThanOrEqual(30 * 60);
    expect(await ok(token)).toBe(200);
    // no chaining, no equal or higher role, not by a non-MoJoAdmin
    expect(
      (await t.call(token, { method: 'POST', url: '/api/v1/mc/jwt/impersonate', payload: { UserId: other.id } }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.call(t.adminToken, { method: 'POST', url: '/api/v1/mc/jwt/impersonate', payload: { UserId: mja.id } }))
        .statusCode,
    ).toBe(403);
    const adminToken = (await login(target.name, target.password)).token;
    expect(
      (await t.call(adminToken, { method: 'POST', url: '/api/v1/mc/jwt/impersonate', payload: { UserId: other.id } }))
        .statusCode,
    ).toBe(403);
    // no password, e-mail or second-factor change while impersonating
    const pw = await t.call(token, {
      method: 'POST',
      url: '/api/v1/mc/jwt/change-password',
      payload: { UserName: target.name, CurrentPassword: b64(target.password), NewPassword: b64('Another-fine-pass') },
    });
    expect(pw.statusCode).toBe(403);
    expect(
      (
        await t.call(token, {
          method: 'PATCH',
          url: `/api/v1/db/aspnetusers/${other.id}`,
          payload: { Email: 'x@example.test' },
        })
      ).statusCode,
    ).toBe(403);
    // writes made while impersonating name the impersonator
    const r = await t.call(token, {
      method: 'POST',
      url: '/api/v1/db/redirect',
      payload: { RFrom: `/imp-${dialect}`, RTo: '/x' },
    });
    const entry = (
      await t.call(t.adminToken, {
        method: 'GET',
        url: `/api/v1/db/auditlog?pageNumber=1&filters=${encodeURIComponent(`Entity==Redirect,EntityKey==${r.json().RId}`)}`,
      })
    ).json()[0];
    expect(entry).toMatchObject({ UserName: target.name, Impersonator: 'admin' });
    // stop: back to the impersonator; the impersonation token is dead
    const back = await t.call(token, { method: 'GET', url: '/api/v1/mc/jwt/deimpersonate' });
    expect(back.statusCode).toBe(200);
    expect(decodeJwt(back.json().token).sub).toBe('admin@example.test');
    expect(await ok(token)).toBe(401);
    expect(await ok(back.json().token)).toBe(200);
    // stopping gave the impersonator a new stamp: their older tokens ended too
    expect(await ok(t.adminToken)).toBe(401);
    t.adminToken = back.json().token;
    const messages = (await audit('admin')).map((e) => e.Message);
    expect(messages).toContain(`Impersonation Started: admin as ${target.name}`);
    expect(messages).toContain(`Impersonation Stopped: admin as ${target.name}`);
  });

  it('logout revokes the token at once', async () => {
    const u = await user();
    const token = (await login(u.name, u.password)).token;
    expect(await ok(token)).toBe(200);
    expect((await t.call(token, { method: 'GET', url: '/api/v1/mc/jwt/frontendlogout' })).json()).toEqual({
      success: true,
    });
    expect(await ok(token)).toBe(401);
    expect((await t.call(token, { method: 'GET', url: '/api/v1/mc/jwt/check' })).statusCode).toBe(401);
  });

  it('asks to re-authenticate after the idle or absolute limit', async () => {
    const idle = await startApp(dialect, { sessionIdleSeconds: 1 });
    try {
      await new Promise((r) => setTimeout(r, 2100));
      const res = await idle.call(idle.adminToken, { method: 'GET', url: '/api/v1/mc/jwt/check' });
      expect(res.json()).toMatchObject({ success: true, reauthenticate: true });
      expect(res.json().token).toBeUndefined();
    } finally {
      await idle.close();
    }
    const absolute = await startApp(dialect, { sessionAbsoluteSeconds: 1 });
    try {
      await new Promise((r) => setTimeout(r, 2100));
      expect(
        (await absolute.call(absolute.adminToken, { method: 'GET', url: '/api/v1/mc/jwt/check' })).json()
          .reauthenticate,
      ).toBe(true);
      expect(
        (await absolute.call(absolute.adminToken, { method: 'GET', url: '/api/v1/db/tag?pageNumber=1' })).statusCode,
      ).toBe(401);
    } finally {
      await absolute.close();
    }
  });
});
