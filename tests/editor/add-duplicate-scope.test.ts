// New pages, copies, and what a Maintenance User reaches through the editor.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app.js';
import { testDialects } from '../support/dialects.js';
import { EDITOR, addPage, pageWithBlocks, readPage, save, type Rec } from './support.js';

describe.each(testDialects())('editor add, duplicate and scope (%s)', (dialect) => {
  let t: TestApp;
  let maint: string; // Maintenance User holding tag 201 (Blog)
  let mine: Rec; // a blog post under tag 201
  let other: Rec; // a news item under tag 208
  beforeAll(async () => {
    t = await startApp(dialect);
    await t.addUser({
      userName: 'maint',
      email: 'maint@example.test',
      password: 'maint-password-1',
      displayName: 'Maint',
      roles: ['Maintenance User'],
      claims: [['TId', '201']],
    });
    maint = await t.login('maint', 'maint-password-1');
    mine = (await addPage(t, t.adminToken, { CtId: 4, TId: 201, CTitle: "Blogger's First Post" })).page;
    other = (await addPage(t, t.adminToken, { CtId: 2, TId: 208, CTitle: 'Company News' })).page;
  });
  afterAll(async () => t?.close());

  it('adds a page under a tag with the section prefix, sort 999999 and a first version, a draft', async () => {
    expect(mine.content).toMatchObject({
      CtId: 4,
      TemplateId: 4,
      CTitle: "Blogger's First Post",
      CSeoTitle: "Blogger's First Post",
      CSeoUrl: '/blog/bloggers-first-post',
    });
    expect(mine.links).toEqual([
      expect.objectContaining({ TId: 201, CSortOrder: 999999, TtcPageUrl: '/blog/bloggers-first-post', TName: 'Blog' }),
    ]);
    // A new page starts as a draft (issue 25 item 4): no active version until it is published.
    expect(mine.version).toBeNull();
    expect(mine.draft).toMatchObject({ CvId: expect.any(Number) });
    expect(other.content.CSeoUrl).toBe('/news/company-news');
    // The same title again gets a free URL.
    const again = await addPage(t, t.adminToken, { CtId: 2, TId: 208, CTitle: 'Company News!' });
    expect(again.page.content.CSeoUrl).toBe('/news/company-news-2');
    const web = await addPage(t, t.adminToken, { CtId: 1, TId: 53, CTitle: 'Plain Page', TemplateId: 6 });
    expect(web.page.content).toMatchObject({ CSeoUrl: '/plain-page', TemplateId: 6 });
    const versions = (
      await t.call(t.adminToken, { method: 'GET', url: `${EDITOR}/versions/${web.page.content.CId}` })
    ).json();
    expect(versions).toEqual([expect.objectContaining({ Active: false, Draft: true, CvNote: 'Created' })]);
  });

  it('refuses a bad new page with the field named', async () => {
    const bad = async (body: Rec, field: string) => {
      const res = await t.call(t.adminToken, { method: 'POST', url: `${EDITOR}/add`, payload: body });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors[0].field).toBe(field);
    };
    await bad({ CtId: 10, TId: 53, CTitle: 'Nav' }, 'CtId');
    await bad({ CtId: 1, CTitle: 'No tag' }, 'TId');
    await bad({ CtId: 1, TId: 53, CTitle: '  ' }, 'CTitle');
    await bad({ CtId: 1, TId: 53, CTitle: '!!!' }, 'CTitle');
    expect(
      (
        await t.call(t.adminToken, {
          method: 'POST',
          url: `${EDITOR}/add`,
          payload: { CtId: 1, TId: 987654, CTitle: 'x' },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('duplicates a page with its blocks, linked under its tags only with bPagePicker', async () => {
    const { page } = await pageWithBlocks(t, 'Original');
    const cId = page.content.CId;
    const plain = await t.call(t.adminToken, {
      method: 'GET',
      url: `${EDITOR}/duplicate?cId=${cId}&bPagePicker=false`,
    });
    expect(plain.statusCode, plain.body).toBe(201);
    const copy = plain.json();
    expect(copy.content).toMatchObject({ CTitle: 'Copy of Original', CSeoUrl: '/original-copy', CtId: 1 });
    expect(copy.content.CId).not.toBe(cId);
    expect(copy.blocks.map((b: Rec) => [b.CbHeadline, b.CbCopy, b.CId])).toEqual(
      [1, 2, 3].map((n) => [`Block ${n}`, `<p>Copy ${n}</p>`, copy.content.CId]),
    );
    expect(copy.links).toEqual([]);
    expect(copy.version).not.toBeNull();

    const picked = await t.call(t.adminToken, {
      method: 'GET',
      url: `${EDITOR}/duplicate?cId=${cId}&bPagePicker=true`,
    });
    expect(picked.statusCode).toBe(201);
    expect(picked.json().content.CSeoUrl).toBe('/original-copy-2');
    expect(picked.json().links).toEqual([
      expect.objectContaining({ TId: 53, CSortOrder: 999999, TtcPageUrl: '/original-copy-2' }),
    ]);
    // The original is untouched.
    expect((await readPage(t, t.adminToken, cId)).page.blocks).toHaveLength(3);
    expect((await t.call(t.adminToken, { method: 'GET', url: `${EDITOR}/duplicate?cId=abc` })).statusCode).toBe(400);
  });

  it('names the home page copy after its title ("/home-copy", not "/-copy")', async () => {
    const home = (await readPage(t, t.adminToken, 500)).page;
    expect(home.content.CSeoUrl).toBe('/');
    const first = await t.call(t.adminToken, { method: 'GET', url: `${EDITOR}/duplicate?cId=500&bPagePicker=false` });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().content).toMatchObject({
      CTitle: `Copy of ${String(home.content.CTitle)}`,
      CSeoUrl: '/home-copy',
    });
    const second = await t.call(t.adminToken, { method: 'GET', url: `${EDITOR}/duplicate?cId=500&bPagePicker=false` });
    expect(second.json().content.CSeoUrl).toBe('/home-copy-2');
  });

  it('refuses malformed ids and flags in paths and queries with a 400 naming the parameter', async () => {
    const bad: [string, string, RegExp][] = [
      [`${EDITOR}/page/abc`, 'cId', /^cId must be a whole number of at least 1, not "abc"$/],
      [`${EDITOR}/page/0`, 'cId', /^cId must be a whole number of at least 1/],
      [`${EDITOR}/page/1.5`, 'cId', /^cId must be a whole number/],
      [`${EDITOR}/versions/-3`, 'cId', /^cId must be a whole number/],
      [`${EDITOR}/version/99999999999999999999`, 'cvId', /^cvId is too large/],
      [`${EDITOR}/duplicate`, 'cId', /^The query parameter "cId" is required$/],
      [`${EDITOR}/duplicate?cId=1&bPagePicker=maybe`, 'bPagePicker', /^bPagePicker must be/],
    ];
    for (const [url, field, message] of bad) {
      const res = await t.call(t.adminToken, { method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().errors[0].field, url).toBe(field);
      expect(res.json().errors[0].message, url).toMatch(message);
    }
  });

  it("answers a Maintenance User's opening of a page outside their reach with 'Permission Denied' (403), and an unknown page with 404", async () => {
    const res = await t.call(maint, { method: 'GET', url: `${EDITOR}/page/${other.content.CId}` });
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json().errors[0].message).toBe('Permission Denied');
    expect(res.body).not.toContain('Company News');
    expect((await t.call(maint, { method: 'GET', url: `${EDITOR}/page/987654` })).statusCode).toBe(404);
  });

  it('refuses a Maintenance User pages, versions and tags outside their scope', async () => {
    const oid = other.content.CId;
    const otherEtag = (await readPage(t, t.adminToken, oid)).etag;
    const calls: [string, string, Rec?][] = [
      ['GET', `${EDITOR}/page/${oid}`],
      ['PUT', `${EDITOR}/page/${oid}`, { content: { CTitle: 'Taken over' } }],
      ['GET', `${EDITOR}/versions/${oid}`],
      ['GET', `${EDITOR}/version/${other.draft.CvId}`],
      ['POST', `${EDITOR}/version/${other.draft.CvId}/restore`, {}],
      ['DELETE', `${EDITOR}/version/${other.draft.CvId}`],
      ['GET', `${EDITOR}/duplicate?cId=${oid}&bPagePicker=true`],
      ['POST', `${EDITOR}/add`, { CtId: 2, TId: 208, CTitle: 'Sneaky' }],
    ];
    for (const [method, url, payload] of calls) {
      const res = await t.call(maint, { method: method as 'GET', url, payload, headers: { 'if-match': otherEtag } });
      // Every call on the existing page answers 'Permission Denied'; the tag outside their reach stays unknown.
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(url.endsWith('/add') ? 404 : 403);
    }
    expect((await readPage(t, t.adminToken, oid)).page.content.CTitle).toBe('Company News');
  });

  it('lets a Maintenance User edit, draft, add and copy within their scope', async () => {
    const { page, etag } = await readPage(t, maint, mine.content.CId);
    const saved = await save(t, maint, page.content.CId, etag, {
      content: { CIntroText: '<p>Mine</p>' },
      blocks: { creates: [{ CbHeadline: 'By maint' }], updates: [], deletes: [] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const draft = await save(t, maint, page.content.CId, String(saved.headers.etag), {
      mode: 'draft',
      content: { CTitle: 'Maybe' },
    });
    expect(draft.statusCode).toBe(200);
    const drafts = (await t.call(maint, { method: 'GET', url: `${EDITOR}/drafts` })).json() as Rec[];
    expect(drafts.map((d) => d.CId)).toEqual([page.content.CId]);
    // The other page's draft (made by the admin) is not listed for them.
    const otherEtag = (await readPage(t, t.adminToken, other.content.CId)).etag;
    expect(
      (await save(t, t.adminToken, other.content.CId, otherEtag, { mode: 'draft', content: { CTitle: 'Admin draft' } }))
        .statusCode,
    ).toBe(200);
    expect(
      ((await t.call(maint, { method: 'GET', url: `${EDITOR}/drafts` })).json() as Rec[]).map((d) => d.CId),
    ).toEqual([page.content.CId]);
    expect(
      ((await t.call(t.adminToken, { method: 'GET', url: `${EDITOR}/drafts` })).json() as Rec[]).map((d) => d.CId),
    ).toEqual(expect.arrayContaining([page.content.CId, other.content.CId]));

    const added = await addPage(t, maint, { CtId: 4, TId: 201, CTitle: 'Maint Post' });
    expect(added.page.content.CSeoUrl).toBe('/blog/maint-post');
    // Their copy stays under their tag, so they can open it.
    const copy = await t.call(maint, {
      method: 'GET',
      url: `${EDITOR}/duplicate?cId=${added.page.content.CId}&bPagePicker=false`,
    });
    expect(copy.statusCode, copy.body).toBe(201);
    expect(copy.json().links.map((l: Rec) => l.TId)).toEqual([201]);
    expect((await t.call(maint, { method: 'GET', url: `${EDITOR}/page/${copy.json().content.CId}` })).statusCode).toBe(
      200,
    );
  });

  it('refuses users without maintenance access', async () => {
    await t.addUser({
      userName: 'nobody',
      email: 'nobody@example.test',
      password: 'nobody-password-1',
      displayName: 'Nobody',
      roles: [],
    });
    const nobody = await t.login('nobody', 'nobody-password-1');
    expect((await t.call(nobody, { method: 'GET', url: `${EDITOR}/page/${mine.content.CId}` })).statusCode).toBe(403);
  });
});
