// Reading records through the generic interface: a page with its paging
// record (paged as every list is: record-reader.ts; its total from the count
// cache), every row as a stream, and one record with its ETag.
import { hash } from 'node:crypto';
import { canAccess } from '../../../shared/can-access.js';
import type { EntityMeta } from '../../../shared/schema-model.js';
import { MAX_PAGE_SIZE } from '../../../shared/page-sizes.js';
import { dialectOf } from '../db/dialect.js';
import type { Executor, Query, Queryable, Row } from '../db/executor.js';
import { untypedTables } from '../db/untyped-tables.js';
import { forbidden, notFound } from '../errors.js';
import { rowWriter, valuesArrayText, valuesWriter } from './codec.js';
import type { CountCache } from './count-cache.js';
import { visibleFields } from './entities.js';
import type { Identity } from './identity.js';
import { keyWhere, type KeyValues } from './keys.js';
import { listQueries, walkCap, type ListPlan, type SearchWalk } from './list-query.js';
import { pagination, type Pagination } from './record-reader.js';
import type { ListParams } from './list-params.js';
import { isScoped, rowScope, type RowScope } from './scope.js';
import { andThen, type MaybePromise } from '../maybe-async.js';

/**
 * An unpaged read of at most this many rows is answered from one read, as a
 * page is, and only a larger one is streamed
 * (docs/decisions/0076-streams-reuse-warm-workers.md). A stream costs a
 * connection or a worker thread of its own and a few round trips to it; the
 * tag tree every admin screen reads, or a list of 40 redirects, paid that on
 * every read (2–3× the same rows read as one page).
 */
const SMALL_UNPAGED_ROWS = MAX_PAGE_SIZE;

export function authorize(identity: Identity, entity: EntityMeta, action: 'read' | 'create' | 'update' | 'delete') {
  if (!canAccess(identity, entity, action)) {
    const verb =
      action === 'read' ? 'read' : action === 'create' ? 'create' : action === 'update' ? 'change' : 'delete';
    throw forbidden(
      `You may not ${verb} ${entity.labelPlural}${entity.access.appendOnly && action !== 'read' ? ' (they can only be added to)' : ''}`,
    );
  }
}

export async function scopeFor(db: Queryable, identity: Identity, entity: EntityMeta): Promise<RowScope | undefined> {
  return isScoped(identity, entity) ? rowScope(db, identity, entity) : undefined;
}

/** The record's version for If-Match and If-None-Match: crypto.hash in one call, 0.5 µs less per answer than a Hash object. */
export function etagOf(recordJson: string): string {
  return `"${hash('sha1', recordJson, 'base64url').slice(0, 22)}"`;
}

type CountQuery = Query & { key: string };
interface ListQueriesWithKey {
  rows: Query;
  /** The count query, compiled when first asked, with its count-cache key. */
  count: () => CountQuery;
  /** A search that may walk the sort index instead (list-query.ts searchWalk), with the table's own count. */
  walk?: { rows: SearchWalk; tableCount: () => CountQuery; provenKey: (cap: number) => string };
}

/**
 * The count-cache key under which a capped walk that filled its page is remembered: its text and parameters,
 * built once per cap (the cap changes only with the counts, which a write drops along with it).
 */
function provenKeys(walk: SearchWalk): (cap: number) => string {
  let last: { cap: number; key: string } | undefined;
  return (cap) => {
    if (last?.cap !== cap) {
      const q = walk(cap);
      last = { cap, key: `walk\u0000${q.sql}\u0000${JSON.stringify(q.parameters)}` };
    }
    return last.key;
  };
}

function withCountKey(
  queries: { rows: Query; count: () => Query; walk?: SearchWalk },
  tableCount?: () => Query,
): ListQueriesWithKey {
  let count: CountQuery | undefined;
  return {
    rows: queries.rows,
    ...(queries.walk && tableCount
      ? {
          walk: {
            rows: queries.walk,
            tableCount: withCountKey({ rows: queries.rows, count: tableCount }).count,
            provenKey: provenKeys(queries.walk),
          },
        }
      : {}),
    count: () => {
      if (!count) {
        const q = queries.count();
        count = { ...q, key: `${q.sql}\u0000${JSON.stringify(q.parameters)}` };
      }
      return count;
    },
  };
}

export class Reads {
  constructor(
    private readonly db: Executor,
    private readonly counts: CountCache,
  ) {}

