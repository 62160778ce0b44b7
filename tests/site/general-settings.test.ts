// General settings (/general-settings, issue 16 item 1) through the API on
// both databases: every group reads with an ETag and saves with If-Match (412
// on a stale copy, nothing written), each field checked (422 naming it),
// audited; the product reads the saved values (robots.txt, the e-mail sender
// in the Default_Email layout, the site name). Site setup: site-setup.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlOf } from '../../src/server/platform/db/executor.js';
import { siteName } from '../../src/server/ai/page-values.js';
import { startApp, type TestApp } from '../support/app.js';
import { testDialects } from '../support/dialects.js';
import { startSmtp, type TestSmtp } from '../support/smtp.js';
import {
  addSettingsUsers,
  contentMeta,
  readGroup,
  saveGroup,
  settingsUrl,
  siteAuditOf,
} from './general-settings-support.js';

describe.each(testDialects())('general settings and site setup (%s)', (dialect) => {
  let t: TestApp;
  let smtp: TestSmtp;
  let adminToken: string; // an Admin, not MoJoAdmin
  let maintToken: string;
  const url = settingsUrl;
  const read = (group: string, token = t.adminToken) => readGroup(t, group, token);
  const save = (group: string, values: unknown, etag?: string, token = t.adminToken) =>
    saveGroup(t, group, values, etag, token);
  const meta = (cId: number) => contentMeta(t, cId);
  const siteAudit = () => siteAuditOf(t);

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await startApp(dialect, { smtpUrl: smtp.url });
    ({ adminToken, maintToken } = await addSettingsUsers(t));
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('reads every group from the seeded records, each with an ETag', async () => {
    expect((await read('site')).values).toEqual({
      siteName: 'Cedar & Stone Engineering',
      titleSeparator: ' | ',
      titleSuffix: 'Cedar & Stone Engineering',
    });
    expect((await read('robots')).values.text).toContain('Disallow: /maintenance/');
    expect((await read('open-graph')).values).toMatchObject({
      type: 'website',
      locale: 'en_US',
      imageWidth: 1200,
      twitterCard: 'summary_large_image',
      twitterSite: '@cedarstone_eng',
    });
    expect((await read('time-zone')).values).toEqual({ timeZone: 'America/New_York' });
    expect((await read('seo-tools')).values).toEqual({
      changeFrequency: 'weekly',
      priority: 0.5,
      googleVerification: '',
      bingVerification: '',
    });
    expect((await read('editor')).values).toMatchObject({
      spellCheck: true,
      autosaveSeconds: 60,
      maxUploadMegabytes: 10,
      imageFormats: ['jpg', 'png', 'webp', 'svg'],
    });
    expect((await read('header-footer')).values).toEqual({
      headerSticky: true,
      headerMenuCId: 1,
      utilityMenuCId: 2,
      footerMenuCId: 3,
      footerMenuTemplateId: 13,
    });
    for (const group of ['seo', 'email-sender', 'favicon']) expect((await read(group)).etag).toMatch(/^"[\w-]+"$/);
  });

  it('saves a group with If-Match into its record, keeping the other keys, audited, and the product reads it', async () => {
    const { values, etag } = await read('site', adminToken);
    const res = await save(
      'site',
      { ...values, siteName: '  Cedar & Stone  ', titleSuffix: 'Cedar & Stone' },
      etag,
      adminToken,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ siteName: 'Cedar & Stone', titleSeparator: ' | ', titleSuffix: 'Cedar & Stone' });
    expect(res.headers.etag).not.toBe(etag);
    expect(await meta(67)).toMatchObject({
      SiteName: 'Cedar & Stone',
      TitleSuffix: 'Cedar & Stone',
      CanonicalHost: 'https://www.example.com',
      Robots: 'index, follow',
    });
    expect((await siteAudit()).at(-1)).toEqual({
      Message: 'General settings: Site name and titles saved (siteName, titleSuffix changed)',
      UserName: 'office-admin',
    });
    const update = await t.db.first<{ UserName: string }>(
      sqlOf(`SELECT "UserName" FROM "AuditLog" WHERE "Entity" = 'Content' AND "EntityKey" = '67' ORDER BY "AlId" DESC`),
    );
    expect(update?.UserName).toBe('office-admin');
    expect(await siteName(t.db, 'https://office.example.test')).toBe('Cedar & Stone');
  });

  it('keeps the favicon file in tag 5 and the editor options beside the other keys of their rows', async () => {
    const fav = await read('favicon', adminToken);
    const saved = await save('favicon', { path: '/media/favicon.png' }, fav.etag, adminToken);
    expect(saved.statusCode, saved.body).toBe(200);
    const tag = await t.db.first<{ TPath: string; TVisible: unknown }>(
      sqlOf(`SELECT "TPath", "TVisible" FROM "Tag" WHERE "TId" = 5`),
    );
    expect(tag?.TPath).toBe('/media/favicon.png');
    const editor = await read('editor');
    const res = await save(
      'editor',
      { ...editor.values, autosaveSeconds: 0, maxUploadMegabytes: 2.5, imageFormats: ['png', 'webp'] },
      editor.etag,
    );
    expect(res.statusCode, res.body).toBe(200);
    const limits = await t.db.first<{ MdValue: unknown }>(
      sqlOf(`SELECT "MdValue" FROM "MiscData" WHERE "MdKind" = 4 AND "MdName" = 'Image Upload Limits'`),
    );
    const value = typeof limits!.MdValue === 'string' ? JSON.parse(limits!.MdValue) : limits!.MdValue;
    expect(value).toEqual({ maxWidth: 2400, maxHeight: 2400, maxBytes: 2621440, formats: ['png', 'webp'] });
  });

  it('refuses a save without If-Match (400) or from a stale copy (412), and writes nothing', async () => {
    const first = await read('seo-tools');
    const noMatch = await save('seo-tools', { ...first.values, priority: 0.7 });
    expect(noMatch.statusCode).toBe(400);
    expect(noMatch.json().errors[0].message).toMatch(/If-Match/);
    const saved = await save('seo-tools', { ...first.values, priority: 0.8 }, first.etag);
    expect(saved.statusCode, saved.body).toBe(200);
    const stale = await save('seo-tools', { ...first.values, googleVerification: 'abc123' }, first.etag);
    expect(stale.statusCode).toBe(412);
    expect(stale.json().errors[0].message).toMatch(/changed since you opened it/);
    expect((await read('seo-tools')).values).toEqual({ ...first.values, priority: 0.8 });
    // Saving again with the ETag of the values now shown goes through.
    const again = await save(
      'seo-tools',
      { ...first.values, googleVerification: 'abc123' },
      saved.headers.etag as string,
    );
    expect(again.statusCode, again.body).toBe(200);
  });

  it('lets only one of two saves made at once from the same copy through', async () => {
    const { values, etag } = await read('open-graph');
    const [a, b] = await Promise.all([
      save('open-graph', { ...values, siteName: 'First' }, etag),
      save('open-graph', { ...values, siteName: 'Second' }, etag),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 412]);
    const winner = a.statusCode === 200 ? 'First' : 'Second';
    expect((await read('open-graph')).values.siteName).toBe(winner);
    expect(await meta(68)).toMatchObject({ 'og:site_name': winner, 'og:type': 'website' });
  });

  it('refuses bad values with a 422 naming the field, changing nothing', async () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['site', { siteName: '   ' }, 'siteName'],
      ['site', { siteName: 'x'.repeat(121) }, 'siteName'],
      ['site', { titleSuffix: 'a\nb' }, 'titleSuffix'],
      ['site', { extra: 1 }, 'extra'],
      ['seo', { robots: 'sometimes' }, 'robots'],
      ['seo', { organizationEmail: 'not-an-address' }, 'organizationEmail'],
      ['seo', { keywords: ['ok', 'a, b'] }, 'keywords[1]'],
      ['open-graph', { locale: 'english' }, 'locale'],
      ['open-graph', { image: 'ftp://x.example/a.png' }, 'image'],
      ['open-graph', { imageWidth: 100, imageHeight: null }, 'imageHeight'],
      ['open-graph', { twitterSite: 'no at sign' }, 'twitterSite'],
      ['robots', { text: 'User-agent: *\nDisalow: /x' }, 'text'],
      ['robots', { text: 'Disallow: /x' }, 'text'],
      ['email-sender', { fromAddress: 'nobody' }, 'fromAddress'],
      ['email-sender', { replyTo: 'a@b.example\nBcc: c@d.example' }, 'replyTo'],
      ['header-footer', { headerMenuCId: 500 }, 'headerMenuCId'],
      ['header-footer', { footerMenuTemplateId: 11 }, 'footerMenuTemplateId'],
      ['header-footer', { headerSticky: 'yes' }, 'headerSticky'],
      ['time-zone', { timeZone: 'Mars/Olympus_Mons' }, 'timeZone'],
      ['seo-tools', { priority: 1.5 }, 'priority'],
      ['seo-tools', { priority: 0.55 }, 'priority'],
      ['seo-tools', { googleVerification: '<meta name="google-site-verification">' }, 'googleVerification'],
      ['seo-tools', { changeFrequency: 'fortnightly' }, 'changeFrequency'],
      ['editor', { autosaveSeconds: 5 }, 'autosaveSeconds'],
      ['editor', { maxUploadMegabytes: 100000 }, 'maxUploadMegabytes'],
      ['editor', { imageFormats: [] }, 'imageFormats'],
      ['editor', { imageFormats: 'jpg' }, 'imageFormats'],
      ['favicon', { path: '/media/favicon.exe' }, 'path'],
      ['favicon', { path: 'http://cdn.example.org/favicon.ico' }, 'path'],
    ];
    for (const [group, change, field] of cases) {
      const { values, etag } = await read(group);
      const res = await save(group, { ...values, ...change }, etag);
      expect(res.statusCode, `${group} ${JSON.stringify(change)}: ${res.body}`).toBe(422);
      const named = (res.json().errors[0].field ?? `none: ${res.body}`) as string;
      expect(named, `${group} ${JSON.stringify(change)}`).toBe(field);
      expect((await read(group)).values, `${group} unchanged`).toEqual(values);
    }
  });

  it('serves the saved robots.txt, with its sitemap line', async () => {
    const { etag } = await read('robots');
    const text = 'User-agent: *\nDisallow: /drafts/ # not public\nAllow: /\n\nUser-agent: BadBot\nDisallow: /\n';
    const res = await save('robots', { text }, etag);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ text });
    const served = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(served.statusCode).toBe(200);
    expect(served.body).toContain('Disallow: /drafts/ # not public\nAllow: /\n\nUser-agent: BadBot');
    expect(served.body).toMatch(/Sitemap: \S+\/sitemap\.xml/);
  });

  it('sends e-mail from the saved sender, still in the Default_Email layout', async () => {
    const { values, etag } = await read('email-sender');
    const res = await save(
      'email-sender',
      { ...values, fromName: 'Cedar Web Team', fromAddress: 'web@cedar.example', replyTo: 'help@cedar.example' },
      etag,
    );
    expect(res.statusCode, res.body).toBe(200);
    const sent = await t.call(t.adminToken, {
      method: 'POST',
      url: '/api/v1/mc/email/test',
      payload: { to: 'reader@example.test', subject: 'Sender check', body: '<p>Hello</p>' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().archived).toMatchObject({ EaFrom: '"Cedar Web Team" <web@cedar.example>' });
    expect(sent.json().archived.EaBody).toContain('You are receiving this e-mail because');
    const mail = await smtp.next(15_000);
    expect(mail.from?.value).toEqual([{ name: 'Cedar Web Team', address: 'web@cedar.example' }]);
    expect(mail.replyTo?.text).toBe('help@cedar.example');
    expect(await meta(50)).toMatchObject({
      FromName: 'Cedar Web Team',
      FromAddress: 'web@cedar.example',
      ReplyTo: 'help@cedar.example',
    });
  });

  it('lets Admin and MoJoAdmin use general settings, and refuses others', async () => {
    expect((await t.call(maintToken, { method: 'GET', url: url('site') })).statusCode).toBe(403);
    const { values, etag } = await read('time-zone');
    expect((await save('time-zone', values, etag, maintToken)).statusCode).toBe(403);
    expect((await t.call(adminToken, { method: 'GET', url: '/api/v1/mc/site/menus' })).json()).toEqual(
      expect.arrayContaining([{ CId: 1, CTitle: 'Primary Navigation' }]),
    );
  });
});
