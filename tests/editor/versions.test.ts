// Drafts, versions, restore, and the redirects a published URL change writes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app.js';
import { testDialects } from '../support/dialects.js';
import { EDITOR, addPage, pageWithBlocks, readPage, save, type Rec } from './support.js';

describe.each(testDialects())('editor versions, drafts and redirects (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(dialect);
  });
  afterAll(async () => t?.close());

  const get = async (url: string) => {
    const res = await t.call(t.adminToken, { method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const post = (url: string, etag: string) =>
    t.call(t.adminToken, { method: 'POST', url, payload: {}, headers: { 'if-match': etag } });
  const redirects = async () => (await get('/api/v1/db/redirect?orderBy=RId asc')) as Rec[];

  it('keeps a draft away from the live page until it is published', async () => {
    const { page, etag } = await pageWithBlocks(t, 'Draft Page');
    const cId = page.content.CId;
    const draft = await save(t, t.adminToken, cId, etag, {
      mode: 'draft',
      note: 'Work in progress',
      content: { CTitle: 'Draft Title' },
      blocks: {
        creates: [{ CbHeadline: 'Draft block', CbSortOrder: 9 }],
        updates: [{ CbId: page.blocks[0].CbId, CbHeadline: 'Draft edit' }],
        deletes: [page.blocks[2].CbId],
      },
    });
    expect(draft.statusCode, draft.body).toBe(200);
    expect(draft.headers.etag).toBe(etag); // nothing live changed
    expect(draft.json().draft).toMatchObject({ CvId: expect.any(Number), CvUserName: 'admin' });
    const live = await readPage(t, t.adminToken, cId);
    expect(live.page.content.CTitle).toBe('Draft Page');
    expect(live.page.blocks.map((b: Rec) => b.CbHeadline)).toEqual(['Block 1', 'Block 2', 'Block 3']);

    // A second draft save replaces the first: one draft per page.
    const again = await save(t, t.adminToken, cId, etag, {
      mode: 'draft',
      note: 'Work in progress',
      content: { CTitle: 'Draft Title' },
      blocks: {
        creates: [{ CbHeadline: 'Draft block', CbSortOrder: 9 }],
        updates: [{ CbId: page.blocks[0].CbId, CbHeadline: 'Draft edit' }],
        deletes: [page.blocks[2].CbId],
      },
    });
    expect(again.statusCode).toBe(200);
    const draftId = again.json().draft.CvId;
    const drafts = (await get(`${EDITOR}/drafts`)) as Rec[];
    expect(drafts.filter((d) => d.CId === cId)).toEqual([
      {
        CvId: draftId,
        CId: cId,
        CTitle: 'Draft Page',
        CtId: 1,
        ChangeDate: expect.any(String),
        CvUserName: 'admin',
        CvNote: 'Work in progress',
      },
    ]);
    const snapshot = (await get(`${EDITOR}/version/${draftId}`)).Snapshot;
    expect(snapshot.content.CTitle).toBe('Draft Title');
    expect(snapshot.blocks.map((b: Rec) => [b.CbHeadline, b.CbId === null])).toEqual([
      ['Draft edit', false],
      ['Block 2', false],
      ['Draft block', true],
    ]);

    const published = await post(`${EDITOR}/version/${draftId}/publish`, etag);
    expect(published.statusCode, published.body).toBe(200);
    const body = published.json();
    expect(body.content.CTitle).toBe('Draft Title');
    expect(body.blocks.map((b: Rec) => b.CbHeadline)).toEqual(['Draft edit', 'Block 2', 'Draft block']);
    expect(body.version.CvId).toBe(draftId);
    expect(body.draft).toBeNull();
    const versions = (await get(`${EDITOR}/versions/${cId}`)) as Rec[];
    expect(versions.filter((v) => v.Active).map((v) => v.CvId)).toEqual([draftId]);
    expect(versions.some((v) => v.Draft)).toBe(false);
    expect((await get(`${EDITOR}/drafts`)).some((d: Rec) => d.CId === cId)).toBe(false);
  });

  it('discards a draft, but never a published version', async () => {
    const { page, etag } = await pageWithBlocks(t, 'Discard Page');
    const draft = (
      await save(t, t.adminToken, page.content.CId, etag, { mode: 'draft', content: { CTitle: 'Never' } })
    ).json().draft.CvId;
    expect((await t.call(t.adminToken, { method: 'DELETE', url: `${EDITOR}/version/${draft}` })).statusCode).toBe(204);
    expect((await readPage(t, t.adminToken, page.content.CId)).page.draft).toBeNull();
    const res = await t.call(t.adminToken, { method: 'DELETE', url: `${EDITOR}/version/${page.version.CvId}` });
    expect(res.statusCode).toBe(409);
  });

  it('lists versions newest first and restores an older one as a new published save', async () => {
    const { page, etag: firstEtag } = await pageWithBlocks(t, 'Version Page');
    const cId = page.content.CId;
    const v1 = page.version.CvId; // title 'Version Page', three blocks
    let etag = (await readPage(t, t.adminToken, cId)).etag;
    const second = await save(t, t.adminToken, cId, etag, {
      content: { CTitle: 'Second' },
      blocks: {
        creates: [{ CbHeadline: 'Extra', CbSortOrder: 5 }],
        updates: [{ CbId: page.blocks[1].CbId, CbHeadline: 'Edited' }],
        deletes: [page.blocks[0].CbId],
      },
      note: 'two',
    });
    expect(second.statusCode).toBe(200);
    etag = String(second.headers.etag);
    const versions = (await get(`${EDITOR}/versions/${cId}`)) as Rec[];
    expect(versions.map((v) => v.CvId)).toEqual([...versions.map((v) => v.CvId)].sort((a, b) => b - a));
    expect(versions[0]).toMatchObject({
      CId: cId,
      Active: true,
      Draft: false,
      CvNote: 'two',
      CvUserName: 'admin',
      ChangeDate: expect.any(String),
    });
    expect(versions.slice(1).every((v) => !v.Active)).toBe(true);

    expect((await post(`${EDITOR}/version/${v1}/restore`, firstEtag)).statusCode).toBe(412); // stale If-Match
    const restored = await post(`${EDITOR}/version/${v1}/restore`, etag);
    expect(restored.statusCode, restored.body).toBe(200);
    const body = restored.json();
    expect(body.content.CTitle).toBe('Version Page');
    expect(body.blocks.map((b: Rec) => b.CbHeadline)).toEqual(['Block 1', 'Block 2', 'Block 3']);
    // Block 2 kept its id; the deleted Block 1 came back as a new block; 'Extra' went.
    expect(body.blocks[1].CbId).toBe(page.blocks[1].CbId);
    expect(body.blocks[0].CbId).not.toBe(page.blocks[0].CbId);
    const after = (await get(`${EDITOR}/versions/${cId}`)) as Rec[];
    expect(after[0]).toMatchObject({ Active: true, CvNote: `Restored version ${v1}` });
    expect(after.filter((v) => v.Active)).toHaveLength(1);
  });

  it('writes a redirect for a moved URL, collapses chains and never loops back', async () => {
    const { page, etag } = await addPage(t, t.adminToken, { CtId: 1, TId: 53, CTitle: 'Move Me' });
    const cId = page.content.CId;
    expect(page.content.CSeoUrl).toBe('/move-me');
    const first = await save(t, t.adminToken, cId, etag, { content: { CSeoUrl: '/moved-once' } });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().redirect).toMatchObject({ RFrom: '/move-me', RTo: '/moved-once', RType: '301' });
    expect(first.json().links[0].TtcPageUrl).toBe('/moved-once');

    const second = await save(t, t.adminToken, cId, String(first.headers.etag), {
      content: { CSeoUrl: '/moved-twice' },
    });
    expect(second.json().redirect).toMatchObject({ RFrom: '/moved-once', RTo: '/moved-twice' });
    const mine = (await redirects()).filter((r) => ['/move-me', '/moved-once', '/moved-twice'].includes(r.RFrom));
    // No chain: the first redirect now leads straight to the newest URL.
    expect(mine.map((r) => [r.RFrom, r.RTo])).toEqual([
      ['/move-me', '/moved-twice'],
      ['/moved-once', '/moved-twice'],
    ]);

    const back = await save(t, t.adminToken, cId, String(second.headers.etag), { content: { CSeoUrl: '/move-me' } });
    expect(back.statusCode, back.body).toBe(200);
    const now = (await redirects()).filter((r) => ['/move-me', '/moved-once', '/moved-twice'].includes(r.RFrom));
    expect(now.map((r) => [r.RFrom, r.RTo])).toEqual([
      ['/moved-once', '/move-me'],
      ['/moved-twice', '/move-me'],
    ]);
    expect(now.some((r) => r.RFrom === r.RTo)).toBe(false);

    // An unchanged URL writes nothing.
    const same = await save(t, t.adminToken, cId, String(back.headers.etag), {
      content: { CSeoUrl: '/move-me', CTitle: 'Still here' },
    });
    expect(same.json().redirect).toBeUndefined();
  });

  it("refuses another live page's URL (409)", async () => {
    const a = await addPage(t, t.adminToken, { CtId: 1, TId: 53, CTitle: 'Taken Url' });
    const b = await addPage(t, t.adminToken, { CtId: 1, TId: 53, CTitle: 'Wants Url' });
    const res = await save(t, t.adminToken, b.page.content.CId, b.etag, { content: { CSeoUrl: '/taken-url' } });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0]).toMatchObject({ field: 'CSeoUrl', message: expect.stringContaining('/taken-url') });
    expect(a.page.content.CSeoUrl).toBe('/taken-url');
  });

  it('gives a URL to one page only when several pages ask for it at once', async () => {
    const pages = await Promise.all(
      Array.from({ length: 8 }, (_, i) => addPage(t, t.adminToken, { CtId: 1, TId: 53, CTitle: `Racer ${i}` })),
    );
    const saves = await Promise.all(
      pages.map((p) => save(t, t.adminToken, p.page.content.CId, p.etag, { content: { CSeoUrl: '/raced-url' } })),
    );
    expect(saves.map((r) => r.statusCode).sort()).toEqual([200, ...Array(7).fill(409)]);
    const holders = (await get('/api/v1/db/content?filters=CSeoUrl==/raced-url&fields=CId')) as Rec[];
    expect(holders).toHaveLength(1);
    // New pages and copies asking for one title at once each get a URL of their own.
    const added = await Promise.all(
      Array.from({ length: 6 }, () => addPage(t, t.adminToken, { CtId: 1, TId: 53, CTitle: 'Same Title Race' })),
    );
    const urls = added.map((a) => a.page.content.CSeoUrl);
    expect(new Set(urls).size).toBe(6);
  });
});