  async page(identity: Identity, params: ListParams): Promise<{ body: string; pagination: Pagination }> {
    const { entity } = params;
    authorize(identity, entity, 'read');
    const scope = await scopeFor(this.db, identity, entity);
    const plan: ListPlan = { ...params, scope };
    const {
      rows: searched,
      count,
      walk,
    } = scope ? withCountKey(listQueries(this.db, plan)) : this.unscopedQueries(params, plan);
    // A search sorted by an indexed column walks that index when the counts (cached, as the paging needs them)
    // say it is cheaper; a walk that reaches its cap before the page is full leaves the page to the search index.
    const cap =
      walk && walkCap(plan, await this.total(entity, plan, count), await this.total(entity, plan, walk.tableCount));
    const walked = cap ? await this.walk(entity, walk, cap, plan.page!.size) : undefined;
    // Arrays of values in the order of plan.fields, which is the SELECT's order (list-query.ts).
    const rows = walked && walked.length === plan.page!.size ? walked : await this.db.values(searched);
    const body = valuesArrayText(rows, valuesWriter(entity, plan.fields, this.db.dialect));
    const total = await this.total(entity, plan, count);
    return { body, pagination: pagination(params.pageNumber ?? 1, plan.page!.size, total) };
  }

  /**
   * The capped walk, or once it has filled this page on the same rows, the same walk without its cap (SQLite
   * then tests each index entry in place, ~30 % less work than passing entries through the capped co-routine:
   * decision 0101). Remembered in the count cache, so the next write to the entity forgets it as it does the counts.
   */
  private async walk(
    entity: EntityMeta,
    walk: NonNullable<ListQueriesWithKey['walk']>,
    cap: number,
    size: number,
  ): Promise<unknown[][]> {
    const key = walk.provenKey(cap);
    if (this.counts.remembers(entity.name, key)) return this.db.values(walk.rows(cap, true));
    const generation = this.counts.generation(entity.name);
    const rows = await this.db.values(walk.rows(cap));
    if (rows.length === size) this.counts.remember(entity.name, key, generation);
    return rows;
  }

  /** An unscoped list's queries depend on its parameters alone: compiled once per (remembered) parameters object. */
  private readonly compiled = new WeakMap<Readonly<ListParams>, ListQueriesWithKey>();

  private unscopedQueries(params: Readonly<ListParams>, plan: ListPlan): ListQueriesWithKey {
    let queries = this.compiled.get(params);
    if (!queries) {
      const all = listQueries(this.db, plan);
      // The table's count, for a search that may walk (the unfiltered list's count: one cache entry for both).
      const tableCount = all.walk ? listQueries(this.db, { ...plan, filters: [] }).count : undefined;
      this.compiled.set(params, (queries = withCountKey(all, tableCount)));
    }
    return queries;
  }

  private readonly refreshing = new Set<string>();

  private async total(entity: EntityMeta, plan: ListPlan, count: () => CountQuery): Promise<number> {
    const q = count();
    const key = q.key;
    const cached = this.counts.get(entity.name, key);
    if (cached && !cached.stale) return cached.total;
    const recount = async () => {
      const generation = this.counts.generation(entity.name);
      const row = await this.db.first<{ n: number }>(q);
      const total = Number(row?.n ?? 0);
      this.counts.set(entity.name, key, total, generation);
      return total;
    };
    if (!cached) return recount();
    // Stale: answer now, recount once in the background.
    const flight = `${entity.name}\u0000${key}`;
    if (!this.refreshing.has(flight)) {
      this.refreshing.add(flight);
      recount()
        .catch(() => undefined)
        .finally(() => this.refreshing.delete(flight));
    }
    return cached.total;
  }

  /**
   * Every matching row as JSON array text: a small result (at most
   * SMALL_UNPAGED_ROWS) as one string, a larger one in chunks, so memory stays
   * flat whatever the count. Access and parameters are checked before the
   * first byte, so a refusal is still a proper error answer.
   */
  async all(identity: Identity, params: ListParams): Promise<string | AsyncIterable<string>> {
    const { entity } = params;
    authorize(identity, entity, 'read');
    const scope = await scopeFor(this.db, identity, entity);
    const plan: ListPlan = { ...params, page: undefined, scope };
    // First at most one row more than a small result, read as a page is: all of it
    // when that is everything, else the rows are streamed (from the first again).
    const head: ListPlan = { ...plan, page: { size: SMALL_UNPAGED_ROWS + 1, offset: 0 } };
    const rows = await this.db.values(scope ? listQueries(this.db, head).rows : this.headQuery(params, head));
    if (rows.length > SMALL_UNPAGED_ROWS) return streamRows(this.db, entity, plan);
    return valuesArrayText(rows, valuesWriter(entity, plan.fields, this.db.dialect));
  }

