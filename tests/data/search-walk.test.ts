// Decision 0101: a contains-search sorted by an indexed column walks the sort
// index when the cached counts say the walk is cheaper than the search index
// (a common term), keeps the search index for a rare one, and falls back to it
// when the matches gather at the other end of the order (the walk's cap). In
// every case the answer is the same: the naive filter and sort over every row,
// page by page, ascending and descending, as the generic interface answers it.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { listQueries, walkCap, WALK_SLACK, WALK_VISITS_PER_MATCH } from '../../src/server/platform/data/list-query.js';
import { SCHEMA } from '../../src/shared/generated/entities.generated.js';
import { startApp, type TestApp } from '../support/app.js';
import { testDialects } from '../support/dialects.js';

const CONTENT = SCHEMA.Content;
const ROWS = 600;
// Titles that sort after every "Row …" one: a term in a quarter of the table, all at the end of the title order.
const CLUSTERED = 200;
// "walkterm" in every 4th title (25 %: the walk), "rareterm" in 3 of them (0.5 %: the search index),
// and some titles with the term in capitals (both ways fold ASCII case).
const titleOf = (i: number) =>
  `Row ${String(i).padStart(4, '0')} ${i % 4 === 0 ? (i % 8 === 0 ? 'WalkTerm' : 'walkterm') : 'other'}${i % 200 === 7 ? ' rareterm' : ''}`;

describe('the walk or the search index: the choice', () => {
  const page = { size: 20, offset: 0 };
  it('walks while the walk is expected to visit at most WALK_VISITS_PER_MATCH entries per match, and reads no more than that', () => {
    // 3.6 % of 100k rows: 556 entries expected for 3,600 matches; the walk may read 4 × 556.
    expect(walkCap({ page }, 3_600, 100_000)).toBe(Math.ceil((WALK_SLACK * 20 * 100_000) / 3_600));
    // 1.5 %: 1,334 expected, under the budget of 3,000 (2 a match), which caps 4 × 1,334.
    expect(walkCap({ page }, 1_500, 100_000)).toBe(WALK_VISITS_PER_MATCH * 1_500);
    // 0.7 %: 2,857 entries expected for 700 matches (more than 2 per match).
    expect(walkCap({ page }, 700, 100_000)).toBeUndefined();
    expect(walkCap({ page: { size: 20, offset: 400 } }, 3_600, 100_000)).toBeUndefined(); // page 21: 11,700 expected
    expect(walkCap({ page }, 0, 100_000)).toBeUndefined();
    expect(walkCap({ page: undefined }, 3_600, 100_000)).toBeUndefined();
  });
});

