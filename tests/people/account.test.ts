// My Account's calls (/api/v1/mc/account, issue 13 item 4) on both
// databases: the name; the e-mail address, changed only once the link sent
// to the new address (read off a real SMTP server) is opened while signed
// in; the second factor behind the current password; nothing of the sort
// while impersonating; and 'sign out everywhere'.
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app.js';
import { testDialects } from '../support/dialects.js';
import { startSmtp, type TestSmtp } from '../support/smtp.js';
import { ACCOUNT, b64, expectRule, person } from './support.js';

const confirmTokenIn = (html: string) => /account\?confirmEmail=([A-Za-z0-9_%-]+)/.exec(html)?.[1];

describe.each(testDialects())('my account (%s)', (dialect) => {
  let t: TestApp;
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await startApp(dialect, { smtpUrl: smtp.url });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const check = (token: string) =>
    t.call(token, { method: 'GET', url: '/api/v1/mc/jwt/check' }).then((r) => r.statusCode);

  it('shows the account and changes the name, with a token that carries it', async () => {
    const me = await person(t, ['Maintenance User']);
    const read = await t.call(me.token, { method: 'GET', url: ACCOUNT });
    expect(read.json()).toEqual({
      UserName: me.name,
      DisplayName: `Person ${me.name}`,
      Email: me.email,
      pendingEmail: null,
      twoFactor: false,
      roles: ['Maintenance User'],
      impersonating: false,
    });
    const renamed = await t.call(me.token, {
      method: 'PUT',
      url: `${ACCOUNT}/name`,
      payload: { DisplayName: '  Ada Lovelace ' },
    });
    expect(renamed.json()).toMatchObject({ account: { DisplayName: 'Ada Lovelace' }, message: 'Your name was saved.' });
    expect(decodeJwt(renamed.json().token).name).toBe('Ada Lovelace');
    expect(await check(me.token)).toBe(200); // a name is no reason to end a session
    const empty = await t.call(me.token, { method: 'PUT', url: `${ACCOUNT}/name`, payload: { DisplayName: '' } });
    expect({ status: empty.statusCode, field: empty.json().errors[0].field }).toEqual({
      status: 422,
      field: 'DisplayName',
    });
  });

  it('changes the e-mail address only once the link sent to the new address is opened', async () => {
    const me = await person(t, ['Maintenance User']);
    const ask = (Email: string, password = me.password) =>
      t.call(me.token, { method: 'POST', url: `${ACCOUNT}/email`, payload: { Email, CurrentPassword: b64(password) } });
    const wrong = await ask(`new-${me.email}`, 'not-my-password');
    expect({ status: wrong.statusCode, field: wrong.json().errors[0].field }).toEqual({
      status: 422,
      field: 'CurrentPassword',
    });
    const same = await ask(me.email.toUpperCase());
    expect(same.json().errors[0]).toMatchObject({ field: 'Email', message: 'This is already your e-mail address.' });
    const other = await person(t, ['Maintenance User']);
    expect((await ask(other.email)).statusCode).toBe(409);

    const asked = await ask(`new-${me.email}`);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toMatchObject({ account: { Email: me.email, pendingEmail: `new-${me.email}` } });
    expect(asked.json().token).toBeUndefined();
    const mail = await smtp.next();
    expect(mail.to).toMatchObject({ text: `new-${me.email}` });
    expect(mail.subject).toBe('Confirm your new e-mail address');
    const token = decodeURIComponent(confirmTokenIn(String(mail.html))!);
    expect(token).toBeTruthy();
    // nothing changed yet: the old address still signs in, the session is alive
    expect(await check(me.token)).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/mc/jwt/login',
          payload: { UserName: me.email, Password: b64(me.password) },
        })
      ).json().success,
    ).toBe(true);

    const confirm = (tok: string, bearer = me.token) =>
      t.call(bearer, { method: 'POST', url: `${ACCOUNT}/email/confirm`, payload: { token: tok } });
    const bad = await confirm('not-the-token');
    expect({ status: bad.statusCode, field: bad.json().errors[0].field }).toEqual({ status: 422, field: 'token' });
    // the link works for its own account only: another signed-in user cannot use it
    const elsewhere = await confirm(token, other.token);
    expect(elsewhere.statusCode).toBe(422);
    const done = await confirm(token);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({
      account: { Email: `new-${me.email}`, pendingEmail: null },
      message: `Your e-mail address is now new-${me.email}.`,
    });
    // the address is in the token's subject: this session goes on with the new token, every other one ended
    expect(decodeJwt(done.json().token).sub).toBe(`new-${me.email}`);
    expect(await check(done.json().token)).toBe(200);
    expect(await check(me.token)).toBe(401);
    expect((await confirm(token, done.json().token)).statusCode).toBe(422); // once only
    const row = await t.db.first<{ Email: string; NormalizedEmail: string; EmailConfirmed: unknown }>(
      t.db.builder
        .selectFrom('AspNetUsers')
        .select(['Email', 'NormalizedEmail', 'EmailConfirmed'])
        .where('Id', '=', me.id)
        .compile(),
    );
    expect(row).toMatchObject({ Email: `new-${me.email}`, NormalizedEmail: `NEW-${me.email}`.toUpperCase() });
    expect(row!.EmailConfirmed === true || row!.EmailConfirmed === 1).toBe(true);
  });

  it('turns the second factor on and off behind the current password, keeping this session', async () => {
    const me = await person(t, ['Admin']);
    const set = (enabled: boolean, password: string, token: string) =>
      t.call(token, {
        method: 'PUT',
        url: `${ACCOUNT}/second-factor`,
        payload: { enabled, CurrentPassword: b64(password) },
      });
    expect((await set(true, 'wrong-password', me.token)).statusCode).toBe(422);
    const on = await set(true, me.password, me.token);
    expect(on.json()).toMatchObject({
      account: { twoFactor: true },
      message:
        'The second factor is on: signing in now also asks for a code sent to your e-mail address. Your other sessions have been signed out.',
    });
    expect(await check(me.token)).toBe(401);
    expect(await check(on.json().token)).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/mc/jwt/login',
      payload: { UserName: me.name, Password: b64(me.password) },
    });
    expect(login.json()).toEqual({ success: false, b2fa: true });
    await smtp.next();
    const off = await set(false, me.password, on.json().token);
    expect(off.json().account.twoFactor).toBe(false);
  });

  it('changes no address, password or second factor while impersonating', async () => {
    const target = await person(t, ['Maintenance User']);
    const started = await t.call(t.adminToken, {
      method: 'POST',
      url: '/api/v1/mc/jwt/impersonate',
      payload: { UserId: target.id },
    });
    const acting = started.json().token as string;
    expect((await t.call(acting, { method: 'GET', url: ACCOUNT })).json()).toMatchObject({
      UserName: target.name,
      impersonating: true,
    });
    expectRule(
      await t.call(acting, {
        method: 'POST',
        url: `${ACCOUNT}/email`,
        payload: { Email: 'x@example.test', CurrentPassword: b64(target.password) },
      }),
      'not-while-impersonating',
    );
    expectRule(
      await t.call(acting, {
        method: 'PUT',
        url: `${ACCOUNT}/second-factor`,
        payload: { enabled: true, CurrentPassword: b64(target.password) },
      }),
      'not-while-impersonating',
    );
    expectRule(
      await t.call(acting, { method: 'POST', url: `${ACCOUNT}/email/confirm`, payload: { token: 'x' } }),
      'not-while-impersonating',
    );
    expectRule(
      await t.call(acting, {
        method: 'POST',
        url: '/api/v1/mc/jwt/change-password',
        payload: {
          UserName: target.name,
          CurrentPassword: b64(target.password),
          NewPassword: b64('Another-fine-pass-1'),
        },
      }),
      'not-while-impersonating',
    );
    t.adminToken = (await t.call(acting, { method: 'GET', url: '/api/v1/mc/jwt/deimpersonate' })).json().token;
  });

  it('signs out everywhere: every session of the account ends', async () => {
    const me = await person(t, ['Maintenance User']);
    const second = await t.login(me.name, me.password);
    expect((await t.call(me.token, { method: 'DELETE', url: `${ACCOUNT}/sessions` })).statusCode).toBe(200);
    expect(await check(me.token)).toBe(401);
    expect(await check(second)).toBe(401);
    expect((await t.call(second, { method: 'GET', url: ACCOUNT })).statusCode).toBe(401);
  });
});
