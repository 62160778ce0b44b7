// Forms that act (issue 15 item 2; docs/forms.md), on both databases: the
// public submit enforces the form's rules (422 naming each field, nothing
// stored), refuses closed and hidden forms, records medium and source, and
// stores the submission before its deliveries; the notification and the
// confirmation reach a real SMTP server on loopback; with the mail server
// down the submission is kept and the failure is visible, then a staff retry
// and the background runner deliver once it is back; two runners never send
// one delivery twice; staff list, filter and export the submissions as CSV.
// Its helpers and the contact form: form-submissions-support.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeliveryRunner } from '../../src/server/forms/deliveries/runner.js';
import { formEmailHandlers } from '../../src/server/forms/deliveries/form-emails.js';
import { Mailer } from '../../src/server/email/mailer.js';
import type { SubmissionDetail } from '../../src/shared/api/form-submissions.js';
import { startApp, type TestApp } from '../support/app.js';
import { testDialects } from '../support/dialects.js';
import { startSmtp, type TestSmtp } from '../support/smtp.js';
import { closedPort, until } from '../support/loopback.js';
import {
  CONTACT,
  insertForm,
  insertFormTag,
  latestFsId as latestFsIdOf,
  mailsTo,
  META,
  rowCount,
  submissionDetail,
  submissionIds,
  submitForm,
} from './form-submissions-support.js';

