// A form submit that subscribes (issue 15 item 2, "subscribes when isSubscribe
// is set and the form maps to a provider"), on both databases, against a
// loopback server speaking Mailchimp's API: the consent checkbox is honoured,
// the mapped fields reach the provider and the consent is recorded; a provider
// outage loses nothing (the submission is stored, the subscribe waits and is
// retried by the runner); an address the provider refuses fails at once,
// visibly, without retries.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectOf } from '../../src/server/platform/db/dialect.js';
import type { FormConfig, FormEmailMarketing } from '../../src/shared/forms/form-config.js';
import { startApp, type TestApp } from '../support/app.js';
import { testDialects } from '../support/dialects.js';
import { FAKE_KEYS, FAKE_LISTS, startMarketingFakes, type MarketingFakes } from '../support/marketing-fakes.js';
import { until } from '../support/loopback.js';

const LIST = FAKE_LISTS.mailchimp[1].id; // not the default list: the form's own choice must win
const CONFIG: FormConfig = {
  fields: [
    { name: 'name', label: 'Name', type: 'text', required: true },
    { name: 'email', label: 'E-mail', type: 'email', required: true },
    { name: 'news', label: 'Send me the newsletter', type: 'checkbox' },
  ],
  successMessage: 'Thank you for signing up!',
};
const MARKETING: FormEmailMarketing = {
  enabled: true,
  providerCId: 9,
  listId: LIST,
  fieldMap: { email: 'email', firstName: 'name' },
  consentField: 'news',
};

interface DeliveryRow {
  FdKind: string;
  FdStatus: string;
  FdAttempts: number;
  FdLastError: string | null;
}

