// The admin's language kept on the account (issue 29 item 1; decision 0103):
// null (the browser's) until chosen, the choice read back from a new sign-in
// (another browser), only en/fr/de/es taken with an error naming the
// problem, each account its own, and during impersonation the impersonator's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app.js';
import { testDialects } from '../support/dialects.js';
import { ACCOUNT, person } from './support.js';

const LANGUAGE = `${ACCOUNT}/language`;

describe.each(testDialects())('my language (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  const read = (token: string) => t.call(token, { method: 'GET', url: LANGUAGE }).then((r) => r.json());
  const choose = (token: string, language: unknown) =>
    t.call(token, { method: 'PUT', url: LANGUAGE, payload: { language } });

  it('is null until chosen, and a choice follows the account to a new sign-in', async () => {
    const me = await person(t, ['Maintenance User']);
    expect(await read(me.token)).toEqual({ language: null });
    const chosen = await choose(me.token, 'fr');
    expect({ status: chosen.statusCode, body: chosen.json() }).toEqual({ status: 200, body: { language: 'fr' } });
    const elsewhere = await t.login(me.name, me.password); // another browser signs in
    expect(await read(elsewhere)).toEqual({ language: 'fr' });
    expect((await choose(elsewhere, 'de')).json()).toEqual({ language: 'de' });
    expect(await read(me.token)).toEqual({ language: 'de' });
    expect((await choose(me.token, 'es')).json()).toEqual({ language: 'es' });
    expect((await choose(me.token, 'en')).json()).toEqual({ language: 'en' });
    expect((await choose(me.token, null)).json()).toEqual({ language: null });
    expect(await read(elsewhere)).toEqual({ language: null });
  });

  it('takes only en, fr, de, es (or null), says what is wrong, and keeps each account its own', async () => {
    const me = await person(t, ['Maintenance User']);
    const other = await person(t, ['Maintenance User']);
    await choose(me.token, 'de');
    for (const wrong of ['it', 'fr-CA', 'FR', '', 3]) {
      const bad = await choose(me.token, wrong);
      expect({ wrong, status: bad.statusCode, error: bad.json().errors[0] }).toEqual({
        wrong,
        status: 422,
        error: { field: 'language', message: "language must be one of 'en', 'fr', 'de', 'es' or null" },
      });
    }
    const missing = await t.call(me.token, { method: 'PUT', url: LANGUAGE, payload: {} });
    expect({ status: missing.statusCode, error: missing.json().errors[0] }).toEqual({
      status: 422,
      error: { field: 'language', message: 'language is required' },
    });
    const extra = await t.call(me.token, { method: 'PUT', url: LANGUAGE, payload: { language: 'fr', theme: 'dark' } });
    expect({ status: extra.statusCode, field: extra.json().errors[0].field }).toEqual({ status: 422, field: 'theme' });
    expect(await read(me.token)).toEqual({ language: 'de' });
    expect(await read(other.token)).toEqual({ language: null });
    expect((await t.app.inject({ method: 'GET', url: LANGUAGE })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: LANGUAGE, payload: { language: 'fr' } })).statusCode).toBe(401);
  });

  it("is the impersonator's own while impersonating", async () => {
    const target = await person(t, ['Maintenance User']);
    await choose(target.token, 'es');
    await choose(t.adminToken, 'de');
    const acting = (
      await t.call(t.adminToken, { method: 'POST', url: '/api/v1/mc/jwt/impersonate', payload: { UserId: target.id } })
    ).json().token as string;
    expect(await read(acting)).toEqual({ language: 'de' });
    await choose(acting, 'fr');
    expect(await read(target.token)).toEqual({ language: 'es' });
    t.adminToken = (await t.call(acting, { method: 'GET', url: '/api/v1/mc/jwt/deimpersonate' })).json().token;
    expect(await read(t.adminToken)).toEqual({ language: 'fr' });
  });
});
