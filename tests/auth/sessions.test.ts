// Sessions end exactly when they should, on one instance (issue 10 item 1):
// logout ends this session only (issue 25 item 6); sign out everywhere, password change or reset, disabling, unlocking and role changes end
// the account's other sessions at once and never block the next sign-in;
// /check never re-signs a revoked token; an impersonation's idle limit counts
// from its own token; a password changed from a live session keeps that
// session with a new token. The defaults are used (SQLite: no count TTL),
// which is where the stamp cache used to live forever.
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app.js';
import { testDialects } from '../support/dialects.js';

const b64 = (s: string) => Buffer.from(s).toString('base64');

describe.each(testDialects())('session validity (%s)', (dialect) => {
  let t: TestApp;
  let seq = 0;
  beforeAll(async () => {
    t = await startApp(dialect, { sessionIdleSeconds: 600 });
  });
  afterAll(async () => t?.close());

  const data = (token: string) => t.call(token, { method: 'GET', url: '/api/v1/db/tag?pageNumber=1&pageSize=1' });
  const check = (token: string) => t.call(token, { method: 'GET', url: '/api/v1/mc/jwt/check' });
  const changePassword = (token: string | undefined, userName: string, current: string, next: string) =>
    t.call(token, {
      method: 'POST',
      url: '/api/v1/mc/jwt/change-password',
      payload: { UserName: userName, CurrentPassword: b64(current), NewPassword: b64(next) },
    });
  /** A fresh Admin account and its password. */
  async function account() {
    const userName = `sess${++seq}`;
    const password = `first-password-${seq}-x`;
    const id = await t.addUser({
      userName,
      email: `${userName}@example.test`,
      password,
      displayName: userName,
      roles: ['Admin'],
    });
    return { id, userName, password };
  }
  /** Every way a session is used: a data call and the check, three times over (a cache would show by the second). */
  async function works(token: string) {
    for (let i = 0; i < 3; i++) {
      expect((await data(token)).statusCode).toBe(200);
      const c = await check(token);
      expect(c.statusCode).toBe(200);
      expect(c.json()).toMatchObject({ success: true, reauthenticate: false });
    }
  }
  async function ended(token: string) {
    for (let i = 0; i < 2; i++) {
      expect((await data(token)).statusCode).toBe(401);
      expect((await check(token)).statusCode).toBe(401);
    }
  }

  it('a password change ends the other sessions, keeps the one that made it (new token), and never blocks the next sign-in', async () => {
    const a = await account();
    const t1 = await t.login(a.userName, a.password);
    await works(t1);
    await new Promise((r) => setTimeout(r, 1100)); // a second sign-in in another second: a different token
    const t2 = await t.login(a.userName, a.password);
    expect(t2).not.toBe(t1);
    await works(t2);
    const res = await changePassword(t2, a.userName, a.password, 'second-password-x1');
    expect(res.json()).toMatchObject({ success: true, token: expect.any(String) });
    const kept = res.json().token as string;
    await ended(t1);
    await ended(t2); // the token the change was made with is replaced by the one it answered
    await works(kept);
    expect(decodeJwt(kept).auth_time).toBeGreaterThanOrEqual(decodeJwt(t2).auth_time as number);
    const fresh = await t.login(a.userName, 'second-password-x1');
    await works(fresh);
    await works(kept);
  });

  it('a change without a session (or for another account) answers no token and ends every session', async () => {
    const a = await account();
    const b = await account();
    const ta = await t.login(a.userName, a.password);
    const tb = await t.login(b.userName, b.password);
    expect((await changePassword(undefined, a.userName, a.password, 'other-password-x2')).json()).toEqual({
      success: true,
    });
    await ended(ta);
    // b's session changing a's password (b knows it): a's sessions end, b's stays, no token for a is handed to b.
    const ta2 = await t.login(a.userName, 'other-password-x2');
    const answer = (await changePassword(tb, a.userName, 'other-password-x2', 'third-password-x3')).json();
    expect(answer).toEqual({ success: true });
    await ended(ta2);
    await works(tb);
    await works(await t.login(a.userName, 'third-password-x3'));
  });

  it('logout ends this session only: signed in twice (A and B), logging out with A leaves B signed in; /check never re-signs A', async () => {
    const a = await account();
    const tA = await t.login(a.userName, a.password);
    const tB = await t.login(a.userName, a.password); // the same second: the session id alone tells the tokens apart
    await works(tA);
    await works(tB);
    expect((await t.call(tA, { method: 'GET', url: '/api/v1/mc/jwt/frontendlogout' })).statusCode).toBe(200);
    await ended(tA);
    await works(tB);
    // A token /check refreshed from A before the logout is A's too.
    const tC = await t.login(a.userName, a.password);
    const refreshed = (await check(tC)).json().token as string;
    expect((await t.call(tC, { method: 'GET', url: '/api/v1/mc/jwt/frontendlogout' })).statusCode).toBe(200);
    await ended(refreshed);
    await works(tB);
    await works(await t.login(a.userName, a.password));
  });

  it('"sign out everywhere" (DELETE /account/sessions) ends every session of the account, this one included', async () => {
    const a = await account();
    const t1 = await t.login(a.userName, a.password);
    const t2 = await t.login(a.userName, a.password);
    expect((await t.call(t1, { method: 'DELETE', url: '/api/v1/mc/account/sessions' })).json()).toEqual({
      success: true,
    });
    await ended(t1);
    await ended(t2);
    await works(await t.login(a.userName, a.password));
  });

  it('disabling, unlocking and a role change end the sessions at once; the next sign-in works', async () => {
    const a = await account();
    const patch = (payload: Record<string, unknown>) =>
      t.call(t.adminToken, { method: 'PATCH', url: `/api/v1/db/aspnetusers/${a.id}`, payload });
    let token = await t.login(a.userName, a.password);
    await works(token);
    expect((await patch({ Disabled: true })).statusCode).toBe(200);
    await ended(token);
    expect((await patch({ Disabled: false })).statusCode).toBe(200);
    token = await t.login(a.userName, a.password);
    await works(token);
    expect((await patch({ LockoutEnd: new Date(Date.now() + 60_000).toISOString() })).statusCode).toBe(200);
    await ended(token);
    expect((await patch({ LockoutEnd: null })).statusCode).toBe(200); // unlocking
    token = await t.login(a.userName, a.password);
    await works(token);
    const roles = (
      await t.call(t.adminToken, { method: 'GET', url: `/api/v1/db/aspnetuserroles?filters=UserId==${a.id}` })
    ).json() as { UserId: string; RoleId: string }[];
    expect(roles.length).toBe(1);
    expect(
      (await t.call(t.adminToken, { method: 'DELETE', url: `/api/v1/db/aspnetuserroles/[${a.id},${roles[0].RoleId}]` }))
        .statusCode,
    ).toBe(204);
    await ended(token);
  });

  it('an impersonation is not asked to sign in again at once: its idle time counts from its own token', async () => {
    const target = await account();
    const started = await t.call(t.adminToken, {
      method: 'POST',
      url: '/api/v1/mc/jwt/impersonate',
      payload: { UserId: target.id },
    });
    expect(started.statusCode, started.body).toBe(200);
    const token = started.json().token as string;
    const c = await check(token);
    expect(c.statusCode).toBe(200);
    expect(c.json()).toMatchObject({
      success: true,
      impersonate: true,
      reauthenticate: false,
      token: expect.any(String),
    });
    // The refresh keeps the impersonation's own end.
    expect(decodeJwt(c.json().token).exp).toBeLessThanOrEqual(decodeJwt(token).exp as number);
    expect((await data(c.json().token)).statusCode).toBe(200);
    // 'Stop Impersonating' works from the refreshed token and returns the MoJoAdmin's own session.
    const stopped = await t.call(c.json().token, { method: 'GET', url: '/api/v1/mc/jwt/deimpersonate' });
    expect(stopped.statusCode).toBe(200);
    expect(decodeJwt(stopped.json().token)).toMatchObject({ impersonate: false, role: 'MoJoAdmin' });
    await ended(token);
    t.adminToken = stopped.json().token; // stopping rotated the MoJoAdmin's stamp
  });
});
