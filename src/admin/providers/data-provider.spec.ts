// The dataProvider against a fake HTTP client that records each request and
// answers canned responses (the ra-data-simple-rest way): URLs, decoded
// query strings, headers, bodies, composite ids both ways, paging, the
// filter grammar (spec §5 'Id' rule, §7 table search), ETags and 412s.
import { describe, expect, it } from 'vitest';
import { HttpError } from 'react-admin';
import { createDataProvider, type AppDataProvider } from './data-provider.js';
import { CONFLICT_MESSAGE, ETAG_PROPERTY } from './etag.js';
import { createHttpClient, serverMessage, UNKNOWN_ERROR, type HttpClient } from './http-client.js';

const API = '/api/v1/db';
const UUID_A = '0f8fad5b-d9cb-469f-a165-70867728950e';

interface Request {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Headers;
  body: any;
}
interface Canned {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}
type Answer = Canned | ((request: Request) => Canned);

/** A fake client: answers in order (the last one repeats); failures reject like the real client. */
function fake(...answers: Answer[]) {
  const requests: Request[] = [];
  const client: HttpClient = async (url, init = {}) => {
    const u = new URL(url, 'http://admin.test');
    const request: Request = {
      method: init.method ?? 'GET',
      path: decodeURIComponent(u.pathname),
      query: Object.fromEntries(u.searchParams),
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    requests.push(request);
    const next = answers.length > 1 ? answers.shift()! : (answers[0] ?? {});
    const canned = typeof next === 'function' ? next(request) : next;
    const status = canned.status ?? 200;
    if (status >= 400) throw new HttpError(serverMessage(canned.body) ?? UNKNOWN_ERROR, status, canned.body ?? null);
    return { status, headers: new Headers(canned.headers), body: JSON.stringify(canned.body ?? ''), json: canned.body };
  };
  return { requests, provider: createDataProvider(API, client) };
}

const page = (rows: unknown[], totalCount = rows.length): Canned => ({
  body: rows,
  headers: {
    'x-pagination': JSON.stringify({ pageNumber: 1, pageSize: 20, currentPage: 1, totalCount, totalPages: 1, hasNext: false, hasPrevious: false, previousPageNumber: null, nextPageNumber: null }),
  },
});

const listParams = (filter: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) =>
  ({ pagination: { page: 1, perPage: 20 }, sort: { field: '', order: 'ASC' }, filter, ...extra }) as any;

describe('getList: filters (contract §2 grammar, spec §5 and §7 rules)', () => {
  const cases: [string, string, Record<string, unknown>, string | undefined][] = [
    ['text field: contains', 'Content', { CTitle: 'News' }, 'CTitle~News'],
    ['text is trimmed', 'Content', { CTitle: '  News ' }, 'CTitle~News'],
    ["'Id' field, numeric text: equality", 'Content', { CId: '12' }, 'CId==12'],
    ["'Id' field, other text: skipped", 'Content', { CId: 'abc' }, undefined],
    ["'Id' integer field, a fraction: skipped (the column would refuse it)", 'Content', { CId: '1.5' }, undefined],
    ["'Id' inside the name (CtId): the same rule", 'Content', { CtId: '5' }, 'CtId==5'],
    ["'Id' uuid field, a whole UUID: equality", 'AspNetUserRoles', { UserId: UUID_A }, `UserId==${UUID_A}`],
    ["'Id' uuid field, partial text or a number: skipped", 'AspNetUserRoles', { UserId: '0f8f', RoleId: '12' }, undefined],
    ['number field, numeric text: equality', 'ContentBlock', { CbSortOrder: '3' }, 'CbSortOrder==3'],
    ['number field, other text: skipped', 'ContentBlock', { CbSortOrder: 'x' }, undefined],
    ['booleans from code: exact', 'Tag', { TVisible: true, TDeleted: false }, 'TVisible==true,TDeleted==false'],
    ["boolean field, text 'true': exact; other text skipped", 'Tag', { TVisible: 'true', TDeleted: 'yes' }, 'TVisible==true'],
    ['a number from a reference: exact', 'ContentBlock', { CId: 7 }, 'CId==7'],
    ['null: IS NULL', 'Tag', { TIdParent: null }, 'TIdParent==null'],
    ['an array: any of them', 'Tag', { TId: [1, 2] }, 'TId==1,|TId==2'],
    ['a calendar date: that UTC day', 'Content', { CLastModified: '01/02/2026' }, 'CLastModified>=2026-01-02T00:00:00.000Z,CLastModified<2026-01-03T00:00:00.000Z'],
    ['a timestamp: that instant', 'Content', { CLastModified: '2026-01-02T03:04:05.000Z' }, 'CLastModified==2026-01-02T03:04:05.000Z'],
    ['operator suffixes', 'Content', { CLastModified_gte: '2026-01-01T00:00:00.000Z', CId_lt: 9, CtId_neq: 5 }, 'CLastModified>=2026-01-01T00:00:00.000Z,CId<9,CtId!=5'],
    ['unknown, JSON and empty entries: left out', 'Content', { Nope: 'x', CMetaDesc: 'y', CTitle: '', CSeoUrl: undefined }, undefined],
    ['commas and bars in values are escaped', 'Content', { CTitle: 'a,b|c\\d' }, 'CTitle~a\\,b\\|c\\\\d'],
    ['q: text over list and searchable text fields, joined by ,|', 'Content', { q: 'home' }, 'CTitle~home,|CSeoUrl~home,|CSeoTitle~home'],
    ["q: numeric text adds the 'Id' and number fields", 'Content', { q: '42' }, 'CId==42,|CTitle~42,|CSeoUrl~42,|CtId==42,|CSeoTitle~42'],
    ['q with another filter: AND inside every OR group', 'Content', { q: 'home', CtId: 1 }, 'CTitle~home,CtId==1,|CSeoUrl~home,CtId==1,|CSeoTitle~home,CtId==1'],
    ['q that is blank: no filter', 'Content', { q: '   ' }, undefined],
    ['id: composite ids', 'TagToContent', { id: ['[1,2]', '[3,4]'] }, 'TId==1,CId==2,|TId==3,CId==4'],
  ];

  it.each(cases)('%s', async (_name, resource, filter, want) => {
    const { provider, requests } = fake(page([]));
    await provider.getList(resource, listParams(filter));
    expect(requests).toHaveLength(1);
    expect(requests[0].query.filters).toBe(want);
  });

  const nothing: [string, string, Record<string, unknown>][] = [
    ['an empty array', 'Tag', { TId: [] }],
    ['a search no field can take', 'AspNetUserRoles', { q: 'abc' }],
  ];
  it.each(nothing)('%s matches nothing: no call, an empty page', async (_name, resource, filter) => {
    const { provider, requests } = fake(page([{ TId: 1 }]));
    expect(await provider.getList(resource, listParams(filter))).toEqual({ data: [], total: 0 });
    expect(requests).toHaveLength(0);
  });
});

describe('getList: paging, sorting, projection, ids', () => {
  it('asks for the page and reads the total from x-pagination', async () => {
    const { provider, requests } = fake(page([{ CId: 9, CTitle: 'a' }], 123));
    const result = await provider.getList('Content', listParams({}, { pagination: { page: 3, perPage: 50 }, sort: { field: 'CTitle', order: 'DESC' } }));
    expect(requests[0]).toMatchObject({ method: 'GET', path: `${API}/content`, query: { pageNumber: '3', pageSize: '50', orderBy: 'CTitle desc' } });
    expect(result).toEqual({ data: [{ id: 9, CId: 9, CTitle: 'a' }], total: 123 });
  });

  const sorts: [string, string, { field: string; order: 'ASC' | 'DESC' }, string | undefined][] = [
    ['a field', 'Tag', { field: 'TName', order: 'ASC' }, 'TName asc'],
    ["react-admin's id: the key", 'TagToContent', { field: 'id', order: 'DESC' }, 'TId desc,CId desc'],
    ['unsorted (spec §4 cycle): none', 'Tag', { field: '', order: 'ASC' }, undefined],
    ['a JSON field: none', 'Content', { field: 'CMetaDesc', order: 'ASC' }, undefined],
    ['an unknown field: none', 'Content', { field: 'Nope', order: 'ASC' }, undefined],
  ];
  it.each(sorts)('orderBy for %s', async (_name, resource, sort, want) => {
    const { provider, requests } = fake(page([]));
    await provider.getList(resource, listParams({}, { sort }));
    expect(requests[0].query.orderBy).toBe(want);
  });

  it('projects meta.fields, adding the key', async () => {
    const { provider, requests } = fake(page([{ TName: 'x', TId: 1, CId: 2 }]));
    const { data } = await provider.getList('TagToContent', listParams({}, { meta: { fields: ['TtcPageUrl'] } }));
    expect(requests[0].query.fields).toBe('TtcPageUrl,TId,CId');
    expect(data[0].id).toBe('[1,2]');
  });

  it('gives composite records the id "[a,b]" and single keys their own value', async () => {
    const links = fake(page([{ TId: 4, CId: 500, CSortOrder: 1 }]));
    expect((await links.provider.getList('TagToContent', listParams())).data).toEqual([{ id: '[4,500]', TId: 4, CId: 500, CSortOrder: 1 }]);
    const users = fake(page([{ Id: UUID_A, UserName: 'ann' }]));
    expect((await users.provider.getList('AspNetUsers', listParams())).data[0].id).toBe(UUID_A);
  });

  it('rejects a list answer without x-pagination', async () => {
    const { provider } = fake({ body: [] });
    await expect(provider.getList('Tag', listParams())).rejects.toThrow(/x-pagination/);
  });

  it('reads every row and cuts the page itself when perPage is above the server limit', async () => {
    const rows = Array.from({ length: 1200 }, (_, i) => ({ TId: i + 1 }));
    const { provider, requests } = fake({ body: rows });
    const result = await provider.getList('Tag', listParams({}, { pagination: { page: 2, perPage: 1000 } }));
    expect(requests[0].query.pageNumber).toBeUndefined();
    expect(result.total).toBe(1200);
    expect(result.data.map((r) => r.id)).toEqual(rows.slice(1000).map((r) => r.TId));
  });

  it('matches the entity name case-insensitively and uses the lower-case path', async () => {
    const { provider, requests } = fake(page([]));
    await provider.getList('tagtocontent', listParams());
    expect(requests[0].path).toBe(`${API}/tagtocontent`);
    await expect(provider.getList('NoSuchThing', listParams())).rejects.toThrow(/Unknown resource "NoSuchThing"/);
  });
});

describe('getOne, getMany, getManyReference', () => {
  it('getOne: composite id in the path, ETag kept on the record', async () => {
    const { provider, requests } = fake({ body: { TId: 3, CId: 500 }, headers: { etag: '"e1"' } });
    const { data } = await provider.getOne('TagToContent', { id: '[3,500]' });
    expect(requests[0]).toMatchObject({ method: 'GET', path: `${API}/tagtocontent/[3,500]` });
    expect(data).toEqual({ id: '[3,500]', TId: 3, CId: 500, [ETAG_PROPERTY]: '"e1"' });
  });

  it('getOne: a single key as itself', async () => {
    const { provider, requests } = fake({ body: { CId: 5 } });
    expect((await provider.getOne('Content', { id: 5 })).data).toEqual({ id: 5, CId: 5 });
    expect(requests[0].path).toBe(`${API}/content/5`);
  });

  it('getMany: one unpaged call with an OR of keys, duplicates dropped', async () => {
    const { provider, requests } = fake({ body: [{ CId: 1 }, { CId: 2 }] });
    const { data } = await provider.getMany('Content', { ids: [1, 2, 2] });
    expect(requests).toHaveLength(1);
    expect(requests[0].query).toEqual({ filters: 'CId==1,|CId==2' });
    expect(data.map((r) => r.id)).toEqual([1, 2]);
  });

  it('getMany: composite ids as AND-groups', async () => {
    const { provider, requests } = fake({ body: [] });
    await provider.getMany('TagToContent', { ids: ['[1,2]', '[3,4]'] });
    expect(requests[0].query.filters).toBe('TId==1,CId==2,|TId==3,CId==4');
  });

  it('getMany: splits only past the grammar limit of 50 terms', async () => {
    const single = fake({ body: [] });
    await single.provider.getMany('Content', { ids: Array.from({ length: 60 }, (_, i) => i + 1) });
    expect(single.requests.map((r) => r.query.filters.split(',').length)).toEqual([50, 10]);
    const composite = fake({ body: [] });
    await composite.provider.getMany('TagToContent', { ids: Array.from({ length: 30 }, (_, i) => `[${i},1]`) });
    expect(composite.requests.map((r) => r.query.filters.split(',').length)).toEqual([50, 10]);
  });

  it('getMany: no ids, no call', async () => {
    const { provider, requests } = fake({ body: [] });
    expect(await provider.getMany('Content', { ids: [] })).toEqual({ data: [] });
    expect(requests).toHaveLength(0);
  });

  it('getManyReference: getList plus the target, exactly', async () => {
    const { provider, requests } = fake(page([{ CbId: 1, CId: 7 }], 1));
    const result = await provider.getManyReference('ContentBlock', {
      target: 'CId',
      id: 7,
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'CbSortOrder', order: 'ASC' },
      filter: { q: 'hero' },
    });
    expect(requests[0].query).toEqual({
      pageNumber: '1',
      pageSize: '10',
      orderBy: 'CbSortOrder asc',
      filters: 'CbHeadline~hero,CId==7,|CbLink~hero,CId==7,|CbCopy~hero,CId==7,|CbLinkText~hero,CId==7',
    });
    expect(result).toEqual({ data: [{ id: 1, CbId: 1, CId: 7 }], total: 1 });
  });
});

