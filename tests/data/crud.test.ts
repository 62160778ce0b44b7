// Every operation of the generic interface, with the statuses of contract §3.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app.js';
import { testDialects } from '../support/dialects.js';

describe.each(testDialects())('generic data interface CRUD (%s)', (dialect) => {
  let t: TestApp;
  const tag = (over: Record<string, unknown> = {}) => ({ TName: 'Crud tag', TPath: '/crud', TIdParent: 2, ...over });
  beforeAll(async () => {
    t = await startApp(dialect);
  });
  afterAll(async () => t?.close());

  it('creates, reads, patches, puts and deletes one record', async () => {
    const created = await t.call(t.adminToken, { method: 'POST', url: '/api/v1/db/tag', payload: tag() });
    expect(created.statusCode).toBe(201);
    const rec = created.json();
    expect(rec.TId).toBeGreaterThan(0);
    expect(rec).toMatchObject({ TName: 'Crud tag', TVisible: true, TDeleted: false, TIdParent: 2 });

    const got = await t.call(t.adminToken, { method: 'GET', url: `/api/v1/db/Tag/${rec.TId}` });
    expect(got.statusCode).toBe(200);
    expect(got.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(got.json()).toEqual(rec);

    const patched = await t.call(t.adminToken, {
      method: 'PATCH',
      url: `/api/v1/db/tag/${rec.TId}`,
      payload: { TName: 'Renamed' },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ TName: 'Renamed', TPath: '/crud' });
    expect(patched.headers.etag).not.toBe(got.headers.etag);

    // PUT replaces: fields left out go back to their default or null.
    const put = await t.call(t.adminToken, {
      method: 'PUT',
      url: `/api/v1/db/TAG/${rec.TId}`,
      payload: { TName: 'Replaced' },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ TName: 'Replaced', TPath: null, TIdParent: null, TVisible: true });

    const del = await t.call(t.adminToken, { method: 'DELETE', url: `/api/v1/db/tag/${rec.TId}` });
    expect(del.statusCode).toBe(204);
    expect((await t.call(t.adminToken, { method: 'GET', url: `/api/v1/db/tag/${rec.TId}` })).statusCode).toBe(404);
  });

  it('creates, updates and deletes many records in one call', async () => {
    const created = await t.call(t.adminToken, {
      method: 'POST',
      url: '/api/v1/db/tag/all',
      payload: [tag({ TName: 'm1' }), tag({ TName: 'm2' })],
    });
    expect(created.statusCode).toBe(201);
    const [a, b] = created.json();
    const updated = await t.call(t.adminToken, {
      method: 'PUT',
      url: '/api/v1/db/tag/all',
      payload: [
        { ...a, TName: 'm1x' },
        { ...b, TName: 'm2x' },
      ],
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().map((r: { TName: string }) => r.TName)).toEqual(['m1x', 'm2x']);
    const del = await t.call(t.adminToken, { method: 'DELETE', url: `/api/v1/db/tag/all/[${a.TId},${b.TId}]` });
    expect(del.statusCode).toBe(204);
    const left = await t.call(t.adminToken, {
      method: 'GET',
      url: `/api/v1/db/tag?filters=TId==${a.TId},|TId==${b.TId}`,
    });
    expect(left.json()).toEqual([]);
  });

  it('addresses composite keys as /[a,b]', async () => {
    const link = { TId: 2, CId: 500, TemplateId: 1, TtcPageUrl: '/home-link' };
    const created = await t.call(t.adminToken, { method: 'POST', url: '/api/v1/db/tagtocontent', payload: link });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ ...link, CSortOrder: 999999 });
    const got = await t.call(t.adminToken, { method: 'GET', url: '/api/v1/db/TagToContent/[2,500]' });
    expect(got.statusCode).toBe(200);
    expect(got.json().TtcPageUrl).toBe('/home-link');
    const patched = await t.call(t.adminToken, {
      method: 'PATCH',
      url: '/api/v1/db/TagToContent/[2,500]',
      payload: { CSortOrder: 3 },
    });
    expect(patched.json().CSortOrder).toBe(3);
    expect((await t.call(t.adminToken, { method: 'GET', url: '/api/v1/db/TagToContent/[2]' })).statusCode).toBe(400);
    expect((await t.call(t.adminToken, { method: 'GET', url: '/api/v1/db/TagToContent/[2,501]' })).statusCode).toBe(
      404,
    );
    expect(
      (await t.call(t.adminToken, { method: 'DELETE', url: '/api/v1/db/TagToContent/all/[[2,500]]' })).statusCode,
    ).toBe(204);
    expect((await t.call(t.adminToken, { method: 'GET', url: '/api/v1/db/TagToContent/[2,500]' })).statusCode).toBe(
      404,
    );
  });

  it('answers each error with the contract shape and status', async () => {
    const cases: [string, Parameters<TestApp['call']>[1], number, string | undefined][] = [
      ['no token', { method: 'GET', url: '/api/v1/db/tag?pageNumber=1' }, 401, undefined],
      ['unknown entity', { method: 'GET', url: '/api/v1/db/nope?pageNumber=1' }, 404, undefined],
      ['unknown key', { method: 'GET', url: '/api/v1/db/tag/987654' }, 404, undefined],
      ['malformed key', { method: 'GET', url: '/api/v1/db/tag/abc' }, 422, 'TId'],
      ['unknown field in filters', { method: 'GET', url: '/api/v1/db/tag?pageNumber=1&filters=Nope==1' }, 400, 'Nope'],
      ['malformed filter', { method: 'GET', url: '/api/v1/db/tag?pageNumber=1&filters=TName' }, 400, 'filters'],
      ['unknown parameter', { method: 'GET', url: '/api/v1/db/tag?pageNumber=1&limit=5' }, 400, 'limit'],
      ['pageSize too large', { method: 'GET', url: '/api/v1/db/tag?pageNumber=1&pageSize=501' }, 400, 'pageSize'],
      ['wrong type', { method: 'POST', url: '/api/v1/db/tag', payload: { TName: 5 } }, 422, 'TName'],
      ['too long', { method: 'POST', url: '/api/v1/db/tag', payload: { TName: 'x'.repeat(5000) } }, 422, 'TName'],
      [
        'unknown field in body',
        { method: 'POST', url: '/api/v1/db/tag', payload: { TName: 'a', Bogus: 1 } },
        422,
        'Bogus',
      ],
      ['missing required', { method: 'POST', url: '/api/v1/db/content', payload: { CtId: 1 } }, 422, 'CTitle'],
      [
        'bad JSON field',
        {
          method: 'POST',
          url: '/api/v1/db/tag',
          payload: '{"TName":',
          headers: { 'content-type': 'application/json' },
        },
        400,
        undefined,
      ],
      [
        'wrong content type',
        { method: 'POST', url: '/api/v1/db/tag', payload: 'TName=a', headers: { 'content-type': 'text/plain' } },
        415,
        undefined,
      ],
      [
        'unique conflict',
        { method: 'POST', url: '/api/v1/db/contenttype', payload: { CtId: 1, CtName: 'Web_Page' } },
        409,
        undefined,
      ],
      [
        'reference conflict',
        { method: 'POST', url: '/api/v1/db/content', payload: { CtId: 4242, CTitle: 'Orphan' } },
        409,
        undefined,
      ],
      ['key cannot change', { method: 'PATCH', url: '/api/v1/db/tag/2', payload: { TId: 3 } }, 422, 'TId'],
    ];
    for (const [name, options, status, field] of cases) {
      const res = await t.call(name === 'no token' ? undefined : t.adminToken, options);
      expect({ name, status: res.statusCode }).toEqual({ name, status });
      const body = res.json();
      expect(body.status, name).toBe(status);
      expect(body.errors[0].message, name).toEqual(expect.any(String));
      if (field) expect(body.errors[0].field, name).toBe(field);
    }
  });

  it('413 for a body larger than the limit', async () => {
    const res = await t.call(t.adminToken, {
      method: 'POST',
      url: '/api/v1/db/tag',
      payload: { TName: 'x', TPath: 'y'.repeat(3 * 1024 * 1024) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().status).toBe(413);
  });

  it('validates and returns JSON fields as JSON values', async () => {
    const meta = { ChangeFrequency: 3, nested: { list: [1, 'two', null] } };
    const res = await t.call(t.adminToken, {
      method: 'POST',
      url: '/api/v1/db/content',
      payload: { CtId: 1, CTitle: 'Json page', CMetaData: meta, CHeadContent: null },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().CMetaData).toEqual(meta);
    const list = await t.call(t.adminToken, {
      method: 'GET',
      url: `/api/v1/db/content?pageNumber=1&filters=CId==${res.json().CId}&fields=CId,CMetaData`,
    });
    expect(list.json()).toEqual([{ CId: res.json().CId, CMetaData: meta }]);
  });

  it('stamps server-set fields and refuses writes to them', async () => {
    const res = await t.call(t.adminToken, {
      method: 'POST',
      url: '/api/v1/db/content',
      payload: { CtId: 1, CTitle: 'Stamped', CLastModified: '1999-01-01T00:00:00Z' },
    });
    expect(res.statusCode).toBe(201);
    expect(Date.parse(res.json().CLastModified)).toBeGreaterThan(Date.parse('2020-01-01'));
    const users = await t.call(t.adminToken, { method: 'GET', url: '/api/v1/db/aspnetusers?pageNumber=1' });
    const admin = users.json()[0];
    const write = await t.call(t.adminToken, {
      method: 'PATCH',
      url: `/api/v1/db/aspnetusers/${admin.Id}`,
      payload: { AccessFailedCount: 0, PasswordHash: 'x' },
    });
    expect(write.statusCode).toBe(403);
  });
});
