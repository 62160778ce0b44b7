// My Account's sessions (issue 25 item 6, contract §4 "Revocation") on both
// databases: the account's own live sessions with browser, address, signed in
// and last seen; ending one refuses its tokens at once and leaves the others;
// nobody else's sessions are listed or can be ended; a password change still
// ends every other session; "last seen" is not written on every call.
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionInfo } from '../../src/shared/api/sessions.js';
import { startApp, type TestApp } from '../support/app.js';
import { testDialects } from '../support/dialects.js';
import { ACCOUNT, b64, person } from './support.js';

const SESSIONS = `${ACCOUNT}/sessions`;
const sidOf = (token: string) => decodeJwt(token).sid as string;

describe.each(testDialects())('my sessions (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(dialect);
  });
  afterAll(async () => t?.close());

  /** Signs in from a named browser. */
  async function signIn(name: string, password: string, browser: string): Promise<string> {
    const res = await t.call(undefined, {
      method: 'POST',
      url: '/api/v1/mc/jwt/login',
      headers: { 'user-agent': browser },
      payload: { UserName: name, Password: b64(password) },
    });
    expect(res.json()).toMatchObject({ success: true });
    return res.json().token as string;
  }
  const list = async (token: string) => {
    const res = await t.call(token, { method: 'GET', url: SESSIONS });
    expect(res.statusCode).toBe(200);
    return (res.json() as { sessions: SessionInfo[] }).sessions;
  };
  const status = async (token: string) => (await t.call(token, { method: 'GET', url: ACCOUNT })).statusCode;
  const checkStatus = async (token: string) =>
    (await t.call(token, { method: 'GET', url: '/api/v1/mc/jwt/check' })).statusCode;

  it("lists the account's own live sessions only: browser, address, signed in, last seen, and which one is this", async () => {
    const me = await person(t, ['Admin']);
    const other = await person(t, ['Admin']);
    const firefox = await signIn(
      me.name,
      me.password,
      'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
    );
    const sessions = await list(firefox);
    expect(sessions.map((s) => s.id).sort()).toEqual([sidOf(me.token), sidOf(firefox)].sort());
    expect(sessions.map((s) => s.id)).not.toContain(sidOf(other.token));
    const mine = sessions.find((s) => s.id === sidOf(firefox))!;
    expect(mine).toMatchObject({
      browser: expect.stringContaining('Firefox/128.0'),
      address: '127.0.0.1',
      current: true,
    });
    expect(Date.parse(mine.signedInAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(sessions.find((s) => s.id === sidOf(me.token))!.current).toBe(false);
    expect((await list(other.token)).map((s) => s.id)).toEqual([sidOf(other.token)]);
  });

  it('ending one session refuses its tokens at once and leaves the others signed in', async () => {
    const me = await person(t, ['Admin']);
    const second = await signIn(me.name, me.password, 'second browser');
    expect((await t.call(me.token, { method: 'DELETE', url: `${SESSIONS}/${sidOf(second)}` })).json()).toEqual({
      success: true,
    });
    expect(await status(second)).toBe(401);
    expect(await checkStatus(second)).toBe(401);
    expect(await status(me.token)).toBe(200);
    expect((await list(me.token)).map((s) => s.id)).toEqual([sidOf(me.token)]);
    // Ended is ended: a second try finds nothing.
    expect((await t.call(me.token, { method: 'DELETE', url: `${SESSIONS}/${sidOf(second)}` })).statusCode).toBe(404);
  });

  it('another user cannot end my session: 404, and nothing is signed out', async () => {
    const me = await person(t, ['Admin']);
    const intruder = await person(t, ['Admin']);
    const res = await t.call(intruder.token, { method: 'DELETE', url: `${SESSIONS}/${sidOf(me.token)}` });
    expect(res.statusCode).toBe(404);
    expect(res.json().errors[0].message).toBe('This session was not found, or it has already ended.');
    expect(await status(me.token)).toBe(200);
    expect((await list(me.token)).map((s) => s.id)).toEqual([sidOf(me.token)]);
  });

  it('a password change still ends every other session; the one that made it goes on, listed alone', async () => {
    const me = await person(t, ['Admin']);
    const second = await signIn(me.name, me.password, 'second browser');
    const res = await t.call(me.token, {
      method: 'POST',
      url: '/api/v1/mc/jwt/change-password',
      payload: { UserName: me.name, CurrentPassword: b64(me.password), NewPassword: b64('a-new-password-x9') },
    });
    const kept = res.json().token as string;
    expect(sidOf(kept)).toBe(sidOf(me.token));
    expect(await status(second)).toBe(401);
    expect(await status(me.token)).toBe(401);
    expect(await status(kept)).toBe(200);
    expect((await list(kept)).map((s) => s.id)).toEqual([sidOf(kept)]);
  });

  it('"last seen" is not written on every call: within a minute of signing in it stays the sign-in time', async () => {
    const me = await person(t, ['Admin']);
    const before = (await list(me.token))[0];
    for (let i = 0; i < 5; i++) expect(await status(me.token)).toBe(200);
    const after = (await list(me.token))[0];
    expect(after.lastSeenAt).toBe(before.lastSeenAt);
    expect(after.lastSeenAt).toBe(after.signedInAt);
  });
});
