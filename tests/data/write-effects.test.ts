// Write effects declared once (issue 11 item 5): every entity has its effects
// declared (data/write-effects.ts), and they happen whoever writes. Each
// writer — seeding, the generic interface (every entity, create and delete),
// its entity-specific calls, the editor, sign-in, logout, cache clears, mail,
// the site tools, form submissions, error logging — writes through a running
// server on a real database; after each write every entity's list total
// (x-pagination over HTTP, cached before the write) must equal its rows at
// once, and the audit trail must hold exactly the entries expected. The
// generic interface's create and delete of every entity: write-effects-generic.test.ts;
// the registry itself: write-effects-registry.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeEffectsOf } from '../../src/server/platform/data/write-effects.js';
import { sqlOf } from '../../src/server/platform/db/executor.js';
import { createUser } from '../../src/server/seed/admin.js';
import { seedDemoContent } from '../../src/server/seed/demo-content.js';
import { resetIdentitySequences } from '../../src/server/seed/sequences.js';
import { startApp, type TestApp } from '../support/app.js';
import { testDialects } from '../support/dialects.js';
import { png } from '../support/upload-fixtures.js';
import { fileUpload } from '../support/multipart.js';
import { Http } from './http.js';
import { TotalsProbe, type WriteSeen } from './totals-probe.js';

/** Data-layer writes (generic interface, editor): one Create entry per added row and one Delete entry per removed row of each audited entity. */
function expectAuditedPerRow(seen: WriteSeen<unknown>) {
  for (const [entity, delta] of Object.entries(seen.deltas)) {
    if (!writeEffectsOf(entity).audited) continue;
    const kind = delta > 0 ? 'Create' : 'Delete';
    expect(
      seen.audit.filter((a) => a.Entity === entity && a.Type === kind).length,
      `${kind} entries for ${entity}`,
    ).toBe(Math.abs(delta));
  }
  expect(seen.deltas.AuditLog ?? 0).toBe(seen.audit.length);
}