describe('create, update, updateMany, delete, deleteMany', () => {
  it('create: POST of the entity fields only, answer with its id', async () => {
    const { provider, requests } = fake({ status: 201, body: { TId: 3, CId: 5, CSortOrder: 999999 } });
    const { data } = await provider.create('TagToContent', { data: { id: 'ignored', TId: 3, CId: 5, CSortOrder: 999999, [ETAG_PROPERTY]: '"x"', extra: 1 } });
    expect(requests[0]).toMatchObject({ method: 'POST', path: `${API}/tagtocontent`, body: { TId: 3, CId: 5, CSortOrder: 999999 } });
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
    await provider.update('Content', { id: 1, data: { ...previousData, CMetaDesc: { a: [1, 3] }, CHeadContent: { w: 1 } }, previousData });
    expect(requests[0].body).toEqual({ CMetaDesc: { a: [1, 3] } });
  });

  it('update: a 412 becomes the conflict message', async () => {
    const { provider } = fake({ status: 412, body: { errors: [{ message: 'Tag 3 was changed by someone else' }], status: 412 } });
    const previousData = { id: 3, TId: 3, TName: 'Old', [ETAG_PROPERTY]: '"stale"' };
    const error = await provider.update('Tag', { id: 3, data: { TName: 'New' }, previousData }).catch((e) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect([error.message, error.status]).toEqual([CONFLICT_MESSAGE, 412]);
  });

  it('update: previousData without ETag (a list row) reads the record and uses its ETag when unchanged', async () => {
    const current = { CId: 1, CTitle: 'Old', CSeoUrl: 'old' };
    const { provider, requests } = fake({ body: current, headers: { etag: '"now"' } }, { body: { ...current, CTitle: 'New' } });
    await provider.update('Content', { id: 1, data: { CTitle: 'New' }, previousData: { id: 1, CId: 1, CTitle: 'Old' } });
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([`GET ${API}/content/1`, `PATCH ${API}/content/1`]);
    expect(requests[1].headers.get('If-Match')).toBe('"now"');
  });

  it('update: previousData without ETag that no longer matches the record: conflict, nothing written', async () => {
    const { provider, requests } = fake({ body: { CId: 1, CTitle: 'Changed by Bob' }, headers: { etag: '"now"' } });
    const error = await provider.update('Content', { id: 1, data: { CTitle: 'Mine' }, previousData: { id: 1, CId: 1, CTitle: 'Old' } }).catch((e) => e);
    expect([error.message, error.status]).toEqual([CONFLICT_MESSAGE, 412]);
    expect(requests.map((r) => r.method)).toEqual(['GET']);
  });

  it('update: nothing changed, nothing sent', async () => {
    const { provider, requests } = fake({ body: {} });
    const previousData = { id: 3, TId: 3, TName: 'Same', [ETAG_PROPERTY]: '"e1"' };
    expect((await provider.update('Tag', { id: 3, data: { ...previousData }, previousData })).data).toEqual(previousData);
    expect(requests).toHaveLength(0);
  });

  it('update: without previousData, every given field and no If-Match; composite path', async () => {
    const { provider, requests } = fake({ body: { TId: 1, CId: 2, CSortOrder: 5 } });
    const { data } = await provider.update('TagToContent', { id: '[1,2]', data: { id: '[1,2]', CSortOrder: 5 } } as any);
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
    const { provider, requests } = fake({ body: { CId: 5, CtId: 65, CTitle: 'New' }, headers: { etag: '"e2"' } }, { status: 204 });
    const previousData = { id: 5, CId: 5, CtId: 65, CTitle: 'Old', [ETAG_PROPERTY]: '"e1"' };
    await provider.update('Content', { id: 5, data: { ...previousData, CTitle: 'New' }, previousData, meta: { kind: 'banner' } });
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
    ['uuid composite keys', 'AspNetUserRoles', [`[${UUID_A},${UUID_A}]`], `${API}/aspnetuserroles/all/[[${UUID_A},${UUID_A}]]`],
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
    const rows = await (provider as AppDataProvider).getAllForExport('Tag', { filter: { TVisible: true, q: 'news' }, sort: { field: 'TName', order: 'ASC' } });
    expect(requests[0].query).toEqual({ orderBy: 'TName asc', filters: 'TVisible==true,TName~news,|TVisible==true,TPath~news' });
    expect(rows).toEqual([{ id: 1, TId: 1, TPath: '/a' }]);
  });
});

describe('failures reach react-admin as the http client words them (spec §8)', () => {
  const answers: [string, () => Response, string, number][] = [
    ['the server message', () => Response.json({ errors: [{ message: 'Tag 9 was not found' }], status: 404 }, { status: 404 }), 'Tag 9 was not found', 404],
    ['no message: the status text', () => new Response('', { status: 503, statusText: 'Service Unavailable' }), 'Service Unavailable', 503],
    ['nothing: Unknown Error', () => new Response('', { status: 500 }), UNKNOWN_ERROR, 500],
  ];
  it.each(answers)('%s', async (_name, answer, message, status) => {
    const provider = createDataProvider(API, createHttpClient({ fetch: (async () => answer()) as typeof fetch, getToken: () => 't' }));
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
    await provider.update('Tag', { id: 1, data: { TName: 'b' }, previousData: { id: 1, TId: 1, TName: 'a', [ETAG_PROPERTY]: '"e"' } });
    expect(sent[0].get('Content-Type')).toBe('application/json');
    expect(sent[0].get('If-Match')).toBe('"e"');
    expect(sent[0].get('Authorization')).toBe('Bearer t');
  });
});
