// E-mail marketing (issue 15 item 3): the four provider clients against
// loopback servers that speak their APIs (tests/support/marketing-fakes.ts),
// the staff settings/test/lists calls, the public sign-up (consent recorded,
// honeypot, rate limit, switched-off provider) and subscribeContact's
// retryable errors. The app reaches the fakes because FETCH_ALLOW lists
// 127.0.0.1; both databases.
// Its helpers (the providers' settings and keys): email-marketing-support.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlOf } from '../../src/server/platform/db/executor.js';
import { compileTrust } from '../../src/server/platform/plugins/client-address.js';
import { MarketingError } from '../../src/server/email-marketing/marketing-error.js';
import { subscribeContact } from '../../src/server/email-marketing/subscribe-contact.js';
import { startApp, type TestApp } from '../support/app.js';
import { testDialects } from '../support/dialects.js';
import {
  FAKE_KEYS,
  FAKE_LISTS,
  startMarketingFakes,
  type FakeProvider,
  type MarketingFakes,
} from '../support/marketing-fakes.js';
import { ALL, failureOf, saveProviderSettings, setUpProviders, STAFF } from './email-marketing-support.js';

describe.each(testDialects())('e-mail marketing (%s)', (dialect) => {
  let t: TestApp;
  let fakes: MarketingFakes;
  let ip = 0;
  /** A fresh client address per public call group, so the per-address limit only bites where a test means it to. */
  const nextAddress = () => `198.51.100.${++ip}`;
  const staff = (provider: string, action: 'test' | 'lists', token = t.adminToken) =>
    t.call(token, { method: 'POST', url: `${STAFF}/${provider}`, payload: { action } });
  const save = (p: FakeProvider, change: Record<string, unknown> = {}, token = t.adminToken) =>
    saveProviderSettings(t, fakes, p, change, token);
  const subscribe = (provider: string, payload: Record<string, unknown>, remoteAddress = nextAddress()) =>
    t.call(undefined, { method: 'POST', url: `/api/emailmarketing/${provider}`, payload, remoteAddress });
  const consents = () => t.db.all<Record<string, unknown>>(sqlOf('SELECT * FROM "MarketingConsent" ORDER BY "McId"'));

  beforeAll(async () => {
    fakes = await startMarketingFakes();
    t = await startApp(dialect, { fetchAllow: ['127.0.0.1'] });
    await setUpProviders(t, fakes);
  });
  afterAll(async () => {
    await t?.close();
    await fakes?.close();
  });

  it('reads the settings with key names only, never a key value', async () => {
    const res = await t.call(t.adminToken, { method: 'GET', url: `${STAFF}/settings` });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.providers.map((p: { cId: number }) => p.cId)).toEqual([9, 24, 25, 26]);
    expect(body.providers[0]).toMatchObject({
      slug: 'mailchimp',
      name: 'Mailchimp',
      enabled: true,
      keyName: 'mailchimp-key',
      keySet: true,
      dataCenter: 'us6',
      defaultListId: 'a1b2c3',
    });
    expect(body.providers[3]).toMatchObject({ slug: 'emma', accountId: '1234' });
    expect(body.keyNames).toEqual(expect.arrayContaining(['mailchimp-key', 'emma-key']));
    expect(body.mayChangeConnection).toBe(true);
    for (const value of Object.values(FAKE_KEYS)) expect(res.body).not.toContain(value);
  });

  it.each(ALL)('tests the connection and reads the lists of %s with its own authorization', async (p) => {
    const tested = await staff(p, 'test');
    expect(tested.statusCode, tested.body).toBe(200);
    expect(tested.json()).toMatchObject({ success: true, provider: p });
    expect(tested.json().message).toMatch(/answered/);
    const lists = await staff(p, 'lists');
    expect(lists.statusCode, lists.body).toBe(200);
    expect(lists.json().lists.map((l: { id: string; name: string }) => ({ id: l.id, name: l.name }))).toEqual(
      FAKE_LISTS[p],
    );
    const seen = fakes.requests.filter((r) => r.provider === p).at(-1)!;
    expect(seen.authorization).toMatch(p === 'constantcontact' ? /^Bearer / : /^Basic /);
    for (const value of Object.values(FAKE_KEYS)) expect(tested.body + lists.body).not.toContain(value);
  });

  it('accepts the providers by alias or record id, and names the four for anything else', async () => {
    expect((await staff('Constant-Contact', 'test')).statusCode).toBe(200);
    expect((await staff('25', 'test')).statusCode).toBe(200);
    const unknown = await staff('sendgrid', 'test');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors[0].message).toMatch(/mailchimp, constantcontact, campaignmonitor, emma/);
    const badAction = await t.call(t.adminToken, {
      method: 'POST',
      url: `${STAFF}/mailchimp`,
      payload: { action: 'delete' },
    });
    expect(badAction.statusCode).toBe(422);
  });

  it('says clearly when the key is refused, the account is unknown, or the provider is limiting or down — never a 500', async () => {
    await t.call(t.adminToken, {
      method: 'POST',
      url: '/api/v1/db/keymanager',
      payload: { KmName: 'wrong-key', KmValue: 'nope-us6' },
    });
    expect((await save('mailchimp', { keyName: 'wrong-key' })).statusCode).toBe(200);
    const refused = await staff('mailchimp', 'test');
    expect(refused.statusCode).toBe(502);
    expect(refused.json().errors[0].message).toMatch(/Mailchimp refused the API key \(401: API Key Invalid/);
    expect(refused.body).not.toContain('nope-us6');
    await save('mailchimp');

    expect((await save('campaignmonitor', { clientId: 'client-x' })).statusCode).toBe(200);
    const noClient = await staff('campaignmonitor', 'lists');
    expect(noClient.statusCode).toBe(404);
    expect(noClient.json().errors[0]).toMatchObject({
      field: 'clientId',
      message: expect.stringMatching(/Invalid ClientID/),
    });
    await save('campaignmonitor');

    fakes.rateLimitNext('constantcontact', 30);
    const limited = await staff('constantcontact', 'lists');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('30');
    expect(limited.json().errors[0].message).toMatch(
      /Constant Contact is limiting requests \(429: Too many requests\): try again in 30 seconds/,
    );

    fakes.outageNext('emma');
    const down = await staff('emma', 'test');
    expect(down.statusCode).toBe(503);
    expect(down.json().errors[0].message).toMatch(
      /Emma is having trouble \(503: Service unavailable\): try again later/,
    );

    expect((await save('emma', { apiBaseUrl: 'http://127.0.0.1:9/emma' })).statusCode).toBe(200);
    const unreachable = await staff('emma', 'test');
    expect(unreachable.statusCode).toBe(502);
    expect(unreachable.json().errors[0].message).toMatch(/Emma could not be reached/);
    expect((await save('emma', { apiBaseUrl: 'http://10.1.2.3/emma' })).statusCode).toBe(200);
    const ssrf = await staff('emma', 'test');
    expect(ssrf.statusCode).toBe(409);
    expect(ssrf.json().errors[0]).toMatchObject({
      field: 'apiBaseUrl',
      message: expect.stringMatching(/private, loopback or reserved/),
    });
    await save('emma');
  });

  it('checks the settings it saves, and keeps the connection fields for Admin and MoJoAdmin', async () => {
    const bad = await save('mailchimp', { apiBaseUrl: 'ftp://example.com' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors[0].field).toBe('apiBaseUrl');
    const extra = await save('mailchimp', { apiKey: 'plain' });
    expect(extra.statusCode).toBe(422);
    expect(extra.body).toMatch(/apiKey/);

    await t.addUser({
      userName: 'mailer',
      email: 'mailer@example.test',
      password: 'mailer-password-1',
      displayName: 'Mailer',
      roles: ['Maintenance User'],
      claims: [
        ['TId', '2'],
        ['TId', '80'],
      ],
    });
    await t.addUser({
      userName: 'other',
      email: 'other@example.test',
      password: 'other-password-12',
      displayName: 'Other',
      roles: ['Maintenance User'],
      claims: [['TId', '201']],
    });
    const mailer = await t.login('mailer', 'mailer-password-1');
    const other = await t.login('other', 'other-password-12');
    expect((await t.call(other, { method: 'GET', url: `${STAFF}/settings` })).statusCode).toBe(403);
    expect((await staff('mailchimp', 'lists', other)).statusCode).toBe(403);
    const read = await t.call(mailer, { method: 'GET', url: `${STAFF}/settings` });
    expect(read.json().mayChangeConnection).toBe(false);
    expect((await staff('mailchimp', 'lists', mailer)).statusCode).toBe(200);
    expect((await save('mailchimp', { defaultListId: 'd4e5f6' }, mailer)).statusCode).toBe(200);
    const moved = await save('mailchimp', { apiBaseUrl: 'https://collector.example.com/3.0' }, mailer);
    expect(moved.statusCode).toBe(403);
    expect(moved.json().errors[0].field).toBe('apiBaseUrl');
    expect((await save('mailchimp', { keyName: 'emma-key' }, mailer)).statusCode).toBe(403);
    const audit = await t.db.all<{ Message: string }>(
      sqlOf(`SELECT "Message" FROM "AuditLog" WHERE "Type" = 'Email' AND "UserName" = 'mailer'`),
    );
    expect(audit.map((a) => a.Message)).toContain(
      'Mailchimp e-mail marketing: on, ' +
        fakes.baseUrl('mailchimp') +
        ', key "mailchimp-key", default list "d4e5f6", double opt-in off',
    );
    await save('mailchimp');
  });

  it('signs a visitor up with consent, records the consent, and maps the fields', async () => {
    const res = await subscribe('mailchimp', {
      email: 'Ada@Example.com',
      fields: { firstName: 'Ada', lastName: 'Lovelace', COMPANY: 'Engines' },
      consent: true,
      consentText: 'Yes, send me the <b>newsletter</b>',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, status: 'subscribed' });
    expect(fakes.signups.at(-1)).toMatchObject({
      provider: 'mailchimp',
      listId: 'a1b2c3',
      email: 'Ada@Example.com',
      fields: { FNAME: 'Ada', LNAME: 'Lovelace', COMPANY: 'Engines' },
    });
    const row = (await consents()).at(-1)!;
    expect(row).toMatchObject({
      McEmail: 'Ada@Example.com',
      McProvider: 'mailchimp',
      McListId: 'a1b2c3',
      McOutcome: 'subscribed',
      McConsentText: 'Yes, send me the newsletter',
    });
    expect(String(row.McIp)).toMatch(/^198\.51\.100\./);
    expect(Date.now() - Date.parse(String(row.McDate))).toBeLessThan(60_000);

    const emma = await subscribe('emma', { email: 'grace@example.com', fields: { firstName: 'Grace' }, consent: true });
    expect(emma.statusCode, emma.body).toBe(200);
    expect(fakes.signups.at(-1)).toMatchObject({ provider: 'emma', listId: '3001', fields: { first_name: 'Grace' } });
  });

  it('asks for confirmation with double opt-in, and re-subscribes someone who left through a confirmation', async () => {
    expect((await save('mailchimp', { doubleOptIn: true })).statusCode).toBe(200);
    const pending = await subscribe('mailchimp', { email: 'new@example.com', consent: true });
    expect(pending.json()).toEqual({ success: true, status: 'pending' });
    expect(fakes.signups.at(-1)).toMatchObject({ email: 'new@example.com', status: 'pending' });
    await save('mailchimp');
    fakes.unsubscribed('left@example.com', 'a1b2c3');
    const back = await subscribe('mailchimp', { email: 'left@example.com', consent: true });
    expect(back.json().status).toBe('pending');
    expect(fakes.requests.at(-1)).toMatchObject({ method: 'PATCH', body: { status: 'pending' } });
  });

  it('refuses without consent, answers a bot as if it worked, and stores nothing for either', async () => {
    const before = (await consents()).length;
    const sent = fakes.signups.length;
    const noConsent = await subscribe('mailchimp', { email: 'x@example.com', consent: false });
    expect(noConsent.statusCode).toBe(422);
    expect(noConsent.json().errors[0].field).toBe('consent');
    const missing = await subscribe('mailchimp', { email: 'x@example.com' });
    expect(missing.statusCode).toBe(422);
    expect(missing.body).toMatch(/consent/);
    const bot = await subscribe('mailchimp', {
      email: 'bot@example.com',
      consent: true,
      website_url: 'http://spam.example',
    });
    expect(bot.statusCode).toBe(200);
    expect((await consents()).length).toBe(before);
    expect(fakes.signups.length).toBe(sent);
  });

  it('says a switched-off provider is off (409), a list the site does not offer is refused, and a bad address is the visitor’s to fix', async () => {
    expect((await save('constantcontact', { enabled: false })).statusCode).toBe(200);
    const off = await subscribe('constantcontact', { email: 'a@example.com', consent: true });
    expect(off.statusCode).toBe(409);
    expect(off.json().errors[0].message).toBe('Sign-ups through Constant Contact are switched off');
    await save('constantcontact');

    const staffOnly = await subscribe('mailchimp', { email: 'a@example.com', listId: 'd4e5f6', consent: true });
    expect(staffOnly.statusCode).toBe(422);
    expect(staffOnly.json().errors[0].field).toBe('listId');

    const badAddress = await subscribe('campaignmonitor', { email: 'someone@example.invalid', consent: true });
    expect(badAddress.statusCode).toBe(400);
    expect(badAddress.json().errors[0]).toMatchObject({
      field: 'email',
      message: expect.stringMatching(/Invalid Email Address/),
    });
    expect((await consents()).at(-1)).toMatchObject({
      McEmail: 'someone@example.invalid',
      McOutcome: 'failed',
      McError: expect.stringMatching(/Invalid Email Address/),
    });
  });

  it('passes the provider’s rate limit on with Retry-After, and hides our key problems from visitors', async () => {
    fakes.rateLimitNext('campaignmonitor', 45);
    const limited = await subscribe('campaignmonitor', { email: 'busy@example.com', consent: true });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('45');
    expect(limited.json().errors[0].message).toMatch(/try again in 45 seconds/);

    await save('constantcontact', { keyName: 'wrong-key' });
    const broken = await subscribe('constantcontact', { email: 'c@example.com', consent: true });
    expect(broken.statusCode).toBe(503);
    expect(broken.json().errors[0].message).toBe(
      'Sign-ups through Constant Contact are not available right now: please try again later',
    );
    await save('constantcontact');
  });

  it('limits sign-ups per client address and per e-mail address (429 with Retry-After)', async () => {
    const address = nextAddress();
    const answers = [];
    for (let i = 0; i < 6; i++)
      answers.push((await subscribe('emma', { email: `n${i}@example.com`, consent: true }, address)).statusCode);
    expect(answers).toEqual([200, 200, 200, 200, 200, 429]);
    const same = [];
    for (let i = 0; i < 4; i++) same.push(await subscribe('emma', { email: 'Same@Example.com', consent: true }));
    expect(same.map((r) => r.statusCode)).toEqual([200, 200, 200, 429]);
    expect(Number(same[3].headers['retry-after'])).toBeGreaterThan(0);
  });

  it('lets a CORS caller from another origin sign up (like the public form submit)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/emailmarketing/emma',
      payload: { email: 'cors@example.com', consent: true },
      headers: { origin: 'https://www.other-site.example' },
      remoteAddress: nextAddress(),
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('subscribeContact says whether a retry makes sense', async () => {
    const deps = { db: t.db, keys: t.keys, allow: compileTrust(['127.0.0.1'], 'FETCH_ALLOW') };
    const ok = await subscribeContact(deps, 25, {
      email: 'direct@example.com',
      fields: { firstName: 'Dee', phone: '555' },
    });
    expect(ok).toMatchObject({ status: 'subscribed', provider: 'Campaign Monitor', listId: 'cm-list-1' });
    expect(fakes.signups.at(-1)?.fields).toMatchObject({ Name: 'Dee', CustomFields: [{ Key: 'Phone', Value: '555' }] });
    const failure = failureOf;
    fakes.outageNext('mailchimp');
    const outage = await failure(() => subscribeContact(deps, 9, { email: 'o@example.com' }));
    expect(outage).toBeInstanceOf(MarketingError);
    expect(outage).toMatchObject({ failure: 'unavailable', retryable: true });
    fakes.rateLimitNext('mailchimp', 5);
    expect(await failure(() => subscribeContact(deps, 9, { email: 'o@example.com' }))).toMatchObject({
      failure: 'rate-limited',
      retryable: true,
      retryAfterSeconds: 5,
    });
    fakes.hangNext('emma');
    const started = Date.now();
    const hung = await failure(() => subscribeContact({ ...deps, deadlineMs: 400 }, 26, { email: 'o@example.com' }));
    expect(hung).toMatchObject({
      failure: 'unavailable',
      retryable: true,
      status: 504,
      message: 'Emma did not answer in time: try again later',
    });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await failure(() => subscribeContact(deps, 9, { email: 'o@example.com', listId: 'nope' }))).toMatchObject({
      failure: 'unknown-list',
      retryable: false,
    });
    expect(await failure(() => subscribeContact(deps, 24, { email: 'o@example.com', listId: 'nope' }))).toMatchObject({
      failure: 'unknown-list',
      retryable: false,
    });
    expect(await failure(() => subscribeContact(deps, 26, { email: 'o@example.com', listId: '999' }))).toMatchObject({
      failure: 'unknown-list',
      retryable: false,
    });
    expect(await failure(() => subscribeContact(deps, 9, { email: 'not-an-address' }))).toMatchObject({
      failure: 'invalid',
      retryable: false,
    });
    expect(await failure(() => subscribeContact(deps, 9, { email: 'x@fake.invalid' }))).toMatchObject({
      failure: 'invalid',
      retryable: false,
    });
  });
});
