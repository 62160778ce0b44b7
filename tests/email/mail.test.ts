// Outgoing mail against a real SMTP server on loopback (issue 3 item 3;
// security rows 15 and 16): staff e-mail with sanitised HTML, header
// injection refused before anything is sent or archived, the per-user limit,
// the auth mails rendered from the seeded content records with their secrets
// redacted in the archive, templates that cannot run code, the built-in
// fallbacks, failed deliveries, and the outbox when SMTP_URL is unset.
// second-factor.test.ts covers the sign-in flows that send these mails.
import { statSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMail } from '../../src/server/email/auth-mail.js';
import { Mailer } from '../../src/server/email/mailer.js';
import { renderTemplate } from '../../src/server/email/template.js';
import { startApp, type TestApp } from '../support/app.js';
import { testDialects } from '../support/dialects.js';
import { startSmtp, type TestSmtp } from '../support/smtp.js';
import { closedPort } from '../support/loopback.js';
import { archiveCount, archived, firstBlock, lastArchivedTo, setFirstBlock } from './mail-support.js';

const SEND = '/api/v1/mc/email/send';

describe('renderTemplate: placeholders are data, never code', () => {
  it('fills known placeholders with HTML-escaped values and leaves unknown ones empty', () => {
    expect(renderTemplate('<p>Hi {{name}}, {{ name }}!{{missing}}</p>', { name: '<b>"Ann" & \'Bo\'</b>' })).toBe(
      '<p>Hi &lt;b&gt;&quot;Ann&quot; &amp; &#39;Bo&#39;&lt;/b&gt;, &lt;b&gt;&quot;Ann&quot; &amp; &#39;Bo&#39;&lt;/b&gt;!</p>',
    );
  });

  it('never reaches the prototype, evaluates nothing, and does not expand placeholders inside values', () => {
    const template =
      '[{{constructor}}|{{__proto__}}|{{toString}}|{{hasOwnProperty}}|{{valueOf}}]${process.exit()}<%= 1+1 %>{{7*7}}{{=it.x}}#{1+1}{{#each items}}';
    // Names start with a letter, so {{__proto__}} is not a placeholder at all: it stays text.
    expect(renderTemplate(template, {})).toBe(
      '[|{{__proto__}}|||]${process.exit()}<%= 1+1 %>{{7*7}}{{=it.x}}#{1+1}{{#each items}}',
    );
    expect(renderTemplate('{{a}}|{{b}}', { a: '{{b}}', b: 'B' })).toBe('{{b}}|B');
  });

  it('inserts only the values named raw without escaping', () => {
    expect(
      renderTemplate('<div>{{body}}</div><title>{{subject}}</title>', { body: '<p>x</p>', subject: '<p>x</p>' }, [
        'body',
      ]),
    ).toBe('<div><p>x</p></div><title>&lt;p&gt;x&lt;/p&gt;</title>');
  });
});