describe.each(testDialects())('a form that subscribes (%s)', (dialect) => {
  let t: TestApp;
  let fakes: MarketingFakes;
  let formId: number;
  let clockAhead = 0;
  let address = 0;

  const submit = (fields: Record<string, string>) =>
    t.call(undefined, {
      method: 'POST',
      url: `/api/v1/db/form/submit?id=${formId}&isSubscribe=true`,
      payload: new URLSearchParams(fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      remoteAddress: `198.51.100.${++address}`,
    });
  const latestFsId = async () =>
    Number(
      (await t.db.first<{ FsId: number }>(
        t.db.builder.selectFrom('FormSubmission').select('FsId').orderBy('FsId', 'desc').limit(1).compile(),
      ))!.FsId,
    );
  const subscribeRow = (fsId: number) =>
    t.db.first<DeliveryRow>(
      t.db.builder
        .selectFrom('FormDelivery')
        .select(['FdKind', 'FdStatus', 'FdAttempts', 'FdLastError'])
        .where('FsId', '=', fsId)
        .where('FdKind', '=', 'subscribe')
        .compile(),
    );
  const consentsFor = (email: string) =>
    t.db.all<{ McOutcome: string; McListId: string; McConsentText: string; McError: string | null }>(
      t.db.builder
        .selectFrom('MarketingConsent')
        .select(['McOutcome', 'McListId', 'McConsentText', 'McError'])
        .where('McEmail', '=', email)
        .compile(),
    );

  beforeAll(async () => {
    fakes = await startMarketingFakes();
    t = await startApp(dialect, {
      fetchAllow: ['127.0.0.1'],
      formDeliveryPollMs: 50,
      now: () => Date.now() + clockAhead,
    });
    const key = await t.call(t.adminToken, {
      method: 'POST',
      url: '/api/v1/db/keymanager',
      payload: { KmName: 'mailchimp-key', KmDescription: 'Mailchimp', KmValue: FAKE_KEYS.mailchimp },
    });
    expect(key.statusCode, key.body).toBeLessThan(300);
    const saved = await t.call(t.adminToken, {
      method: 'PUT',
      url: '/api/v1/mc/emailmarketing/settings/9',
      payload: {
        enabled: true,
        apiBaseUrl: fakes.baseUrl('mailchimp'),
        keyName: 'mailchimp-key',
        defaultListId: FAKE_LISTS.mailchimp[0].id,
        doubleOptIn: false,
        dataCenter: 'us6',
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    formId = Number(
      (await t.db.first<{ FrmId: number }>(
        t.db.builder
          .insertInto('Form')
          .values({
            FrmName: 'Newsletter sign-up',
            FrmVisible: dialectOf(t.db).bool(true),
            FrmConfig: JSON.stringify(CONFIG),
            FrmMetaData: JSON.stringify({}),
            FrmEmailMarketing: JSON.stringify(MARKETING),
          })
          .returning('FrmId')
          .compile(),
      ))!.FrmId,
    );
  });
  afterAll(async () => {
    await t?.close();
    await fakes?.close();
  });

  it('signs up a visitor who ticked the consent box, on the form’s list with the mapped fields, and records the consent', async () => {
    const res = await submit({ name: 'Grace', email: 'grace@example.com', news: 'yes' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Thank you for signing up!' }); // what the public page shows next
    const fsId = await latestFsId();
    const row = await until(
      async () => ((await subscribeRow(fsId))?.FdStatus === 'sent' ? subscribeRow(fsId) : undefined),
      'the subscribe delivery',
    );
    expect(row).toMatchObject({ FdStatus: 'sent', FdAttempts: 1, FdLastError: null });
    const signup = fakes.signups.find((s) => s.email === 'grace@example.com');
    expect(signup).toMatchObject({ provider: 'mailchimp', listId: LIST });
    expect(JSON.stringify(signup!.fields)).toContain('Grace');
    const consents = await consentsFor('grace@example.com');
    expect(consents).toHaveLength(1);
    expect(consents[0]).toMatchObject({ McOutcome: 'subscribed', McListId: LIST });
    expect(consents[0].McConsentText).toContain('Newsletter sign-up');
  });

  it('does not subscribe a visitor who left the consent box unticked', async () => {
    expect((await submit({ name: 'Hal', email: 'hal@example.com' })).statusCode).toBe(200);
    const fsId = await latestFsId();
    expect(await subscribeRow(fsId)).toBeUndefined();
    expect(fakes.signups.some((s) => s.email === 'hal@example.com')).toBe(false);
  });

  it('keeps the submission through a provider outage and subscribes on the runner’s retry', async () => {
    fakes.outageNext('mailchimp');
    expect((await submit({ name: 'Ida', email: 'ida@example.com', news: 'on' })).statusCode).toBe(200);
    const fsId = await latestFsId();
    const waiting = await until(async () => {
      const r = await subscribeRow(fsId);
      return r && r.FdAttempts === 1 ? r : undefined;
    }, 'the first, failed try');
    expect(waiting.FdStatus).toBe('pending');
    expect(waiting.FdLastError).toMatch(/Mailchimp|unavailable|503|outage/i);
    expect(fakes.signups.some((s) => s.email === 'ida@example.com')).toBe(false);
    clockAhead += 5 * 60_000; // past the first backoff
    const done = await until(
      async () => ((await subscribeRow(fsId))?.FdStatus === 'sent' ? subscribeRow(fsId) : undefined),
      'the retry',
    );
    expect(done!.FdAttempts).toBe(2);
    expect(fakes.signups.some((s) => s.email === 'ida@example.com' && s.listId === LIST)).toBe(true);
  });

  it('fails at once, visibly, when the provider refuses the address', async () => {
    expect((await submit({ name: 'Jo', email: 'jo@example.invalid', news: 'on' })).statusCode).toBe(200);
    const fsId = await latestFsId();
    const failed = await until(
      async () => ((await subscribeRow(fsId))?.FdStatus === 'failed' ? subscribeRow(fsId) : undefined),
      'the refused subscribe',
    );
    expect(failed).toMatchObject({ FdStatus: 'failed', FdAttempts: 1 });
    expect(failed!.FdLastError).toBeTruthy();
    expect((await consentsFor('jo@example.invalid'))[0]).toMatchObject({ McOutcome: 'failed' });
  });
});
