// The bound a list query promises the SQLite executor (Query.visitsAtMost):
// only an unfiltered, unscoped page walks the order and stops after the page.
import { SqliteAdapter, SqliteIntrospector, SqliteQueryCompiler, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { SCHEMA } from '../../shared/generated/entities.generated.js';
import { compileOnlyBuilder } from '../db/sqlite.js';
import type { Queryable } from '../db/executor.js';
import { listQueries, type ListPlan } from './list-query.js';

const db = { dialect: 'sqlite', builder: compileOnlyBuilder(SqliteAdapter, SqliteQueryCompiler, SqliteIntrospector) } as unknown as Queryable;
const entity = SCHEMA.Content;
const plan = (over: Partial<ListPlan>): ListPlan => ({
  entity,
  fields: [entity.fields.CId, entity.fields.CTitle],
  filters: [],
  order: [{ field: 'CTitle', desc: false }, { field: 'CId', desc: false }],
  ...over,
});

describe('listQueries: the bound of a page', () => {
  it('is offset + size for an unfiltered page', () => {
    expect(listQueries(db, plan({ page: { size: 20, offset: 39_980 } })).rows.visitsAtMost).toBe(40_000);
  });

  it('is absent for a filtered or scoped page, a whole list and a count', () => {
    const filtered = plan({ page: { size: 20, offset: 0 }, filters: [[{ field: 'CTitle', op: '^', value: 'a' }]] });
    expect(listQueries(db, filtered).rows.visitsAtMost).toBeUndefined();
    const scoped = plan({ page: { size: 20, offset: 0 }, scope: { shape: 'claims', sql: sql`"CId" IN (1)`, parameters: [] } as unknown as ListPlan['scope'] });
    expect(listQueries(db, scoped).rows.visitsAtMost).toBeUndefined();
    expect(listQueries(db, plan({})).rows.visitsAtMost).toBeUndefined();
    expect(listQueries(db, plan({ page: { size: 20, offset: 0 } })).count().visitsAtMost).toBeUndefined();
  });
});
