// The dataProvider's writes against the fake HTTP client (data-provider.fixtures.ts):
// create, update (changed fields only, If-Match, 412s), updateMany, delete,
// the export read, and failures as the http client words them. Reads:
// data-provider.spec.ts.
import { describe, expect, it } from 'vitest';
import { HttpError } from 'react-admin';
import { createDataProvider, type AppDataProvider } from './data-provider.js';
import { API, fake, UUID_A } from './data-provider.fixtures.js';
import { CONFLICT_MESSAGE, ETAG_PROPERTY } from './etag.js';
import { createHttpClient, UNKNOWN_ERROR } from './http-client.js';

describe('create, update, updateMany, delete, deleteMany', () => {
  it('create: POST of the entity fields only, answer with its id', async () => {
    const { provider, requests } = fake({ status: 201, body: { TId: 3, CId: 5, CSortOrder: 999999 } });
    const { data } = await provider.create('TagToContent', {
      data: { id: 'ignored', TId: 3, CId: 5, CSortOrder: 999999, [ETAG_PROPERTY]: '"x"', extra: 1 },
    });
    expect(requests[0]).toMatchObject({
      method: 'POST',
      path: `${API}/tagtocontent`,
      body: { TId: 3, CId: 5, CSortOrder: 999999 },
    });
    expect(data.id).toBe('[3,5]');
  });

  it('update: PATCH of the changed fields with If-Match from previousData, new ETag kept', async () => {
    const { provider, requests } = fake({ body: { TId: 3, TName: 'New', TPath: '/a' }, headers: { etag: '"e2"' } });
    const previousData = { id: 3, TId: 3, TName: 'Old', TPath: '/a', [ETAG_PROPERTY]: '"e1"' };
    const { data } = await provider.update('Tag', { id: 3, data: { ...previousData, TName: 'New' }, previousData });
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ method: 'PATCH', path: `${API}/tag/3`, body: { TName: 'New' } });
    expect(requests[0].headers.get('If-Match')).toBe('"e1"');
    expect(data).toEqual({ id: 3, TId: 3, TName: 'New', TPath: '/a', [ETAG_PROPERTY]: '"e2"' });
  });

  it('update: a changed JSON field is sent whole; an equal one is not', async () => {
    const { provider, requests } = fake({ body: { CId: 1 } });
    const previousData = { id: 1, CId: 1, CMetaDesc: { a: [1, 2] }, CHeadContent: { w: 1 }, [ETAG_PROPERTY]: '"e"' };
    await provider.update('Content', {
      id: 1,
      data: { ...previousData, CMetaDesc: { a: [1, 3] }, CHeadContent: { w: 1 } },
      previousData,
    });
    expect(requests[0].body).toEqual({ CMetaDesc: { a: [1, 3] } });
  });

  it('update: a 412 becomes the conflict message', async () => {
    const { provider } = fake({
      status: 412,
      body: { errors: [{ message: 'Tag 3 was changed by someone else' }], status: 412 },
    });
    const previousData = { id: 3, TId: 3, TName: 'Old', [ETAG_PROPERTY]: '"stale"' };
    const error = await provider.update('Tag', { id: 3, data: { TName: 'New' }, previousData }).catch((e) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect([error.message, error.status]).toEqual([CONFLICT_MESSAGE, 412]);
  });

  it('update: previousData without ETag (a list row) reads the record and uses its ETag when unchanged', async () => {
    const current = { CId: 1, CTitle: 'Old', CSeoUrl: 'old' };
    const { provider, requests } = fake(
      { body: current, headers: { etag: '"now"' } },
      { body: { ...current, CTitle: 'New' } },
    );
    await provider.update('Content', {
      id: 1,
      data: { CTitle: 'New' },
      previousData: { id: 1, CId: 1, CTitle: 'Old' },
    });
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([`GET ${API}/content/1`, `PATCH ${API}/content/1`]);
    expect(requests[1].headers.get('If-Match')).toBe('"now"');
  });

  it('update: previousData without ETag that no longer matches the record: conflict, nothing written', async () => {
    const { provider, requests } = fake({ body: { CId: 1, CTitle: 'Changed by Bob' }, headers: { etag: '"now"' } });
    const error = await provider
      .update('Content', { id: 1, data: { CTitle: 'Mine' }, previousData: { id: 1, CId: 1, CTitle: 'Old' } })
      .catch((e) => e);
    expect([error.message, error.status]).toEqual([CONFLICT_MESSAGE, 412]);
    expect(requests.map((r) => r.method)).toEqual(['GET']);
  });

  it('update: nothing changed, nothing sent', async () => {
    const { provider, requests } = fake({ body: {} });
    const previousData = { id: 3, TId: 3, TName: 'Same', [ETAG_PROPERTY]: '"e1"' };
    expect((await provider.update('Tag', { id: 3, data: { ...previousData }, previousData })).data).toEqual(
      previousData,
    );
    expect(requests).toHaveLength(0);
  });

  it('update: without previousData, every given field and no If-Match; composite path', async () => {
    const { provider, requests } = fake({ body: { TId: 1, CId: 2, CSortOrder: 5 } });
    const { data } = await provider.update('TagToContent', {
      id: '[1,2]',
      data: { id: '[1,2]', CSortOrder: 5 },
    } as any);
    expect(requests[0]).toMatchObject({ method: 'PATCH', path: `${API}/tagtocontent/[1,2]`, body: { CSortOrder: 5 } });
    expect(requests[0].headers.has('If-Match')).toBe(false);
    expect(data.id).toBe('[1,2]');
  });

  it('updateMany: reads the records, then PUT /all with each whole record and the change', async () => {
    const { provider, requests } = fake(
      {
        body: [
          { TId: 1, TName: 'a', TVisible: true },
          { TId: 2, TName: 'b', TVisible: true },
        ],
      },
      { body: [{ TId: 1 }, { TId: 2 }] },
    );
    const result = await provider.updateMany('Tag', { ids: [1, 2], data: { TVisible: false } });
    expect(requests[0].query).toEqual({ filters: 'TId==1,|TId==2' });
    expect(requests[1]).toMatchObject({
      method: 'PUT',
      path: `${API}/tag/all`,
      body: [
        { TId: 1, TName: 'a', TVisible: false },
        { TId: 2, TName: 'b', TVisible: false },
      ],
    });
    expect(result).toEqual({ data: [1, 2] });
  });

  it('delete: DELETE the record, answer previousData', async () => {
    const { provider, requests } = fake({ status: 204 });
    const previousData = { id: '[1,2]', TId: 1, CId: 2 };
    expect((await provider.delete('TagToContent', { id: '[1,2]', previousData })).data).toBe(previousData);
    expect(requests[0]).toMatchObject({ method: 'DELETE', path: `${API}/tagtocontent/[1,2]` });
  });

  it("update and delete: meta.kind is the server's kind precondition, ?kind= (decision 0094); none without it", async () => {
    const { provider, requests } = fake(
      { body: { CId: 5, CtId: 65, CTitle: 'New' }, headers: { etag: '"e2"' } },
      { status: 204 },
    );
    const previousData = { id: 5, CId: 5, CtId: 65, CTitle: 'Old', [ETAG_PROPERTY]: '"e1"' };
    await provider.update('Content', {
      id: 5,
      data: { ...previousData, CTitle: 'New' },
      previousData,
      meta: { kind: 'banner' },
    });
    await provider.delete('Content', { id: 5, previousData, meta: { kind: 'banner' } });
    expect(requests.map((r) => [r.method, r.path, r.query])).toEqual([
      ['PATCH', `${API}/content/5`, { kind: 'banner' }],
      ['DELETE', `${API}/content/5`, { kind: 'banner' }],
    ]);
    expect(requests[0].headers.get('If-Match')).toBe('"e1"');
    await provider.delete('Content', { id: 5, previousData });
    expect(requests[2].query).toEqual({});
  });

  const deletes: [string, string, (string | number)[], string][] = [
    ['single keys', 'Tag', [1, 2], `${API}/tag/all/[1,2]`],
    ['one single key', 'Tag', [7], `${API}/tag/all/[7]`],
    ['composite keys', 'TagToContent', ['[1,2]', '[3,4]'], `${API}/tagtocontent/all/[[1,2],[3,4]]`],
    [
      'uuid composite keys',
      'AspNetUserRoles',
      [`[${UUID_A},${UUID_A}]`],
      `${API}/aspnetuserroles/all/[[${UUID_A},${UUID_A}]]`,
    ],
  ];
  it.each(deletes)('deleteMany: %s', async (_name, resource, ids, path) => {
    const { provider, requests } = fake({ status: 204 });
    expect(await provider.deleteMany(resource, { ids })).toEqual({ data: ids });
    expect(requests[0]).toMatchObject({ method: 'DELETE', path });
  });

  it('a composite id with the wrong number of parts is refused before any call', async () => {
    const { provider, requests } = fake({ status: 204 });
    await expect(provider.delete('TagToContent', { id: '5' })).rejects.toThrow(/TagToContent ids have 2 parts/);
    expect(requests).toHaveLength(0);
  });
});