describe.each(testDialects())('forms that act (%s)', (dialect) => {
  let t: TestApp;
  let smtp: TestSmtp | undefined;
  let port: number;
  let clockAhead = 0;
  let formId: number;
  let formTagId: number;
  const ids: Record<string, number> = {};

  const submit = (fields: Record<string, string>, query = '', id = formId) => submitForm(t, id, fields, query);
  const count = (table: 'FormSubmission' | 'FormDelivery') => rowCount(t, table);
  const latestFsId = () => latestFsIdOf(t);
  const detail = (fsId: number, token = t.adminToken) => submissionDetail(t, formId, fsId, token);
  const list = (query: string) => submissionIds(t, formId, query);

  beforeAll(async () => {
    port = await closedPort();
    // The mail server is down at first; the runner looks for due retries every 50 ms on the test's clock.
    t = await startApp(dialect, {
      smtpUrl: `smtp://127.0.0.1:${port}`,
      now: () => Date.now() + clockAhead,
      formDeliveryPollMs: 50,
    });
    formTagId = await insertFormTag(t, 'Contact Us');
    formId = await insertForm(t, 'Contact Us', formTagId, CONTACT, META);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('refuses a post that breaks the form’s rules with a 422 naming each field, and stores nothing', async () => {
    const res = await submit({ unrelated: '1' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      status: 422,
      errors: [
        { field: 'name', message: '"Your name" is required' },
        { field: 'email', message: '"E-mail address" is required' },
        { field: 'message', message: '"How can we help?" is required' },
      ],
    });
    const typed = await submit({ name: 'Ann', email: 'not-an-address', message: 'Hi', guests: '9' });
    expect(typed.statusCode).toBe(422);
    expect(typed.json().errors.map((e: { field: string }) => e.field)).toEqual(['email', 'guests']);
    expect(await count('FormSubmission')).toBe(0);
    expect(await count('FormDelivery')).toBe(0);
  });

  it('refuses a closed form and a hidden one clearly; a filled honeypot stores nothing', async () => {
    const closed = await insertForm(t, 'Old RSVP', null, CONTACT, { closed: true });
    const res = await submit({ name: 'Ann', email: 'ann@example.test', message: 'Hi' }, '', closed);
    expect(res.statusCode).toBe(403);
    expect(res.json().errors[0]).toEqual({ field: 'id', message: 'This form is closed: it takes no more submissions' });
    const hidden = await insertForm(t, 'Draft form', null, CONTACT, {}, { enabled: false }, false);
    expect((await submit({ name: 'Ann', email: 'ann@example.test', message: 'Hi' }, '', hidden)).statusCode).toBe(404);
    expect(
      (await submit({ name: 'Bot', email: 'bot@example.test', message: 'Buy', website: 'http://spam.example' }))
        .statusCode,
    ).toBe(200);
    expect(await count('FormSubmission')).toBe(0);
  });

  it('with the mail server down, stores the submission with its tracking values, and shows the failed deliveries', async () => {
    const res = await submit(
      {
        name: 'Ann Lee',
        email: 'ann@example.test',
        message: 'Call me about <b>the roof</b>',
        utm_medium: 'email',
        extra: 'dropped',
      },
      '&utm_source=%3Cscript%3Ealert(1)%3C%2Fscript%3EAdNetwork',
    );
    expect(res.statusCode, res.body).toBe(200);
    ids.ann = await latestFsId();
    const failedOnce = await until(async () => {
      const d = await detail(ids.ann);
      return d.deliveries.length === 2 && d.deliveries.every((x) => x.attempts === 1) && d;
    }, 'the first tries to fail');
    expect(failedOnce).toMatchObject({
      answers: { name: 'Ann Lee', email: 'ann@example.test', message: 'Call me about the roof' },
      FsMedium: 'Email',
      FsSource: null,
      deliveryStatus: 'pending',
    });
    expect(failedOnce.machine).toMatchObject({
      isSubscribe: false,
      tracking: { unrecognised: { source: 'AdNetwork' } },
    });
    expect(failedOnce.deliveries.map((d) => d.kind)).toEqual(['notification', 'confirmation']);
    for (const d of failedOnce.deliveries) {
      expect(d.status).toBe('pending');
      expect(d.lastError).toMatch(/^The mail server did not take it: .*ECONNREFUSED/);
      expect(Date.parse(d.nextAttempt!)).toBeGreaterThan(Date.now() + 50_000); // backoff: a minute after the first failure
      expect(d.EaId).toEqual(expect.any(Number)); // the failed message is archived
    }
    expect(await list('status=pending')).toEqual([ids.ann]);
    expect(await list('status=sent')).toEqual([]);
  });

  it('delivers both e-mails once the mail server is back: at once on a staff retry, later by the background runner', async () => {
    expect((await submit({ name: 'Bob Stone', email: 'bob@example.test', message: 'Second message' })).statusCode).toBe(
      200,
    );
    ids.bob = await latestFsId();
    await until(async () => (await detail(ids.bob)).deliveries.every((d) => d.attempts === 1), 'Bob’s first tries');
    smtp = await startSmtp(port);

    const retried = await t.call(t.adminToken, {
      method: 'POST',
      url: `/api/v1/mc/forms/${formId}/submissions/${ids.ann}/retry`,
    });
    expect(retried.statusCode, retried.body).toBe(200);
    const after = retried.json() as SubmissionDetail;
    expect(after.deliveryStatus).toBe('sent');
    expect(after.deliveries.map((d) => [d.kind, d.status, d.attempts, d.lastError])).toEqual([
      ['notification', 'sent', 2, null],
      ['confirmation', 'sent', 2, null],
    ]);
    const [notification] = mailsTo(smtp, 'staff@example.test');
    expect(notification.subject).toBe('New message from the website');
    expect(notification.html).toContain('Call me about the roof');
    expect(notification.html).toContain('Medium: Email');
    const [confirmation] = mailsTo(smtp, 'ann@example.test');
    expect(confirmation.subject).toBe('We received your message');
    expect(confirmation.html).toContain('Contact Us');
    const archive = await t.db.first<{ EaStatus: string; EaTo: string }>(
      t.db.builder
        .selectFrom('EmailArchive')
        .select(['EaStatus', 'EaTo'])
        .where('EaId', '=', after.deliveries[1].EaId!)
        .compile(),
    );
    expect(archive).toEqual({ EaStatus: 'sent', EaTo: 'ann@example.test' });

    // Bob's deliveries wait for their backoff: the runner sends them once the clock passes it.
    expect(mailsTo(smtp, 'bob@example.test')).toHaveLength(0);
    clockAhead = 61_000;
    await until(async () => (await detail(ids.bob)).deliveryStatus === 'sent', 'the runner to retry Bob’s deliveries');
    expect(mailsTo(smtp, 'bob@example.test')).toHaveLength(1);
    expect(mailsTo(smtp, 'staff@example.test')).toHaveLength(2);
    expect(await list('status=sent')).toEqual([ids.bob, ids.ann]);
  });

  it('two runners on one database never send the same delivery twice', async () => {
    // Two more runners besides the app's own, all after the same due rows.
    const mailer = new Mailer({ smtpUrl: smtp!.url, mailFrom: t.config.mailFrom, dataDir: t.config.dataDir }, t.db);
    const runners = [1, 2].map(
      (n) =>
        new DeliveryRunner({
          db: t.db,
          handlers: formEmailHandlers(t.db, mailer),
          now: () => Date.now() + clockAhead,
          pollMs: 0,
          owner: `test-runner-${n}`,
        }),
    );
    const before = smtp!.messages.length;
    const at = new Date(Date.now() + clockAhead).toISOString();
    await t.db.run(
      t.db.builder
        .updateTable('FormDelivery')
        .set({ FdStatus: 'pending', FdNextAttempt: at })
        .where('FsId', 'in', [ids.ann, ids.bob])
        .compile(),
    );
    const ran = await Promise.all([...runners.map((r) => r.runDue()), ...runners.map((r) => r.runDue())]);
    await until(
      async () =>
        (await detail(ids.ann)).deliveryStatus === 'sent' && (await detail(ids.bob)).deliveryStatus === 'sent',
      'every delivery to be sent',
    );
    await until(async () => smtp!.messages.length >= before + 4 && true, 'the four messages');
    expect(smtp!.messages.length - before).toBe(4);
    expect(ran.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(4);
    expect(mailsTo(smtp, 'ann@example.test')).toHaveLength(2);
    expect(mailsTo(smtp, 'bob@example.test')).toHaveLength(2);
  });

  it('gives up after the last attempt (failed, with a retry), and fails a subscribe at once when the form’s provider is switched off (form-subscribe.test.ts covers a working one)', async () => {
    await smtp!.close();
    smtp = undefined;
    expect((await submit({ name: 'Cy', email: 'cy@example.test', message: 'Third' })).statusCode).toBe(200);
    ids.cy = await latestFsId();
    await until(async () => (await detail(ids.cy)).deliveries.every((d) => d.attempts === 1), 'Cy’s first tries');
    const mailer = new Mailer(
      { smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: t.config.mailFrom, dataDir: t.config.dataDir },
      t.db,
    );
    const strict = new DeliveryRunner({
      db: t.db,
      handlers: formEmailHandlers(t.db, mailer),
      now: () => Date.now() + clockAhead + 3_600_000,
      pollMs: 0,
      maxAttempts: 2,
    });
    await strict.runDue(ids.cy);
    const gaveUp = await detail(ids.cy);
    expect(gaveUp.deliveryStatus).toBe('failed');
    expect(gaveUp.deliveries.map((d) => [d.status, d.attempts, d.nextAttempt])).toEqual([
      ['failed', 2, null],
      ['failed', 2, null],
    ]);
    expect(await list('status=failed')).toEqual([ids.cy]);

    const subscribing = await insertForm(
      t,
      'Newsletter',
      null,
      { fields: [{ name: 'email', label: 'E-mail', type: 'email', required: true }] },
      {},
      { enabled: true, providerCId: 9, listId: 'abc' },
    );
    expect((await submit({ email: 'dee@example.test' }, '&isSubscribe=true', subscribing)).statusCode).toBe(200);
    const deeId = await latestFsId();
    const waiting = await until(async () => {
      const row = await t.db.first<{
        FdKind: string;
        FdStatus: string;
        FdAttempts: number;
        FdLastError: string | null;
      }>(
        t.db.builder
          .selectFrom('FormDelivery')
          .select(['FdKind', 'FdStatus', 'FdAttempts', 'FdLastError'])
          .where('FsId', '=', deeId)
          .compile(),
      );
      return row?.FdLastError ? row : undefined;
    }, 'the subscribe delivery to be tried');
    // Trying again cannot help until staff switch the provider on: no retries, the reason in words.
    expect(waiting).toMatchObject({ FdKind: 'subscribe', FdStatus: 'failed', FdAttempts: 1 });
    expect(waiting.FdLastError).toBe('Sign-ups through Mailchimp are switched off');
    smtp = await startSmtp(port);
  });

  it('lists, filters and exports the submissions as CSV with formulas defused', async () => {
    expect(
      (
        await submit(
          {
            name: '=HYPERLINK("http://evil.example")',
            email: 'eve@example.test',
            message: 'Needs, "quotes"\nand lines',
          },
          '&utm_medium=CPC&utm_source=google',
        )
      ).statusCode,
    ).toBe(200);
    ids.eve = await latestFsId();
    expect(await list('medium=CPC')).toEqual([ids.eve]);
    expect(await list('source=Google')).toEqual([ids.eve]);
    expect(await list('q=roof')).toEqual([ids.ann]);
    expect(await list('q=ROOF')).toEqual([ids.ann]);
    expect(await list('q=100%25')).toEqual([]);
    const today = new Date(Date.now() + clockAhead).toISOString().slice(0, 10);
    expect(await list(`from=${today}&to=${today}&pageSize=2`)).toEqual([ids.eve, ids.cy]);
    expect(await list('to=2000-01-01')).toEqual([]);
    const paged = await t.call(t.adminToken, {
      method: 'GET',
      url: `/api/v1/mc/forms/${formId}/submissions?pageSize=2&pageNumber=2`,
    });
    expect(JSON.parse(String(paged.headers['x-pagination']))).toMatchObject({ totalCount: 4, currentPage: 2 });
    expect(
      (await t.call(t.adminToken, { method: 'GET', url: `/api/v1/mc/forms/${formId}/submissions?status=lost` }))
        .statusCode,
    ).toBe(400);

    const csv = await t.call(t.adminToken, {
      method: 'GET',
      url: `/api/v1/mc/forms/${formId}/submissions.csv?medium=CPC`,
    });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="contact-us-submissions.csv"');
    const lines = csv.body.replace(/^\ufeff/, '').split('\r\n');
    expect(lines[0]).toBe(
      'Id,Submitted,Your name,E-mail address,How can we help?,Guests,Medium,Source,Delivery status',
    );
    expect(lines[1]).toMatch(
      new RegExp(
        `^${ids.eve},[^,]+,"'=HYPERLINK\\(""http://evil.example""\\)",eve@example.test,"Needs, ""quotes""\nand lines",,CPC,Google,(pending|sent)$`,
      ),
    );
    expect(lines).toHaveLength(3);
  });

  it('is for staff who may read form submissions: Admin, or the Form Manager tag or the form’s tag', async () => {
    const password = 'maintenance-password-1';
    await t.addUser({
      userName: 'plain',
      email: 'plain@example.test',
      password,
      displayName: 'Plain',
      roles: ['Maintenance User'],
    });
    await t.addUser({
      userName: 'forms',
      email: 'forms@example.test',
      password,
      displayName: 'Forms',
      roles: ['Maintenance User'],
      claims: [['TId', '90']],
    });
    await t.addUser({
      userName: 'contact',
      email: 'contact@example.test',
      password,
      displayName: 'Contact',
      roles: ['Maintenance User'],
      claims: [['TId', String(formTagId)]],
    });
    const plain = await t.login('plain', password);
    const refused = await t.call(plain, { method: 'GET', url: `/api/v1/mc/forms/${formId}/submissions` });
    expect(refused.statusCode).toBe(403);
    expect((await t.call(plain, { method: 'GET', url: `/api/v1/mc/forms/${formId}/submissions.csv` })).statusCode).toBe(
      403,
    );
    expect(
      (await t.call(plain, { method: 'POST', url: `/api/v1/mc/forms/${formId}/submissions/${ids.cy}/retry` }))
        .statusCode,
    ).toBe(403);
    expect((await t.call(undefined, { method: 'GET', url: `/api/v1/mc/forms/${formId}/submissions` })).statusCode).toBe(
      401,
    );
    for (const user of ['forms', 'contact']) {
      const token = await t.login(user, password);
      expect((await t.call(token, { method: 'GET', url: `/api/v1/mc/forms/${formId}/submissions` })).statusCode).toBe(
        200,
      );
    }
    // The Form Manager tag lists the forms under its child tags; a form's tag names its form.
    const manager = (await t.call(t.adminToken, { method: 'GET', url: '/api/v1/mc/forms/by-tag/90' })).json();
    expect(manager.form).toBeNull();
    expect(manager.forms.map((f: { FrmId: number }) => f.FrmId)).toEqual([formId]);
    expect(manager.mediums).toContain('Email');
    expect(manager.sources).toContain('Google');
    const own = (await t.call(t.adminToken, { method: 'GET', url: `/api/v1/mc/forms/by-tag/${formTagId}` })).json();
    expect(own.form).toMatchObject({
      FrmId: formId,
      FrmName: 'Contact Us',
      fields: [{ name: 'name', label: 'Your name', type: 'text' }, {}, {}, {}],
    });
  });
});
