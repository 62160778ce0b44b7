// Site setup (/site-setup, issue 16 item 2) through the API on both
// databases: it is MoJoAdmin's, its feature switches change the tags (If-Match,
// audited, the product follows), and its second-factor switch is enforced at
// sign-in. General settings: general-settings.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlOf } from '../../src/server/platform/db/executor.js';
import { commentsEnabled } from '../../src/server/comments/comments-switch.js';
import { ADMIN_PASSWORD, startApp, type TestApp } from '../support/app.js';
import { testDialects } from '../support/dialects.js';
import { startSmtp, type TestSmtp } from '../support/smtp.js';
import {
  addSettingsUsers,
  contentMeta,
  nextCode as nextCodeIn,
  signIn,
  siteAuditOf,
} from './general-settings-support.js';

describe.each(testDialects())('general settings and site setup (%s)', (dialect) => {
  let t: TestApp;
  let smtp: TestSmtp;
  let adminToken: string; // an Admin, not MoJoAdmin
  let maintToken: string;
  const meta = (cId: number) => contentMeta(t, cId);
  const siteAudit = () => siteAuditOf(t);
  const login = (UserName: string, password: string, s2fa?: string) => signIn(t, UserName, password, s2fa);

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await startApp(dialect, { smtpUrl: smtp.url });
    ({ adminToken, maintToken } = await addSettingsUsers(t));
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });
  const nextCode = (to: string) => nextCodeIn(smtp, to);

  describe('site setup', () => {
    const setup = async (token = t.adminToken) => {
      const res = await t.call(token, { method: 'GET', url: '/api/v1/mc/site/setup' });
      return { res, etag: String(res.headers.etag) };
    };
    const putSetup = (values: unknown, etag: string, token = t.adminToken) =>
      t.call(token, {
        method: 'PUT',
        url: '/api/v1/mc/site/setup',
        payload: values as object,
        headers: { 'if-match': etag },
      });
    const featureUrl = (tid: number) => `/api/v1/mc/site/setup/features/${tid}`;
    /** The switch as Site Setup lists it now, with its version. */
    const shown = async (tid: number) =>
      ((await setup()).res.json().features as { tId: number; enabled: boolean; etag: string }[]).find(
        (f) => f.tId === tid,
      )!;
    /** A flip made from the switch as it is listed now (its etag in If-Match), unless `etag` names another. */
    const feature = async (tid: number, enabled: boolean, token = t.adminToken, etag?: string | null) => {
      const version = etag === undefined ? ((await shown(tid))?.etag ?? '*') : etag;
      return t.call(token, {
        method: 'PUT',
        url: featureUrl(tid),
        payload: { enabled },
        headers: version === null ? {} : { 'if-match': version },
      });
    };

    it('is for MoJoAdmin only: an Admin gets 403 on every call', async () => {
      const { etag } = await setup();
      expect((await setup(adminToken)).res.statusCode).toBe(403);
      expect(
        (
          await putSetup(
            { publicUrl: 'https://x.example', requireSecondFactor: false, mainMenuTemplateId: 11 },
            etag,
            adminToken,
          )
        ).statusCode,
      ).toBe(403);
      expect((await feature(14, false, adminToken)).statusCode).toBe(403);
      expect((await feature(14, false, maintToken)).statusCode).toBe(403);
    });

    it('reads the public URL, the switch and the menu template, and the feature switches with what they do', async () => {
      const { res } = await setup();
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body.values).toEqual({
        publicUrl: 'https://www.example.com',
        requireSecondFactor: false,
        mainMenuTemplateId: 11,
      });
      expect(body.secondFactorRequiredByServer).toBe(false);
      const comments = body.features.find((f: { tId: number }) => f.tId === 14);
      expect(comments).toMatchObject({
        name: 'Comments',
        enabled: true,
        description: expect.stringMatching(/comment/i),
      });
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
      const tagVisible = async () =>
        (await t.db.first<{ TVisible: unknown }>(sqlOf(`SELECT "TVisible" FROM "Tag" WHERE "TId" = 19`)))!.TVisible;
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
      expect(stale.json().errors[0].message).toMatch(
        /^Site Search was switched off by someone else since you opened Site Setup/,
      );
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
      const comments = await t.call(t.adminToken, {
        method: 'PUT',
        url: '/api/v1/mc/comments/switch',
        payload: { enabled: false },
      });
      expect(comments.statusCode, comments.body).toBe(200);
      expect((await shown(14)).enabled).toBe(false);
      expect(
        (
          await t.call(t.adminToken, { method: 'PUT', url: '/api/v1/mc/comments/switch', payload: { enabled: true } })
        ).json(),
      ).toEqual({ enabled: true, mayChange: true });
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
