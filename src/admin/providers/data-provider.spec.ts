// The dataProvider's reads against the fake HTTP client (data-provider.fixtures.ts):
// URLs, decoded query strings, headers, composite ids both ways, paging,
// sorting and the filter grammar (spec §5 'Id' rule, §7 table search).
// Writes, ETags, 412s and failures: data-provider-writes.spec.ts.
import { describe, expect, it } from 'vitest';
import { API, fake, listParams, page, UUID_A } from './data-provider.fixtures.js';
import { ETAG_PROPERTY } from './etag.js';

describe('getList: filters (contract §2 grammar, spec §5 and §7 rules)', () => {
  const cases: [string, string, Record<string, unknown>, string | undefined][] = [
    ['text field: contains', 'Content', { CTitle: 'News' }, 'CTitle~News'],
    ['text is trimmed', 'Content', { CTitle: '  News ' }, 'CTitle~News'],
    ["'Id' field, numeric text: equality", 'Content', { CId: '12' }, 'CId==12'],
    ["'Id' field, other text: skipped", 'Content', { CId: 'abc' }, undefined],
    ["'Id' integer field, a fraction: skipped (the column would refuse it)", 'Content', { CId: '1.5' }, undefined],
    ["'Id' inside the name (CtId): the same rule", 'Content', { CtId: '5' }, 'CtId==5'],
    ["'Id' uuid field, a whole UUID: equality", 'AspNetUserRoles', { UserId: UUID_A }, `UserId==${UUID_A}`],
    [
      "'Id' uuid field, partial text or a number: skipped",
      'AspNetUserRoles',
      { UserId: '0f8f', RoleId: '12' },
      undefined,
    ],
    ['number field, numeric text: equality', 'ContentBlock', { CbSortOrder: '3' }, 'CbSortOrder==3'],
    ['number field, other text: skipped', 'ContentBlock', { CbSortOrder: 'x' }, undefined],
    ['booleans from code: exact', 'Tag', { TVisible: true, TDeleted: false }, 'TVisible==true,TDeleted==false'],
    [
      "boolean field, text 'true': exact; other text skipped",
      'Tag',
      { TVisible: 'true', TDeleted: 'yes' },
      'TVisible==true',
    ],
    ['a number from a reference: exact', 'ContentBlock', { CId: 7 }, 'CId==7'],
    ['null: IS NULL', 'Tag', { TIdParent: null }, 'TIdParent==null'],
    ['an array: any of them', 'Tag', { TId: [1, 2] }, 'TId==1,|TId==2'],
    [
      'a calendar date: that UTC day',
      'Content',
      { CLastModified: '01/02/2026' },
      'CLastModified>=2026-01-02T00:00:00.000Z,CLastModified<2026-01-03T00:00:00.000Z',
    ],
    [
      'a timestamp: that instant',
      'Content',
      { CLastModified: '2026-01-02T03:04:05.000Z' },
      'CLastModified==2026-01-02T03:04:05.000Z',
    ],
    [
      'operator suffixes',
      'Content',
      { CLastModified_gte: '2026-01-01T00:00:00.000Z', CId_lt: 9, CtId_neq: 5 },
      'CLastModified>=2026-01-01T00:00:00.000Z,CId<9,CtId!=5',
    ],
    [
      'unknown, JSON and empty entries: left out',
      'Content',
      { Nope: 'x', CMetaDesc: 'y', CTitle: '', CSeoUrl: undefined },
      undefined,
    ],
    ['commas and bars in values are escaped', 'Content', { CTitle: 'a,b|c\\d' }, 'CTitle~a\\,b\\|c\\\\d'],
    [
      'q: text over list and searchable text fields, joined by ,|',
      'Content',
      { q: 'home' },
      'CTitle~home,|CSeoUrl~home,|CSeoTitle~home',
    ],
    [
      "q: numeric text adds the 'Id' and number fields",
      'Content',
      { q: '42' },
      'CId==42,|CTitle~42,|CSeoUrl~42,|CtId==42,|CSeoTitle~42',
    ],
    [
      'q with another filter: AND inside every OR group',
      'Content',
      { q: 'home', CtId: 1 },
      'CTitle~home,CtId==1,|CSeoUrl~home,CtId==1,|CSeoTitle~home,CtId==1',
    ],
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
    const result = await provider.getList(
      'Content',
      listParams({}, { pagination: { page: 3, perPage: 50 }, sort: { field: 'CTitle', order: 'DESC' } }),
    );
    expect(requests[0]).toMatchObject({
      method: 'GET',
      path: `${API}/content`,
      query: { pageNumber: '3', pageSize: '50', orderBy: 'CTitle desc' },
    });
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
    expect((await links.provider.getList('TagToContent', listParams())).data).toEqual([
      { id: '[4,500]', TId: 4, CId: 500, CSortOrder: 1 },
    ]);
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