describe.each(testDialects())('a contains-search sorted by title (%s)', (dialect) => {
  let t: TestApp;
  let rows: { CId: number; CTitle: string }[];

  beforeAll(async () => {
    t = await startApp(dialect);
    const res = await t.call(t.adminToken, {
      method: 'POST',
      url: '/api/v1/db/content/all',
      payload: Array.from({ length: ROWS }, (_, i) => ({ CtId: 1, CTitle: titleOf(i) })),
    });
    expect(res.statusCode, res.body).toBe(201);
    const clustered = await t.call(t.adminToken, {
      method: 'POST',
      url: '/api/v1/db/content/all',
      payload: Array.from({ length: CLUSTERED }, (_, i) => ({
        CtId: 1,
        CTitle: `Zz clustered ${String(i).padStart(4, '0')}`,
      })),
    });
    expect(clustered.statusCode, clustered.body).toBe(201);
    const all = await t.call(t.adminToken, { method: 'GET', url: '/api/v1/db/content?fields=CId,CTitle' });
    rows = all.json();
  });
  afterAll(async () => t?.close());

  const naive = (term: string, desc: boolean) =>
    rows
      .filter((r) => r.CTitle.toLowerCase().includes(term.toLowerCase()))
      .sort((a, b) => (a.CTitle < b.CTitle ? -1 : a.CTitle > b.CTitle ? 1 : a.CId - b.CId) * (desc ? -1 : 1))
      .map((r) => r.CId);

  for (const term of ['walkterm', 'rareterm', 'WALKTERM', 'clustered']) {
    for (const dir of ['asc', 'desc'] as const) {
      it(`"${term}" by title ${dir}: every page as the naive filter and sort, and the count`, async () => {
        const expected = naive(term, dir === 'desc');
        const got: number[] = [];
        for (let pageNumber = 1; ; pageNumber++) {
          const res = await t.call(t.adminToken, {
            method: 'GET',
            url: `/api/v1/db/content?pageNumber=${pageNumber}&pageSize=20&fields=CId&filters=CTitle~${term}&orderBy=${encodeURIComponent(`CTitle ${dir}`)}`,
          });
          expect(res.statusCode, res.body).toBe(200);
          expect(JSON.parse(String(res.headers['x-pagination'])).totalCount).toBe(expected.length);
          const ids = (res.json() as { CId: number }[]).map((r) => r.CId);
          got.push(...ids);
          if (ids.length < 20) break;
        }
        expect(got).toEqual(expected);
      });
    }
  }

  it(
    dialect === 'sqlite'
      ? 'has a walk that tests LIKE along the title index, beside the search-index read'
      : 'needs no walk: PostgreSQL plans ILIKE itself',
    () => {
      const plan = {
        entity: CONTENT,
        fields: [CONTENT.fields.CId],
        filters: [[{ field: 'CTitle', op: '~' as const, value: 'walkterm' }]],
        order: [
          { field: 'CTitle', desc: false },
          { field: 'CId', desc: false },
        ],
        page: { size: 20, offset: 0 },
      };
      const queries = listQueries(t.db, plan);
      if (dialect === 'sqlite') {
        expect(queries.rows.sql).toMatch(/MATCH/);
        const walk = queries.walk!(300);
        expect(walk.sql).toMatch(
          /ORDER BY "CTitle" ASC, "CId" ASC LIMIT \?\) AS "__walk" WHERE "CTitle" LIKE \? ESCAPE/,
        );
        expect(walk.sql).not.toMatch(/MATCH/);
        expect(walk.parameters).toEqual([300, '%walkterm%', 20, 0]);
        // Once proven on these rows: the plain walk of the title index, with no cap and no join.
        const proven = queries.walk!(300, true);
        expect(proven.sql).toMatch(
          /^SELECT "CId" FROM "Content" WHERE "CTitle" LIKE \? ESCAPE '\\' ORDER BY "CTitle" ASC, "CId" ASC LIMIT \? OFFSET \?$/,
        );
        expect(proven.parameters).toEqual(['%walkterm%', 20, 0]);
        expect(proven.visitsAtMost).toBe(walk.visitsAtMost);
      } else {
        expect(queries.walk).toBeUndefined();
      }
    },
  );

  it.runIf(dialect === 'sqlite')('drops the cap once the walk has filled that page, until the next write', async () => {
    // The SQL of each read, observed on the app's own executor (the spy calls through: the queries still run).
    const values = vi.spyOn(t.db, 'values');
    const capped = /AS "__walk"/;
    const read = async (term: string, pageNumber: number) => {
      values.mockClear();
      const url = `/api/v1/db/content?pageNumber=${pageNumber}&pageSize=20&fields=CId&filters=CTitle~${term}&orderBy=${encodeURIComponent('CTitle asc')}`;
      const res = await t.call(t.adminToken, { method: 'GET', url });
      expect(res.statusCode, res.body).toBe(200);
      return { body: res.body, walks: values.mock.calls.map(([q]) => q.sql).filter((sql) => sql.includes(' LIKE ')) };
    };
    const write = async (title: string) => {
      const added = await t.call(t.adminToken, {
        method: 'POST',
        url: '/api/v1/db/content',
        payload: { CtId: 1, CTitle: title },
      });
      expect(added.statusCode, added.body).toBe(201);
    };
    try {
      // The pages above read this one already: a write first, so that what this test sees is its own doing.
      await write('Row 9998 walkterm added');
      const first = await read('walkterm', 2);
      expect(first.walks).toHaveLength(1);
      expect(first.walks[0]).toMatch(capped);
      const second = await read('walkterm', 2);
      expect(second.walks).toHaveLength(1);
      expect(second.walks[0]).not.toMatch(capped);
      expect(second.body).toBe(first.body);
      // A write to Content forgets it, as it forgets the counts.
      await write('Row 9999 walkterm added');
      expect((await read('walkterm', 2)).walks[0]).toMatch(capped);
      // Matches gathered at the end of the order never fill the capped walk's page: that walk is not remembered.
      for (let i = 0; i < 2; i++) {
        const clustered = await read('clustered', 1);
        expect(clustered.walks.length).toBeGreaterThan(0);
        expect(clustered.walks.every((sql) => capped.test(sql))).toBe(true);
      }
    } finally {
      values.mockRestore();
    }
  });
});
