// GET /api/v1/mc/reports/unfilled and /reports/page-numbers: what live pages
// lack, how many there are per type and per tag, within the caller's scope.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app.js';
import { testDialects } from '../support/dialects.js';

describe.each(testDialects())('reports (%s)', (dialect) => {
  let t: TestApp;
  const ids: Record<string, number> = {};
  const add = async (name: string, record: Record<string, unknown>) => {
    const res = await t.call(t.adminToken, {
      method: 'POST',
      url: '/api/v1/db/content',
      payload: { CTitle: name, ...record },
    });
    expect(res.statusCode, res.body).toBe(201);
    return (ids[name] = res.json().CId);
  };
  const block = async (CId: number, fields: Record<string, unknown>) => {
    const res = await t.call(t.adminToken, {
      method: 'POST',
      url: '/api/v1/db/contentblock',
      payload: { CId, ...fields },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().CbId as number;
  };
  let noAltBlock: number;

  beforeAll(async () => {
    t = await startApp(dialect);
    await add('No SEO title', { CtId: 1, CSeoUrl: '/no-seo-title', CMetaDesc: { description: 'Fine' } });
    await add('Bare', { CtId: 2, CSeoTitle: '  ', CMetaDesc: { description: '', keywords: 'a' } });
    await add('String description', {
      CtId: 4,
      CSeoTitle: 'S',
      CSeoUrl: '/blog/s',
      CMetaDesc: 'A description as plain JSON text',
    });
    await add('Deleted bare', { CtId: 1, CDeleted: true });
    await add('Note', { CtId: 58 });
    noAltBlock = await block(ids['String description'], { CbPhoto: '/files/a.png', CbPhotoAltText: '' });
    await block(ids['String description'], {
      CbPhoto: '/files/b.png',
      CbPhotoMetadata: {
        CssClass: 'x',
        ImageSettings: { txtAltText: 'A bridge', txtName: 'b', txtTitle: 'b', width: 10 },
      },
    });
    await block(ids['String description'], { CbHeadline: 'No photo' });
    await block(ids['Deleted bare'], { CbPhoto: '/files/c.png' });
    await t.call(t.adminToken, {
      method: 'POST',
      url: '/api/v1/db/tagtocontent',
      payload: { TId: 201, CId: ids['String description'], CSortOrder: 1 },
    });
  });
  afterAll(async () => t?.close());

  it('lists pages missing SEO title, URL or description, and photos without alt text', async () => {
    const res = await t.call(t.adminToken, { method: 'GET', url: '/api/v1/mc/reports/unfilled' });
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json();
    expect(report.pages).toEqual([
      { CId: ids['No SEO title'], CTitle: 'No SEO title', CtId: 1, CSeoUrl: '/no-seo-title', missing: ['CSeoTitle'] },
      { CId: ids.Bare, CTitle: 'Bare', CtId: 2, CSeoUrl: null, missing: ['CSeoTitle', 'CSeoUrl', 'CMetaDesc'] },
    ]);
    expect(report.blocks).toEqual([
      {
        CbId: noAltBlock,
        CId: ids['String description'],
        CTitle: 'String description',
        CbSortOrder: 0,
        CbPhoto: '/files/a.png',
      },
    ]);
    expect(report.totals).toEqual({ pages: 2, blocks: 1 });
  });

  it('counts live pages per page-like type (all six) and per tag', async () => {
    const res = await t.call(t.adminToken, { method: 'GET', url: '/api/v1/mc/reports/page-numbers' });
    expect(res.statusCode, res.body).toBe(200);
    const n = res.json();
    // Live: Home and Page Not Found (fixed records), 'No SEO title', 'String description'. 'Bare' has no URL.
    expect(n.total).toBe(4);
    expect(n.byType.map((r: { CtId: number }) => r.CtId)).toEqual([1, 2, 3, 4, 6, 7]);
    expect(n.byType[0]).toEqual({ CtId: 1, CtName: 'Web_Page', count: 3 });
    expect(n.byType.find((r: { CtId: number }) => r.CtId === 4).count).toBe(1);
    expect(n.byType.find((r: { CtId: number }) => r.CtId === 2).count).toBe(0);
    expect(n.byTag).toContainEqual({ TId: 201, TName: 'Blog', count: 1 });
    // The home page's item in the main menu counts under the menu, not as a row named 'Home'.
    expect(n.byTag).toContainEqual({ TId: 53, TName: 'Primary Navigation', count: 1 });
    expect(n.byTag.map((r: { TName: string }) => r.TName)).not.toContain('Home');
  });

  it("counts a menu's items under their menu ('By section' listed each item, repeating names)", async () => {
    const tagOf = async (TIdParent: number, TName: string, TPath: string) => {
      const res = await t.call(t.adminToken, {
        method: 'POST',
        url: '/api/v1/db/tag',
        payload: { TIdParent, TName, TPath, TVisible: true },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().TId as number;
    };
    const link = async (TId: number, CId: number) =>
      expect(
        (
          await t.call(t.adminToken, {
            method: 'POST',
            url: '/api/v1/db/tagtocontent',
            payload: { TId, CId, CSortOrder: 1 },
          })
        ).statusCode,
      ).toBe(201);
    const primaryAbout = await tagOf(53, 'About', '/no-seo-title');
    const nested = await tagOf(primaryAbout, 'About', '/no-seo-title');
    const footerAbout = await tagOf(55, 'About', '/no-seo-title');
    await link(primaryAbout, ids['No SEO title']);
    await link(nested, ids['No SEO title']);
    await link(footerAbout, ids['No SEO title']);

    const n = (await t.call(t.adminToken, { method: 'GET', url: '/api/v1/mc/reports/page-numbers' })).json();
    const names = n.byTag.map((r: { TName: string }) => r.TName);
    expect(new Set(names).size).toBe(names.length);
    expect(names).not.toContain('About');
    // Home and 'No SEO title' (linked twice, counted once) in the main menu; 'No SEO title' in the footer.
    expect(n.byTag).toContainEqual({ TId: 53, TName: 'Primary Navigation', count: 2 });
    expect(n.byTag).toContainEqual({ TId: 55, TName: 'Footer Navigation', count: 1 });
    expect(n.byTag).toContainEqual({ TId: 201, TName: 'Blog', count: 1 });
  });

  it('shows a Maintenance User only the content in their scope', async () => {
    await t.addUser({
      userName: 'blogger',
      email: 'blog@example.test',
      password: 'blog-password-1',
      displayName: 'Blog',
      roles: ['Maintenance User'],
      claims: [['TId', '201']],
    });
    const token = await t.login('blogger', 'blog-password-1');
    const unfilled = (await t.call(token, { method: 'GET', url: '/api/v1/mc/reports/unfilled' })).json();
    expect(unfilled.pages).toEqual([]);
    expect(unfilled.blocks.map((b: { CbId: number }) => b.CbId)).toEqual([noAltBlock]);
    const numbers = (await t.call(token, { method: 'GET', url: '/api/v1/mc/reports/page-numbers' })).json();
    expect(numbers.total).toBe(1);
    expect(numbers.byTag).toEqual([{ TId: 201, TName: 'Blog', count: 1 }]);
  });
});
