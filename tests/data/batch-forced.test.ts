// The simple batch's forced flag (spec §4 "Batch save": key 0 creates, the
// delete flag deletes, every other item updates; "A forced flag overrides
// this"): `forced` names an item's operation outright (docs/decisions/0030-people-and-access.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app.js';
import { testDialects } from '../support/dialects.js';

describe.each(testDialects())('simple batch, forced flag (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(dialect);
  });
  afterAll(async () => t?.close());

  const batch = (entity: string, payload: object[]) =>
    t.call(t.adminToken, { method: 'POST', url: `/api/v1/db/${entity}/batch`, payload });
  const get = (entity: string, key: string) =>
    t.call(t.adminToken, { method: 'GET', url: `/api/v1/db/${entity}/${key}` });

  it('creates a row whose key is never 0 (a composite key) only when forced', async () => {
    const link = { TId: 208, CId: 500, CSortOrder: 3 };
    // Unforced, a composite-keyed item is an update of a row that does not exist.
    expect((await batch('tagtocontent', [link])).statusCode).toBe(404);
    const res = await batch('tagtocontent', [{ ...link, forced: 'create' }]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ created: [{ TId: 208, CId: 500, CSortOrder: 3 }], updated: [], deleted: [] });
    expect((await get('tagtocontent', '[208,500]')).json()).toMatchObject({ CSortOrder: 3 });
  });

  it('wins over the delete flag and the key-0 rule, in both directions', async () => {
    const [a, b] = (
      await t.call(t.adminToken, {
        method: 'POST',
        url: '/api/v1/db/redirect/all',
        payload: [
          { RFrom: '/f-1', RTo: '/1' },
          { RFrom: '/f-2', RTo: '/2' },
        ],
      })
    ).json();
    const res = await batch('redirect', [
      { ...a, RTo: '/1b', delete: true, forced: 'update' }, // flagged delete, forced to update
      { RId: b.RId, forced: 'delete' }, // no delete flag, forced to delete
      { RId: 0, RFrom: '/f-3', RTo: '/3', forced: 'create' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      updated: [{ RId: a.RId, RTo: '/1b' }],
      deleted: [String(b.RId)],
      created: [{ RFrom: '/f-3' }],
    });
    expect((await get('redirect', String(b.RId))).statusCode).toBe(404);
    // Forced to update, key 0 finds no row: the whole batch is refused and nothing changes.
    const refused = await batch('redirect', [
      { RFrom: '/f-4', RTo: '/4' },
      { RId: 0, RTo: '/x', forced: 'update' },
    ]);
    expect(refused.statusCode).toBe(404);
    expect(
      (
        await t.call(t.adminToken, {
          method: 'GET',
          url: `/api/v1/db/redirect?pageNumber=1&filters=${encodeURIComponent('RFrom==/f-4')}`,
        })
      ).json(),
    ).toEqual([]);
  });

  it('refuses a forced value that names no operation, naming the item', async () => {
    for (const forced of [true, 'upsert', 1, null]) {
      const res = await batch('redirect', [
        { RFrom: '/ok', RTo: '/o' },
        { RId: 1, forced },
      ]);
      expect({ forced, status: res.statusCode, error: res.json().errors[0] }).toEqual({
        forced,
        status: 422,
        error: { message: 'items[1].forced must be "create", "update" or "delete"', field: 'items[1].forced' },
      });
    }
  });
});
