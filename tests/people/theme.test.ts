// The admin's colour theme kept on the account (issue 29 item 2): 'system'
// until chosen, the choice read back from a new sign-in (another browser),
// only the three choices taken, each account its own, and during
// impersonation the impersonator's own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app.js';
import { testDialects } from '../support/dialects.js';
import { ACCOUNT, person } from './support.js';

const THEME = `${ACCOUNT}/theme`;

describe.each(testDialects())('my theme (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  const read = (token: string) => t.call(token, { method: 'GET', url: THEME }).then((r) => r.json());
  const choose = (token: string, theme: unknown) => t.call(token, { method: 'PUT', url: THEME, payload: { theme } });

  it("is 'system' until chosen, and a choice follows the account to a new sign-in", async () => {
    const me = await person(t, ['Maintenance User']);
    expect(await read(me.token)).toEqual({ theme: 'system' });
    const chosen = await choose(me.token, 'dark');
    expect({ status: chosen.statusCode, body: chosen.json() }).toEqual({ status: 200, body: { theme: 'dark' } });
    const elsewhere = await t.login(me.name, me.password); // another browser signs in
    expect(await read(elsewhere)).toEqual({ theme: 'dark' });
    expect((await choose(elsewhere, 'light')).json()).toEqual({ theme: 'light' });
    expect(await read(me.token)).toEqual({ theme: 'light' });
    expect((await choose(me.token, 'system')).json()).toEqual({ theme: 'system' });
    expect(await read(elsewhere)).toEqual({ theme: 'system' });
  });

  it('takes only light, dark or system, and keeps each account its own', async () => {
    const me = await person(t, ['Maintenance User']);
    const other = await person(t, ['Maintenance User']);
    await choose(me.token, 'dark');
    const bad = await choose(me.token, 'blue');
    expect(bad.statusCode).toBe(422);
    expect(await read(me.token)).toEqual({ theme: 'dark' });
    expect(await read(other.token)).toEqual({ theme: 'system' });
    expect((await t.app.inject({ method: 'GET', url: THEME })).statusCode).toBe(401);
  });

  it("is the impersonator's own while impersonating", async () => {
    const target = await person(t, ['Maintenance User']);
    await choose(target.token, 'light');
    await choose(t.adminToken, 'dark');
    const acting = (
      await t.call(t.adminToken, { method: 'POST', url: '/api/v1/mc/jwt/impersonate', payload: { UserId: target.id } })
    ).json().token as string;
    expect(await read(acting)).toEqual({ theme: 'dark' });
    await choose(acting, 'system');
    expect(await read(target.token)).toEqual({ theme: 'light' });
    t.adminToken = (await t.call(acting, { method: 'GET', url: '/api/v1/mc/jwt/deimpersonate' })).json().token;
    expect(await read(t.adminToken)).toEqual({ theme: 'system' });
  });
});
