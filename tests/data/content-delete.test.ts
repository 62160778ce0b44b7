// Deleting a content item through the generic interface (data/content-delete.ts), on both databases: its parts
// (blocks, versions, tag links, page CSS, news and event facts, event dates) go with it in one transaction, each
// audited; a page another page places, one with visitors' comments, and the spec's named records are refused with
// a 409 saying why, changing nothing. A bulk delete with one refused item deletes none.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlOf } from '../../src/server/platform/db/executor.js';
import { startApp, type TestApp } from '../support/app.js';
import { testDialects } from '../support/dialects.js';

type Answer = { statusCode: number; body: string; json(): Record<string, unknown> & { errors: { message: string }[] } };
const PART_TABLES = ['EventDate', 'EventItem', 'News', 'PageCSS', 'TagToContent', 'ContentBlock', 'ContentVersion'];

describe.each(testDialects())('deleting a content item (%s)', (dialect) => {
  let t: TestApp;
  const call = (method: string, url: string, payload?: object) =>
    t.call(t.adminToken, { method, url, ...(payload ? { payload } : {}) }) as Promise<Answer>;
  const created = async (entity: string, payload: object) => {
    const res = await call('POST', `/api/v1/db/${entity}`, payload);
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };
  /** A news page as the editor makes it, with a block, a version, page CSS, news and event facts and a date. */
  const fullPage = async (title: string) => {
    const added = await call('POST', '/api/v1/mc/editor/add', { CtId: 2, TId: 208, CTitle: title });
    expect(added.statusCode, added.body).toBe(201);
    const cId = Number((added.json() as unknown as { content: { CId: number } }).content.CId);
    await created('contentblock', { CId: cId, CbCopy: '<p>Part of the page</p>', CbSortOrder: 1 });
    await created('contentversion', { CId: cId, Snapshot: { content: { CTitle: title }, blocks: [] } });
    await created('pagecss', { CId: cId, PcCss: '.x { color: red; }' });
    await created('news', { CId: cId, NDate: '2026-11-01T10:00:00Z' });
    const item = await created('eventitem', { CId: cId });
    await created('eventdate', { CId: cId, EiId: item.EiId, EdStart: '2026-12-01T10:00:00Z' });
    return cId;
  };
  const partsOf = async (cId: number) => {
    const counts: Record<string, number> = {};
    for (const table of PART_TABLES)
      counts[table] = Number(
        (await t.db.first<{ n: number }>(sqlOf(`SELECT COUNT(*) AS "n" FROM "${table}" WHERE "CId" = ${cId}`)))?.n ?? 0,
      );
    return counts;
  };
  const exists = async (cId: number) => !!(await t.db.first(sqlOf(`SELECT "CId" FROM "Content" WHERE "CId" = ${cId}`)));

  beforeAll(async () => {
    t = await startApp(dialect);
  });
  afterAll(async () => t?.close());

  it('deletes a page with its parts in one go, each part audited', async () => {
    const cId = await fullPage('A page to delete for good');
    expect(
      Object.values(await partsOf(cId)).every((n) => n > 0),
      JSON.stringify(await partsOf(cId)),
    ).toBe(true);
    const res = await call('DELETE', `/api/v1/db/content/${cId}`);
    expect(res.statusCode, res.body).toBe(204);
    expect(await exists(cId)).toBe(false);
    expect(Object.values(await partsOf(cId)).every((n) => n === 0)).toBe(true);
    const audited = await t.db.all<{ Entity: string; EntityKey: string }>(
      sqlOf(`SELECT "Entity", "EntityKey" FROM "AuditLog" WHERE "Type" = 'Delete'`),
    );
    const deleted = new Set(
      audited.filter((a) => (a.Entity === 'Content' ? a.EntityKey === String(cId) : true)).map((a) => a.Entity),
    );
    expect([...deleted].sort()).toEqual(['Content', ...PART_TABLES].sort());
  });

  it('refuses a page another page places, naming that page, and changes nothing', async () => {
    const shared = await fullPage('Shared call to action');
    const host = await fullPage('Host page');
    await created('contentblock', { CId: host, CIdChild: shared, CbSortOrder: 2 });
    const before = await partsOf(shared);
    const res = await call('DELETE', `/api/v1/db/content/${shared}`);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().errors[0].message).toBe(
      `“Shared call to action” is placed in “Host page” (${host}): take it out of those pages first, or remove it instead (Remove Content)`,
    );
    expect(await exists(shared)).toBe(true);
    expect(await partsOf(shared)).toEqual(before);
  });

  it("refuses a post with visitors' comments, counting them", async () => {
    const post = await fullPage('Commented post');
    await created('comment', {
      CId: post,
      CmAuthorName: 'Visitor',
      CmAuthorEmail: 'visitor@example.test',
      CmBody: 'Nice',
      CmDate: '2026-11-02T10:00:00Z',
    });
    const res = await call('DELETE', `/api/v1/db/content/${post}`);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().errors[0].message).toBe(
      '“Commented post” has 1 comment, which keep it: remove it instead (Remove Content), or delete the comments first',
    );
  });

  it("refuses the site's named records", async () => {
    const res = await call('DELETE', '/api/v1/db/content/500');
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().errors[0].message).toBe(
      "Content 500 is the site's HomePage record, which the site needs: it cannot be deleted",
    );
  });

  it('deletes none of a bulk delete with one refused item', async () => {
    const free = await fullPage('Free to go');
    const held = await fullPage('Held by a comment');
    await created('comment', {
      CId: held,
      CmAuthorName: 'Visitor',
      CmAuthorEmail: 'visitor@example.test',
      CmBody: 'Keep it',
      CmDate: '2026-11-02T10:00:00Z',
    });
    const res = await call('DELETE', `/api/v1/db/content/all/[${free},${held}]`);
    expect(res.statusCode, res.body).toBe(409);
    expect(await exists(free)).toBe(true);
    expect((await partsOf(free)).ContentBlock).toBe(1);
  });
});
