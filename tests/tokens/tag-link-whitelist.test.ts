// The tag-to-content whitelist (spec §3: content types 1, 2, 3, 4, 5, 6, 7,
// 10), issue 16 item 10: a TagToContent link to content of any other type is
// refused (422 naming CId) by every writer — the generic interface (create,
// an update pointing a link elsewhere, batches, all or nothing), the editor's
// duplicate (its copies keep their links) — and linked content cannot change
// to a type outside it. Real HTTP, both databases.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlOf } from '../../src/server/platform/db/executor.js';
import { startApp, type TestApp } from '../support/app.js';
import { testDialects } from '../support/dialects.js';

type Rec = Record<string, unknown>;
const DB = '/api/v1/db';

describe.each(testDialects())('tag-to-content whitelist (%s)', (dialect) => {
  let t: TestApp;
  let tagId: number;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
    t.call(t.adminToken, { method, url, payload: payload as Rec });
  const content = async (CtId: number, CTitle: string) => {
    const res = await call('POST', `${DB}/Content`, { CtId, CTitle });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().CId as number;
  };
  const links = async () =>
    Number((await t.db.first<{ n: number }>(sqlOf(`SELECT COUNT(*) AS n FROM "TagToContent"`)))!.n);

  beforeAll(async () => {
    t = await startApp(dialect);
    const tag = await call('POST', `${DB}/Tag`, { TName: 'Whitelist section', TIdParent: 53, TVisible: true });
    expect(tag.statusCode, tag.body).toBe(201);
    tagId = tag.json().TId;
  });
  afterAll(async () => t?.close());

  it('links each whitelisted type and refuses the rest, naming the content and its type', async () => {
    for (const ctId of [1, 2, 3, 4, 5, 6, 7, 10]) {
      const cId = await content(ctId, `Allowed ${ctId}`);
      const res = await call('POST', `${DB}/TagToContent`, { TId: tagId, CId: cId, TtcPageUrl: `/allowed-${ctId}` });
      expect(res.statusCode, res.body).toBe(201);
    }
    for (const ctId of [20, 21, 52, 59, 62, 63, 65]) {
      const cId = await content(ctId, `Refused ${ctId}`);
      const res = await call('POST', `${DB}/TagToContent`, { TId: tagId, CId: cId });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors[0].field).toBe('CId');
      expect(res.json().errors[0].message).toMatch(
        new RegExp(
          `^Content ${cId} is of content type \\w+ ${ctId}, which cannot be placed under a tag: only Web_Page 1, News_Detail 2, Event_Detail 3, Blog_Detail 4, Shared_Content 5, Custom_Page 6, Project_Detail 7, Navigation 10 may be`,
        ),
      );
    }
  });

  it('refuses an update that points a link at a script, and a batch holding one such link writes nothing', async () => {
    const page = await content(1, 'Movable page');
    const script = await content(62, 'A snippet');
    expect((await call('POST', `${DB}/TagToContent`, { TId: tagId, CId: page })).statusCode).toBe(201);
    const moved = await call('PATCH', `${DB}/TagToContent/[${tagId},${page}]`, { CId: script });
    expect(moved.statusCode).toBe(422);
    const before = await links();
    const other = await content(2, 'Batch news');
    const batch = await call('POST', `${DB}/TagToContent/batch`, {
      creates: [
        { TId: tagId, CId: other },
        { TId: tagId, CId: script },
      ],
    });
    expect(batch.statusCode).toBe(422);
    expect(batch.json().errors[0].message).toMatch(/^creates\[1\]: Content \d+ is of content type JavaScript 62/);
    const forced = await call('POST', `${DB}/TagToContent/batch`, [{ TId: tagId, CId: script, forced: 'create' }]);
    expect(forced.statusCode).toBe(422);
    expect(await links()).toBe(before);
  });

  it('refuses changing linked content to a type outside the whitelist; unlinked content may change', async () => {
    const page = await content(1, 'Linked page');
    expect((await call('POST', `${DB}/TagToContent`, { TId: tagId, CId: page })).statusCode).toBe(201);
    const res = await call('PATCH', `${DB}/Content/${page}`, { CtId: 63 });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0]).toMatchObject({
      field: 'CtId',
      message: expect.stringContaining(`it is placed under tag ${tagId}: remove its tag links first`),
    });
    expect((await call('PATCH', `${DB}/Content/${page}`, { CtId: 2 })).statusCode).toBe(200);
    const loose = await content(1, 'Unlinked page');
    expect((await call('PATCH', `${DB}/Content/${loose}`, { CtId: 63 })).statusCode).toBe(200);
  });

  it('lets the editor add and duplicate pages under a tag as before', async () => {
    const added = await t.call(t.adminToken, {
      method: 'POST',
      url: '/api/v1/mc/editor/add',
      payload: { CtId: 1, TId: tagId, CTitle: 'Whitelisted new page' },
    });
    expect(added.statusCode, added.body).toBeLessThan(300);
  });
});
