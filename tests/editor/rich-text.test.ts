// Rich-text fields (format: html) are stored sanitised whichever call writes them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app.js';
import { testDialects } from '../support/dialects.js';
import { EDITOR, addPage, pageWithBlocks, save, type Rec } from './support.js';

const DIRTY =
  '<p onclick="steal()">Hello <strong>world</strong><script>alert(1)</script><img src="/a.png" alt="A" onerror="alert(2)"><a href="javascript:alert(3)">bad</a> <a href="/ok" target="_blank">ok</a></p><style>body{display:none}</style>';
const CLEAN =
  '<p>Hello <strong>world</strong><img src="/a.png" alt="A" /><a>bad</a> <a href="/ok" target="_blank" rel="noopener noreferrer">ok</a></p>';

describe.each(testDialects())('rich text sanitised on every write (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(dialect);
  });
  afterAll(async () => t?.close());

  const stored = async (url: string) => (await t.call(t.adminToken, { method: 'GET', url })).json() as Rec;

  it('cleans CbCopy and CIntroText saved through the editor, drafts included', async () => {
    const { page, etag } = await pageWithBlocks(t, 'Dirty Editor');
    const res = await save(t, t.adminToken, page.content.CId, etag, {
      content: { CIntroText: DIRTY },
      blocks: {
        creates: [{ CbCopy: DIRTY, CbSortOrder: 9 }],
        updates: [{ CbId: page.blocks[0].CbId, CbCopy: DIRTY }],
        deletes: [],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.content.CIntroText).toBe(CLEAN);
    expect(body.blocks.map((b: Rec) => b.CbCopy)).toEqual([CLEAN, '<p>Copy 2</p>', '<p>Copy 3</p>', CLEAN]);
    expect((await stored(`/api/v1/db/contentblock/${page.blocks[0].CbId}`)).CbCopy).toBe(CLEAN);

    const draft = await save(t, t.adminToken, page.content.CId, String(res.headers.etag), {
      mode: 'draft',
      content: { CIntroText: `<p>x</p>${DIRTY}` },
      blocks: { creates: [{ CbCopy: DIRTY }], updates: [], deletes: [] },
    });
    const snapshot = (await stored(`${EDITOR}/version/${draft.json().draft.CvId}`)).Snapshot;
    expect(snapshot.content.CIntroText).toBe(`<p>x</p>${CLEAN}`);
    expect(snapshot.blocks.find((b: Rec) => b.CbId === null).CbCopy).toBe(CLEAN);
  });

  it('cleans them through the generic interface: create, patch, put, batch', async () => {
    const { page } = await addPage(t, t.adminToken, { CtId: 1, TId: 53, CTitle: 'Dirty Generic' });
    const cId = page.content.CId;
    const created = await t.call(t.adminToken, {
      method: 'POST',
      url: '/api/v1/db/contentblock',
      payload: { CId: cId, CbCopy: DIRTY },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().CbCopy).toBe(CLEAN);
    const id = created.json().CbId;
    const patched = await t.call(t.adminToken, {
      method: 'PATCH',
      url: `/api/v1/db/contentblock/${id}`,
      payload: { CbCopy: `${DIRTY}<p>2</p>` },
    });
    expect(patched.json().CbCopy).toBe(`${CLEAN}<p>2</p>`);
    const put = await t.call(t.adminToken, {
      method: 'PUT',
      url: '/api/v1/db/contentblock/all',
      payload: [{ CbId: id, CId: cId, CbCopy: DIRTY }],
    });
    expect(put.json()[0].CbCopy).toBe(CLEAN);
    const batch = await t.call(t.adminToken, {
      method: 'POST',
      url: '/api/v1/db/contentblock/batch',
      payload: { creates: [{ CId: cId, CbCopy: DIRTY }] },
    });
    expect(batch.statusCode, batch.body).toBe(200);
    expect(batch.json().created[0].CbCopy).toBe(CLEAN);
    const intro = await t.call(t.adminToken, {
      method: 'PATCH',
      url: `/api/v1/db/content/${cId}`,
      payload: { CIntroText: DIRTY },
    });
    expect(intro.json().CIntroText).toBe(CLEAN);
    expect((await stored(`/api/v1/db/content/${cId}`)).CIntroText).toBe(CLEAN);
    // Fields that are not rich text are stored as given.
    const plain = await t.call(t.adminToken, {
      method: 'PATCH',
      url: `/api/v1/db/contentblock/${id}`,
      payload: { CbHeadline: '<b>not html</b>' },
    });
    expect(plain.json().CbHeadline).toBe('<b>not html</b>');
  });
});
