// The one way a list is read a page at a time (issue 42 item 3,
// docs/decisions/0128-one-record-reader.md): the page asked for (its default
// and bounds), the rows of that page and the total they are counted from, the
// paging record and the x-pagination header that carries it. The generic
// interface (reads.ts) and every feature list (media, documents, submissions,
// users, a user's audit trail, the comment queue, a section's content) page
// through here, so a page means the same rows, record and header everywhere.
import type { FastifyReply } from 'fastify';
import type { SelectQueryBuilder } from 'kysely';
import { DEFAULT_PAGE_SIZE } from '../../../shared/page-sizes.js';
import type { Query, Queryable } from '../db/executor.js';

export interface Pagination {
  pageNumber: number;
  pageSize: number;
  currentPage: number;
  hasNext: boolean;
  hasPrevious: boolean;
  totalPages: number;
  totalCount: number;
  previousPageNumber: number | null;
  nextPageNumber: number | null;
}

/** A page of decoded rows and its paging record. */
export interface RecordPage<T> {
  rows: T[];
  pagination: Pagination;
}

/** What a caller asks for (both optional, as the routes' query strings have them; the bounds are the route schema's). */
export interface PageRequest {
  pageNumber?: number;
  pageSize?: number;
}

/** The page asked for, made concrete: its number, its size and the rows before it. */
interface PageWindow {
  number: number;
  size: number;
  offset: number;
}

export function pageWindow(request: PageRequest, defaultSize = DEFAULT_PAGE_SIZE): PageWindow {
  const size = request.pageSize ?? defaultSize;
  const number = request.pageNumber ?? 1;
  return { number, size, offset: (number - 1) * size };
}

export function pagination(pageNumber: number, pageSize: number, totalCount: number): Pagination {
  const totalPages = Math.ceil(totalCount / pageSize);
  return {
    pageNumber,
    pageSize,
    currentPage: pageNumber,
    hasNext: pageNumber < totalPages,
    hasPrevious: pageNumber > 1,
    totalPages,
    totalCount,
    previousPageNumber: pageNumber > 1 ? pageNumber - 1 : null,
    nextPageNumber: pageNumber < totalPages ? pageNumber + 1 : null,
  };
}

/** Puts the paging record on the answer (the one place x-pagination is written) and gives back the page's body. */
export function sendPage<B>(reply: FastifyReply, page: { pagination: Pagination }, body: B): B {
  reply.header('x-pagination', JSON.stringify(page.pagination));
  return body;
}

/** A COUNT(*) answered as a number (SQLite) or as text (PostgreSQL's bigint). */
async function countOf(db: Queryable, query: Query): Promise<number> {
  return Number((await db.first<{ n: number | string }>(query))?.n ?? 0);
}

/**
 * A feature's list, in Kysely. `from` is the rows the list may show — the table, the joins that narrow it and
 * the filters — with no columns: it is counted as it is. `select` adds the columns (and any join that only adds
 * columns, which leaves the count alone), and the order, the key last so pages never overlap or skip a row.
 * `decode` turns the page's rows into the answer's items (a batch, so a feature can read what the page's rows
 * need in one query).
 */
interface RecordList<DB, TB extends keyof DB, SDB, STB extends keyof SDB, O, T> {
  from: SelectQueryBuilder<DB, TB, object>;
  select: (from: SelectQueryBuilder<DB, TB, object>) => SelectQueryBuilder<SDB, STB, O>;
  decode: (rows: O[]) => T[] | Promise<T[]>;
}

/** One page of a feature's list and its paging record; the total is counted on every call (see the decision). */
export async function readPage<DB, TB extends keyof DB, SDB, STB extends keyof SDB, O, T>(
  db: Queryable,
  list: RecordList<DB, TB, SDB, STB, O, T>,
  request: PageRequest,
  defaultSize = DEFAULT_PAGE_SIZE,
): Promise<RecordPage<T>> {
  const page = pageWindow(request, defaultSize);
  const { body, pagination } = await readCompiledPage(
    db,
    {
      rows: list.select(list.from).limit(page.size).offset(page.offset).compile(),
      count: list.from.select((eb) => eb.fn.countAll().as('n')).compile(),
    },
    page,
    (rows) => list.decode(rows as O[]),
  );
  return { rows: body, pagination };
}

/**
 * The same for queries already compiled (the generic list query of data/list-query.ts, which a section's
 * content reads with its own row restriction), whose rows become the page's body (a feature's items, or the
 * records' JSON text): the count first, then the page, as every list has read them.
 */
export async function readCompiledPage<B>(
  db: Queryable,
  queries: { rows: Query; count: Query },
  page: PageWindow,
  body: (rows: unknown[]) => B | Promise<B>,
): Promise<{ body: B; pagination: Pagination }> {
  const total = await countOf(db, queries.count);
  return { body: await body(await db.all(queries.rows)), pagination: pagination(page.number, page.size, total) };
}
