// Lists: paging with x-pagination, the filter grammar, orderBy, fields and
// the streamed every-row read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../support/app.js';
import { testDialects } from '../support/dialects.js';

describe.each(testDialects())('lists (%s)', (dialect) => {
  let t: TestApp;
  const titles = [
    'Alpha news',
    'Beta NEWS flash',
    'Gamma',
    "Delta's page",
    'Epsilon, with comma',
    'Zeta|pipe',
    '100% sure',
    'under_score',
  ];
  const ids: number[] = [];
  beforeAll(async () => {
    t = await startApp(dialect);
    const res = await t.call(t.adminToken, {
      method: 'POST',
      url: '/api/v1/db/content/all',
      payload: titles.map((CTitle, i) => ({
        CtId: i % 2 ? 2 : 1,
        CTitle,
        CSeoUrl: i === 2 ? null : i === 7 ? '/news/7' : `/p/${i}`,
        CDeleted: i === 3,
      })),
    });
    expect(res.statusCode).toBe(201);
    ids.push(...res.json().map((r: { CId: number }) => r.CId));
  });
  afterAll(async () => t?.close());

  const get = async (query: string) => {
    const res = await t.call(t.adminToken, { method: 'GET', url: `/api/v1/db/content?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res;
  };
  const titlesOf = async (filters: string) =>
    (
      await get(
        `pageNumber=1&pageSize=100&orderBy=CTitle asc&fields=CTitle&filters=${encodeURIComponent(`CId>=${ids[0]},${filters}`)}`,
      )
    )
      .json()
      .map((r: { CTitle: string }) => r.CTitle)
      // text order follows the database's collation, so compare as sets
      .sort((a: string, b: string) => (a < b ? -1 : 1));

  it('pages with the paging record in x-pagination', async () => {
    const res = await get(`pageNumber=2&pageSize=3&filters=CId>=${ids[0]}&orderBy=CId asc`);
    expect(res.json().map((r: { CId: number }) => r.CId)).toEqual(ids.slice(3, 6));
    expect(JSON.parse(String(res.headers['x-pagination']))).toEqual({
      pageNumber: 2,
      pageSize: 3,
      currentPage: 2,
      hasNext: true,
      hasPrevious: true,
      totalPages: 3,
      totalCount: 8,
      previousPageNumber: 1,
      nextPageNumber: 3,
    });
    expect(String(res.headers['access-control-expose-headers'])).toContain('x-pagination');
  });

  it('keeps totals right after writes (the count cache is dropped)', async () => {
    const q = `pageNumber=1&filters=${encodeURIComponent('CTitle~tmp-count')}`;
    const total = async () => JSON.parse(String((await get(q)).headers['x-pagination'])).totalCount;
    expect(await total()).toBe(0);
    const c = await t.call(t.adminToken, {
      method: 'POST',
      url: '/api/v1/db/content',
      payload: { CtId: 1, CTitle: 'tmp-count' },
    });
    expect(await total()).toBe(1);
    await t.call(t.adminToken, { method: 'DELETE', url: `/api/v1/db/content/${c.json().CId}` });
    expect(await total()).toBe(0);
  });

  it.each([
    ['CTitle~news', ['Alpha news', 'Beta NEWS flash']],
    ['CTitle~NEW', ['Alpha news', 'Beta NEWS flash']],
    ['CTitle!~news', ['100% sure', "Delta's page", 'Epsilon, with comma', 'Gamma', 'under_score', 'Zeta|pipe']],
    ['CTitle^alp', ['Alpha news']],
    ['CTitle$flash', ['Beta NEWS flash']],
    ['CTitle==Gamma', ['Gamma']],
    ['CTitle=Gamma', ['Gamma']],
    ['CSeoUrl==null', ['Gamma']],
    ['CSeoUrl!=null,CtId==2', ['Beta NEWS flash', "Delta's page", 'Zeta|pipe', 'under_score']],
    ['CDeleted==true', ["Delta's page"]],
    ['CTitle~Epsilon\\, with', ['Epsilon, with comma']],
    ['CTitle~a\\|p', ['Zeta|pipe']],
    ['CTitle~0%', ['100% sure']],
    ['CTitle~r_s', ['under_score']],
    ['CTitle~%', ['100% sure']],
    ['CTitle~null', []],
  ])('filters %s', async (filter, want) => {
    expect(await titlesOf(filter)).toEqual([...want].sort((a, b) => (a < b ? -1 : 1)));
  });

  it('binds AND tighter than OR', async () => {
    // (CtId==1 AND CTitle~alpha) OR CTitle==Gamma, all within the test rows
    const res = await get(
      `pageNumber=1&orderBy=CId asc&fields=CTitle&filters=${encodeURIComponent(`CId>=${ids[0]},CtId==1,CTitle~alpha,|CId>=${ids[0]},CTitle==Gamma`)}`,
    );
    expect(res.json().map((r: { CTitle: string }) => r.CTitle)).toEqual(['Alpha news', 'Gamma']);
    // the table search shape: field~text joined by ,|
    const search = await get(`pageNumber=1&fields=CId&filters=${encodeURIComponent('CTitle~zeta,|CSeoUrl~/p/6')}`);
    expect(search.json().length).toBe(2);
  });

  it('answers the table search (one text in several fields) the same through its fast path', async () => {
    const search = encodeURIComponent('CTitle~news,|CSeoUrl~news');
    // The default order (CId desc) takes the index-ordered plan; a second sort key forces the general one.
    const fast = await get(`pageNumber=1&pageSize=50&fields=CId&filters=${search}`);
    const general = await get(
      `pageNumber=1&pageSize=50&fields=CId&filters=${search}&orderBy=${encodeURIComponent('CId desc,CTitle asc')}`,
    );
    expect(fast.json().length).toBe(3);
    expect(fast.json()).toEqual(general.json());
    expect(fast.headers['x-pagination']).toEqual(general.headers['x-pagination']);
    const second = await get(`pageNumber=2&pageSize=1&fields=CId&filters=${search}`);
    expect(second.json()).toEqual([fast.json()[1]]);
    const asc = await get(`pageNumber=1&pageSize=50&fields=CId&filters=${search}&orderBy=CId%20asc`);
    expect(asc.json()).toEqual([...fast.json()].reverse());
  });

  it('orders by several fields, both ways', async () => {
    const res = await get(`pageNumber=1&filters=CId>=${ids[0]}&orderBy=CtId desc,CTitle asc&fields=CtId,CTitle`);
    const rows = res.json() as { CtId: number; CTitle: string }[];
    expect(rows.map((r) => r.CtId)).toEqual([2, 2, 2, 2, 1, 1, 1, 1]);
    // Within a type, titles ascend (the first is the same under any collation).
    expect(rows[0].CTitle).toBe('Beta NEWS flash');
    expect(rows[4].CTitle).toBe('100% sure');
  });

  it('projects the fields asked for, exactly', async () => {
    const res = await get(`pageNumber=1&pageSize=1&filters=CId==${ids[0]}&fields=CId,CTitle`);
    expect(res.json()).toEqual([{ CId: ids[0], CTitle: 'Alpha news' }]);
  });

  it.each([
    'orderBy=Nope asc',
    'orderBy=CTitle sideways',
    'fields=CId,Nope',
    'fields=cid',
    'filters=ctitle==x',
    'filters=CTitle==x,,CId==1',
  ])('refuses %s with 400', async (query) => {
    const res = await t.call(t.adminToken, {
      method: 'GET',
      url: `/api/v1/db/content?pageNumber=1&${query.replace(/ /g, '%20')}`,
    });
    expect(res.statusCode).toBe(400);
  });

  it('streams every matching row when pageNumber is absent', async () => {
    const res = await get(`filters=CId>=${ids[0]}&fields=CId&orderBy=CId asc`);
    expect(res.headers['x-pagination']).toBeUndefined();
    expect(res.json().map((r: { CId: number }) => r.CId)).toEqual(ids);
    const tags = await t.call(t.adminToken, {
      method: 'GET',
      url: '/api/v1/db/tag?fields=TId,TIdParent,TName,TPath&filters=TVisible==true,TDeleted==false',
    });
    expect(tags.statusCode).toBe(200);
    expect(tags.json().length).toBeGreaterThan(0);
    expect(Object.keys(tags.json()[0])).toEqual(['TId', 'TIdParent', 'TName', 'TPath']);
  });
});