  /** An unscoped unpaged list's first read, compiled once per (remembered) parameters object. */
  private readonly heads = new WeakMap<Readonly<ListParams>, Query>();

  private headQuery(params: Readonly<ListParams>, head: ListPlan): Query {
    let query = this.heads.get(params);
    if (!query) this.heads.set(params, (query = listQueries(this.db, head).rows));
    return query;
  }

  /** One record and its ETag: at once when the row is (SQLite's key lookups), else a promise. */
  one(identity: Identity, entity: EntityMeta, key: KeyValues): MaybePromise<{ body: string; etag: string }> {
    authorize(identity, entity, 'read');
    return andThen(findRow(this.db, identity, entity, key), (row) => {
      if (!row) throw notFound(`${entity.label} ${key.join(',')} was not found`);
      const body = rowWriter(entity, visibleFields(entity), this.db.dialect)(row);
      return { body, etag: etagOf(body) };
    });
  }
}

// findRow's SQL, compiled once per entity and shape (dialect, scope, lock). Keyed by the entity first so that the
// common read (no scope, no lock) looks up a constant string: a key built per call was hashed afresh every read.
const findCache = new WeakMap<EntityMeta, Map<string, string>>();

/**
 * One stored row by key, within the identity's scope (FOR UPDATE inside a PostgreSQL transaction): at once when
 * the identity sees every row and the driver reads synchronously (db.lookup), else a promise.
 */
export function findRow(
  db: Queryable,
  identity: Identity,
  entity: EntityMeta,
  key: KeyValues,
  forUpdate = false,
): MaybePromise<Row | undefined> {
  return isScoped(identity, entity)
    ? rowScope(db, identity, entity).then((scope) => lookupRow(db, entity, key, forUpdate, scope))
    : lookupRow(db, entity, key, forUpdate, undefined);
}

function lookupRow(
  db: Queryable,
  entity: EntityMeta,
  key: KeyValues,
  forUpdate: boolean,
  scope: RowScope | undefined,
): MaybePromise<Row | undefined> {
  const lock = forUpdate && dialectOf(db).locksRows;
  const shape = scope || lock ? `${db.dialect}/${scope?.shape ?? ''}/${lock}` : db.dialect;
  const parameters = scope ? [...key, ...scope.parameters] : key;
  let byShape = findCache.get(entity);
  if (!byShape) findCache.set(entity, (byShape = new Map()));
  let text = byShape.get(shape);
  if (!text) {
    // Compiled once per shape (Kysely's build and compile cost as much as the query itself).
    let qb = untypedTables(db.builder).selectFrom(entity.table).selectAll().where(keyWhere(entity, key));
    if (scope) qb = qb.where(scope.sql);
    if (lock) qb = qb.forUpdate();
    const compiled = qb.compile();
    if (JSON.stringify(compiled.parameters) !== JSON.stringify(parameters))
      throw new Error(`findRow: parameter order drifted for ${entity.name} ${shape}`);
    byShape.set(shape, (text = compiled.sql));
  }
  return db.lookup({ sql: text, parameters });
}

/**
 * Every row of the plan (paging ignored) as JSON array text, in chunks of
 * the driver's batches: memory stays flat whatever the count. The first
 * batch is read before this resolves, so a query that fails or runs out of
 * time before its first row (an unindexed sort does all its work there) is
 * still answered with a proper error rather than a cut-off 200.
 */
export async function streamRows(db: Executor, entity: EntityMeta, plan: ListPlan): Promise<AsyncIterable<string>> {
  const { rows } = listQueries(db, { ...plan, page: undefined });
  const write = rowWriter(entity, plan.fields, db.dialect);
  const batches = db.stream(rows)[Symbol.asyncIterator]();
  const head = await batches.next();
  const chunks = (async function* () {
    let first = true;
    yield '[';
    for (let next = head; !next.done; next = await batches.next()) {
      let chunk = '';
      for (const row of next.value) {
        chunk += (first ? '' : ',') + write(row);
        first = false;
      }
      yield chunk;
    }
    yield ']';
  })();
  // Stopped early (the client went away, even before the first chunk was asked for): stop
  // the read too, which frees its connection or worker; a finished read ignores the call.
  const iterator: AsyncIterator<string> = {
    next: () => chunks.next(),
    return: async () => {
      await batches.return?.();
      return chunks.return(undefined);
    },
  };
  return { [Symbol.asyncIterator]: () => iterator };
}