describe.each(testDialects())('write effects, writer by writer (%s)', (dialect) => {
  let t: TestApp;
  let http: Http;
  let probe: TotalsProbe;
  const signIn = (userName: string, password: string) =>
    http
      .as(undefined)
      .call('POST', '/api/v1/mc/jwt/login', { UserName: userName, Password: Buffer.from(password).toString('base64') });
  const tokenOf = async (userName: string, password: string) =>
    (await signIn(userName, password)).json().token as string;
  // A data call, authenticated against the cached stamps (jwt/check would read them afresh and prove nothing).
  const signedIn = async (token: string) =>
    (await http.as(token).call('GET', '/api/v1/db/redirect?pageNumber=1&pageSize=1')).status;

  beforeAll(async () => {
    // No per-user request limit: the probe lists every entity twice per write.
    t = await startApp(dialect, { apiRequestsPerMinute: 0 });
    http = await Http.listen(t);
    probe = new TotalsProbe(http, t.db);
  });
  afterAll(async () => t?.close());

  it('seeding: an account, then the demo site, into a running server', async () => {
    const user = await probe.around(() =>
      t.db.transaction((tx) =>
        createUser(tx, {
          userName: 'writer',
          email: 'writer@example.test',
          password: 'writer-password-1',
          displayName: 'Writer',
          roles: ['Admin'],
          claims: [],
        }),
      ),
    );
    expect(user.deltas).toEqual({ AspNetUsers: 1, AspNetUserRoles: 1 });
    expect(user.audit).toEqual([]);
    const demo = await probe.around(() =>
      t.db.transaction(async (tx) => {
        await seedDemoContent(tx);
        await resetIdentitySequences(tx);
      }),
    );
    for (const entity of [
      'Content',
      'ContentBlock',
      'ContentVersion',
      'Tag',
      'TagToContent',
      'Form',
      'FormSubmission',
      'Redirect',
      'AuditLog',
    ]) {
      expect(demo.deltas[entity], entity).toBeGreaterThan(0);
    }
    // The demo's own audit entries, and nothing the data layer would add: seeding is no user's edit.
    expect(demo.audit.length).toBe(demo.deltas.AuditLog);
    expect(demo.audit.filter((a) => ['Create', 'Update', 'Delete'].includes(a.Type) && a.UserName === 'admin')).toEqual(
      [],
    );
  });

  it("the generic interface's own calls: auditlog/post, systemmessages/archive", async () => {
    const note = await probe.around(() =>
      http.call('POST', '/api/v1/db/auditlog/post', { Type: 'Note', Message: 'Checked the totals' }),
    );
    expect(note.result.status).toBe(201);
    expect(note.deltas).toEqual({ AuditLog: 1 });
    expect(note.audit).toMatchObject([{ Type: 'Note', Message: 'Checked the totals', UserName: 'admin' }]);
    const sId = (await t.db.first<{ SId: number }>(sqlOf(`SELECT MIN("SId") AS "SId" FROM "SystemMessages"`)))!.SId;
    const archived = await probe.around(() => http.call('GET', `/api/v1/db/systemmessages/archive?sId=${sId}`));
    expect(archived.result.status).toBe(200);
    // Archiving is an edit of the message, audited like one.
    expect(archived.deltas).toEqual({ AuditLog: 1 });
    expect(archived.audit).toMatchObject([{ Type: 'Update', Entity: 'SystemMessages', EntityKey: String(sId) }]);
  });

  it('the editor: a new page, then its blocks', async () => {
    const added = await probe.around(() =>
      http.call('POST', '/api/v1/mc/editor/add', { CtId: 1, TId: 53, CTitle: 'Write effects page' }),
    );
    expect(added.result.status, added.result.text).toBe(201);
    expect(added.deltas.Content).toBe(1);
    expectAuditedPerRow(added);
    const cId = added.result.json().content.CId as number;
    const saved = await probe.around(() =>
      http.call(
        'PUT',
        `/api/v1/mc/editor/page/${cId}`,
        {
          blocks: {
            creates: [1, 2].map((n) => ({ CbSortOrder: n, CbHeadline: `Block ${n}` })),
            updates: [],
            deletes: [],
          },
        },
        { 'if-match': added.result.headers.get('etag')! },
      ),
    );
    expect(saved.result.status, saved.result.text).toBe(200);
    expect(saved.deltas.ContentBlock).toBe(2);
    expectAuditedPerRow(saved);
  });

  it('sign-in, a failed sign-in, logout and a cache clear: one audit entry each, the logged-out token refused at once', async () => {
    const good = await probe.around(() => signIn('writer', 'writer-password-1'));
    expect(good.result.json().success).toBe(true);
    expect(good.deltas).toEqual({ AuditLog: 1, UserSession: 1 }); // a sign-in is a session of its own (issue 25 item 6)
    expect(good.audit).toMatchObject([{ Type: 'Login', Message: 'Login Successful', UserName: 'writer' }]);

    const bad = await probe.around(() => signIn('writer', 'not the password'));
    expect(bad.result.json().success).toBe(false);
    expect(bad.deltas).toEqual({ AuditLog: 1 });
    expect(bad.audit).toMatchObject([
      { Type: 'Login', Message: expect.stringMatching(/^Login Fail: /), UserName: 'writer' },
    ]);

    const token = good.result.json().token as string;
    expect(await signedIn(token)).toBe(200); // its stamp is cached now
    const out = await probe.around(() => http.as(token).call('GET', '/api/v1/mc/jwt/frontendlogout'));
    expect(out.result.status).toBe(200);
    expect(out.deltas).toEqual({ AuditLog: 1 });
    expect(out.audit).toMatchObject([{ Type: 'Login', Message: 'Logout', UserName: 'writer' }]);
    expect(await signedIn(token)).toBe(401);

    const clear = await probe.around(() => http.call('GET', '/api/v1/mc/cache/clear/db'));
    expect(clear.result.status).toBe(200);
    // The clear stamps the Cache record (Content 4) through the data layer, audited as an update, then audits itself.
    expect(clear.deltas).toEqual({ AuditLog: 2 });
    expect(clear.audit).toMatchObject([
      { Type: 'Update', Entity: 'Content', EntityKey: '4' },
      { Type: 'Cache', UserName: 'admin' },
    ]);
  });

  it('account effects whoever writes: a change through the generic interface, or a raw statement, ends sessions at once', async () => {
    const userId = (await t.db.first<{ Id: string }>(
      sqlOf(`SELECT "Id" FROM "AspNetUsers" WHERE "UserName" = 'writer'`),
    ))!.Id;
    let token = await tokenOf('writer', 'writer-password-1');
    expect(await signedIn(token)).toBe(200);
    const disabled = await probe.around(() =>
      http.call('PATCH', `/api/v1/db/aspnetusers/${userId}`, { Disabled: true }),
    );
    expect(disabled.result.status, disabled.result.text).toBe(200);
    expect(disabled.audit).toMatchObject([{ Type: 'Update', Entity: 'AspNetUsers', EntityKey: userId }]);
    expect(await signedIn(token)).toBe(401);
    await http.call('PATCH', `/api/v1/db/aspnetusers/${userId}`, { Disabled: false });

    token = await tokenOf('writer', 'writer-password-1');
    expect(await signedIn(token)).toBe(200);
    const p = dialect === 'sqlite' ? '?' : '$1';
    await t.db.run(sqlOf(`UPDATE "AspNetUsers" SET "SecurityStamp" = 'rotated by hand' WHERE "Id" = ${p}`, [userId]));
    expect(await signedIn(token)).toBe(401);
  });

  it("scoped totals follow the tables scopes are computed from: a new tag link shows in a Maintenance User's total at once", async () => {
    const tag = (await http.call('POST', '/api/v1/db/tag', { TName: 'Scoped totals', TIdParent: null })).json()
      .TId as number;
    const page = (await http.call('POST', '/api/v1/db/content', { CtId: 1, CTitle: 'Scoped page' })).json()
      .CId as number;
    await t.addUser({
      userName: 'scoped',
      email: 'scoped@example.test',
      password: 'scoped-password-1',
      displayName: 'Scoped',
      roles: ['Maintenance User'],
      claims: [['TId', String(tag)]],
    });
    const scoped = http.as(await tokenOf('scoped', 'scoped-password-1'));
    const total = async () =>
      JSON.parse((await scoped.call('GET', '/api/v1/db/content?pageNumber=1&pageSize=1')).headers.get('x-pagination')!)
        .totalCount as number;
    expect(await total()).toBe(0); // counted, and cached for this scope
    expect((await http.call('POST', '/api/v1/db/tagtocontent', { TId: tag, CId: page })).status).toBe(201);
    expect(await total()).toBe(1);
  });

  it('mail: a staff message and a password reset are archived, the reset audited', async () => {
    const sent = await probe.around(() =>
      http.call('POST', '/api/v1/mc/email/send', { to: 'someone@example.test', subject: 'Totals', text: 'Hello' }),
    );
    expect(sent.result.status, sent.result.text).toBe(200);
    expect(sent.deltas).toEqual({ EmailArchive: 1 });
    expect(sent.audit).toEqual([]);
    const reset = await probe.around(() =>
      http.as(undefined).call('POST', '/api/v1/mc/jwt/reset-password', { email: 'writer@example.test' }),
    );
    expect(reset.result.status, reset.result.text).toBe(200);
    expect(reset.deltas.EmailArchive).toBe(1);
    expect(reset.audit).toMatchObject([{ Type: 'Password', Message: 'Password Reset Requested', UserName: 'writer' }]);
  });

  it('the site tools: a menu item, a site setting, a removal, a sitemap, an upload, a form submission', async () => {
    const page = (
      await http.call('POST', '/api/v1/db/content', { CtId: 1, CTitle: 'Menu target', CSeoUrl: '/menu-target' })
    ).json().CId as number;
    const menu = (await http.call('POST', '/api/v1/db/tag', { TName: 'Totals menu', TIdParent: null })).json()
      .TId as number;
    const item = await probe.around(() =>
      http.call('POST', `/api/v1/mc/navigation/${menu}/items`, {
        TName: 'Totals',
        CId: page,
        parentId: menu,
        beforeId: null,
      }),
    );
    expect(item.result.status, item.result.text).toBe(201);
    // The new tag and its page link, each audited; the menu's chain pointers change too (audited updates).
    expect(item.deltas).toEqual({ Tag: 1, TagToContent: 1, AuditLog: item.audit.length });
    expectAuditedPerRow(item);

    const setting = await probe.around(() =>
      http.call('PUT', '/api/v1/mc/site/maintenance-mode', {
        enabled: false,
        startsAt: null,
        endsAt: null,
        message: 'Back soon',
      }),
    );
    expect(setting.result.status, setting.result.text).toBe(200);
    // The setting's record (Content 19) is updated through the data layer's audit, then the setting is audited in words.
    expect(setting.deltas).toEqual({ AuditLog: 2 });
    expect(setting.audit).toMatchObject([{ Type: 'Update', Entity: 'Content', EntityKey: '19' }, { Type: 'Site' }]);

    const removed = await probe.around(() => http.call('POST', `/api/v1/mc/content/${page}/remove`));
    expect(removed.result.json()).toMatchObject({ changed: true });
    expect(removed.deltas).toEqual({ AuditLog: 2 });
    expect(removed.audit).toMatchObject([
      { Type: 'Update', Entity: 'Content', EntityKey: String(page) },
      { Type: 'Content', Message: expect.stringMatching(/^Removed content/) },
    ]);

    const sitemap = await probe.around(() => http.call('GET', '/api/v1/mc/sitemap/regen'));
    expect(sitemap.result.status, sitemap.result.text).toBe(200);
    expect(sitemap.deltas).toEqual({ AuditLog: 1 });
    expect(sitemap.audit).toMatchObject([{ Type: 'Sitemap' }]);

    const { payload, headers } = fileUpload('totals.png', png(4, 4), 'image/png');
    const upload = await probe.around(() => http.call('POST', '/api/v1/mc/file', payload, headers));
    expect(upload.result.status, upload.result.text).toBe(201);
    // The file becomes a media library record (issue 14 item 1): its Content row and both audit entries.
    expect(upload.deltas).toEqual({ AuditLog: 2, Content: 1 });
    expect(upload.audit).toMatchObject([
      { Type: 'Create', Entity: 'Content', EntityKey: String((JSON.parse(upload.result.text) as { id: number }).id) },
      { Type: 'File' },
    ]);

    const formId = (await t.db.first<{ FrmId: number }>(
      sqlOf(`SELECT MIN("FrmId") AS "FrmId" FROM "Form" WHERE "FrmVisible" = ${dialect === 'sqlite' ? 1 : 'true'}`),
    ))!.FrmId;
    const form = await probe.around(async () => {
      const answer = await http
        .as(undefined)
        .call('POST', `/api/v1/db/form/submit?id=${formId}`, 'name=Ann&email=ann%40example.com&message=Hello', {
          'content-type': 'application/x-www-form-urlencoded',
        });
      // The deliveries run after the commit and archive what they send: a total read while one was archiving would be
      // a row behind its count (seen once). So the totals are checked once each delivery's first attempt is over.
      const unattempted = sqlOf(
        `SELECT COUNT(*) AS n FROM "FormDelivery" WHERE "FdAttempts" = 0 AND "FsId" = (SELECT MAX("FsId") FROM "FormSubmission")`,
      );
      await expect
        .poll(async () => Number((await t.db.first<{ n: number | string }>(unattempted))!.n), { timeout: 20_000 })
        .toBe(0);
      return answer;
    });
    expect(form.result.status, form.result.text).toBe(200);
    // The submission and its two deliveries (docs/forms.md), in one commit; the e-mails they send are archived after it.
    const { EmailArchive: _mails = 0, ...stored } = form.deltas;
    expect(stored).toEqual({ FormSubmission: 1, FormDelivery: 2 });
    expect(form.audit).toEqual([]);
  });

  it('error logging: a 500 is logged in ErrorLog, and clearing the log drops its total', async () => {
    // A real fault under the running server, as tests/security/errors.test.ts makes one: a table vanishes.
    await t.db.exec('DROP TABLE "PageCSS"');
    probe.forget('PageCSS');
    const failed = await probe.around(() => http.call('GET', '/api/v1/db/pagecss?pageNumber=1'));
    expect(failed.result.status).toBe(500);
    expect(failed.deltas).toEqual({ ErrorLog: 1 });
    expect(failed.audit).toEqual([]);
    const cleared = await probe.around(() => http.call('GET', '/api/v1/db/errorlog/truncate'));
    expect(cleared.result.status).toBe(200);
    expect(cleared.deltas.ErrorLog).toBeLessThan(0);
    expect(cleared.audit).toMatchObject([{ Type: 'ErrorLog', UserName: 'admin' }]);
  });
});
