// The e-mail test tool's calls (issue 15 item 1) against a real SMTP server:
// a message rendered in the chosen template and sent through the pipeline,
// the archive row it left, the outbox without SMTP, a refused or unreachable
// server reported (never a 500), and who may use it (tag 80).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app.js';
import { testDialects } from '../support/dialects.js';
import { startSmtp, type TestSmtp } from '../support/smtp.js';
import { closedPort } from '../support/loopback.js';

const TEST = '/api/v1/mc/email/test';
const archiveCount = async (t: TestApp) =>
  Number(
    (await t.db.first<{ n: number | string }>(
      t.db.builder
        .selectFrom('EmailArchive')
        .select((eb) => eb.fn.countAll().as('n'))
        .compile(),
    ))!.n,
  );

describe.each(testDialects())('e-mail test tool (%s)', (dialect) => {
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
  const post = (token: string | undefined, payload: object) => t.call(token, { method: 'POST', url: TEST, payload });

  it('renders the body in the Default_Email layout, sends it over SMTP and answers with the archived message', async () => {
    const res = await post(t.adminToken, {
      to: 'tester@example.test',
      subject: 'Layout check <1>',
      body: '<p>Hello <script>alert(1)</script><a href="https://example.test/x">link</a></p>',
    });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer.status).toBe('sent');
    expect(answer.error).toBeNull();
    const mail = await smtp.next();
    expect(mail.subject).toBe('Layout check <1>');
    const html = mail.html as string;
    expect(html).toContain('<title>Layout check &lt;1&gt;</title>'); // the seeded layout's {{subject}}
    expect(html).toContain('<a href="https://example.test/x">link</a>');
    expect(html).not.toMatch(/<script|alert\(1\)/);
    expect(answer.archived).toMatchObject({
      EaId: expect.any(Number),
      EaTo: 'tester@example.test',
      EaSubject: 'Layout check <1>',
      EaStatus: 'sent',
      EaError: null,
    });
    expect(answer.archived.EaBody).toContain('<a href="https://example.test/x">link</a>');
    expect(answer.archived.EaBody).toContain('<title>Layout check &lt;1&gt;</title>');
  });

  it('uses a message template’s own subject and words, wrapped in its layout', async () => {
    const templates = await t.call(t.adminToken, { method: 'GET', url: '/api/v1/mc/email/templates' });
    expect(templates.statusCode, templates.body).toBe(200);
    const list = templates.json() as { CId: number; CTitle: string; isLayout: boolean; subject: string | null }[];
    expect(list.find((x) => x.CId === 50)).toMatchObject({ CTitle: 'Default Email', isLayout: true });
    const forgot = list.find((x) => x.CId === 55)!;
    expect(forgot).toMatchObject({ isLayout: false });
    const res = await post(t.adminToken, { to: 'tester@example.test', subject: '', templateCId: 55 });
    expect(res.statusCode, res.body).toBe(200);
    const mail = await smtp.next();
    expect(mail.subject).toBe(forgot.subject);
    expect(mail.html as string).toContain('<title>'); // inside the Default_Email layout
    expect(res.json().archived.EaSubject).toBe(forgot.subject);
  });

  it('refuses a record that is not an e-mail template, a header injection and an empty subject, archiving nothing', async () => {
    const before = await archiveCount(t);
    const notTemplate = await post(t.adminToken, { to: 'tester@example.test', subject: 'x', templateCId: 500 });
    expect(notTemplate.statusCode).toBe(400);
    expect(notTemplate.json().errors[0].message).toMatch(/500 is not an e-mail template/);
    const injection = await post(t.adminToken, { to: 'a@example.test\r\nBcc: victim@example.test', subject: 'x' });
    expect(injection.statusCode).toBe(400);
    const noSubject = await post(t.adminToken, { to: 'tester@example.test', subject: ' ' });
    expect(noSubject.statusCode).toBe(400);
    expect(noSubject.json().errors[0].message).toMatch(/subject is required/);
    const unknownField = await post(t.adminToken, { to: 'tester@example.test', subject: 'x', cc: 'y@example.test' });
    expect(unknownField.statusCode).toBe(422);
    expect(await archiveCount(t)).toBe(before);
  });

  it('lists the recent archive newest first and reads one message as stored', async () => {
    const res = await t.call(t.adminToken, { method: 'GET', url: '/api/v1/mc/email/archive?limit=2' });
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json() as { EaId: number; EaBody?: string }[];
    expect(rows).toHaveLength(2);
    expect(rows[0].EaId).toBeGreaterThan(rows[1].EaId);
    expect(rows[0]).not.toHaveProperty('EaBody');
    const one = await t.call(t.adminToken, { method: 'GET', url: `/api/v1/mc/email/archive/${rows[0].EaId}` });
    expect(one.statusCode).toBe(200);
    expect(one.json().EaBody).toContain('<html');
    expect((await t.call(t.adminToken, { method: 'GET', url: '/api/v1/mc/email/archive/99999999' })).statusCode).toBe(
      404,
    );
  });

  it('is for Admins and staff given the Email Test tool (tag 80)', async () => {
    await t.addUser({
      userName: 'maint-no-tool',
      email: 'mnt@example.test',
      password: 'maint-password-1',
      displayName: 'M',
      roles: ['Maintenance User'],
      claims: [['TId', '2']],
    });
    await t.addUser({
      userName: 'maint-tool',
      email: 'mt@example.test',
      password: 'maint-password-2',
      displayName: 'M',
      roles: ['Maintenance User'],
      claims: [
        ['TId', '2'],
        ['TId', '80'],
      ],
    });
    const without = await t.login('maint-no-tool', 'maint-password-1');
    const withTool = await t.login('maint-tool', 'maint-password-2');
    const before = await archiveCount(t);
    expect((await post(without, { to: 'x@example.test', subject: 'x' })).statusCode).toBe(403);
    expect((await t.call(without, { method: 'GET', url: '/api/v1/mc/email/archive' })).statusCode).toBe(403);
    expect(await archiveCount(t)).toBe(before);
    expect((await post(undefined, { to: 'x@example.test', subject: 'x' })).statusCode).toBe(401);
    const ok = await post(withTool, { to: 'x@example.test', subject: 'From the tool holder' });
    expect(ok.statusCode, ok.body).toBe(200);
    await smtp.next();
  });
});

describe.each(testDialects())('e-mail test tool without a reachable server (%s)', (dialect) => {
  it('reports a server nobody answers on as failed, with the archived copy, and files to the outbox without SMTP_URL', async () => {
    const down = await startApp(dialect, { smtpUrl: `smtp://127.0.0.1:${await closedPort()}` });
    try {
      const res = await down.call(down.adminToken, {
        method: 'POST',
        url: TEST,
        payload: { to: 'x@example.test', subject: 'Nobody home' },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        status: 'failed',
        error: expect.stringMatching(/ECONNREFUSED|connect/i),
        archived: { EaStatus: 'failed', EaSubject: 'Nobody home' },
      });
    } finally {
      await down.close();
    }
    const outbox = await startApp(dialect, { smtpUrl: undefined });
    try {
      const res = await outbox.call(outbox.adminToken, {
        method: 'POST',
        url: TEST,
        payload: { to: 'x@example.test', subject: 'Filed' },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ status: 'outbox', archived: { EaStatus: 'outbox' } });
      expect(readdirSync(join(outbox.config.dataDir, 'outbox')).some((f) => f.endsWith('.eml'))).toBe(true);
    } finally {
      await outbox.close();
    }
  });
});