describe.each(testDialects())('mail over SMTP (%s)', (dialect) => {
  let t: TestApp;
  let smtp: TestSmtp;
  let mailer: Mailer;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await startApp(dialect, { smtpUrl: smtp.url });
    mailer = new Mailer(t.config, t.db);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const send = (token: string | undefined, payload: unknown) =>
    t.call(token, { method: 'POST', url: SEND, payload: payload as object });
  const staff = async (userName: string, role: 'MoJoAdmin' | 'Admin' | 'Maintenance User') => {
    await t.addUser({
      userName,
      email: `${userName}@example.test`,
      password: `Pass-for-${userName}-1`,
      displayName: userName,
      roles: [role],
    });
    return t.login(userName, `Pass-for-${userName}-1`);
  };

  it('delivers staff e-mail to every recipient with the HTML sanitised, and archives it', async () => {
    const before = smtp.messages.length;
    const html = [
      '<p onclick="x()" style="color:#123456;background:url(javascript:alert(1));position:fixed;top:0">Hi <script>alert(1)</script>there</p>',
      '<img src="javascript:alert(1)" onerror="alert(2)"><img src="https://example.test/logo.png" alt="logo">',
      '<a href="javascript:alert(1)">bad</a> <a href="https://example.test/page">good</a> <a href="data:text/html,x">data</a>',
      '<iframe src="https://evil.test/"></iframe><svg onload="alert(1)"></svg><style>*{display:none}</style><object data="x"></object>',
    ].join('');
    const res = await send(t.adminToken, {
      to: ['Reader One <reader1@example.test>', 'reader2@example.test'],
      subject: 'Quarterly update – ünïcödé',
      html,
      text: 'Hi there',
    });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer).toEqual({ success: true, id: expect.any(Number) });

    expect(smtp.messages.length).toBe(before + 1);
    const mail = smtp.messages.at(-1)!;
    const to = Array.isArray(mail.to) ? mail.to.flatMap((a) => a.value) : mail.to!.value;
    expect(to).toEqual([
      { address: 'reader1@example.test', name: 'Reader One' },
      { address: 'reader2@example.test', name: '' },
    ]);
    expect(mail.from!.value[0].address).toBe('no-reply@localhost');
    expect(mail.subject).toBe('Quarterly update – ünïcödé');
    expect(mail.text?.trim()).toBe('Hi there');
    const sent = mail.html as string;
    expect(sent).toContain('Hi there');
    expect(sent).toContain('<a href="https://example.test/page">good</a>');
    expect(sent).toContain('<img src="https://example.test/logo.png" alt="logo" />');
    expect(sent).toContain('color:#123456');
    expect(sent).not.toMatch(
      /script|onclick|onerror|onload|javascript:|data:|iframe|svg|<style|object|url\(|position|display:none/i,
    );

    const row = (await archived(t, answer.id))!;
    expect(row).toMatchObject({
      EaTo: '"Reader One" <reader1@example.test>, reader2@example.test',
      EaFrom: t.config.mailFrom,
      EaSubject: 'Quarterly update – ünïcödé',
      EaStatus: 'sent',
      EaError: null,
    });
    expect(row.EaBody).toContain('Hi there');
    expect(row.EaBody).not.toMatch(/script|javascript:|onclick|url\(/i);
    expect(row.EaSent).toBeTruthy();
    // Admins read the archive through the data API.
    const read = await t.call(t.adminToken, { method: 'GET', url: `/api/v1/db/EmailArchive/${answer.id}` });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().EaSubject).toBe('Quarterly update – ünïcödé');
  });

  it('sends a text-only message as escaped HTML with its line breaks', async () => {
    const res = await send(t.adminToken, {
      to: 'text@example.test',
      subject: 'Plain',
      text: 'a < b & <b>c</b>\nsecond line',
    });
    expect(res.statusCode, res.body).toBe(200);
    const mail = smtp.messages.at(-1)!;
    expect(mail.text?.trim()).toBe('a < b & <b>c</b>\nsecond line');
    expect(mail.html).toBe('<p>a &lt; b &amp; &lt;b&gt;c&lt;/b&gt;<br />second line</p>');
  });

  it('refuses CR/LF/NUL in recipients or subject, bad addresses and too many recipients with a 400 naming the field, sending and archiving nothing', async () => {
    const token = await staff('injector', 'Admin');
    const sentBefore = smtp.messages.length;
    const archivedBefore = await archiveCount(t);
    const cases: [Record<string, unknown>, string][] = [
      [{ subject: 'Hi\r\nBcc: victim@example.test' }, 'subject'],
      [{ subject: 'Hi\nBcc: victim@example.test' }, 'subject'],
      [{ subject: 'Hi\rBcc: victim@example.test' }, 'subject'],
      [{ subject: 'Hi\u0000there' }, 'subject'],
      [{ to: 'a@example.test\r\nBcc: victim@example.test' }, 'to'],
      [{ to: 'a@example.test\nBcc: victim@example.test' }, 'to'],
      [{ to: ['ok@example.test', 'Name <b@example.test>\r\nBcc: victim@example.test'] }, 'to'],
      [{ to: 'Evil\r\nBcc: victim@example.test <e@example.test>' }, 'to'],
      [{ to: 'a\u0000@example.test' }, 'to'],
      [{ to: 'not an address' }, 'to'],
      [{ to: 'a@b@example.test' }, 'to'],
      [{ to: '<a@example.test' }, 'to'],
      [{ to: 'a@example.test; b@example.test' }, 'to'],
      [{ to: [] }, 'to'],
      [{ to: 42 }, 'to'],
      [{ to: [{ address: 'a@example.test' }] }, 'to'],
      [{ to: Array.from({ length: 21 }, (_, i) => `r${i}@example.test`) }, 'to'],
      [{ to: undefined }, 'to'],
      [{ subject: '' }, 'subject'],
      [{ html: undefined }, 'html'],
    ];
    for (const [change, field] of cases) {
      const res = await send(token, { to: 'reader@example.test', subject: 'x', html: '<p>x</p>', ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json(), JSON.stringify(change)).toMatchObject({ status: 400, errors: [{ field }] });
    }
    expect(smtp.messages.length).toBe(sentBefore);
    expect(await archiveCount(t)).toBe(archivedBefore);
    // 20 recipients is the most, and a comma list in one string counts them all.
    const twenty = await send(token, {
      to: Array.from({ length: 20 }, (_, i) => `r${i}@example.test`).join(', '),
      subject: 'Many',
      html: '<p>x</p>',
    });
    expect(twenty.statusCode, twenty.body).toBe(200);
    expect(smtp.messages.at(-1)!.subject).toBe('Many');
  });

  it('answers 401 without a valid token and 403 to a signed-in user without a staff role', async () => {
    const before = smtp.messages.length;
    const payload = { to: 'a@example.test', subject: 'x', html: '<p>x</p>' };
    expect((await send(undefined, payload)).statusCode).toBe(401);
    expect((await send('not.a.token', payload)).statusCode).toBe(401);
    await t.addUser({
      userName: 'norole',
      email: 'norole@example.test',
      password: 'No-role-pass-1',
      displayName: 'No role',
      roles: [],
    });
    const res = await send(await t.login('norole', 'No-role-pass-1'), payload);
    expect(res.statusCode).toBe(403);
    expect(smtp.messages.length).toBe(before);
  });

  it('lets each user send 20 e-mails in 10 minutes: the 21st is a 429 with Retry-After, and other users are not held back', async () => {
    const token = await staff('busy', 'Maintenance User');
    const before = smtp.messages.length;
    for (let i = 1; i <= 20; i++) {
      const res = await send(token, { to: 'reader@example.test', subject: `Note ${i}`, html: '<p>x</p>' });
      expect(res.statusCode, `send ${i}: ${res.body}`).toBe(200);
    }
    const limited = await send(token, { to: 'reader@example.test', subject: 'Note 21', html: '<p>x</p>' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ status: 429, errors: [{ message: expect.stringMatching(/Too many/) }] });
    const wait = Number(limited.headers['retry-after']);
    expect(Number.isInteger(wait)).toBe(true);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(600);
    expect(smtp.messages.length).toBe(before + 20);
    expect(smtp.messages.at(-1)!.subject).toBe('Note 20');
    const other = await send(await staff('calm', 'Admin'), {
      to: 'reader@example.test',
      subject: 'Other user',
      html: '<p>x</p>',
    });
    expect(other.statusCode, other.body).toBe(200);
  });

  it('builds the reset mail from the seeded Forgot_Password (55) and Default_Email (50) records, and archives it with the link redacted', async () => {
    const layout = (await firstBlock(t, 50))!;
    const reset = (await firstBlock(t, 55))!;
    expect(layout.CbCopy).toContain('{{body}}');
    expect(reset.CbCopy).toContain('{{link}}');
    const link =
      'https://cms.example.test/maintenance/change-password?email=reset%40example.test&token=S3cretToken-abc';
    await authMail(mailer, t.db).sendReset({ email: 'reset@example.test', name: 'Ada <Lovelace> & {{link}}' }, link);

    const mail = smtp.messages.at(-1)!;
    expect(mail.subject).toBe(reset.CbHeadline!.trim());
    const html = mail.html as string;
    expect(html).toContain('Hello Ada &lt;Lovelace&gt; &amp; {{link}},'); // escaped, and not expanded a second time
    expect(html).toContain(`href="${link.replace(/&/g, '&amp;')}"`);
    expect(html).toContain(`<title>${reset.CbHeadline!.trim().replace(/&/g, '&amp;')}</title>`); // the layout's {{subject}}, escaped
    expect(html).toContain(layout.CbCopy!.split('{{body}}')[1].trim().slice(0, 60)); // the layout's footer
    expect(html).not.toMatch(/\{\{(body|subject|name|year)\}\}/);
    expect(mail.text).toContain(link);

    const row = (await lastArchivedTo(t, 'reset@example.test'))!;
    expect(row).toMatchObject({ EaSubject: reset.CbHeadline!.trim(), EaStatus: 'sent' });
    expect(row.EaBody).toContain('[redacted]');
    expect(row.EaBody).not.toContain('S3cretToken');
    expect(row.EaBody).toContain('Hello Ada &lt;Lovelace&gt;');
  });

  it('sends the verification code in the Default_Email layout and archives it redacted', async () => {
    await authMail(mailer, t.db).sendCode({ email: 'code@example.test', name: 'Bob <b>' }, '480213');
    const mail = smtp.messages.at(-1)!;
    expect(mail.subject).toBe('Your verification code');
    const html = mail.html as string;
    expect(html).toContain('Hello Bob &lt;b&gt;,');
    expect(html).toContain('Your verification code is <strong>480213</strong>. It expires in 10 minutes.');
    expect(html).toContain('<title>Your verification code</title>');
    expect(mail.text).toContain('480213');
    const row = (await lastArchivedTo(t, 'code@example.test'))!;
    expect(row.EaBody).toContain('Your verification code is <strong>[redacted]</strong>');
    expect(row.EaBody).not.toContain('480213');
  });

  it('treats templates edited by staff as data: nothing in them runs', async () => {
    await setFirstBlock(t, 50, {
      CbCopy:
        '<html><body>{{constructor}}{{__proto__}}[{{body}}]<i>{{subject}}</i>${process.exit()}<%= 1+1 %>{{7*7}}</body></html>',
    });
    await setFirstBlock(t, 55, {
      CbHeadline: 'Reset {{constructor}} ${1+1} <%= 2+2 %>',
      CbCopy:
        '<p>{{constructor}}|{{toString}}|{{__proto__}}|{{name}}|{{link}}|{{unknown}}|${process.exit(1)}|<%= 1+1 %>|{{7*7}}|#{3+3}|{{=it.x}}</p>',
    });
    await authMail(mailer, t.db).sendReset(
      { email: 'inject@example.test', name: 'Eve' },
      'https://cms.example.test/r?token=T0k',
    );
    const mail = smtp.messages.at(-1)!;
    // The subject is the record's text as it stands (not a template); still one header line.
    expect(mail.subject).toBe('Reset {{constructor}} ${1+1} <%= 2+2 %>');
    expect(mail.html).toBe(
      '<html><body>{{__proto__}}[<p>||{{__proto__}}|Eve|https://cms.example.test/r?token=T0k||${process.exit(1)}|<%= 1+1 %>|{{7*7}}|#{3+3}|{{=it.x}}</p>]' +
        '<i>Reset {{constructor}} ${1+1} &lt;%= 2+2 %&gt;</i>${process.exit()}<%= 1+1 %>{{7*7}}</body></html>',
    );
    expect(mail.html).not.toMatch(/function|native code|\[object|>2<|\b49\b|\b6\b/);
  });

  it('falls back to built-in layouts when the records are gone', async () => {
    await t.db.run(t.db.builder.deleteFrom('ContentBlock').where('CId', 'in', [50, 55]).compile());
    const mail = authMail(mailer, t.db);
    await mail.sendReset({ email: 'fallback@example.test', name: 'Fay' }, 'https://cms.example.test/r?token=F4ll');
    const reset = smtp.messages.at(-1)!;
    expect(reset.subject).toBe('Set a new password');
    expect(reset.html).toContain('<p>Hello Fay,</p>');
    expect(reset.html).toContain('href="https://cms.example.test/r?token=F4ll"');
    expect(reset.html).toMatch(/^<!doctype html><html><body>/);
    expect((await lastArchivedTo(t, 'fallback@example.test'))!.EaBody).not.toContain('F4ll');
    await mail.sendCode({ email: 'fallback@example.test', name: 'Fay' }, '135790');
    expect(smtp.messages.at(-1)!.html).toContain('Your verification code is <strong>135790</strong>');
  });

  it('archives a failed delivery with its error and throws', async () => {
    const broken = new Mailer({ ...t.config, smtpUrl: `smtp://127.0.0.1:${await closedPort()}` }, t.db);
    await expect(broken.send({ to: 'lost@example.test', subject: 'Lost', html: '<p>x</p>' })).rejects.toThrow(
      /could not be sent/,
    );
    const row = (await lastArchivedTo(t, 'lost@example.test'))!;
    expect(row).toMatchObject({ EaSubject: 'Lost', EaStatus: 'failed' });
    expect(row.EaError).toMatch(/ECONNREFUSED|connect/i);
  });
});

describe.each(testDialects())('mail without SMTP_URL goes to DATA_DIR/outbox (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('writes each message as an .eml file under a server-made name and archives it', async () => {
    const outbox = join(t.config.dataDir, 'outbox');
    const res = await t.call(t.adminToken, {
      method: 'POST',
      url: SEND,
      payload: {
        to: 'Out Box <x@example.test>',
        subject: '../../outbox-escape',
        html: '<p>Filed <script>alert(1)</script>away</p>',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const files = readdirSync(outbox);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z-[0-9a-f]{8}\.eml$/);
    expect(statSync(join(outbox, files[0])).mode & 0o777).toBe(0o600);
    const eml = readFileSync(join(outbox, files[0]), 'utf8');
    expect(eml).toMatch(/^Subject: \.\.\/\.\.\/outbox-escape$/m);
    expect(eml).toMatch(/^To: Out Box <x@example\.test>$/m);
    expect(eml).toMatch(/^From: Back office <no-reply@localhost>$/m);
    expect(eml).toContain('Filed away');
    expect(eml).not.toContain('script');
    expect(existsSync(join(t.config.dataDir, '..', 'outbox-escape'))).toBe(false);
    const row = (await archived(t, res.json().id))!;
    expect(row).toMatchObject({
      EaTo: '"Out Box" <x@example.test>',
      EaSubject: '../../outbox-escape',
      EaStatus: 'outbox',
      EaError: null,
    });
  });

  it('files the auth mails too, with the archive redacted', async () => {
    await authMail(new Mailer(t.config, t.db), t.db).sendCode({ email: 'y@example.test', name: 'Y' }, '246801');
    const outbox = join(t.config.dataDir, 'outbox');
    const texts = readdirSync(outbox).map((f) => readFileSync(join(outbox, f), 'utf8'));
    expect(texts.some((e) => e.includes('246801'))).toBe(true);
    const row = (await lastArchivedTo(t, 'y@example.test'))!;
    expect(row.EaStatus).toBe('outbox');
    expect(row.EaBody).not.toContain('246801');
  });
});
