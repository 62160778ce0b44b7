// Multi-record writes are all-or-nothing, and If-Match stops lost updates.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app.js';
import { testDialects } from '../support/dialects.js';

describe.each(testDialects())('batches and concurrency (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(dialect);
  });
  afterAll(async () => t?.close());

  const count = async (filter: string) => {
    const res = await t.call(t.adminToken, {
      method: 'GET',
      url: `/api/v1/db/redirect?pageNumber=1&filters=${encodeURIComponent(filter)}`,
    });
    return JSON.parse(String(res.headers['x-pagination'])).totalCount as number;
  };

  it('applies creates, updates and deletes of a batch together', async () => {
    const seed = await t.call(t.adminToken, {
      method: 'POST',
      url: '/api/v1/db/redirect/all',
      payload: [
        { RFrom: '/b-old-1', RTo: '/x' },
        { RFrom: '/b-old-2', RTo: '/y' },
      ],
    });
    const [a, b] = seed.json();
    const res = await t.call(t.adminToken, {
      method: 'POST',
      url: '/api/v1/db/redirect/batch',
      payload: { creates: [{ RFrom: '/b-new', RTo: '/z' }], updates: [{ RId: a.RId, RTo: '/x2' }], deletes: [b.RId] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const out = res.json();
    expect(out.created).toHaveLength(1);
    expect(out.updated[0]).toMatchObject({ RId: a.RId, RTo: '/x2' });
    expect(out.deleted).toEqual([String(b.RId)]);
    expect(await count('RFrom^/b-')).toBe(2);
  });

  it('accepts the simple batch: key 0 creates, delete:true deletes, others update', async () => {
    const [a, b] = (
      await t.call(t.adminToken, {
        method: 'POST',
        url: '/api/v1/db/redirect/all',
        payload: [
          { RFrom: '/s-1', RTo: '/1' },
          { RFrom: '/s-2', RTo: '/2' },
        ],
      })
    ).json();
    const res = await t.call(t.adminToken, {
      method: 'POST',
      url: '/api/v1/db/redirect/batch',
      payload: [
        { RId: 0, RFrom: '/s-3', RTo: '/3' },
        { ...a, RTo: '/1b' },
        { ...b, delete: true },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await count('RFrom^/s-')).toBe(2);
    expect((await t.call(t.adminToken, { method: 'GET', url: `/api/v1/db/redirect/${a.RId}` })).json().RTo).toBe('/1b');
  });

  it('leaves the database unchanged when the last item of a batch is invalid', async () => {
    const before = await count('RFrom^/atomic');
    const kept = (
      await t.call(t.adminToken, {
        method: 'POST',
        url: '/api/v1/db/redirect',
        payload: { RFrom: '/atomic-kept', RTo: '/k' },
      })
    ).json();
    const res = await t.call(t.adminToken, {
      method: 'POST',
      url: '/api/v1/db/redirect/batch',
      payload: {
        deletes: [kept.RId],
        updates: [],
        creates: [
          { RFrom: '/atomic-1', RTo: '/a' },
          { RFrom: '/atomic-2', RTo: '/b' },
          { RFrom: 42, RTo: '/c' },
        ],
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0].message).toMatch(/^creates\[2\]: RFrom/);
    expect(await count('RFrom^/atomic')).toBe(before + 1);
    expect((await t.call(t.adminToken, { method: 'GET', url: `/api/v1/db/redirect/${kept.RId}` })).statusCode).toBe(
      200,
    );
    // /all too
    const all = await t.call(t.adminToken, {
      method: 'POST',
      url: '/api/v1/db/redirect/all',
      payload: [{ RFrom: '/atomic-3', RTo: '/a' }, { RTo: '/missing-from' }],
    });
    expect(all.statusCode).toBe(422);
    expect(await count('RFrom^/atomic')).toBe(before + 1);
  });

  it('lets one of two writes with the same ETag through and answers 412 to the other', async () => {
    const created = (
      await t.call(t.adminToken, { method: 'POST', url: '/api/v1/db/redirect', payload: { RFrom: '/etag', RTo: '/0' } })
    ).json();
    const etag = String(
      (await t.call(t.adminToken, { method: 'GET', url: `/api/v1/db/redirect/${created.RId}` })).headers.etag,
    );
    const [r1, r2] = await Promise.all(
      ['/first', '/second'].map((RTo) =>
        t.call(t.adminToken, {
          method: 'PATCH',
          url: `/api/v1/db/redirect/${created.RId}`,
          payload: { RTo },
          headers: { 'if-match': etag },
        }),
      ),
    );
    expect([r1.statusCode, r2.statusCode].sort()).toEqual([200, 412]);
    const winner = r1.statusCode === 200 ? '/first' : '/second';
    const now = await t.call(t.adminToken, { method: 'GET', url: `/api/v1/db/redirect/${created.RId}` });
    expect(now.json().RTo).toBe(winner);
    const loser = r1.statusCode === 412 ? r1 : r2;
    expect(loser.json()).toMatchObject({ status: 412 });
    // a stale ETag changes nothing; a fresh one works
    const stale = await t.call(t.adminToken, {
      method: 'PUT',
      url: `/api/v1/db/redirect/${created.RId}`,
      payload: { RFrom: '/etag', RTo: '/late' },
      headers: { 'if-match': etag },
    });
    expect(stale.statusCode).toBe(412);
    const fresh = await t.call(t.adminToken, {
      method: 'PATCH',
      url: `/api/v1/db/redirect/${created.RId}`,
      payload: { RTo: '/late' },
      headers: { 'if-match': String(now.headers.etag) },
    });
    expect(fresh.statusCode).toBe(200);
  });
});