describe('getAllForExport', () => {
  it('asks for every row: no pageNumber or pageSize, with the order and filters', async () => {
    const { provider, requests } = fake({ body: [{ TId: 1, TPath: '/a' }] });
    const rows = await (provider as AppDataProvider).getAllForExport('Tag', {
      filter: { TVisible: true, q: 'news' },
      sort: { field: 'TName', order: 'ASC' },
    });
    expect(requests[0].query).toEqual({
      orderBy: 'TName asc',
      filters: 'TVisible==true,TName~news,|TVisible==true,TPath~news',
    });
    expect(rows).toEqual([{ id: 1, TId: 1, TPath: '/a' }]);
  });
});

describe('failures reach react-admin as the http client words them (spec §8)', () => {
  const answers: [string, () => Response, string, number][] = [
    [
      'the server message',
      () => Response.json({ errors: [{ message: 'Tag 9 was not found' }], status: 404 }, { status: 404 }),
      'Tag 9 was not found',
      404,
    ],
    [
      'no message: the status text',
      () => new Response('', { status: 503, statusText: 'Service Unavailable' }),
      'Service Unavailable',
      503,
    ],
    ['nothing: Unknown Error', () => new Response('', { status: 500 }), UNKNOWN_ERROR, 500],
  ];
  it.each(answers)('%s', async (_name, answer, message, status) => {
    const provider = createDataProvider(
      API,
      createHttpClient({ fetch: (async () => answer()) as typeof fetch, getToken: () => 't' }),
    );
    const error = await provider.getOne('Tag', { id: 9 }).catch((e) => e);
    expect([error.message, error.status]).toEqual([message, status]);
  });

  it('writes go out as JSON with If-Match through the real client', async () => {
    const sent: Headers[] = [];
    const fetch = (async (_url: string, init: RequestInit) => {
      sent.push(new Headers(init.headers));
      return Response.json({ TId: 1, TName: 'b' });
    }) as typeof globalThis.fetch;
    const provider = createDataProvider(API, createHttpClient({ fetch, getToken: () => 't' }));
    await provider.update('Tag', {
      id: 1,
      data: { TName: 'b' },
      previousData: { id: 1, TId: 1, TName: 'a', [ETAG_PROPERTY]: '"e"' },
    });
    expect(sent[0].get('Content-Type')).toBe('application/json');
    expect(sent[0].get('If-Match')).toBe('"e"');
    expect(sent[0].get('Authorization')).toBe('Bearer t');
  });
});
