// Previews (issue 28): the renderer of the public page (each page type, live, draft and versions, with the
// header, footer, menus, tokens, snippets and styles; changes to any of them seen at once; a template error
// shown with its line and column), on both databases through real HTTP calls (app.inject). The signed
// preview links (tampered 403, expired 410, shared links audited and revocable, scope kept): preview-links.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app.js';
import { testDialects } from '../support/dialects.js';
import { addPage, save, EDITOR, type Rec } from '../editor/support.js';
import { RenderCache } from '../../src/server/preview/render-cache.js';
import { LocalBus } from '../../src/server/platform/cluster/bus.js';
import { addWebPage, openSignedOut, previewHtml, previewLink, type PreviewKind } from './preview-support.js';

describe.each(testDialects())('preview (%s)', (dialect) => {
  let t: TestApp;
  // The app's clock, held still: only preview-links.test.ts moves it (to expire links).
  const clock = Date.now();
  beforeAll(async () => {
    t = await startApp(dialect, { now: () => clock });
  });
  afterAll(async () => t?.close());

  const link = (kind: PreviewKind, id: number, share = false, token = t.adminToken) =>
    previewLink(t, kind, id, share, token);
  const open = (url: string) => openSignedOut(t, url);
  const html = (kind: PreviewKind, id: number) => previewHtml(t, kind, id);
  const webPage = (title: string) => addWebPage(t, title);

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
    await t.db.run(
      t.db.builder
        .updateTable('News')
        .set({ NSource: 'Wire', NSourceUrl: 'javascript:steal()' })
        .where('CId', '=', Number(news.content.CId))
        .compile(),
    );
    const body = await html('draft', Number(news.content.CId));
    expect(body).toContain('Source: Wire</p>');
    expect(body).not.toContain('steal()');
    const event = (await addPage(t, t.adminToken, { CtId: 3, TId: 204, CTitle: 'Registered Event' })).page;
    await t.db.run(
      t.db.builder
        .updateTable('EventItem')
        .set({ EiRegistrationUrl: 'https://example.org/register?a=1&b=2' })
        .where('CId', '=', Number(event.content.CId))
        .compile(),
    );
    expect(await html('draft', Number(event.content.CId))).toContain(
      '<a class="button" href="https://example.org/register?a=1&amp;b=2">Register</a>',
    );
  });

  it('shows the draft and any version while the live page stays as published', async () => {
    const { cId, page, etag } = await webPage('Draft Page');
    const block = (page.blocks as Rec[])[0];
    const draft = await save(t, t.adminToken, cId, etag, {
      mode: 'draft',
      blocks: { creates: [], updates: [{ CbId: block.CbId, CbHeadline: 'Changed in the draft' }], deletes: [] },
    });
    expect(draft.statusCode, draft.body).toBe(200);
    expect(await html('live', cId)).not.toContain('Changed in the draft');
    const drafted = await html('draft', cId);
    expect(drafted).toContain('Changed in the draft');
    expect(drafted).toContain('class="preview-banner"');
    const versions = (await t.call(t.adminToken, { method: 'GET', url: `${EDITOR}/versions/${cId}` })).json() as {
      CvId: number;
      Draft: boolean;
    }[];
    const published = versions.filter((v) => !v.Draft);
    const oldest = published[published.length - 1];
    const old = await html('version', oldest.CvId);
    expect(old).not.toContain('Headline 1');
    expect(old).toContain(`Version ${oldest.CvId}`);
  });

  it('sees a change to a token, a snippet, a menu and a page template at once', async () => {
    const { cId } = await webPage('Live Changes');
    const template = (
      await t.call(t.adminToken, { method: 'GET', url: '/api/v1/mc/template-files/pages/1' })
    ).json() as { source: string };
    const put = await t.call(t.adminToken, {
      method: 'PUT',
      url: '/api/v1/mc/template-files/pages/1',
      payload: { source: `<p class="tok">{{ Preview-Phone }}</p>${template.source}` },
    });
    expect(put.statusCode, put.body).toBe(200);
    const token = await t.call(t.adminToken, {
      method: 'POST',
      url: '/api/v1/mc/tokens',
      payload: { name: 'Preview Phone', value: '555-0100' },
    });
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

    const locations = (
      await t.call(t.adminToken, { method: 'GET', url: '/api/v1/mc/custom-code/token-locations' })
    ).json() as { MdId: number; MdName: string }[];
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
    const home = await t.db.first<{ TId: number }>(
      t.db.builder.selectFrom('Tag').select('TId').where('TIdParent', '=', 53).where('TName', '=', 'Home').compile(),
    );
    const renamed = await t.call(t.adminToken, {
      method: 'PATCH',
      url: `/api/v1/db/tag/${home!.TId}`,
      payload: { TName: 'Start Here' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await html('live', cId)).toContain('>Start Here</a>');
    await t.call(t.adminToken, {
      method: 'PUT',
      url: '/api/v1/mc/template-files/pages/1',
      payload: { source: template.source },
    });
  });

  it("falls back to the starting header template when the header's source is empty", async () => {
    const { cId } = await webPage('Fallback Header');
    const first = await t.db.first<{ CbId: number; CbCopy: string }>(
      t.db.builder
        .selectFrom('ContentBlock')
        .select(['CbId', 'CbCopy'])
        .where('CId', '=', 6)
        .orderBy('CbSortOrder')
        .limit(1)
        .compile(),
    );
    await t.db.run(
      t.db.builder.updateTable('ContentBlock').set({ CbCopy: '' }).where('CbId', '=', first!.CbId).compile(),
    );
    try {
      const body = await html('live', cId);
      expect(body).toMatch(/<header class="site-header"><div class="utility-bar">[\s\S]*<div class="masthead">/);
      const header = /<header class="site-header">([\s\S]*?)<\/header>/.exec(body)![1];
      expect(header).not.toContain('(410) 555-0142'); // the seeded header's own line went with its source
    } finally {
      await t.db.run(
        t.db.builder
          .updateTable('ContentBlock')
          .set({ CbCopy: first!.CbCopy })
          .where('CbId', '=', first!.CbId)
          .compile(),
      );
    }
    expect(/<header class="site-header">([\s\S]*?)<\/header>/.exec(await html('live', cId))![1]).toContain(
      '(410) 555-0142',
    );
  });

  it('shows a template error with its template, line and column instead of a blank page', async () => {
    const { cId } = await webPage('Broken Template');
    const template = (
      await t.call(t.adminToken, { method: 'GET', url: '/api/v1/mc/template-files/pages/1' })
    ).json() as { source: string };
    const put = await t.call(t.adminToken, {
      method: 'PUT',
      url: '/api/v1/mc/template-files/pages/1',
      payload: { source: "<main>\n<p>fine</p>\n  {% include 'nowhere' %}\n</main>" },
    });
    expect(put.statusCode, put.body).toBe(200);
    const res = await open((await link('live', cId)).url);
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain('The page template “Web_Page” template has an error at line 3, column 3');
    expect(res.body).toContain('3 |   {% include &#39;nowhere&#39; %}');
    await t.call(t.adminToken, {
      method: 'PUT',
      url: '/api/v1/mc/template-files/pages/1',
      payload: { source: template.source },
    });
    expect((await open((await link('live', cId)).url)).statusCode).toBe(200);
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
    await t.db.run(
      t.db.builder
        .updateTable('News')
        .set({ NAuthor: 'Someone' })
        .where('CId', '=', Number(page.content.CId))
        .compile(),
    );
    expect(await cache.siteParts()).toBe(parts);
    expect(cache.loads).toBe(2);
    await t.db.run(
      t.db.builder.updateTable('Template').set({ TDescription: 'Changed' }).where('TemplateId', '=', 1).compile(),
    );
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
          {
            CbSortOrder: 2,
            CbHeadline: 'Photo',
            CbPhoto: 'javascript:steal()',
            CbLink: 'data:text/html,<script>steal()</script>',
          },
          { CbSortOrder: 3, CbHeadline: 'Hidden scheme', CbLink: 'java\tscript:steal()', CbLinkText: 'Tab' },
        ],
        updates: [],
        deletes: [],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    // The header's own link and a menu item's path are links too.
    const header = await t.db.first<{ CbId: number; CbLink: string | null }>(
      t.db.builder
        .selectFrom('ContentBlock')
        .select(['CbId', 'CbLink'])
        .where('CId', '=', 6)
        .orderBy('CbSortOrder')
        .limit(1)
        .compile(),
    );
    const tag = await t.db.first<{ TId: number; TPath: string | null }>(
      t.db.builder.selectFrom('Tag').select(['TId', 'TPath']).where('TIdParent', '=', 53).limit(1).compile(),
    );
    await t.db.run(
      t.db.builder
        .updateTable('ContentBlock')
        .set({ CbLink: 'javascript:steal()' })
        .where('CbId', '=', header!.CbId)
        .compile(),
    );
    const links = await t.db.all(
      t.db.builder.selectFrom('TagToContent').selectAll().where('TId', '=', tag!.TId).compile(),
    );
    await t.db.run(t.db.builder.deleteFrom('TagToContent').where('TId', '=', tag!.TId).compile());
    await t.db.run(
      t.db.builder.updateTable('Tag').set({ TPath: ' javascript:steal()' }).where('TId', '=', tag!.TId).compile(),
    );
    const body = await html('live', Number(added.page.content.CId));
    expect(body).toContain('<a class="logo" href="/">');
    expect(body).toMatch(/<nav class="main-menu"[^>]*><ul><li><a href="#">/);
    await t.db.run(
      t.db.builder
        .updateTable('ContentBlock')
        .set({ CbLink: header!.CbLink })
        .where('CbId', '=', header!.CbId)
        .compile(),
    );
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
});
