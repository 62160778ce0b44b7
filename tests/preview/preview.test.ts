// Previews (issue 28): the renderer of the public page (each page type, live, draft and versions, with the
// header, footer, menus, tokens, snippets and styles; changes to any of them seen at once; a template error
// shown with its line and column), and the signed preview links (tampered 403, expired 410, shared links
// audited and revocable, scope kept), on both databases through real HTTP calls (app.inject).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app.js';
import { testDialects } from '../support/dialects.js';
import { addPage, save, EDITOR, type Rec } from '../editor/support.js';
import { RenderCache } from '../../src/server/preview/render-cache.js';
import { LocalBus } from '../../src/server/cluster/bus.js';

const PREVIEW = '/api/v1/mc/preview';
const HOUR = 3600_000;

describe.each(testDialects())('preview (%s)', (dialect) => {
  let t: TestApp;
  let clock = Date.now();
  beforeAll(async () => {
    t = await startApp(dialect, { now: () => clock });
  });
  afterAll(async () => t?.close());

  const link = async (kind: 'live' | 'draft' | 'version', id: number, share = false, token = t.adminToken) => {
    const res = await t.call(token, { method: 'POST', url: `${PREVIEW}/links`, payload: { kind, id, ...(share ? { share } : {}) } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { url: string; expiresAt: string; id: number | null };
  };
  // Signed out: no token at all.
  const open = (url: string) => t.call('', { method: 'GET', url });
  const html = async (kind: 'live' | 'draft' | 'version', id: number) => {
    const res = await open((await link(kind, id)).url);
    expect(res.statusCode, res.body).toBe(200);
    return res.body;
  };
  const webPage = async (title: string) => {
    const added = await addPage(t, t.adminToken, { CtId: 1, TId: 53, CTitle: title });
    const res = await save(t, t.adminToken, added.page.content.CId, added.etag, {
      content: { CIntroText: '<p>Intro <script>alert(1)</script>text</p>' },
      blocks: { creates: [1, 2].map((n) => ({ CbSortOrder: n, CbHeadline: `Headline ${n}`, CbCopy: `<p>Copy ${n}</p>` })), updates: [], deletes: [] },
    });
    expect(res.statusCode, res.body).toBe(200);
    return { cId: Number(added.page.content.CId), page: res.json() as Rec, etag: String(res.headers.etag) };
  };

  it('renders a web page through its template with the header, footer and menus, under a sandboxing CSP', async () => {
    const { cId } = await webPage('Renderer Page');
    const res = await open((await link('live', cId)).url);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/(^|; )sandbox allow-scripts/);
    expect(csp).not.toMatch(/allow-same-origin|allow-top-navigation|allow-forms/);
    expect(csp).toContain("connect-src 'none'");
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    const body = res.body;
    expect(body).toMatch(/^<!doctype html>/);
    expect(body).toContain('<h1>Renderer Page</h1>');
    expect(body).toContain('<h2>Headline 1</h2>');
    expect(body.indexOf('Headline 1')).toBeLessThan(body.indexOf('Headline 2'));
    expect(body).toContain('<p>Copy 2</p>');
    // The rich text as sanitised on save: no script survives.
    expect(body).not.toContain('alert(1)');
    // The header template with the primary menu (the seed's Home item, linked to the home page at /).
    expect(body).toMatch(/<header class="site-header">[\s\S]*<nav class="main-menu"[\s\S]*<a href="\/">Home<\/a>/);
    expect(body).toMatch(/<footer class="site-footer">[\s\S]*All rights reserved/);
  });

  it('renders each content type with its own template and facts', async () => {
    const cases: [number, number, string, string][] = [
      [2, 208, 'Preview News', 'news-item'],
      [3, 204, 'Preview Event', 'event'],
      [4, 201, 'Preview Post', 'blog-post'],
      [7, 211, 'Preview Project', 'project'],
      [6, 214, 'Preview Opening', 'custom-page'],
    ];
    for (const [ctId, tId, title, css] of cases) {
      const { page } = await addPage(t, t.adminToken, { CtId: ctId, TId: tId, CTitle: title });
      const body = await html('draft', Number(page.content.CId));
      expect(body, title).toContain(`<article class="${css}">`);
      expect(body, title).toContain(`<h1>${title}</h1>`);
    }
  });

  it("keeps a news item's source link and an event's registration link to web links", async () => {
    const news = (await addPage(t, t.adminToken, { CtId: 2, TId: 208, CTitle: 'Sourced News' })).page;
    await t.db.run(t.db.builder.updateTable('News').set({ NSource: 'Wire', NSourceUrl: 'javascript:steal()' }).where('CId', '=', Number(news.content.CId)).compile());
    const body = await html('draft', Number(news.content.CId));
    expect(body).toContain('Source: Wire</p>');
    expect(body).not.toContain('steal()');
    const event = (await addPage(t, t.adminToken, { CtId: 3, TId: 204, CTitle: 'Registered Event' })).page;
    await t.db.run(t.db.builder.updateTable('EventItem').set({ EiRegistrationUrl: 'https://example.org/register?a=1&b=2' }).where('CId', '=', Number(event.content.CId)).compile());
    expect(await html('draft', Number(event.content.CId))).toContain('<a class="button" href="https://example.org/register?a=1&amp;b=2">Register</a>');
  });

  it('shows the draft and any version while the live page stays as published', async () => {
    const { cId, page, etag } = await webPage('Draft Page');
    const block = (page.blocks as Rec[])[0];
    const draft = await save(t, t.adminToken, cId, etag, { mode: 'draft', blocks: { creates: [], updates: [{ CbId: block.CbId, CbHeadline: 'Changed in the draft' }], deletes: [] } });
    expect(draft.statusCode, draft.body).toBe(200);
    expect(await html('live', cId)).not.toContain('Changed in the draft');
    const drafted = await html('draft', cId);
    expect(drafted).toContain('Changed in the draft');
    expect(drafted).toContain('class="preview-banner"');
    const versions = (await t.call(t.adminToken, { method: 'GET', url: `${EDITOR}/versions/${cId}` })).json() as { CvId: number; Draft: boolean }[];
    const published = versions.filter((v) => !v.Draft);
    const oldest = published[published.length - 1];
    const old = await html('version', oldest.CvId);
    expect(old).not.toContain('Headline 1');
    expect(old).toContain(`Version ${oldest.CvId}`);
  });

  it('sees a change to a token, a snippet, a menu and a page template at once', async () => {
    const { cId } = await webPage('Live Changes');
    const template = (await t.call(t.adminToken, { method: 'GET', url: '/api/v1/mc/template-files/pages/1' })).json() as { source: string };
    const put = await t.call(t.adminToken, { method: 'PUT', url: '/api/v1/mc/template-files/pages/1', payload: { source: `<p class="tok">{{ Preview-Phone }}</p>${template.source}` } });
    expect(put.statusCode, put.body).toBe(200);
    const token = await t.call(t.adminToken, { method: 'POST', url: '/api/v1/mc/tokens', payload: { name: 'Preview Phone', value: '555-0100' } });
    expect(token.statusCode, token.body).toBe(201);
    expect(await html('live', cId)).toContain('<p class="tok">555-0100</p>');
    const changed = await t.call(t.adminToken, {
      method: 'PUT',
      url: `/api/v1/mc/tokens/${token.json().id}`,
      payload: { name: 'Preview Phone', value: '555-0199' },
      headers: { 'if-match': String(token.headers.etag) },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await html('live', cId)).toContain('<p class="tok">555-0199</p>');

    const locations = (await t.call(t.adminToken, { method: 'GET', url: '/api/v1/mc/custom-code/token-locations' })).json() as { MdId: number; MdName: string }[];
    const bodyEnd = locations.find((l) => l.MdName === 'Body End')!;
    const snippet = await t.call(t.adminToken, {
      method: 'POST',
      url: '/api/v1/mc/custom-code/snippets',
      payload: { CTitle: 'Counter', code: 'window.previewCounter = 1;', tokenLocationId: bodyEnd.MdId, enabled: true },
    });
    expect(snippet.statusCode, snippet.body).toBe(201);
    expect(await html('live', cId)).toMatch(/<script>window\.previewCounter = 1;<\/script>\s*<\/body>/);
    const off = await t.call(t.adminToken, {
      method: 'PUT',
      url: `/api/v1/mc/custom-code/snippets/${snippet.json().CId}`,
      payload: { CTitle: 'Counter', code: 'window.previewCounter = 1;', tokenLocationId: bodyEnd.MdId, enabled: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(await html('live', cId)).not.toContain('previewCounter');

    // The main menu's Home item renamed through the generic interface.
    const home = await t.db.first<{ TId: number }>(t.db.builder.selectFrom('Tag').select('TId').where('TIdParent', '=', 53).where('TName', '=', 'Home').compile());
    const renamed = await t.call(t.adminToken, { method: 'PATCH', url: `/api/v1/db/tag/${home!.TId}`, payload: { TName: 'Start Here' } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await html('live', cId)).toContain('>Start Here</a>');
    await t.call(t.adminToken, { method: 'PUT', url: '/api/v1/mc/template-files/pages/1', payload: { source: template.source } });
  });

  it("falls back to the starting header template when the header's source is empty", async () => {
    const { cId } = await webPage('Fallback Header');
    const first = await t.db.first<{ CbId: number; CbCopy: string }>(t.db.builder.selectFrom('ContentBlock').select(['CbId', 'CbCopy']).where('CId', '=', 6).orderBy('CbSortOrder').limit(1).compile());
    await t.db.run(t.db.builder.updateTable('ContentBlock').set({ CbCopy: '' }).where('CbId', '=', first!.CbId).compile());
    try {
      const body = await html('live', cId);
      expect(body).toMatch(/<header class="site-header"><div class="utility-bar">[\s\S]*<div class="masthead">/);
      const header = /<header class="site-header">([\s\S]*?)<\/header>/.exec(body)![1];
      expect(header).not.toContain('(410) 555-0142'); // the seeded header's own line went with its source
    } finally {
      await t.db.run(t.db.builder.updateTable('ContentBlock').set({ CbCopy: first!.CbCopy }).where('CbId', '=', first!.CbId).compile());
    }
    expect(/<header class="site-header">([\s\S]*?)<\/header>/.exec(await html('live', cId))![1]).toContain('(410) 555-0142');
  });

  it('shows a template error with its template, line and column instead of a blank page', async () => {
    const { cId } = await webPage('Broken Template');
    const template = (await t.call(t.adminToken, { method: 'GET', url: '/api/v1/mc/template-files/pages/1' })).json() as { source: string };
    const put = await t.call(t.adminToken, { method: 'PUT', url: '/api/v1/mc/template-files/pages/1', payload: { source: "<main>\n<p>fine</p>\n  {% include 'nowhere' %}\n</main>" } });
    expect(put.statusCode, put.body).toBe(200);
    const res = await open((await link('live', cId)).url);
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain('The page template “Web_Page” template has an error at line 3, column 3');
    expect(res.body).toContain('3 |   {% include &#39;nowhere&#39; %}');
    await t.call(t.adminToken, { method: 'PUT', url: '/api/v1/mc/template-files/pages/1', payload: { source: template.source } });
    expect((await open((await link('live', cId)).url)).statusCode).toBe(200);
  });

  it('refuses a changed link (403) and an expired one (410)', async () => {
    const { cId } = await webPage('Signed Page');
    const { url } = await link('draft', cId);
    expect((await open(url.replace(`/draft/${cId}`, `/draft/${cId + 1}`))).statusCode).toBe(403);
    expect((await open(url.replace('/draft/', '/live/'))).statusCode).toBe(403);
    const exp = /exp=(\d+)/.exec(url)![1];
    expect((await open(url.replace(`exp=${exp}`, `exp=${Number(exp) + 3600}`))).statusCode).toBe(403);
    expect((await open(url.replace(/&sig=.*$/, ''))).statusCode).toBe(403);
    const before = clock;
    clock += 11 * 60_000;
    try {
      const expired = await open(url);
      expect(expired.statusCode).toBe(410);
      expect(expired.json().errors[0].message).toMatch(/expired/);
    } finally {
      clock = before;
    }
  });

  it('makes shared links that open the draft signed out, audited, revocable and expiring after the set hours', async () => {
    const { cId, page, etag } = await webPage('Shared Page');
    const block = (page.blocks as Rec[])[0];
    await save(t, t.adminToken, cId, etag, { mode: 'draft', blocks: { creates: [], updates: [{ CbId: block.CbId, CbHeadline: 'Shared draft headline' }], deletes: [] } });
    const shared = await link('draft', cId, true);
    expect(shared.id).toEqual(expect.any(Number));
    expect(Date.parse(shared.expiresAt) - clock).toBeGreaterThan(23.9 * HOUR);
    expect(Date.parse(shared.expiresAt) - clock).toBeLessThanOrEqual(24 * HOUR);
    const seen = await open(shared.url);
    expect(seen.statusCode).toBe(200);
    expect(seen.body).toContain('Shared draft headline');
    // Another link id under the same signature is refused.
    expect((await open(shared.url.replace(`link=${shared.id}`, `link=${shared.id! + 1}`))).statusCode).toBe(403);

    const listed = (await t.call(t.adminToken, { method: 'GET', url: `${PREVIEW}/links?CId=${cId}` })).json() as { id: number; issuedBy: string; revokedAt: string | null }[];
    expect(listed[0]).toMatchObject({ id: shared.id, issuedBy: 'admin', revokedAt: null });
    const audited = await t.db.all<{ Type: string; UserName: string }>(
      t.db.builder.selectFrom('AuditLog').select(['Type', 'UserName']).where('Entity', '=', 'MiscData').where('EntityKey', '=', String(shared.id)).compile(),
    );
    expect(audited.map((a) => a.Type)).toContain('Create');

    const revoked = await t.call(t.adminToken, { method: 'DELETE', url: `${PREVIEW}/links/${shared.id}` });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json()).toMatchObject({ revokedBy: 'admin' });
    const refused = await open(shared.url);
    expect(refused.statusCode).toBe(410);
    expect(refused.json().errors[0].message).toMatch(/revoked/);
    expect((await t.call(t.adminToken, { method: 'DELETE', url: `${PREVIEW}/links/${shared.id}` })).statusCode).toBe(409);
    const afterRevoke = await t.db.all<{ Type: string }>(t.db.builder.selectFrom('AuditLog').select('Type').where('Entity', '=', 'MiscData').where('EntityKey', '=', String(shared.id)).compile());
    expect(afterRevoke.map((a) => a.Type)).toContain('Update');

    const later = await link('draft', cId, true);
    const before = clock;
    clock += 25 * HOUR;
    try {
      expect((await open(later.url)).statusCode).toBe(410);
    } finally {
      clock = before;
    }
  });

  it("answers a live page's address on Site Setup's public URL, and none while it is a draft only", async () => {
    const { cId } = await webPage('Address Page');
    const address = async (id: number) => (await t.call(t.adminToken, { method: 'GET', url: `${PREVIEW}/live/${id}` })).json().url as string | null;
    const seo = await t.db.first<{ CMetaData: unknown }>(t.db.builder.selectFrom('Content').select('CMetaData').where('CId', '=', 67).compile());
    const meta = typeof seo!.CMetaData === 'string' ? JSON.parse(seo!.CMetaData) : seo!.CMetaData;
    const put = await t.call(t.adminToken, { method: 'PATCH', url: '/api/v1/db/content/67', payload: { CMetaData: { ...meta, CanonicalHost: 'https://www.example.org' } } });
    expect(put.statusCode, put.body).toBe(200);
    try {
      expect(await address(cId)).toBe('https://www.example.org/address-page');
      // The canonical link of the rendered page names the same address.
      expect(await html('live', cId)).toContain('<link rel="canonical" href="https://www.example.org/address-page">');
      // Without one saved, the server's PUBLIC_URL.
      expect((await t.call(t.adminToken, { method: 'PATCH', url: '/api/v1/db/content/67', payload: { CMetaData: { ...meta, CanonicalHost: '' } } })).statusCode).toBe(200);
      expect(await address(cId)).toBe(`${t.config.publicUrl}/address-page`);
    } finally {
      await t.call(t.adminToken, { method: 'PATCH', url: '/api/v1/db/content/67', payload: { CMetaData: meta } });
    }
    const { page } = await addPage(t, t.adminToken, { CtId: 4, TId: 201, CTitle: 'Unpublished Post' });
    expect(await address(Number(page.content.CId))).toBeNull();
  });

  it('keeps the site parts between renders and reads them again after a write to a table they come from, not after others', async () => {
    const cache = new RenderCache(t.db, new LocalBus('render-test'), t.config.publicUrl);
    const first = await cache.siteParts();
    expect(await cache.siteParts()).toBe(first);
    expect(cache.loads).toBe(1);
    // Adding a page writes Content, one of the sources: read again.
    const { page } = await addPage(t, t.adminToken, { CtId: 2, TId: 208, CTitle: 'Facts Only' });
    const parts = await cache.siteParts();
    expect(cache.loads).toBe(2);
    // A news item's facts are read per page, never part of the shared parts: kept.
    await t.db.run(t.db.builder.updateTable('News').set({ NAuthor: 'Someone' }).where('CId', '=', Number(page.content.CId)).compile());
    expect(await cache.siteParts()).toBe(parts);
    expect(cache.loads).toBe(2);
    await t.db.run(t.db.builder.updateTable('Template').set({ TDescription: 'Changed' }).where('TemplateId', '=', 1).compile());
    expect(await cache.siteParts()).not.toBe(parts);
    expect(cache.loads).toBe(3);
  });

  it('never lets a block run script or link to javascript:', async () => {
    const added = await addPage(t, t.adminToken, { CtId: 1, TId: 53, CTitle: 'Hostile Blocks' });
    const res = await save(t, t.adminToken, added.page.content.CId, added.etag, {
      blocks: {
        creates: [
          {
            CbSortOrder: 1,
            CbHeadline: '<script>alert("h")</script>',
            CbCopy: '<p onclick="steal()">Hi<img src="x" onerror="steal()"></p><script>steal()</script>',
            CbLink: 'javascript:steal()',
            CbLinkText: 'Go',
          },
          { CbSortOrder: 2, CbHeadline: 'Photo', CbPhoto: 'javascript:steal()', CbLink: 'data:text/html,<script>steal()</script>' },
          { CbSortOrder: 3, CbHeadline: 'Hidden scheme', CbLink: 'java\tscript:steal()', CbLinkText: 'Tab' },
        ],
        updates: [],
        deletes: [],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    // The header's own link and a menu item's path are links too.
    const header = await t.db.first<{ CbId: number; CbLink: string | null }>(
      t.db.builder.selectFrom('ContentBlock').select(['CbId', 'CbLink']).where('CId', '=', 6).orderBy('CbSortOrder').limit(1).compile(),
    );
    const tag = await t.db.first<{ TId: number; TPath: string | null }>(t.db.builder.selectFrom('Tag').select(['TId', 'TPath']).where('TIdParent', '=', 53).limit(1).compile());
    await t.db.run(t.db.builder.updateTable('ContentBlock').set({ CbLink: 'javascript:steal()' }).where('CbId', '=', header!.CbId).compile());
    const links = await t.db.all(t.db.builder.selectFrom('TagToContent').selectAll().where('TId', '=', tag!.TId).compile());
    await t.db.run(t.db.builder.deleteFrom('TagToContent').where('TId', '=', tag!.TId).compile());
    await t.db.run(t.db.builder.updateTable('Tag').set({ TPath: ' javascript:steal()' }).where('TId', '=', tag!.TId).compile());
    const body = await html('live', Number(added.page.content.CId));
    expect(body).toContain('<a class="logo" href="/">');
    expect(body).toMatch(/<nav class="main-menu"[^>]*><ul><li><a href="#">/);
    await t.db.run(t.db.builder.updateTable('ContentBlock').set({ CbLink: header!.CbLink }).where('CbId', '=', header!.CbId).compile());
    await t.db.run(t.db.builder.updateTable('Tag').set({ TPath: tag!.TPath }).where('TId', '=', tag!.TId).compile());
    for (const row of links)
      await t.db.run(
        t.db.builder
          .insertInto('TagToContent')
          .values(row as never)
          .compile(),
      );
    expect(body).not.toMatch(/steal\(\)/);
    expect(body).not.toContain('<script>alert');
    expect(body).toContain('&lt;script&gt;alert(&quot;h&quot;)&lt;/script&gt;');
  });

  it('makes links only for those who may open the page', async () => {
    const { cId } = await webPage('Scoped Page');
    await t.addUser({ userName: 'blogger', email: 'blogger@example.test', password: 'blogger-password-1', displayName: 'Blogger', roles: ['Maintenance User'], claims: [['TId', '201']] });
    const blogger = await t.login('blogger', 'blogger-password-1');
    const res = await t.call(blogger, { method: 'POST', url: `${PREVIEW}/links`, payload: { kind: 'draft', id: cId, share: true } });
    expect(res.statusCode).toBe(403);
    expect((await t.call(blogger, { method: 'POST', url: `${PREVIEW}/links`, payload: { kind: 'version', id: 99_999_999 } })).statusCode).toBe(404);
    expect((await t.call('', { method: 'POST', url: `${PREVIEW}/links`, payload: { kind: 'draft', id: cId } })).statusCode).toBe(401);
  });

  // Last: it spends this address's budget.
  it('limits the public preview path per address (429), counting refused links too', async () => {
    const { cId } = await webPage('Limited Page');
    const { url } = await link('live', cId);
    const forged = url.replace(/sig=[^&]+/, 'sig=forged');
    let status = 0;
    for (let i = 0; i < 301 && status !== 429; i++) status = (await open(forged)).statusCode;
    expect(status).toBe(429);
    expect((await open(url)).statusCode).toBe(429);
  });
});
