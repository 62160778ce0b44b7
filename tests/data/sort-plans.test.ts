// Every sort the schema marks sortable is answered from an index (issue 12
// item 1): for each entity, each sortable field, ascending and descending,
// the page queries the server builds (a deep page, where the deferred join is
// in play, and page 1, read straight from the walk) are explained by the
// database itself, and the walk that picks the page's rows must not sort: no temporary B-tree inside it on SQLite, no
// Sort node below the LIMIT on PostgreSQL. A sortable field without its
// index fails here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseListParams } from '../../src/server/platform/data/list-params.js';
import { listQueries } from '../../src/server/platform/data/list-query.js';
import type { Executor, Query, Queryable } from '../../src/server/platform/db/executor.js';
import { SCHEMA } from '../../src/shared/generated/entities.generated.js';
import type { EntityMeta } from '../../src/shared/schema-model.js';
import { startApp, type TestApp } from '../support/app.js';
import { testDialects } from '../support/dialects.js';

interface PgPlanNode {
  'Node Type': string;
  'Index Name'?: string;
  Plans?: PgPlanNode[];
}

/** Where the plan sorts rows the LIMIT has not yet cut down to a page; empty when it walks an index. */
function sortsBeforeTheLimit(dialect: string, plan: unknown): string[] {
  if (dialect === 'sqlite') {
    // EXPLAIN QUERY PLAN rows: with the deferred join, the page's own re-sort sits at the top (parent 0)
    // and anything deeper is inside the key walk; without it, any sort is over the table.
    const rows = plan as { parent: number; detail: string }[];
    const deferred = rows.some((r) => /^CO-ROUTINE|^MATERIALIZE/.test(r.detail));
    const sorts = rows
      .filter(
        (r) => (!deferred || r.parent !== 0) && /USE TEMP B-TREE FOR (ORDER BY|RIGHT PART OF ORDER BY)/.test(r.detail),
      )
      .map((r) => r.detail);
    // The page's keys must drive the join: walking the table in order and probing the page reads every row.
    return [...sorts, ...rows.filter((r) => /^SCAN __row\b/.test(r.detail)).map((r) => r.detail)];
  }
  const found: string[] = [];
  const walk = (n: PgPlanNode, underLimit: boolean) => {
    if (underLimit && /Sort/.test(n['Node Type'])) found.push(n['Node Type']);
    for (const c of n.Plans ?? []) walk(c, underLimit || n['Node Type'] === 'Limit');
  };
  walk((plan as { Plan: PgPlanNode }[])[0].Plan, false);
  return found;
}

async function explain(db: Executor, q: Query): Promise<unknown> {
  if (db.dialect === 'sqlite') return db.all({ sql: `EXPLAIN QUERY PLAN ${q.sql}`, parameters: q.parameters });
  // Test tables are tiny and unanalysed, where reading them whole and sorting is cheapest: make
  // those plans the last resort, so the planner shows whether an index can give the order at all
  // (without one it still sorts, which is what the check looks for).
  return db.transaction(async (tx) => {
    for (const off of ['seqscan', 'bitmapscan', 'sort', 'incremental_sort'])
      await tx.exec(`SET LOCAL enable_${off} = off`);
    const rows = await tx.all<{ 'QUERY PLAN': unknown }>({
      sql: `EXPLAIN (FORMAT JSON) ${q.sql}`,
      parameters: q.parameters,
    });
    const plan = rows[0]['QUERY PLAN'];
    return typeof plan === 'string' ? JSON.parse(plan) : plan;
  });
}

const pageQuery = (db: Queryable, entity: EntityMeta, orderBy: string, pageNumber = '2000') =>
  listQueries(db, { ...parseListParams(entity, { orderBy, pageNumber, pageSize: '20' }), scope: undefined }).rows;

const SORTS = Object.values(SCHEMA as Record<string, EntityMeta>).flatMap((e) =>
  e.fieldOrder
    .filter((f) => e.fields[f].sortable)
    .flatMap((f) => (['asc', 'desc'] as const).map((dir) => [e.name, `${f} ${dir}`] as const)),
);

describe.each(testDialects())('sortable fields are sorted by an index (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(dialect);
  });
  afterAll(async () => t?.close());

  it('covers every entity', () => {
    expect(new Set(SORTS.map(([e]) => e)).size).toBe(Object.keys(SCHEMA).length);
    expect(SORTS).toContainEqual(['Content', 'CTitle desc']);
  });

  it.each(SORTS)('%s by %s', async (entityName, orderBy) => {
    const entity = (SCHEMA as Record<string, EntityMeta>)[entityName];
    const deep = await explain(t.db, pageQuery(t.db, entity, orderBy));
    expect(sortsBeforeTheLimit(dialect, deep), JSON.stringify(deep)).toEqual([]);
    const first = pageQuery(t.db, entity, orderBy, '1');
    expect(first.sql).not.toContain('"__page"');
    const shallow = await explain(t.db, first);
    expect(sortsBeforeTheLimit(dialect, shallow), JSON.stringify(shallow)).toEqual([]);
  });

  it('would notice a sort without an index (an unmarked field)', async () => {
    expect(SCHEMA.Content.fields.CIntroLink.sortable).toBe(false);
    const plan = await explain(t.db, pageQuery(t.db, SCHEMA.Content, 'CIntroLink asc'));
    expect(sortsBeforeTheLimit(dialect, plan)).not.toEqual([]);
    // Page 1 by it keeps the deferred join (no walk gives the order), which still sorts inside.
    const first = await explain(t.db, pageQuery(t.db, SCHEMA.Content, 'CIntroLink asc', '1'));
    expect(sortsBeforeTheLimit(dialect, first)).not.toEqual([]);
  });
});
