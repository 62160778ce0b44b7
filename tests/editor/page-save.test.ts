// Reading and saving a page through the editor: ETag, one-transaction saves
// of content and blocks, stale copies, failures half-way, concurrent saves.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app.js';
import { testDialects } from '../support/dialects.js';
import { EDITOR, pageWithBlocks, readPage, save, type Rec } from './support.js';

describe.each(testDialects())('editor page read and save (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(dialect);
  });
  afterAll(async () => t?.close());

  const blocksOf = async (cId: number) =>
    (
      await t.call(t.adminToken, {
        method: 'GET',
        url: `/api/v1/db/contentblock?filters=CId==${cId}&orderBy=CbSortOrder asc`,
      })
    ).json() as Rec[];

  it('reads a page with its blocks in order, its links and version, and an ETag', async () => {
    const { page } = await pageWithBlocks(t, 'Read Me');
    const res = await t.call(t.adminToken, { method: 'GET', url: `${EDITOR}/page/${page.content.CId}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toMatch(/^W\/"p-[\w-]+"$/);
    const body = res.json();
    expect(body.content).toMatchObject({ CTitle: 'Read Me', CSeoUrl: '/read-me', CtId: 1 });
    expect(body.blocks.map((b: Rec) => b.CbHeadline)).toEqual(['Block 1', 'Block 2', 'Block 3']);
    expect(body.links).toEqual([
      expect.objectContaining({
        TId: 53,
        CId: page.content.CId,
        CSortOrder: 999999,
        TtcPageUrl: '/read-me',
        TName: expect.any(String),
      }),
    ]);
    expect(body.version).toMatchObject({ CvId: expect.any(Number), CvUserName: 'admin' });
    expect(body.draft).toBeNull();
    expect((await t.call(t.adminToken, { method: 'GET', url: `${EDITOR}/page/999999` })).statusCode).toBe(404);
    expect((await t.call(undefined, { method: 'GET', url: `${EDITOR}/page/${page.content.CId}` })).statusCode).toBe(
      401,
    );
  });

  it('saves content and block creates, updates and deletes in one call', async () => {
    const { page, etag } = await pageWithBlocks(t, 'Batch Page');
    const [b1, b2, b3] = page.blocks;
    const res = await save(t, t.adminToken, page.content.CId, etag, {
      content: { CIntroText: '<p>Intro</p>', CMetaDesc: { description: 'd' } },
      blocks: {
        creates: [{ CbSortOrder: 4, CbHeadline: 'Block 4', uuid: 'client-side-id' }],
        updates: [
          { ...b2, CbHeadline: 'Block 2 changed' },
          { CbId: b3.CbId, CbSortOrder: 0 },
        ],
        deletes: [b1.CbId],
      },
      note: 'Batch',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers.etag).not.toBe(etag);
    const body = res.json();
    expect(body.content).toMatchObject({ CIntroText: '<p>Intro</p>', CMetaDesc: { description: 'd' } });
    expect(body.blocks.map((b: Rec) => b.CbHeadline)).toEqual(['Block 3', 'Block 2 changed', 'Block 4']);
    expect((await blocksOf(page.content.CId)).map((b) => b.CbHeadline)).toEqual([
      'Block 3',
      'Block 2 changed',
      'Block 4',
    ]);
    const versions = (
      await t.call(t.adminToken, { method: 'GET', url: `${EDITOR}/versions/${page.content.CId}` })
    ).json();
    expect(versions[0]).toMatchObject({ CvNote: 'Batch', Active: true, Draft: false });
  });

  it('refuses a save without If-Match (400) and from a stale copy (412), changing nothing', async () => {
    const { page, etag } = await pageWithBlocks(t, 'Stale Page');
    const cId = page.content.CId;
    expect((await save(t, t.adminToken, cId, undefined, { content: { CTitle: 'x' } })).statusCode).toBe(400);
    // Someone changes a block through the generic interface: the page's ETag moves.
    const patched = await t.call(t.adminToken, {
      method: 'PATCH',
      url: `/api/v1/db/contentblock/${page.blocks[0].CbId}`,
      payload: { CbHeadline: 'Changed elsewhere' },
    });
    expect(patched.statusCode).toBe(200);
    const stale = await save(t, t.adminToken, cId, etag, {
      content: { CTitle: 'Mine' },
      blocks: { creates: [{ CbHeadline: 'new' }], updates: [], deletes: [page.blocks[1].CbId] },
    });
    expect(stale.statusCode).toBe(412);
    expect(stale.json().errors[0].message).toMatch(
      /^This page was changed by admin at \d{4}-\d\d-\d\d \d\d:\d\d UTC since you opened it\. Your changes are kept here: reload the page in another tab to compare\.$/,
    );
    const now = await readPage(t, t.adminToken, cId);
    expect(now.page.content.CTitle).toBe('Stale Page');
    expect(now.page.blocks.map((b: Rec) => b.CbHeadline)).toEqual(['Changed elsewhere', 'Block 2', 'Block 3']);
  });

  it('leaves nothing half-written when an item fails part-way', async () => {
    const { page, etag } = await pageWithBlocks(t, 'Atomic Page');
    const cId = page.content.CId;
    const versionsBefore = (await t.call(t.adminToken, { method: 'GET', url: `${EDITOR}/versions/${cId}` })).json()
      .length;
    const res = await save(t, t.adminToken, cId, etag, {
      content: { CTitle: 'Should not stick' },
      blocks: {
        creates: [{ CbHeadline: 'fine' }, { CbHeadline: 'x'.repeat(401) }],
        updates: [{ CbId: page.blocks[0].CbId, CbHeadline: 'also not' }],
        deletes: [page.blocks[2].CbId],
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0]).toMatchObject({
      message: 'blocks.creates[1]: CbHeadline is longer than 400 characters',
      field: 'CbHeadline',
    });
    const after = await readPage(t, t.adminToken, cId);
    expect(after.etag).toBe(etag);
    expect(after.page.content.CTitle).toBe('Atomic Page');
    expect(after.page.blocks.map((b: Rec) => b.CbHeadline)).toEqual(['Block 1', 'Block 2', 'Block 3']);
    expect((await t.call(t.adminToken, { method: 'GET', url: `${EDITOR}/versions/${cId}` })).json()).toHaveLength(
      versionsBefore,
    );
  });

  it('refuses blocks of another page and fields the editor does not write', async () => {
    const a = await pageWithBlocks(t, 'Page A');
    const b = await pageWithBlocks(t, 'Page B');
    const foreign = await save(t, t.adminToken, a.page.content.CId, a.etag, {
      blocks: { creates: [], updates: [], deletes: [b.page.blocks[0].CbId] },
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().errors[0].message).toBe(
      `blocks.deletes[0]: Content block ${b.page.blocks[0].CbId} is not part of page ${a.page.content.CId}`,
    );
    const moved = await save(t, t.adminToken, a.page.content.CId, a.etag, {
      blocks: { creates: [], updates: [{ CbId: b.page.blocks[0].CbId, CbHeadline: 'stolen' }], deletes: [] },
    });
    expect(moved.statusCode).toBe(404);
    const field = await save(t, t.adminToken, a.page.content.CId, a.etag, { content: { CDeleted: true } });
    expect(field.statusCode).toBe(422);
    expect(field.json().errors[0].field).toBe('CDeleted');
    expect((await readPage(t, t.adminToken, b.page.content.CId)).page.blocks[0].CbHeadline).toBe('Block 1');
  });

  it('refuses a malformed save by its schema, naming the part, and writes nothing', async () => {
    const { page, etag } = await pageWithBlocks(t, 'Shape Page');
    const cId = page.content.CId;
    const bad: [Rec, string, string][] = [
      [{ content: {}, extra: 1 }, 'extra', 'Unknown field "extra"'],
      [{ blocks: { creates: [], moves: [] } }, 'moves', 'blocks: Unknown field "moves"'],
      [{ mode: 'live' }, 'mode', 'mode must be one of "publish", "draft"'],
      [{ note: 5 }, 'note', 'note must be text or null'],
      [{ blocks: { deletes: ['x'] } }, undefined as unknown as string, 'blocks.deletes[0]'],
    ];
    for (const [body, field, message] of bad) {
      const res = await save(t, t.adminToken, cId, etag, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      if (field) expect(res.json().errors[0].field, JSON.stringify(body)).toBe(field);
      expect(res.json().errors[0].message, JSON.stringify(body)).toContain(message);
    }
    expect((await readPage(t, t.adminToken, cId)).etag).toBe(etag);
  });

  it('forces a new or updated block onto the page it is saved with', async () => {
    const a = await pageWithBlocks(t, 'Owner Page');
    const other = await pageWithBlocks(t, 'Other Page');
    const res = await save(t, t.adminToken, a.page.content.CId, a.etag, {
      blocks: {
        creates: [{ CId: other.page.content.CId, CbHeadline: 'mine', CbSortOrder: 9 }],
        updates: [{ CbId: a.page.blocks[0].CbId, CId: other.page.content.CId }],
        deletes: [],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().blocks.every((b: Rec) => b.CId === a.page.content.CId)).toBe(true);
    expect((await readPage(t, t.adminToken, other.page.content.CId)).page.blocks).toHaveLength(3);
  });

  it('lets exactly one of two saves from the same copy win', async () => {
    const { page, etag } = await pageWithBlocks(t, 'Race Page');
    const cId = page.content.CId;
    const results = await Promise.all(
      ['First', 'Second'].map((title) =>
        save(t, t.adminToken, cId, etag, {
          content: { CTitle: title },
          blocks: { creates: [{ CbHeadline: title, CbSortOrder: 9 }], updates: [], deletes: [] },
        }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 412]);
    const winner = results.find((r) => r.statusCode === 200)!.json().content.CTitle;
    const now = await readPage(t, t.adminToken, cId);
    expect(now.page.content.CTitle).toBe(winner);
    expect(now.page.blocks.map((b: Rec) => b.CbHeadline)).toEqual(['Block 1', 'Block 2', 'Block 3', winner]);
  });
});
