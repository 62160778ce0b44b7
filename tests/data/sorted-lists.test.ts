// Sorted paging through HTTP (issue 12 items 1–2): for every sortable
// Content column, ascending and descending, walking every page gives each
// row exactly once, in the order a plain ORDER BY … LIMIT … OFFSET gives
// (ties broken by the key, in the sort's direction), with filters and
// within a Maintenance User's scope; a deep page equals the naive OFFSET
// result, on both sides of DIRECT_PAGE_MAX_OFFSET (shallow pages are read
// straight from the walk, deeper ones through the deferred join).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHEMA } from '../../src/shared/generated/entities.generated.js';
import { DIRECT_PAGE_MAX_OFFSET } from '../../src/server/platform/data/list-query.js';
import { startApp, type TestApp } from '../support/app.js';
import { testDialects } from '../support/dialects.js';

const SORTABLE = SCHEMA.Content.fieldOrder.filter((f) => SCHEMA.Content.fields[f].sortable);
const PAGE_SIZE = 7;
// Few distinct values, so most rows tie with others and only the key orders them.
const TITLES = ['Tie', 'Alpha', 'tie', 'Zulu', 'Tie', 'Mid'];

describe.each(testDialects())('sorted paging (%s)', (dialect) => {
  let t: TestApp;
  let ids: number[];
  let firstId: number;
  let scopedToken: string;
  let scopedIds: number[];

  // Shared URLs make the ties this walk needs; the generic interface refuses a URL another live page has
  // (editor/content-url-rule.ts), so they are stored straight into the table, as rows older than that rule.
  const setUrls = async (created: { CId: number }[], urls: (string | null)[]) => {
    for (const url of new Set(urls)) {
      const these = created.filter((_, i) => urls[i] === url).map((r) => r.CId);
      if (url !== null && these.length)
        await t.db.run(t.db.builder.updateTable('Content').set({ CSeoUrl: url }).where('CId', 'in', these).compile());
    }
  };

  beforeAll(async () => {
    t = await startApp(dialect);
    // Rows before the walked ones (the walks filter them out), so the whole table reaches past DIRECT_PAGE_MAX_OFFSET.
    const filler = Array.from({ length: DIRECT_PAGE_MAX_OFFSET + 30 }, (_, i) => ({
      CtId: (i % 2) + 1,
      CTitle: `${TITLES[i % TITLES.length]} filler`,
    }));
    const bulk = await t.call(t.adminToken, { method: 'POST', url: '/api/v1/db/content/all', payload: filler });
    expect(bulk.statusCode, bulk.body).toBe(201);
    await setUrls(
      bulk.json(),
      filler.map((_, i) => (i % 5 ? `/f/${i % 11}` : null)),
    );
    ids = [];
    // Three batches, so the stamps (CCreated, CLastModified) take a few values, each shared by many rows.
    for (let batch = 0; batch < 3; batch++) {
      const rows = Array.from({ length: 20 }, (_, i) => {
        const n = batch * 20 + i;
        return {
          CtId: n % 3 === 0 ? 2 : 1,
          CTitle: `${TITLES[n % TITLES.length]}${n % 4 === 0 ? '' : ' page'}`,
          CSeoTitle: n % 5 === 0 ? null : `Seo ${n % 4}`,
        };
      });
      const res = await t.call(t.adminToken, { method: 'POST', url: '/api/v1/db/content/all', payload: rows });
      expect(res.statusCode, res.body).toBe(201);
      await setUrls(
        res.json(),
        rows.map((_, i) => ((batch * 20 + i) % 6 === 0 ? null : `/p/${(batch * 20 + i) % 9}`)),
      );
      ids.push(...res.json().map((r: { CId: number }) => r.CId));
      await new Promise((r) => setTimeout(r, 5));
    }
    firstId = ids[0];
    // A Maintenance User who sees the rows linked to their tag plus two named by CId claims.
    const tag = await t.call(t.adminToken, {
      method: 'POST',
      url: '/api/v1/db/tag',
      payload: { TName: 'Sorted paging' },
    });
    expect(tag.statusCode, tag.body).toBe(201);
    const TId = tag.json().TId as number;
    const linked = ids.filter((_, i) => i % 3 !== 1);
    const links = await t.call(t.adminToken, {
      method: 'POST',
      url: '/api/v1/db/tagtocontent/all',
      payload: linked.map((CId, i) => ({ TId, CId, CSortOrder: i })),
    });
    expect(links.statusCode, links.body).toBe(201);
    const claimed = [ids[1], ids[4]];
    await t.addUser({
      userName: 'sorter',
      email: 'sorter@example.test',
      password: 'sorter-password-1',
      displayName: 'Sorter',
      roles: ['Maintenance User'],
      claims: [['TId', String(TId)], ...claimed.map((c) => ['CId', String(c)] as [string, string])],
    });
    scopedToken = await t.login('sorter', 'sorter-password-1');
    scopedIds = [...new Set([...linked, ...claimed])];
  });
  afterAll(async () => t?.close());

  /** The naive answer: one ORDER BY over the rows, key last in the sort's direction, then LIMIT/OFFSET. */
  async function naive(
    field: string,
    dir: 'asc' | 'desc',
    only: { ctId?: number; among?: number[]; everyRow?: boolean },
    page?: { size: number; offset: number },
  ): Promise<number[]> {
    let q = t.db.builder
      .selectFrom('Content')
      .select('CId')
      .where('CId', '>=', only.everyRow ? 0 : firstId);
    if (only.ctId !== undefined) q = q.where('CtId', '=', only.ctId);
    if (only.among) q = q.where('CId', 'in', only.among);
    q = q.orderBy(sql.ref(field), dir);
    if (field !== 'CId') q = q.orderBy('CId', dir);
    if (page) q = q.limit(page.size).offset(page.offset);
    return (await t.db.all<{ CId: number }>(q.compile())).map((r) => Number(r.CId));
  }

  async function page(token: string, field: string, dir: string, filters: string, pageNumber: number) {
    const query = new URLSearchParams({
      pageNumber: String(pageNumber),
      pageSize: String(PAGE_SIZE),
      orderBy: `${field} ${dir}`,
      filters,
      fields: field === 'CId' ? 'CId' : `CId,${field}`,
    });
    const res = await t.call(token, { method: 'GET', url: `/api/v1/db/content?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return {
      rows: (res.json() as { CId: number }[]).map((r) => r.CId),
      paging: JSON.parse(String(res.headers['x-pagination'])) as { totalPages: number; totalCount: number },
    };
  }

  async function walk(token: string, field: string, dir: string, filters: string): Promise<number[]> {
    const first = await page(token, field, dir, filters, 1);
    const all = [...first.rows];
    for (let n = 2; n <= first.paging.totalPages; n++) all.push(...(await page(token, field, dir, filters, n)).rows);
    expect(all).toHaveLength(first.paging.totalCount);
    return all;
  }

  const cases = SORTABLE.flatMap((f) => (['asc', 'desc'] as const).map((dir) => [f, dir] as const));

  it('sorts by every sortable Content column the admin offers', () => {
    expect(SORTABLE).toEqual(
      expect.arrayContaining(['CId', 'CTitle', 'CSeoUrl', 'CtId', 'CLastModified', 'CCreated', 'CSeoTitle']),
    );
  });

  it.each(cases)('by %s %s: every page in order, each row once', async (field, dir) => {
    const all = await walk(t.adminToken, field, dir, `CId>=${firstId}`);
    expect(new Set(all).size).toBe(all.length);
    expect(all).toEqual(await naive(field, dir, {}));
  });

  it.each(cases)('by %s %s with a filter', async (field, dir) => {
    const all = await walk(t.adminToken, field, dir, `CId>=${firstId},CtId==2`);
    expect(all).toEqual(await naive(field, dir, { ctId: 2 }));
    expect(all.length).toBeGreaterThan(PAGE_SIZE);
  });

  it.each(cases)("by %s %s within a Maintenance User's scope", async (field, dir) => {
    const all = await walk(scopedToken, field, dir, `CId>=${firstId}`);
    expect(all).toEqual(await naive(field, dir, { among: scopedIds }));
    expect(all.length).toBe(scopedIds.length);
  });

  it.each(cases)('by %s %s: a deep page equals the naive OFFSET answer', async (field, dir) => {
    const n = 6;
    const { rows } = await page(t.adminToken, field, dir, `CId>=${firstId}`, n);
    expect(rows).toEqual(await naive(field, dir, {}, { size: PAGE_SIZE, offset: (n - 1) * PAGE_SIZE }));
    expect(rows).toHaveLength(PAGE_SIZE);
  });

  it.each(cases)(
    'by %s %s: pages either side of the direct reading equal the naive OFFSET answer',
    async (field, dir) => {
      const lastDirect = Math.floor(DIRECT_PAGE_MAX_OFFSET / PAGE_SIZE) + 1;
      for (const n of [lastDirect, lastDirect + 1, lastDirect + 2]) {
        const { rows } = await page(t.adminToken, field, dir, '', n);
        expect(rows, `page ${n}`).toEqual(
          await naive(field, dir, { everyRow: true }, { size: PAGE_SIZE, offset: (n - 1) * PAGE_SIZE }),
        );
        expect(rows).toHaveLength(PAGE_SIZE);
      }
    },
  );

  it('answers a page past the end with no rows', async () => {
    const { rows, paging } = await page(t.adminToken, 'CTitle', 'asc', `CId>=${firstId}`, 1000);
    expect(rows).toEqual([]);
    expect(paging.totalCount).toBe(ids.length);
  });

  it('still sorts by a field that is not sortable (no index), in the same order as the naive query', async () => {
    expect(SCHEMA.Content.fields.CIntroLink.sortable).toBe(false);
    const { rows } = await page(t.adminToken, 'CIntroLink', 'desc', `CId>=${firstId}`, 2);
    expect(rows).toEqual(await naive('CIntroLink', 'desc', {}, { size: PAGE_SIZE, offset: PAGE_SIZE }));
  });
});
