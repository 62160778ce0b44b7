// The e-mailed second factor end to end, with the code read from a real SMTP
// server on loopback (issue 3 item 8); password reset links; staff e-mail.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlOf } from '../../src/server/platform/db/executor.js';
import { startApp, type TestApp } from '../support/app.js';
import { testDialects } from '../support/dialects.js';
import { startSmtp, type TestSmtp } from '../support/smtp.js';

const b64 = (s: string) => Buffer.from(s).toString('base64');
const codeIn = (text: string) => /verification code is (?:<strong>)?(\d{6})/.exec(text)?.[1];

describe.each(testDialects())('e-mail: second factor, reset links, staff mail (%s)', (dialect) => {
  let t: TestApp;
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await startApp(dialect, { smtpUrl: smtp.url });
    const id = await t.addUser({
      userName: 'twofa',
      email: 'twofa@example.test',
      password: 'Two-factor-pass',
      displayName: 'Two Factor',
      roles: ['Admin'],
    });
    await t.call(t.adminToken, {
      method: 'PATCH',
      url: `/api/v1/db/aspnetusers/${id}`,
      payload: { TwoFactorEnabled: true },
    });
    // The tries test spends most of one account's sign-in attempts (10 in 15 minutes): it gets an account of its own.
    const triesId = await t.addUser({
      userName: 'twofa-tries',
      email: 'tries@example.test',
      password: 'Two-factor-pass',
      displayName: 'Tries',
      roles: ['Admin'],
    });
    await t.call(t.adminToken, {
      method: 'PATCH',
      url: `/api/v1/db/aspnetusers/${triesId}`,
      payload: { TwoFactorEnabled: true },
    });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const login = (extra: Record<string, unknown> = {}, UserName = 'twofa') =>
    t.app
      .inject({
        method: 'POST',
        url: '/api/v1/mc/jwt/login',
        payload: { UserName, Password: b64('Two-factor-pass'), ...extra },
      })
      .then((r) => r.json());

  it('asks for a code, e-mails it, and signs in with it once', async () => {
    expect(await login()).toEqual({ success: false, b2fa: true });
    const mail = await smtp.next();
    expect(mail.to).toMatchObject({ text: 'twofa@example.test' });
    expect(mail.subject).toBe('Your verification code');
    const code = codeIn(mail.html || '')!;
    expect(code).toMatch(/^\d{6}$/);
    const ok = await login({ s2fa: code });
    expect(ok.success).toBe(true);
    // single use
    expect((await login({ s2fa: code })).success).toBe(false);
    // the archive keeps the message without the code
    const archived = await t.db.all<{ EaBody: string }>(
      sqlOf(`SELECT "EaBody" FROM "EmailArchive" WHERE "EaSubject" = 'Your verification code'`),
    );
    expect(archived.length).toBeGreaterThan(0);
    expect(archived.every((a) => !a.EaBody.includes(code) && a.EaBody.includes('[redacted]'))).toBe(true);
  });

  it('gives a code 5 tries, and a newer login replaces the code', async () => {
    await login({}, 'twofa-tries');
    const first = codeIn((await smtp.next()).html || '')!;
    await login({}, 'twofa-tries');
    const second = codeIn((await smtp.next()).html || '')!;
    if (first !== second) expect((await login({ s2fa: first }, 'twofa-tries')).success).toBe(false); // the older code is gone
    await login({}, 'twofa-tries');
    const code = codeIn((await smtp.next()).html || '')!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++)
      expect((await login({ s2fa: wrong }, 'twofa-tries')).errors[0].message).toBe(
        'The verification code is incorrect.',
      );
    expect((await login({ s2fa: wrong }, 'twofa-tries')).errors[0].message).toMatch(/expired or was used up/);
    expect((await login({ s2fa: code }, 'twofa-tries')).success).toBe(false); // used up by the fifth wrong try
  });

  it('refuses an expired code', async () => {
    await login();
    const code = codeIn((await smtp.next()).html || '')!;
    const row = await t.db.first<{ Value: string; UserId: string }>(
      sqlOf(`SELECT "Value", "UserId" FROM "AspNetUserTokens" WHERE "Name" = 'LoginCode'`),
    );
    const stored = JSON.parse(row!.Value);
    await t.db.run(
      sqlOf(`UPDATE "AspNetUserTokens" SET "Value" = ${dialect === 'sqlite' ? '?' : '$1'} WHERE "Name" = 'LoginCode'`, [
        JSON.stringify({ ...stored, expires: Date.now() - 1 }),
      ]),
    );
    expect((await login({ s2fa: code })).errors[0].message).toMatch(/expired/);
  });

  it('e-mails a single-use reset link from the Forgot_Password record, answering unknown addresses alike', async () => {
    await t.addUser({
      userName: 'forgetful',
      email: 'forgetful@example.test',
      password: 'Old-password-1',
      displayName: 'Forgetful',
      roles: ['Admin'],
    });
    const ask = (email: string) =>
      t.app.inject({ method: 'POST', url: '/api/v1/mc/jwt/reset-password', payload: { email } }).then((r) => r.json());
    const known = await ask('forgetful@example.test');
    expect(await ask('nobody@example.test')).toEqual(known);
    const mail = await smtp.next();
    expect(mail.subject).toMatch(/Reset your .* password/);
    const link = /href="([^"]*change-password[^"]*)"/.exec(mail.html || '')![1].replace(/&amp;/g, '&');
    const token = new URL(link).searchParams.get('token')!;
    const change = () =>
      t.app
        .inject({
          method: 'POST',
          url: '/api/v1/mc/jwt/change-password',
          payload: { UserName: 'forgetful@example.test', Token: token, NewPassword: b64('Brand-new-pass-9') },
        })
        .then((r) => r.json());
    expect(await change()).toEqual({ success: true });
    expect((await change()).success).toBe(false);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/mc/jwt/login',
          payload: { UserName: 'forgetful', Password: b64('Brand-new-pass-9') },
        })
      ).json().success,
    ).toBe(true);
  });

  it('keeps a reset link working after a new password it refuses, and says why only to the holder of the right link', async () => {
    await t.addUser({
      userName: 'typo',
      email: 'typo@example.test',
      password: 'Old-password-1',
      displayName: 'Typo',
      roles: ['Admin'],
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/mc/jwt/reset-password',
      payload: { email: 'typo@example.test' },
    });
    const mail = await smtp.next();
    const token = new URL(
      /href="([^"]*change-password[^"]*)"/.exec(mail.html || '')![1].replace(/&amp;/g, '&'),
    ).searchParams.get('token')!;
    const change = (password: string, withToken = token) =>
      t.app
        .inject({
          method: 'POST',
          url: '/api/v1/mc/jwt/change-password',
          payload: { UserName: 'typo', Token: withToken, NewPassword: b64(password) },
        })
        .then((r) => r.json());
    expect(await change('short')).toEqual({
      success: false,
      errors: [{ message: expect.stringContaining('too short'), field: 'NewPassword' }],
    });
    expect(await change('Old-password-1')).toEqual({
      success: false,
      errors: [{ message: 'The new password must differ from the current one.', field: 'NewPassword' }],
    });
    expect(await change('Typed-right-at-last-7')).toEqual({ success: true });
    expect((await change('Typed-right-again-8')).errors[0].message).toBe(
      'The link to set a new password has expired or was already used: ask for a new one.',
    );
    // Without the right link, a refused password is not told apart from a good one: the answer is the link's.
    expect((await change('short', 'not-the-token')).errors[0].message).toBe(
      'The link to set a new password has expired or was already used: ask for a new one.',
    );
  });

  it('mails a dotless address (admin@localhost) and answers it like an unknown one', async () => {
    await t.addUser({
      userName: 'local',
      email: 'local@localhost',
      password: 'Local-password-1',
      displayName: 'Local',
      roles: ['Admin'],
    });
    const ask = (email: string) =>
      t.app.inject({ method: 'POST', url: '/api/v1/mc/jwt/reset-password', payload: { email } });
    const known = await ask('local@localhost');
    const unknown = await ask('ghost@localhost');
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect((await smtp.next()).to).toMatchObject({ text: 'local@localhost' });
  });

  it('sends staff e-mail with sanitised HTML, refuses header injection, limits the rate', async () => {
    const send = (payload: Record<string, unknown>) =>
      t.call(t.adminToken, { method: 'POST', url: '/api/v1/mc/email/send', payload });
    const ok = await send({
      to: 'Reader <reader@example.test>',
      subject: 'Hello',
      html: '<p onclick="x()">Hi <script>alert(1)</script><a href="javascript:alert(1)">x</a></p>',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const mail = await smtp.next();
    expect(mail.subject).toBe('Hello');
    expect(mail.html).toContain('Hi');
    expect(mail.html).not.toMatch(/script|onclick|javascript:/);
    for (const bad of [
      { subject: 'Hi\r\nBcc: victim@example.test' },
      { to: 'a@example.test\r\nBcc: victim@example.test' },
      { to: 'not an address' },
    ]) {
      const res = await send({ to: 'reader@example.test', subject: 'x', html: '<p>x</p>', ...bad });
      expect(res.statusCode).toBe(400);
    }
    expect(
      (
        await t.call(undefined, {
          method: 'POST',
          url: '/api/v1/mc/email/send',
          payload: { to: 'a@example.test', subject: 'x', html: 'x' },
        })
      ).statusCode,
    ).toBe(401);
    let limited;
    for (let i = 0; i < 21 && !limited; i++) {
      const res = await send({ to: 'reader@example.test', subject: `n${i}`, html: '<p>x</p>' });
      if (res.statusCode === 429) limited = res;
    }
    expect(limited?.headers['retry-after']).toMatch(/^\d+$/);
  });
});

describe('e-mail without SMTP_URL goes to the outbox', () => {
  it('writes an .eml file and an archive row', async () => {
    const t = await startApp('sqlite');
    try {
      const res = await t.call(t.adminToken, {
        method: 'POST',
        url: '/api/v1/mc/email/send',
        payload: { to: 'x@example.test', subject: 'Outbox', text: 'plain <b>text</b>' },
      });
      expect(res.statusCode, res.body).toBe(200);
      const dir = join(t.config.dataDir, 'outbox');
      expect(existsSync(dir)).toBe(true);
      const files = readdirSync(dir);
      expect(files.length).toBe(1);
      expect(readFileSync(join(dir, files[0]), 'utf8')).toMatch(/Subject: Outbox/);
    } finally {
      await t.close();
    }
  });
});
