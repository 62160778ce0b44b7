// The bound a list query promises the SQLite executor (Query.visitsAtMost):
// only an unfiltered, unscoped page walks the order and stops after the page.
import { SqliteAdapter, SqliteIntrospector, SqliteQueryCompiler, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { SCHEMA } from '../../../shared/generated/entities.generated.js';
import { compileOnlyBuilder } from '../db/sqlite.js';
import type { Queryable } from '../db/executor.js';
import { DIRECT_PAGE_MAX_OFFSET, indexGivesOrder, listQueries, type ListPlan } from './list-query.js';

const db = {
  dialect: 'sqlite',
  builder: compileOnlyBuilder(SqliteAdapter, SqliteQueryCompiler, SqliteIntrospector),
} as unknown as Queryable;
const entity = SCHEMA.Content;
const plan = (over: Partial<ListPlan>): ListPlan => ({
  entity,
  fields: [entity.fields.CId, entity.fields.CTitle],
  filters: [],
  order: [
    { field: 'CTitle', desc: false },
    { field: 'CId', desc: false },
  ],
  ...over,
});

describe('listQueries: the bound of a page', () => {
  it('is offset + size for an unfiltered page', () => {
    expect(listQueries(db, plan({ page: { size: 20, offset: 39_980 } })).rows.visitsAtMost).toBe(40_000);
  });

  it('is absent for a filtered or scoped page, a whole list and a count', () => {
    const filtered = plan({ page: { size: 20, offset: 0 }, filters: [[{ field: 'CTitle', op: '^', value: 'a' }]] });
    expect(listQueries(db, filtered).rows.visitsAtMost).toBeUndefined();
    const scoped = plan({
      page: { size: 20, offset: 0 },
      scope: { shape: 'claims', sql: sql`"CId" IN (1)`, parameters: [] } as unknown as ListPlan['scope'],
    });
    expect(listQueries(db, scoped).rows.visitsAtMost).toBeUndefined();
    expect(listQueries(db, plan({})).rows.visitsAtMost).toBeUndefined();
    expect(listQueries(db, plan({ page: { size: 20, offset: 0 } })).count().visitsAtMost).toBeUndefined();
  });
});

describe('listQueries: shallow pages straight from the index', () => {
  const joined = (p: ListPlan) => listQueries(db, p).rows.sql.includes('"__page"');

  it('reads a shallow page in index order without the deferred join, a deeper one with it', () => {
    expect(joined(plan({ page: { size: 20, offset: 0 } }))).toBe(false);
    expect(joined(plan({ page: { size: 20, offset: DIRECT_PAGE_MAX_OFFSET } }))).toBe(false);
    expect(joined(plan({ page: { size: 20, offset: DIRECT_PAGE_MAX_OFFSET + 20 } }))).toBe(true);
  });

  it('binds the same values either way: the page size, then the offset', () => {
    const direct = listQueries(
      db,
      plan({ page: { size: 20, offset: 40 }, filters: [[{ field: 'CTitle', op: '^', value: 'a' }]] }),
    ).rows;
    expect(direct.sql).toMatch(/limit \? offset \?$/);
    expect(direct.parameters).toEqual(['a%', 20, 40]);
  });

  it('keeps the join when no index gives the order', () => {
    const unindexed = [
      { field: 'CIntroLink', desc: false },
      { field: 'CId', desc: false },
    ];
    expect(entity.fields.CIntroLink.sortable).toBe(false);
    expect(joined(plan({ page: { size: 20, offset: 0 }, order: unindexed }))).toBe(true);
    // Mixed directions: the (CTitle, CId) index walks one way only.
    expect(
      joined(
        plan({
          page: { size: 20, offset: 0 },
          order: [
            { field: 'CTitle', desc: false },
            { field: 'CId', desc: true },
          ],
        }),
      ),
    ).toBe(true);
    // A second sort field before the key.
    expect(
      joined(
        plan({
          page: { size: 20, offset: 0 },
          order: [
            { field: 'CTitle', desc: false },
            { field: 'CLastModified', desc: false },
            { field: 'CId', desc: false },
          ],
        }),
      ),
    ).toBe(true);
  });

  it('knows which orders an index walk gives', () => {
    expect(indexGivesOrder({ entity, order: [{ field: 'CId', desc: true }] })).toBe(true);
    expect(
      indexGivesOrder({
        entity,
        order: [
          { field: 'CTitle', desc: true },
          { field: 'CId', desc: true },
        ],
      }),
    ).toBe(true);
    expect(indexGivesOrder({ entity, order: [{ field: 'CTitle', desc: true }] })).toBe(false);
  });
});

describe('listQueries: no bound for a sort no index gives', () => {
  it('leaves an unfiltered page in an unindexed order unbounded (it sorts every row)', () => {
    const unindexed = plan({
      page: { size: 20, offset: 39_980 },
      order: [
        { field: 'CIntroLink', desc: false },
        { field: 'CId', desc: false },
      ],
    });
    expect(listQueries(db, unindexed).rows.visitsAtMost).toBeUndefined();
    expect(listQueries(db, unindexed).rows.scans).toBe(true);
  });
});
