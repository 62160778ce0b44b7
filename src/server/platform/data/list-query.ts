// GET /{entity} parameters → SQL. A query's text depends only on its shape
// (fields, filter fields and operators, order, paging, scope kind), never on
// the values, so the compiled text is cached per shape and only the
// parameters are collected per request. Values are always bound.
import { sql, type RawBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { FilterGroups, FilterTerm } from '../../../shared/filters/index.js';
import type { EntityMeta, FieldMeta } from '../../../shared/schema-model.js';
import { DIALECTS, dialectOf } from '../db/dialect.js';
import type { Dialect, Query, Queryable } from '../db/executor.js';
import { q } from '../db/identifiers.js';
import { searchTable } from '../db/search-index.js';
import { untypedTables, type UntypedTables } from '../db/untyped-tables.js';
import { badRequest, invalid } from '../errors.js';
import { fieldNamed } from './entities.js';
import { fromUrlText } from './codec.js';
import type { RowScope } from './scope.js';

export interface ListPlan {
  entity: EntityMeta;
  fields: FieldMeta[];
  filters: FilterGroups;
  order: { field: string; desc: boolean }[];
  page?: { size: number; offset: number };
  scope?: RowScope;
}

/** One filter term after checking: how it is written and the value it binds. */
interface CheckedTerm {
  field: FieldMeta;
  op: FilterTerm['op'];
  /** Bound value, or undefined when the term binds none (IS NULL). */
  value?: unknown;
  /** Contains-search answered by MATCH on the trigram index (SQLite's FTS5; see SqlDialect.searchIndexMatches). */
  viaSearchIndex: boolean;
  /** The text searched for (search-index terms). */
  search?: string;
}

const TEXT_OPS = new Set(['~', '!~', '^', '$']);

function checkTerms(entity: EntityMeta, groups: FilterGroups, dialect: Dialect): CheckedTerm[][] {
  // Names first, for every term: a secret or unknown field is a 400 even
  // when an earlier term's value would fail its own check.
  for (const t of groups.flat()) {
    const field = fieldNamed(entity, t.field);
    if (!field) throw badRequest(`Unknown field "${t.field}" in filters of ${entity.name}`, t.field);
    if (field.secret) throw badRequest(`Field "${t.field}" cannot be used in filters`, t.field);
  }
  return groups.map((group) =>
    group.map((t) => {
      const field = fieldNamed(entity, t.field)!;
      const textual = field.type === 'string' || field.type === 'text' || field.type === 'uuid';
      if (TEXT_OPS.has(t.op) && !textual)
        throw badRequest(`Operator ${t.op} applies to text fields only; ${t.field} is ${field.type}`, t.field);
      if (field.type === 'json') throw badRequest(`JSON field "${t.field}" cannot be filtered`, t.field);
      if (t.value === null) {
        if (t.op !== '==' && t.op !== '!=')
          throw badRequest(`Only == and != compare with null (${t.field}${t.op}null)`, t.field);
        return { field, op: t.op, viaSearchIndex: false };
      }
      if (field.type === 'boolean' && t.op !== '==' && t.op !== '!=')
        throw badRequest(`Boolean field ${t.field} takes == or != only`, t.field);
      if (t.value.includes('\u0000')) throw invalid(`${t.field} must not contain NUL characters`, t.field);
      if (TEXT_OPS.has(t.op)) {
        const pattern = likePattern(t.op, t.value);
        // The trigram index needs 3+ characters and no wildcard of the user's own.
        const viaSearchIndex =
          DIALECTS[dialect].searchIndexMatches &&
          field.searchable &&
          t.op === '~' &&
          [...t.value].length >= 3 &&
          !/[%_\\]/.test(t.value);
        if (viaSearchIndex)
          return { field, op: t.op, value: matchExpression([field.name], t.value), viaSearchIndex, search: t.value };
        return { field, op: t.op, value: pattern, viaSearchIndex };
      }
      return { field, op: t.op, value: fromUrlText(field, t.value, dialect), viaSearchIndex: false };
    }),
  );
}

/**
 * An FTS5 query for "these columns contain this text": with the trigram
 * tokenizer a quoted phrase matches any substring, case-insensitively, like
 * LIKE '%text%' but answered from the index (and 3x faster than LIKE on it).
 */
function matchExpression(columns: string[], text: string): string {
  return `{${columns.join(' ')}} : "${text.replace(/"/g, '""')}"`;
}

function likePattern(op: string, value: string): string {
  const escaped = value.replace(/[\\%_]/g, (c) => `\\${c}`);
  return op === '^' ? `${escaped}%` : op === '$' ? `%${escaped}` : `%${escaped}%`;
}

const shapeCache = new Map<string, string>();

function shapeKey(kind: string, plan: ListPlan, terms: CheckedTerm[][], dialect: Dialect, direct: boolean): string {
  const t = terms
    .map((g) =>
      g.map((c) => `${c.field.name}${c.op}${c.value === undefined ? 'N' : ''}${c.viaSearchIndex ? 'S' : ''}`).join('&'),
    )
    .join('|');
  const o = plan.order.map((x) => `${x.field}${x.desc ? '-' : '+'}`).join(',');
  return `${dialect}/${kind}/${plan.entity.name}/${plan.fields.map((f) => f.name).join(',')}/${t}/${o}/${plan.page ? (direct ? 'D' : 'P') : ''}/${plan.scope?.shape ?? ''}`;
}

/**
 * Up to this offset a page is read straight from the ordered walk rather than
 * through the deferred join (pages 1–21 at the default size). Reading the few
 * skipped rows costs less than the join's subquery and re-sort: measured at
 * 100k rows, page 1 by an indexed column takes ~80 µs instead of ~105 µs on
 * SQLite and ~300 µs instead of ~450–520 µs on PostgreSQL; by offset 2000 the
 * deferred join is ahead (docs/decisions/0028-shallow-pages-straight-from-the-index.md).
 */
export const DIRECT_PAGE_MAX_OFFSET = 400;

/**
 * Whether one index walk yields the plan's order: the primary key, or a
 * sortable field followed by the key (the sort index codegen emits for it:
 * codegen/emit/migration-diff.ts sortIndexColumns), every term one direction.
 */
export function indexGivesOrder(plan: Pick<ListPlan, 'entity' | 'order'>): boolean {
  const { entity, order } = plan;
  const first = entity.fields[order[0]?.field ?? ''];
  if (!first) return false;
  const walk =
    first.name === entity.key[0]
      ? entity.key
      : first.sortable
        ? [first.name, ...entity.key.filter((k) => k !== first.name)]
        : undefined;
  return (
    !!walk && order.length === walk.length && order.every((o, i) => o.field === walk[i] && o.desc === order[0].desc)
  );
}

function whereSql(plan: ListPlan, terms: CheckedTerm[][], dialect: Dialect): RawBuilder<SqlBool> | undefined {
  const parts: RawBuilder<SqlBool>[] = [];
  if (plan.scope) parts.push(plan.scope.sql);
  if (terms.length) {
    const groups = terms.map((g) =>
      sql.join(
        g.map((c) => termSql(plan.entity, c, dialect)),
        sql` AND `,
      ),
    );
    parts.push(
      sql<SqlBool>`(${sql.join(
        groups.map((g) => sql`(${g})`),
        sql` OR `,
      )})`,
    );
  }
  return parts.length ? sql<SqlBool>`${sql.join(parts, sql` AND `)}` : undefined;
}

function termSql(entity: EntityMeta, c: CheckedTerm, dialect: Dialect): RawBuilder<unknown> {
  const col = sql.ref(c.field.name);
  const d = DIALECTS[dialect];
  switch (c.op) {
    case '==':
      return c.value === undefined ? sql`${col} IS NULL` : sql`${col} = ${c.value}`;
    case '!=':
      if (c.value === undefined) return sql`${col} IS NOT NULL`;
      return d.isDistinctFrom(col, c.value);
    case '>':
      return sql`${col} > ${c.value}`;
    case '>=':
      return sql`${col} >= ${c.value}`;
    case '<':
      return sql`${col} < ${c.value}`;
    case '<=':
      return sql`${col} <= ${c.value}`;
    case '~':
      if (c.viaSearchIndex) {
        const fts = sql.table(searchTable(entity.table));
        return sql`${sql.ref(entity.table)}.rowid IN (SELECT rowid FROM ${fts} WHERE ${fts} MATCH ${c.value})`;
      }
      return d.like(col, c.value);
    case '!~':
      return sql`(${col} IS NULL OR ${d.like(col, c.value, true)})`;
    case '^':
    case '$':
      return d.like(col, c.value);
  }
}

/** The values a plan binds, in the order its SQL text places them. */
function parametersOf(plan: ListPlan, terms: CheckedTerm[][], kind: 'rows' | 'count'): unknown[] {
  const params: unknown[] = plan.scope ? [...plan.scope.parameters] : [];
  for (const g of terms) for (const c of g) if (c.value !== undefined) params.push(c.value);
  if (kind === 'rows' && plan.page) params.push(plan.page.size, plan.page.offset);
  return params;
}

/**
 * The table search (every group a single index search for the same text, no
 * scope, ordered by the row number key): FTS5 hands back matching row
 * numbers newest first and stops after the page, instead of collecting every
 * match and sorting them. This keeps a search over a million rows as quick
 * as any other page.
 */
function searchOnlyQuery(kind: 'rows' | 'count', plan: ListPlan, terms: CheckedTerm[][]): Query | undefined {
  const { entity } = plan;
  const key = entity.key.length === 1 ? entity.fields[entity.key[0]] : undefined;
  if (plan.scope || !key?.autoIncrement || !terms.length) return undefined;
  if (plan.order.length !== 1 || plan.order[0].field !== key.name) return undefined;
  if (!terms.every((g) => g.length === 1 && g[0].viaSearchIndex && g[0].search === terms[0][0].search))
    return undefined;
  const match = matchExpression([...new Set(terms.map((g) => g[0].field.name))], terms[0][0].search!);
  const fts = q(searchTable(entity.table));
  if (kind === 'count') return { sql: `SELECT count(*) AS "n" FROM ${fts} WHERE ${fts} MATCH ?`, parameters: [match] };
  const dir = plan.order[0].desc ? 'DESC' : 'ASC';
  const cols = plan.fields.map((f) => q(f.name)).join(', ');
  const inner = `SELECT rowid FROM ${fts} WHERE ${fts} MATCH ? ORDER BY rowid ${dir}${plan.page ? ' LIMIT ?' : ''}`;
  const paging = plan.page ? ' LIMIT ? OFFSET ?' : '';
  const params: unknown[] = plan.page
    ? [match, plan.page.offset + plan.page.size, plan.page.size, plan.page.offset]
    : [match];
  return {
    sql: `SELECT ${cols} FROM ${q(entity.table)} WHERE rowid IN (${inner}) ORDER BY ${q(key.name)} ${dir}${paging}`,
    parameters: params,
  };
}

/** Aliases of the deferred join's two sides; quoted, so they cannot meet a table name. */
const PAGE = '__page';
const ROW = '__row';
const WALK = '__walk';

/**
 * A page past DIRECT_PAGE_MAX_OFFSET, or in an order no index gives, as a
 * deferred join: the filtered, ordered, offset walk picks only
 * the keys of the page (from the sort index alone, which holds the sorted
 * field and the key: no table row is read for the rows skipped), then the
 * page's few rows are fetched by key and put back in order. Page 2000 costs
 * an index walk of 40,000 small entries instead of 40,000 row reads, and a
 * sort on an unindexed field sorts (field, key) pairs instead of whole rows.
 * The filters and the scope stay inside the walk, on the unaliased table
 * they name.
 */
function deferredJoin(db: Queryable, plan: ListPlan, filtered: SelectQueryBuilder<UntypedTables, string, object>) {
  const { entity, page } = plan;
  let keys = filtered.select(entity.key.map((k) => sql.ref(k).as(k)));
  for (const o of plan.order) keys = keys.orderBy(sql.ref(o.field), o.desc ? 'desc' : 'asc');
  keys = keys.limit(page!.size).offset(page!.offset);
  // CROSS JOIN, not JOIN … ON: SQLite then keeps the page's keys as the outer loop. With the LIMIT
  // a bound parameter it cannot tell the page is small, and with a plain join it chose to walk
  // the whole table in order and probe the page (50 ms instead of 0.1 ms at 100k rows).
  // PostgreSQL plans both spellings alike.
  let rows = untypedTables(db.builder)
    .selectFrom(keys.as(PAGE))
    .crossJoin(`${entity.table} as ${ROW}`)
    .select(plan.fields.map((f) => sql.ref(`${ROW}.${f.name}`).as(f.name)));
  for (const k of entity.key) rows = rows.whereRef(`${PAGE}.${k}`, '=', `${ROW}.${k}`);
  // The join does not promise the walk's order: sort the page's rows again (a page, not the table).
  for (const o of plan.order) rows = rows.orderBy(sql.ref(`${ROW}.${o.field}`), o.desc ? 'desc' : 'asc');
  return rows;
}

function compile(db: Queryable, kind: 'rows' | 'count', plan: ListPlan, terms: CheckedTerm[][]): Query {
  const fast = dialectOf(db).searchIndexMatches ? searchOnlyQuery(kind, plan, terms) : undefined;
  if (fast) return { ...fast, scans: true };
  const walksAnIndex = kind === 'rows' && !!plan.page && indexGivesOrder(plan);
  // A shallow page in index order: the walk itself, stopping after LIMIT + OFFSET entries.
  const direct = walksAnIndex && plan.page!.offset <= DIRECT_PAGE_MAX_OFFSET;
  const key = shapeKey(kind, plan, terms, db.dialect, direct);
  const parameters = parametersOf(plan, terms, kind);
  // An unfiltered page in an order an index gives walks that index and stops after the page. In
  // any other order it sorts every row first, whatever the LIMIT: no bound, so PostgreSQL sends it
  // to the scan pool (SQLite's plan check would catch it too).
  const bound = {
    scans: true,
    ...(walksAnIndex && !plan.scope && !terms.length ? { visitsAtMost: plan.page!.offset + plan.page!.size } : {}),
  };
  const cached = shapeCache.get(key);
  if (cached) return { sql: cached, parameters, ...bound };
  let qb = untypedTables(db.builder).selectFrom(plan.entity.table);
  const where = whereSql(plan, terms, db.dialect);
  if (where) qb = qb.where(where);
  let compiled;
  if (kind === 'count') {
    compiled = qb.select(sql<number>`count(*)`.as('n')).compile();
  } else if (plan.page && !direct) {
    compiled = deferredJoin(db, plan, qb).compile();
  } else {
    let rows = qb.select(plan.fields.map((f) => f.name));
    for (const o of plan.order) rows = rows.orderBy(sql.ref(o.field), o.desc ? 'desc' : 'asc');
    if (plan.page) rows = rows.limit(plan.page.size).offset(plan.page.offset);
    compiled = rows.compile();
  }
  // The cache hands out parametersOf() for this text from now on: prove they agree.
  if (JSON.stringify(compiled.parameters) !== JSON.stringify(parameters)) {
    throw new Error(`list-query: parameter order drifted for shape ${key}`);
  }
  if (shapeCache.size > 5000) shapeCache.clear();
  shapeCache.set(key, compiled.sql);
  return { sql: compiled.sql, parameters, ...bound };
}

/**
 * The row query and (lazily) the count query of a list, sharing one check of the filters; and, for a
 * search that could instead walk the sort index (searchWalk), the rows read that way.
 */
export function listQueries(db: Queryable, plan: ListPlan): { rows: Query; count: () => Query; walk?: SearchWalk } {
  const terms = checkTerms(plan.entity, plan.filters, db.dialect);
  const walk = searchWalk(plan, terms);
  return {
    rows: compile(db, 'rows', plan, terms),
    count: () => compile(db, 'count', plan, terms),
    ...(walk ? { walk } : {}),
  };
}

/**
 * A contains-search sorted by an indexed column can be answered two ways (decision 0101): through the
 * search index (every match found, then sorted: cost grows with the number of matches) or by walking
 * the sort index and testing each title with LIKE until the page is full (cost grows with the entries
 * walked, about the page's end ÷ the share of rows that match). Measured at 100k titles on SQLite: a
 * term in 3.6 % of them takes 2.5 ms through the index and 44 µs walking; one in 0.7 % about 0.6 ms
 * either way; one in 0.05 % 0.24 ms through the index and 5.6 ms walking. Per match the search index
 * costs about 0.7–0.9 µs, per entry walked LIKE 0.1–0.25 µs, so the walk wins while it is expected to
 * visit fewer than WALK_VISITS_PER_MATCH entries per match (a margin below the break-even ~3).
 */
export const WALK_VISITS_PER_MATCH = 2;
/**
 * The walk reads at most this many times the entries it is expected to read: room for matches spread
 * unevenly, while matches gathered at the other end of the order (the walk then ends short and the search
 * index answers) cost a few hundred microseconds, not a read of the whole table.
 */
export const WALK_SLACK = 4;
/** A LIKE test along the walk costs about ten plain index steps (0.1–0.25 µs against ~0.01 µs): Query.visitsAtMost counts the latter. */
const LIKE_STEP_WEIGHT = 10;

/**
 * The walk of a page, reading at most `cap` entries of the sort index; `proven`: the same walk already filled
 * this page within `cap` entries on these rows (reads.ts remembers it until the next write), so the cap can go.
 */
export type SearchWalk = (cap: number, proven?: boolean) => Query;

/**
 * The walk, when one is possible: an unscoped shallow page in an order a sort index gives (not the
 * key's: that order has its own search-first plan), one contains-term answered by the search index,
 * ASCII only (LIKE folds ASCII case alone; the trigram index folds all of Unicode). The walk reads at
 * most `cap` entries of the sort index: matches that gather elsewhere in the order (a term most titles
 * start with, in the wrong direction) cannot make it read the whole table — its page then comes back
 * short and the caller asks the search index instead. Its text is fixed per shape; cap is bound.
 */
function searchWalk(plan: ListPlan, terms: CheckedTerm[][]): SearchWalk | undefined {
  if (plan.scope || !plan.page || plan.page.offset > DIRECT_PAGE_MAX_OFFSET || !indexGivesOrder(plan)) return undefined;
  if (plan.entity.key.includes(plan.order[0].field)) return undefined;
  const [only] = terms;
  if (terms.length !== 1 || only.length !== 1 || !only[0].viaSearchIndex || !/^[\x20-\x7e]*$/.test(only[0].search!))
    return undefined;
  const { entity, page } = plan;
  const term = only[0].field.name;
  const order = (table: string) => plan.order.map((o) => `${table}${q(o.field)} ${o.desc ? 'DESC' : 'ASC'}`).join(', ');
  const walked = [...new Set([...entity.key, ...plan.order.map((o) => o.field), term])].map(q).join(', ');
  const keys = [...new Set([...entity.key, ...plan.order.map((o) => o.field)])].map(q).join(', ');
  const matched = `SELECT ${keys} FROM (SELECT ${walked} FROM ${q(entity.table)} ORDER BY ${order('')} LIMIT ?) AS ${q(WALK)} WHERE ${q(term)} LIKE ? ESCAPE '\\' ORDER BY ${order('')} LIMIT ? OFFSET ?`;
  const fields = plan.fields.map((f) => `${q(ROW)}.${q(f.name)} AS ${q(f.name)}`).join(', ');
  const joined = entity.key.map((k) => `${q(PAGE)}.${q(k)} = ${q(ROW)}.${q(k)}`).join(' AND ');
  const text = `SELECT ${fields} FROM (${matched}) AS ${q(PAGE)} CROSS JOIN ${q(entity.table)} AS ${q(ROW)} WHERE ${joined} ORDER BY ${order(`${q(ROW)}.`)}`;
  // The same walk without its cap, for rows it is known to fill the page on within `cap` entries: SQLite tests
  // LIKE on the index entry and reads a table row only for a match, with no co-routine passing entries along.
  const columns = plan.fields.map((f) => q(f.name)).join(', ');
  const uncapped = `SELECT ${columns} FROM ${q(entity.table)} WHERE ${q(term)} LIKE ? ESCAPE '\\' ORDER BY ${order('')} LIMIT ? OFFSET ?`;
  const pattern = likePattern('~', only[0].search!);
  // A short capped walk runs where a short plain walk does (sqlite-plan.ts), its LIKE tests weighed as steps.
  const visitsAtMost = (cap: number) => cap * LIKE_STEP_WEIGHT + page.size;
  return (cap, proven) =>
    proven
      ? { sql: uncapped, parameters: [pattern, page.size, page.offset], scans: true, visitsAtMost: visitsAtMost(cap) }
      : { sql: text, parameters: [cap, pattern, page.size, page.offset], scans: true, visitsAtMost: visitsAtMost(cap) };
}

/**
 * How many sort-index entries a walk may read, or undefined when the search index is expected to cost
 * less: the walk is expected to read (page end × rows ÷ matches) entries; it is chosen when that is at
 * most WALK_VISITS_PER_MATCH per match (what the search index would cost), and may read WALK_SLACK
 * times as many, never more than that per-match budget.
 */
export function walkCap(plan: Pick<ListPlan, 'page'>, matches: number, rows: number): number | undefined {
  if (!plan.page || matches <= 0) return undefined;
  const expected = ((plan.page.offset + plan.page.size) * rows) / matches;
  const budget = WALK_VISITS_PER_MATCH * matches;
  return expected <= budget ? Math.ceil(Math.min(budget, WALK_SLACK * expected)) : undefined;
}
