// Custom code and template files (issue 16 items 4 and 7): snippets saved with versions, a version compared and
// restored; page CSS; security header rules validated with the snippets' CSP warnings; template sources refused
// with the line and column of a Liquid syntax error, versions restored, e-mail still rendered from the saved
// source; Template Files refused to anyone but the MoJoAdmin.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app.js';
import { testDialects } from '../support/dialects.js';
import { renderEmail } from '../../src/server/email/email-templates.js';

const CODE = '/api/v1/mc/custom-code';
const FILES = '/api/v1/mc/template-files';

describe.each(testDialects())('custom code and template files (%s)', (dialect) => {
  let t: TestApp;
  let adminToken: string;
  let maintToken: string;
  beforeAll(async () => {
    t = await startApp(dialect);
    await t.addUser({
      userName: 'siteadmin',
      email: 'siteadmin@example.test',
      password: 'site-admin-password-1',
      displayName: 'Site Admin',
      roles: ['Admin'],
      claims: [],
    });
    await t.addUser({
      userName: 'maint',
      email: 'maint@example.test',
      password: 'maint-password-1',
      displayName: 'Maint',
      roles: ['Maintenance User'],
      claims: [['TId', '53']],
    });
    adminToken = await t.login('siteadmin', 'site-admin-password-1');
    maintToken = await t.login('maint', 'maint-password-1');
  });
  afterAll(async () => t?.close());
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = t.adminToken) =>
    t.call(token, { method, url, ...(payload ? { payload } : {}) });

  it('keeps a version of each snippet save, shows an older one and restores its code as a new version', async () => {
    const locations = (await call('GET', `${CODE}/token-locations`)).json() as { MdId: number; MdName: string }[];
    const head = locations.find((l) => l.MdName === 'Head Start')!;
    expect(head).toBeDefined();
    const created = await call(
      'POST',
      `${CODE}/snippets`,
      { CTitle: 'Analytics', code: 'console.log("one");', tokenLocationId: head.MdId, enabled: true },
      adminToken,
    );
    expect(created.statusCode, created.body).toBe(201);
    const { CId } = created.json() as { CId: number };
    const saved = await call(
      'PUT',
      `${CODE}/snippets/${CId}`,
      { CTitle: 'Analytics', code: 'console.log("two");', tokenLocationId: head.MdId, enabled: false },
      adminToken,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      CId,
      code: 'console.log("two");',
      enabled: false,
      tokenLocationId: head.MdId,
      sortOrder: 1,
    });
    // Stored where docs/decisions/0059-custom-code-and-template-files.md says: CMetaData.TokenLocationId, the code in the first block.
    const row = await t.db.first<{ CtId: number; CMetaData: unknown }>(
      t.db.builder.selectFrom('Content').select(['CtId', 'CMetaData']).where('CId', '=', CId).compile(),
    );
    expect(Number(row!.CtId)).toBe(62);
    expect(typeof row!.CMetaData === 'string' ? JSON.parse(row!.CMetaData) : row!.CMetaData).toMatchObject({
      TokenLocationId: head.MdId,
      Enabled: false,
    });

    const versions = (await call('GET', `${CODE}/snippets/${CId}/versions`)).json() as {
      CvId: number;
      Active: boolean;
      CvUserName: string;
    }[];
    expect(versions).toHaveLength(2);
    expect(versions[0]).toMatchObject({ Active: true, CvUserName: 'siteadmin' });
    expect(versions[1].Active).toBe(false);
    const first = await call('GET', `${CODE}/snippets/${CId}/versions/${versions[1].CvId}`);
    expect(first.json()).toMatchObject({ source: 'console.log("one");', CTitle: 'Analytics' });

    const restored = await call(
      'POST',
      `${CODE}/snippets/${CId}/versions/${versions[1].CvId}/restore`,
      undefined,
      adminToken,
    );
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({ code: 'console.log("one");', enabled: false });
    const after = (await call('GET', `${CODE}/snippets/${CId}/versions`)).json() as { CvNote: string }[];
    expect(after).toHaveLength(3);
    expect(after[0].CvNote).toBe(`Restored version ${versions[1].CvId}`);
    // A version of another item is not found through this one.
    expect((await call('GET', `${CODE}/snippets/${CId}/versions/999999`)).statusCode).toBe(404);
  });

  it('refuses a snippet in a token location that does not exist, and reorders the snippets', async () => {
    const bad = await call('POST', `${CODE}/snippets`, {
      CTitle: 'Nowhere',
      code: '',
      tokenLocationId: 987654,
      enabled: true,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors[0]).toMatchObject({ field: 'tokenLocationId' });
    const [head] = (await call('GET', `${CODE}/token-locations`)).json() as { MdId: number }[];
    const second = (
      await call('POST', `${CODE}/snippets`, {
        CTitle: 'Chat',
        code: 'window.chat = 1;',
        tokenLocationId: head.MdId,
        enabled: true,
      })
    ).json() as { CId: number };
    const list = (await call('GET', `${CODE}/snippets`)).json() as { CId: number }[];
    const reversed = list.map((s) => s.CId).reverse();
    const ordered = await call('PUT', `${CODE}/snippets/order`, { CIds: reversed });
    expect(ordered.statusCode, ordered.body).toBe(200);
    expect((ordered.json() as { CId: number }[]).map((s) => s.CId)).toEqual(reversed);
    expect((await call('PUT', `${CODE}/snippets/order`, { CIds: [second.CId] })).statusCode).toBe(422);
    const extra = (
      await call('POST', `${CODE}/snippets`, {
        CTitle: 'Temporary',
        code: '',
        tokenLocationId: head.MdId,
        enabled: false,
      })
    ).json() as { CId: number };
    expect((await call('DELETE', `${CODE}/snippets/${extra.CId}`)).statusCode).toBe(204);
    expect(((await call('GET', `${CODE}/snippets`)).json() as { CId: number }[]).map((s) => s.CId)).not.toContain(
      extra.CId,
    );
  });

  it('validates security header rules and warns when an enabled snippet needs what the CSP forbids', async () => {
    const wrong = await call('PUT', `${CODE}/security-headers`, {
      rules: [
        { name: 'X Bad Name', value: 'x', enabled: true },
        { name: 'Content-Security-Policy', value: "script-src self; bogus-directive 'none'", enabled: true },
      ],
    });
    expect(wrong.statusCode).toBe(422);
    const message = wrong.json().errors[0].message as string;
    expect(message).toContain('Rule 1: "X Bad Name" is not a valid header name');
    expect(message).toContain('"self" is not a source expression');
    expect(message).toContain('"bogus-directive" is not a Content-Security-Policy directive');

    const [head] = (await call('GET', `${CODE}/token-locations`)).json() as { MdId: number }[];
    await call('POST', `${CODE}/snippets`, {
      CTitle: 'Tag manager',
      code: '<script src="https://tags.example.net/gtm.js"></script>',
      tokenLocationId: head.MdId,
      enabled: true,
    });
    const ok = await call('PUT', `${CODE}/security-headers`, {
      rules: [
        {
          name: 'Content-Security-Policy',
          value: "default-src 'self'; script-src 'self' https://cdn.example.com",
          enabled: true,
        },
        { name: 'X-Frame-Options', value: 'DENY', enabled: true },
      ],
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const warnings = ok.json().warnings as { CTitle: string; message: string }[];
    expect(warnings.some((w) => w.CTitle === 'Chat' && /inline script/.test(w.message))).toBe(true);
    expect(warnings.some((w) => w.CTitle === 'Tag manager' && /tags\.example\.net/.test(w.message))).toBe(true);
    // Stored as MiscData kind 15, one row per rule, in order.
    const rows = await t.db.all<{ MdName: string }>(
      t.db.builder.selectFrom('MiscData').select('MdName').where('MdKind', '=', 15).orderBy('MdSortOrder').compile(),
    );
    expect(rows.map((r) => r.MdName)).toEqual(['Content-Security-Policy', 'X-Frame-Options']);
    // With 'unsafe-inline' and the host allowed, nothing is left to warn about.
    const allowed = await call('PUT', `${CODE}/security-headers`, {
      rules: [
        {
          name: 'Content-Security-Policy',
          value: "script-src 'self' 'unsafe-inline' https://tags.example.net",
          enabled: true,
        },
      ],
    });
    expect(allowed.json().warnings).toEqual([]);
  });

  it('saves one page CSS per content item and refuses a closing style tag', async () => {
    const saved = await call('PUT', `${CODE}/page-css/500`, { css: 'main { color: #333; }' });
    expect(saved.statusCode, saved.body).toBe(200);
    await call('PUT', `${CODE}/page-css/500`, { css: 'main { color: #000; }' });
    const rows = await t.db.all<{ PcCss: string }>(
      t.db.builder.selectFrom('PageCSS').select('PcCss').where('CId', '=', 500).compile(),
    );
    expect(rows).toEqual([{ PcCss: 'main { color: #000; }' }]);
    expect((await call('GET', `${CODE}/page-css`)).json()).toEqual([
      expect.objectContaining({ CId: 500, css: 'main { color: #000; }' }),
    ]);
    const bad = await call('PUT', `${CODE}/page-css/500`, { css: 'a{}</style><script>x()</script>' });
    expect(bad.statusCode).toBe(422);
  });

  it('keeps custom code from Maintenance Users', async () => {
    expect((await call('GET', `${CODE}/snippets`, undefined, maintToken)).statusCode).toBe(403);
  });

  it('refuses a template that does not parse with its line and column, and keeps versions of those that do', async () => {
    const list = (await call('GET', FILES)).json() as { CId: number; kind: string; source: string }[];
    expect(list.map((f) => f.kind)).toEqual(expect.arrayContaining(['header', 'footer', 'email']));
    const header = list.find((f) => f.kind === 'header')!;
    const broken = await call('PUT', `${FILES}/${header.CId}`, {
      source: '<header>\n  <h1>{{ site.name }}</h1>\n  {% if user %}\n</header>',
    });
    expect(broken.statusCode).toBe(422);
    expect(broken.json().errors[0]).toMatchObject({
      field: 'source',
      line: 3,
      column: 3,
      message: expect.stringMatching(/^Line 3, column 3: tag \{% if user %\} not closed/),
    });
    expect((await call('GET', `${FILES}/${header.CId}/versions`)).json()).toEqual([]);

    expect(
      (await call('PUT', `${FILES}/${header.CId}`, { source: '<header>{{ site.name }}</header>' })).statusCode,
    ).toBe(200);
    expect(
      (await call('PUT', `${FILES}/${header.CId}`, { source: '<header class="x">{{ site.name }}</header>' }))
        .statusCode,
    ).toBe(200);
    const versions = (await call('GET', `${FILES}/${header.CId}/versions`)).json() as { CvId: number }[];
    expect(versions).toHaveLength(2);
    const restored = await call('POST', `${FILES}/${header.CId}/versions/${versions[1].CvId}/restore`);
    expect(restored.json()).toMatchObject({ source: '<header>{{ site.name }}</header>' });
  });

  it('keeps the page templates’ source in Template.TSource with versions, refusing one that does not parse', async () => {
    const pages = (await call('GET', `${FILES}/pages`)).json() as {
      TemplateId: number;
      TName: string;
      TPath: string;
    }[];
    expect(pages.map((p) => p.TemplateId)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pages[0]).toMatchObject({ TName: 'Web_Page', TPath: expect.stringMatching(/\.liquid$/) });
    const broken = await call('PUT', `${FILES}/pages/1`, { source: '{% for b in blocks %}\n{{ b.copy }}' });
    expect(broken.statusCode).toBe(422);
    expect(broken.json().errors[0]).toMatchObject({ line: 1, column: 1, field: 'source' });
    expect((await call('PUT', `${FILES}/pages/1`, { source: '<main>{{ page.title }}</main>' })).statusCode).toBe(200);
    expect(
      (await call('PUT', `${FILES}/pages/1`, { source: '<main class="page">{{ page.title }}</main>' })).statusCode,
    ).toBe(200);
    const versions = (await call('GET', `${FILES}/pages/1/versions`)).json() as {
      CvId: number;
      Active: boolean;
      CvUserName: string;
    }[];
    expect(versions.map((v) => v.Active)).toEqual([true, false]);
    expect(versions[0].CvUserName).toBe('admin');
    expect((await call('GET', `${FILES}/pages/1/versions/${versions[1].CvId}`)).json()).toMatchObject({
      source: '<main>{{ page.title }}</main>',
    });
    const restored = await call('POST', `${FILES}/pages/1/versions/${versions[1].CvId}/restore`);
    expect(restored.json()).toMatchObject({ TemplateId: 1, source: '<main>{{ page.title }}</main>' });
    const row = await t.db.first<{ TSource: string }>(
      t.db.builder.selectFrom('Template').select('TSource').where('TemplateId', '=', 1).compile(),
    );
    expect(row!.TSource).toBe('<main>{{ page.title }}</main>');
    expect((await call('GET', `${FILES}/pages/11`)).statusCode).toBe(404);
    expect((await call('GET', `${FILES}/pages`, undefined, adminToken)).statusCode).toBe(403);
  });

  it('renders e-mail from the saved e-mail template source', async () => {
    const layout =
      '<!doctype html><html><head><title>{{subject}}</title></head><body><main>{{body}}</main><footer>Custom {{ year }}</footer></body></html>';
    const saved = await call('PUT', `${FILES}/50`, { source: layout });
    expect(saved.statusCode, saved.body).toBe(200);
    const mail = await renderEmail(t.db, { subject: 'Hi', bodyHtml: '<p>Body</p>' });
    expect(mail.html).toContain('<main><p>Body</p></main>');
    expect(mail.html).toContain(`Custom ${new Date().getFullYear()}`);
  });

  it('is for the MoJoAdmin only: an Admin is refused with 403', async () => {
    expect((await call('GET', FILES, undefined, adminToken)).statusCode).toBe(403);
    const put = await call('PUT', `${FILES}/50`, { source: 'x' }, adminToken);
    expect(put.statusCode).toBe(403);
    expect(put.json().errors[0].message).toMatch(/MoJoAdmin/);
  });
});
