// General settings (/general-settings, issue 16 item 1) and site setup
// (/site-setup, item 2) through the API on both databases: every group reads
// with an ETag and saves with If-Match (412 on a stale copy, nothing
// written), each field checked (422 naming it), audited; the product reads
// the saved values (robots.txt, the e-mail sender in the Default_Email
// layout, the site name); site setup is MoJoAdmin's, its feature switches
// change the tags, and its second-factor switch is enforced at sign-in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlOf } from '../../src/server/db/executor.js';
import { siteName } from '../../src/server/ai/page-values.js';
import { commentsEnabled } from '../../src/server/comments/comments-switch.js';
import { ADMIN_PASSWORD, startApp, type TestApp } from '../support/app.js';
import { testDialects } from '../support/dialects.js';
import { startSmtp, type TestSmtp } from '../support/smtp.js';

const b64 = (s: string) => Buffer.from(s).toString('base64');

describe.each(testDialects())('general settings and site setup (%s)', (dialect) => {
  let t: TestApp;
  let smtp: TestSmtp;
  let adminToken: string; // an Admin, not MoJoAdmin
  let maintToken: string;
  const url = (group: string) => `/api/v1/mc/site/settings/${group}`;
  const read = async (group: string, token = t.adminToken) => {
    const res = await t.call(token, { method: 'GET', url: url(group) });
    expect(res.statusCode, res.body).toBe(200);
    return { values: res.json() as Record<string, unknown>, etag: String(res.headers.etag) };
  };
  const save = (group: string, values: unknown, etag?: string, token = t.adminToken) =>
    t.call(token, { method: 'PUT', url: url(group), payload: values as object, headers: etag ? { 'if-match': etag } : {} });
  const meta = async (cId: number) => {
    const row = await t.db.first<{ CMetaData: unknown }>(sqlOf(`SELECT "CMetaData" FROM "Content" WHERE "CId" = ${cId}`));
    return (typeof row!.CMetaData === 'string' ? JSON.parse(row!.CMetaData) : row!.CMetaData) as Record<string, unknown>;
  };
  const siteAudit = () => t.db.all<{ Message: string; UserName: string }>(sqlOf(`SELECT "Message", "UserName" FROM "AuditLog" WHERE "Type" = 'Site' ORDER BY "AlId"`));
  const login = (UserName: string, password: string, s2fa?: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/mc/jwt/login', payload: { UserName, Password: b64(password), ...(s2fa ? { s2fa } : {}) } }).then((r) => r.json());

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await startApp(dialect, { smtpUrl: smtp.url });
    await t.addUser({ userName: 'office-admin', email: 'office-admin@example.test', password: 'office-admin-pass-1', displayName: 'Office Admin', roles: ['Admin'] });
    await t.addUser({ userName: 'maint', email: 'maint@example.test', password: 'maint-password-1', displayName: 'Maint', roles: ['Maintenance User'], claims: [['TId', '2']] });
    adminToken = await t.login('office-admin', 'office-admin-pass-1');
    maintToken = await t.login('maint', 'maint-password-1');
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });
  /** The code of the next verification mail to `to` (other mail sent before it is passed over). */
  const nextCode = async (to: string) => {
    for (;;) {
      const mail = await smtp.next(15_000);
      const code = /verification code is (?:<strong>)?(\d{6})/.exec(mail.html || '')?.[1];
      const recipients = (Array.isArray(mail.to) ? mail.to : [mail.to]).map((a) => a?.text ?? '').join(',');
      if (mail.subject === 'Your verification code' && code && recipients.includes(to)) return code;
    }
  };

  it('reads every group from the seeded records, each with an ETag', async () => {
    expect((await read('site')).values).toEqual({ siteName: 'Cedar & Stone Engineering', titleSeparator: ' | ', titleSuffix: 'Cedar & Stone Engineering' });
    expect((await read('robots')).values.text).toContain('Disallow: /maintenance/');
    expect((await read('open-graph')).values).toMatchObject({ type: 'website', locale: 'en_US', imageWidth: 1200, twitterCard: 'summary_large_image', twitterSite: '@cedarstone_eng' });
    expect((await read('time-zone')).values).toEqual({ timeZone: 'America/New_York' });
    expect((await read('seo-tools')).values).toEqual({ changeFrequency: 'weekly', priority: 0.5, googleVerification: '', bingVerification: '' });
    expect((await read('editor')).values).toMatchObject({ spellCheck: true, autosaveSeconds: 60, maxUploadMegabytes: 10, imageFormats: ['jpg', 'png', 'webp', 'svg'] });
    expect((await read('header-footer')).values).toEqual({ headerSticky: true, headerMenuCId: 1, utilityMenuCId: 2, footerMenuCId: 3, footerMenuTemplateId: 13 });
    for (const group of ['seo', 'email-sender', 'favicon']) expect((await read(group)).etag).toMatch(/^"[\w-]+"$/);
  });

  it('saves a group with If-Match into its record, keeping the other keys, audited, and the product reads it', async () => {
    const { values, etag } = await read('site', adminToken);
    const res = await save('site', { ...values, siteName: '  Cedar & Stone  ', titleSuffix: 'Cedar & Stone' }, etag, adminToken);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ siteName: 'Cedar & Stone', titleSeparator: ' | ', titleSuffix: 'Cedar & Stone' });
    expect(res.headers.etag).not.toBe(etag);
    expect(await meta(67)).toMatchObject({ SiteName: 'Cedar & Stone', TitleSuffix: 'Cedar & Stone', CanonicalHost: 'https://www.example.com', Robots: 'index, follow' });
    expect((await siteAudit()).at(-1)).toEqual({ Message: 'General settings: Site name and titles saved (siteName, titleSuffix changed)', UserName: 'office-admin' });
    const update = await t.db.first<{ UserName: string }>(sqlOf(`SELECT "UserName" FROM "AuditLog" WHERE "Entity" = 'Content' AND "EntityKey" = '67' ORDER BY "AlId" DESC`));
    expect(update?.UserName).toBe('office-admin');
    expect(await siteName(t.db, 'https://office.example.test')).toBe('Cedar & Stone');
  });

  it('keeps the favicon file in tag 5 and the editor options beside the other keys of their rows', async () => {
    const fav = await read('favicon', adminToken);
    const saved = await save('favicon', { path: '/media/favicon.png' }, fav.etag, adminToken);
    expect(saved.statusCode, saved.body).toBe(200);
    const tag = await t.db.first<{ TPath: string; TVisible: unknown }>(sqlOf(`SELECT "TPath", "TVisible" FROM "Tag" WHERE "TId" = 5`));
    expect(tag?.TPath).toBe('/media/favicon.png');
    const editor = await read('editor');
    const res = await save('editor', { ...editor.values, autosaveSeconds: 0, maxUploadMegabytes: 2.5, imageFormats: ['png', 'webp'] }, editor.etag);
    expect(res.statusCode, res.body).toBe(200);
    const limits = await t.db.first<{ MdValue: unknown }>(sqlOf(`SELECT "MdValue" FROM "MiscData" WHERE "MdKind" = 4 AND "MdName" = 'Image Upload Limits'`));
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
    const again = await save('seo-tools', { ...first.values, googleVerification: 'abc123' }, saved.headers.etag as string);
    expect(again.statusCode, again.body).toBe(200);
  });

  it('lets only one of two saves made at once from the same copy through', async () => {
    const { values, etag } = await read('open-graph');
    const [a, b] = await Promise.all([save('open-graph', { ...values, siteName: 'First' }, etag), save('open-graph', { ...values, siteName: 'Second' }, etag)]);
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
    const res = await save('email-sender', { ...values, fromName: 'Cedar Web Team', fromAddress: 'web@cedar.example', replyTo: 'help@cedar.example' }, etag);
    expect(res.statusCode, res.body).toBe(200);
    const sent = await t.call(t.adminToken, { method: 'POST', url: '/api/v1/mc/email/test', payload: { to: 'reader@example.test', subject: 'Sender check', body: '<p>Hello</p>' } });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().archived).toMatchObject({ EaFrom: '"Cedar Web Team" <web@cedar.example>' });
    expect(sent.json().archived.EaBody).toContain('You are receiving this e-mail because');
    const mail = await smtp.next(15_000);
    expect(mail.from?.value).toEqual([{ name: 'Cedar Web Team', address: 'web@cedar.example' }]);
    expect(mail.replyTo?.text).toBe('help@cedar.example');
    expect(await meta(50)).toMatchObject({ FromName: 'Cedar Web Team', FromAddress: 'web@cedar.example', ReplyTo: 'help@cedar.example' });
  });

  it('lets Admin and MoJoAdmin use general settings, and refuses others', async () => {
    expect((await t.call(maintToken, { method: 'GET', url: url('site') })).statusCode).toBe(403);
    const { values, etag } = await read('time-zone');
    expect((await save('time-zone', values, etag, maintToken)).statusCode).toBe(403);
    expect((await t.call(adminToken, { method: 'GET', url: '/api/v1/mc/site/menus' })).json()).toEqual(expect.arrayContaining([{ CId: 1, CTitle: 'Primary Navigation' }]));
  });

  describe('site setup', () => {
    const setup = async (token = t.adminToken) => {
      const res = await t.call(token, { method: 'GET', url: '/api/v1/mc/site/setup' });
      return { res, etag: String(res.headers.etag) };
    };
    const putSetup = (values: unknown, etag: string, token = t.adminToken) => t.call(token, { method: 'PUT', url: '/api/v1/mc/site/setup', payload: values as object, headers: { 'if-match': etag } });
    const featureUrl = (tid: number) => `/api/v1/mc/site/setup/features/${tid}`;
    /** The switch as Site Setup lists it now, with its version. */
    const shown = async (tid: number) => ((await setup()).res.json().features as { tId: number; enabled: boolean; etag: string }[]).find((f) => f.tId === tid)!;
    /** A flip made from the switch as it is listed now (its etag in If-Match), unless `etag` names another. */
    const feature = async (tid: number, enabled: boolean, token = t.adminToken, etag?: string | null) => {
      const version = etag === undefined ? ((await shown(tid))?.etag ?? '*') : etag;
      return t.call(token, { method: 'PUT', url: featureUrl(tid), payload: { enabled }, headers: version === null ? {} : { 'if-match': version } });
    };

    it('is for MoJoAdmin only: an Admin gets 403 on every call', async () => {
      const { etag } = await setup();
      expect((await setup(adminToken)).res.statusCode).toBe(403);
      expect((await putSetup({ publicUrl: 'https://x.example', requireSecondFactor: false, mainMenuTemplateId: 11 }, etag, adminToken)).statusCode).toBe(403);
      expect((await feature(14, false, adminToken)).statusCode).toBe(403);
      expect((await feature(14, false, maintToken)).statusCode).toBe(403);
    });

    it('reads the public URL, the switch and the menu template, and the feature switches with what they do', async () => {
      const { res } = await setup();
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body.values).toEqual({ publicUrl: 'https://www.example.com', requireSecondFactor: false, mainMenuTemplateId: 11 });
      expect(body.secondFactorRequiredByServer).toBe(false);
      const comments = body.features.find((f: { tId: number }) => f.tId === 14);
      expect(comments).toMatchObject({ name: 'Comments', enabled: true, description: expect.stringMatching(/comment/i) });
      expect(body.features.map((f: { tId: number }) => f.tId)).toEqual(expect.arrayContaining([5, 14, 15, 91]));
      expect(body.features.map((f: { tId: number }) => f.tId)).not.toContain(53);
    });

    it('switches a feature tag, audited, and the product follows it', async () => {
      const off = await feature(14, false);
      expect(off.statusCode, off.body).toBe(200);
      expect(off.json()).toMatchObject({ tId: 14, enabled: false });
      expect(await commentsEnabled(t.db)).toBe(false);
      expect((await siteAudit()).at(-1)!.Message).toBe('Site setup: Comments (tag 14) turned off');
      expect((await feature(14, true)).json().enabled).toBe(true);
      expect(await commentsEnabled(t.db)).toBe(true);
      expect((await feature(53, false)).statusCode).toBe(404);
    });

    it('flips a switch only with If-Match: 400 without, 412 from a stale screen (nothing written), the new version in the answer', async () => {
      const seen = await shown(19);
      expect(seen).toMatchObject({ tId: 19, enabled: true, etag: expect.stringMatching(/^"[\w-]+"$/) });
      const audits = (await siteAudit()).length;
      const tagVisible = async () => (await t.db.first<{ TVisible: unknown }>(sqlOf(`SELECT "TVisible" FROM "Tag" WHERE "TId" = 19`)))!.TVisible;
      const visibleBefore = await tagVisible();

      const bare = await feature(19, false, t.adminToken, null);
      expect(bare.statusCode, bare.body).toBe(400);
      expect(bare.json().errors[0].message).toMatch(/If-Match/);

      // Someone else turns it off from their copy; a flip from the first copy is refused and writes nothing.
      const theirs = await feature(19, false, t.adminToken, seen.etag);
      expect(theirs.statusCode, theirs.body).toBe(200);
      expect(theirs.json()).toMatchObject({ tId: 19, enabled: false });
      expect(theirs.headers.etag).toBe(theirs.json().etag);
      expect(theirs.json().etag).not.toBe(seen.etag);
      const afterTheirs = (await siteAudit()).length;
      expect(afterTheirs).toBe(audits + 1);
      const stale = await feature(19, true, t.adminToken, seen.etag);
      expect(stale.statusCode, stale.body).toBe(412);
      expect(stale.json().errors[0].message).toMatch(/^Site Search was switched off by someone else since you opened Site Setup/);
      expect(await tagVisible()).not.toBe(visibleBefore);
      expect((await siteAudit()).length).toBe(afterTheirs);
      // Even a stale flip to the state it already has is refused: the screen was wrong about the switch.
      expect((await feature(19, false, t.adminToken, seen.etag)).statusCode).toBe(412);

      // The version read again (or the one the last flip answered) flips it.
      const back = await feature(19, true, t.adminToken, theirs.json().etag);
      expect(back.statusCode, back.body).toBe(200);
      expect(back.json()).toMatchObject({ enabled: true, etag: seen.etag });
      expect(await tagVisible()).toBe(visibleBefore);
      // Comment Moderation's switch writes the same tag the same way (no If-Match there).
      const comments = await t.call(t.adminToken, { method: 'PUT', url: '/api/v1/mc/comments/switch', payload: { enabled: false } });
      expect(comments.statusCode, comments.body).toBe(200);
      expect((await shown(14)).enabled).toBe(false);
      expect((await t.call(t.adminToken, { method: 'PUT', url: '/api/v1/mc/comments/switch', payload: { enabled: true } })).json()).toEqual({ enabled: true, mayChange: true });
    });

    it('saves the public URL and the main menu template with If-Match, and refuses bad ones', async () => {
      const { res, etag } = await setup();
      const values = res.json().values;
      const bad = await putSetup({ ...values, publicUrl: 'https://www.example.org/path' }, etag);
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors[0].field).toBe('publicUrl');
      const badTemplate = await putSetup({ ...values, mainMenuTemplateId: 12 }, etag);
      expect(badTemplate.json().errors[0].field).toBe('mainMenuTemplateId');
      const ok = await putSetup({ ...values, publicUrl: 'https://www.cedar.example/', mainMenuTemplateId: 14 }, etag);
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json().values).toMatchObject({ publicUrl: 'https://www.cedar.example', mainMenuTemplateId: 14 });
      const nav = await t.db.first<{ TemplateId: number }>(sqlOf(`SELECT "TemplateId" FROM "Content" WHERE "CId" = 1`));
      expect(Number(nav!.TemplateId)).toBe(14);
      expect(await meta(6)).toMatchObject({ NavigationTemplateId: 14 });
      expect(await meta(67)).toMatchObject({ CanonicalHost: 'https://www.cedar.example' });
      expect((await putSetup(values, etag)).statusCode).toBe(412);
    });

    it('requires the e-mailed second factor of everyone while switched on', async () => {
      expect((await login('office-admin', 'office-admin-pass-1')).success).toBe(true);
      // A database seeded before the switch existed has no row: off, and made by the first save.
      await t.db.run(sqlOf(`DELETE FROM "MiscData" WHERE "MdKind" = 11`));
      const { res, etag } = await setup();
      expect(res.json().values.requireSecondFactor).toBe(false);
      const on = await putSetup({ ...res.json().values, requireSecondFactor: true }, etag);
      expect(on.statusCode, on.body).toBe(200);
      expect((await siteAudit()).at(-1)!.Message).toBe('Site setup saved (requireSecondFactor changed)');
      expect(await login('office-admin', 'office-admin-pass-1')).toEqual({ success: false, b2fa: true });
      expect(await login('admin', ADMIN_PASSWORD)).toEqual({ success: false, b2fa: true });
      expect(await login('maint', 'maint-password-1')).toEqual({ success: false, b2fa: true });
      // The e-mailed code completes the sign-in.
      const code = await nextCode('maint@example.test');
      expect((await login('maint', 'maint-password-1', code)).success).toBe(true);
      const off = await putSetup({ ...on.json().values, requireSecondFactor: false }, String(on.headers.etag));
      expect(off.statusCode, off.body).toBe(200);
      expect((await login('office-admin', 'office-admin-pass-1')).success).toBe(true);
    });
  });
});
