// The admin's real dataProvider, over the real http client and Node's real
// fetch, against the real server listening on loopback, on both dialects:
// paging, sorting, filters and the table search, ids of one and two fields,
// If-Match from previousData and the conflict message, the streamed export.
import type { AddressInfo } from 'node:net';
import type { SortPayload } from 'react-admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDataProvider, type AppDataProvider } from '../../src/admin/providers/data-provider.js';
import { CONFLICT_MESSAGE, ETAG_PROPERTY } from '../../src/admin/providers/etag.js';
import { createHttpClient } from '../../src/admin/providers/http-client.js';
import { startApp, type TestApp } from '../support/app.js';
import { testDialects } from '../support/dialects.js';

const NAMES = ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo'];

describe.each(testDialects())('dataProvider against the real API (%s)', (dialect) => {
  let t: TestApp;
  let dp: AppDataProvider;
  let parent: number;
  const tags: Record<string, any> = {};

  beforeAll(async () => {
    t = await startApp(dialect);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    // token-storage reads localStorage, which Node lacks: the token is injected.
    dp = createDataProvider(`http://127.0.0.1:${port}/api/v1/db`, createHttpClient({ getToken: () => t.adminToken }));
    parent = (await dp.create('Tag', { data: { TName: `dp-root-${dialect}`, TPath: '/dp' } })).data.id as number;
    for (const [i, name] of NAMES.entries()) {
      tags[name] = (
        await dp.create('Tag', {
          data: { TName: name, TPath: `/dp/${name.toLowerCase()}`, TIdParent: parent, TVisible: i % 2 === 0 },
        })
      ).data;
    }
  });
  afterAll(async () => t?.close());

  const children = (
    extra: Record<string, unknown> = {},
    pagination = { page: 1, perPage: 20 },
    sort: SortPayload = { field: 'TName', order: 'ASC' },
  ) => dp.getList('Tag', { pagination, sort, filter: { TIdParent: parent, ...extra } });
  const names = (rows: { TName?: unknown }[]) => rows.map((r) => r.TName);

  it('creates records and gives them their key as id', () => {
    expect(typeof parent).toBe('number');
    expect(tags.Alpha.id).toBe(tags.Alpha.TId);
  });

  it('getList: a page, sorted, with the total from x-pagination', async () => {
    const page = await children({}, { page: 2, perPage: 2 }, { field: 'TName', order: 'DESC' });
    expect(page.total).toBe(5);
    expect(names(page.data)).toEqual(['Charlie', 'Bravo']);
  });

  it('getList: exact filters from code and a text filter per field', async () => {
    expect(names((await children({ TVisible: true })).data)).toEqual(['Alpha', 'Charlie', 'Echo']);
    expect(names((await children({ TPath: 'ELT' })).data)).toEqual(['Delta']); // contains, case-insensitive
    expect(names((await children({ TId: String(tags.Bravo.TId) })).data)).toEqual(['Bravo']); // 'Id' field, numeric: ==
    expect((await children({ TId: 'Bra' })).total).toBe(5); // 'Id' field, text: skipped
  });

  it('getList: the table search q over the searchable and list fields', async () => {
    expect(names((await children({ q: 'harl' })).data)).toEqual(['Charlie']); // 4 letters: the trigram index path on SQLite
    expect(names((await children({ q: 'ch' })).data)).toEqual(['Charlie', 'Echo']); // short: LIKE / ILIKE
    expect(names((await children({ q: String(tags.Delta.TId) })).data)).toEqual(['Delta']); // numeric: the key by ==
    expect((await children({ q: 'no such text' })).total).toBe(0);
  });

  it('getOne keeps the ETag; getMany reads several in one call', async () => {
    const { data } = await dp.getOne('Tag', { id: tags.Charlie.id });
    expect(data).toMatchObject({ id: tags.Charlie.TId, TName: 'Charlie', TPath: '/dp/charlie' });
    expect(data[ETAG_PROPERTY]).toMatch(/^".+"$/);
    const many = await dp.getMany('Tag', { ids: [tags.Alpha.id, tags.Echo.id] });
    expect(names(many.data).sort()).toEqual(['Alpha', 'Echo']);
  });

  it('update with previousData; a second one from the same stale record gets the conflict message', async () => {
    const { data: opened } = await dp.getOne('Tag', { id: tags.Alpha.id });
    const { data: saved } = await dp.update('Tag', {
      id: opened.id,
      data: { ...opened, TName: 'Alpha 2' },
      previousData: opened,
    });
    expect(saved).toMatchObject({ id: opened.id, TName: 'Alpha 2', TPath: '/dp/alpha' });
    expect(saved[ETAG_PROPERTY]).not.toBe(opened[ETAG_PROPERTY]);

    const stale = await dp
      .update('Tag', { id: opened.id, data: { ...opened, TPath: '/overwritten' }, previousData: opened })
      .catch((e) => e);
    expect([stale.message, stale.status]).toEqual([CONFLICT_MESSAGE, 412]);
    expect((await dp.getOne('Tag', { id: opened.id })).data).toMatchObject({ TName: 'Alpha 2', TPath: '/dp/alpha' });

    // The saved record carries the new ETag, so the same form can save again.
    const again = await dp.update('Tag', { id: opened.id, data: { ...saved, TName: 'Alpha 3' }, previousData: saved });
    expect(again.data.TName).toBe('Alpha 3');
  });

  it('update from a list row (no ETag): checked against the stored record', async () => {
    const row = (await children({ TName: 'Bravo' })).data[0];
    await dp.update('Tag', { id: row.id, data: { TPath: '/dp/bravo-2' }, previousData: row });
    const stale = await dp
      .update('Tag', { id: row.id, data: { TPath: '/dp/bravo-3' }, previousData: row })
      .catch((e) => e);
    expect(stale.message).toBe(CONFLICT_MESSAGE);
    expect((await dp.getOne('Tag', { id: row.id })).data.TPath).toBe('/dp/bravo-2');
  });

  it('composite keys (TagToContent): create, getOne, getMany, getList, deleteMany', async () => {
    const content = (await dp.create('Content', { data: { CtId: 1, CTitle: `dp page ${dialect}` } })).data;
    const links = [];
    for (const tag of [tags.Charlie, tags.Delta])
      links.push((await dp.create('TagToContent', { data: { TId: tag.TId, CId: content.CId } })).data);
    expect(links.map((l) => l.id)).toEqual([
      `[${tags.Charlie.TId},${content.CId}]`,
      `[${tags.Delta.TId},${content.CId}]`,
    ]);

    expect((await dp.getOne('TagToContent', { id: links[1].id })).data).toMatchObject({
      id: links[1].id,
      TId: tags.Delta.TId,
      CSortOrder: 999999,
    });
    expect((await dp.getMany('TagToContent', { ids: links.map((l) => l.id) })).data.map((l) => l.id).sort()).toEqual(
      links.map((l) => l.id).sort(),
    );

    const byContent = () =>
      dp.getList('TagToContent', {
        pagination: { page: 1, perPage: 10 },
        sort: { field: 'id', order: 'ASC' },
        filter: { CId: content.CId },
      });
    expect((await byContent()).data.map((l) => l.id)).toEqual(links.map((l) => l.id));

    expect(await dp.deleteMany('TagToContent', { ids: links.map((l) => l.id) })).toEqual({
      data: links.map((l) => l.id),
    });
    expect((await byContent()).total).toBe(0);
  });

  it('getAllForExport: every matching row, unpaged, in the list order', async () => {
    const rows = await dp.getAllForExport('Tag', {
      filter: { TIdParent: parent },
      sort: { field: 'TPath', order: 'DESC' },
    });
    expect(rows.map((r) => r.TPath)).toEqual(['/dp/echo', '/dp/delta', '/dp/charlie', '/dp/bravo-2', '/dp/alpha']);
  });

  it("a refused write rejects with the server's message", async () => {
    const error = await dp.create('Tag', { data: { TPath: '/no-name' } }).catch((e) => e);
    expect([error.message, error.status]).toEqual(['TName is required', 422]);
  });
});
