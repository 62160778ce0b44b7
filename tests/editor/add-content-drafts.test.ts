// Add Content files pages only where pages go and starts them as drafts
// (issue 25 item 4): a tool tag (AI Tools 85, API Access, the Dashboard 2)
// is refused with a 422 that names the problem in staff words; a content
// section, a menu and a menu's item are accepted (shared/filing-tags.ts). The
// new page is a draft, absent from sitemap.xml and the page tree until it is
// published, from the Drafts list or by a published save in the editor.
// Real HTTP, both databases.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app.js';
import { testDialects } from '../support/dialects.js';
import { EDITOR, addPage, readPage, save, type Rec } from './support.js';

describe.each(testDialects())('Add Content: filing tags and drafts (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(dialect);
  });
  afterAll(async () => t?.close());

  const add = (TId: number, CTitle: string) =>
    t.call(t.adminToken, { method: 'POST', url: `${EDITOR}/add`, payload: { CtId: 1, TId, CTitle } });
  const tagByPath = async (path: string) =>
    (await t.db.first<{ TId: number }>(
      t.db.builder.selectFrom('Tag').select('TId').where('TPath', '=', path).compile(),
    ))!.TId;
  const sitemapXml = async () => {
    const regen = await t.call(t.adminToken, { method: 'GET', url: '/api/v1/mc/sitemap/regen' });
    expect(regen.statusCode, regen.body).toBe(200);
    return (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
  };
  const inTree = async (url: string) => {
    const res = await t.call(t.adminToken, { method: 'GET', url: '/api/v1/mc/sitemap/tree' });
    expect(res.statusCode, res.body).toBe(200);
    const walk = (nodes: Rec[]): boolean => nodes.some((n) => n.CSeoUrl === url || walk(n.children ?? []));
    return walk(res.json() as Rec[]);
  };

  it('refuses a tool tag with a 422 that says pages do not go there, and writes nothing', async () => {
    const apiAccess = await tagByPath('/api-access');
    for (const [tId, name] of [
      [85, 'AI Tools'],
      [apiAccess, 'API Access'],
      [2, 'Dashboard'],
    ] as const) {
      const res = await add(tId, `Tool page ${tId}`);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors[0]).toMatchObject({
        field: 'TId',
        message: `"${name}" (${tId}) is a tool, not a place for pages: file a page under a content section (Blog, Events, News, Projects, Careers) or a menu`,
      });
    }
    const made = await t.db.first<{ n: number }>(
      t.db.builder
        .selectFrom('Content')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('CTitle', 'like', 'Tool page %')
        .compile(),
    );
    expect(Number(made!.n)).toBe(0);
  });

  it('accepts the content sections, the menus and a menu item', async () => {
    const menuItem = (await t.db.first<{ TId: number }>(
      t.db.builder.selectFrom('Tag').select('TId').where('TIdParent', '=', 53).compile(),
    ))!.TId;
    for (const tId of [201, 204, 208, 211, 214, 53, 56, menuItem])
      expect((await add(tId, `Filed under ${tId}`)).statusCode).toBe(201);
  });

  it('starts a new page as a draft, out of sitemap.xml and the page tree until the Drafts list publishes it', async () => {
    const { page, etag } = await addPage(t, t.adminToken, { CtId: 4, TId: 201, CTitle: 'Quiet Launch' });
    const cId = page.content.CId;
    expect(page.version).toBeNull();
    expect(page.draft).toMatchObject({ CvId: expect.any(Number) });
    expect(
      await t.call(t.adminToken, { method: 'GET', url: `${EDITOR}/versions/${cId}` }).then((r) => r.json()),
    ).toEqual([expect.objectContaining({ Active: false, Draft: true, CvNote: 'Created' })]);
    const drafts = (await t.call(t.adminToken, { method: 'GET', url: `${EDITOR}/drafts` })).json() as Rec[];
    expect(drafts.map((d) => d.CId)).toContain(cId);
    expect(await sitemapXml()).not.toContain('/blog/quiet-launch');
    expect(await inTree('/blog/quiet-launch')).toBe(false);

    const published = await t.call(t.adminToken, {
      method: 'POST',
      url: `${EDITOR}/version/${page.draft.CvId}/publish`,
      payload: {},
      headers: { 'if-match': etag },
    });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().version.CvId).toBe(page.draft.CvId);
    expect(await sitemapXml()).toContain('https://www.example.com/blog/quiet-launch</loc>');
    expect(await inTree('/blog/quiet-launch')).toBe(true);
  });

  it('makes a new page live when the editor saves it published', async () => {
    const { page, etag } = await addPage(t, t.adminToken, { CtId: 2, TId: 208, CTitle: 'Saved Live' });
    expect(await sitemapXml()).not.toContain('/news/saved-live');
    const res = await save(t, t.adminToken, page.content.CId, etag, { content: { CIntroText: '<p>Ready</p>' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ version: { CvId: expect.any(Number) }, draft: null });
    expect(await sitemapXml()).toContain('https://www.example.com/news/saved-live</loc>');
    expect((await readPage(t, t.adminToken, page.content.CId)).page.version).not.toBeNull();
  });

  it('publishes a new page unchanged: an empty published save makes it live', async () => {
    const { page, etag } = await addPage(t, t.adminToken, { CtId: 1, TId: 53, CTitle: 'As It Is' });
    const res = await save(t, t.adminToken, page.content.CId, etag, {
      blocks: { creates: [], updates: [], deletes: [] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ version: { CvId: expect.any(Number) }, draft: null });
    expect(await sitemapXml()).toContain('https://www.example.com/as-it-is</loc>');
  });
});
