// The content linked to one tag (a site section such as Careers 214, or
// News 208): GET /api/v1/mc/sections/{TId}/content. The generic list of
// Content with the same paging, filters, order and fields (contract §2),
// narrowed to the rows TagToContent links to the tag. A client could ask
// /api/v1/db/content for "CId==a,|CId==b,…", but that OR of ids multiplies
// with a search's alternatives past the filter grammar's 50 terms once a
// section holds a handful of pages; here the link is a sub-query instead.
//
// The query is the generic list query (data/list-query.ts): the link goes in
// as the plan's row restriction, AND-ed with the caller's own scope, so a
// Maintenance User sees exactly what /api/v1/db/content would show them.
import { sql, type SqlBool } from 'kysely';
import { SCHEMA } from '../../../shared/generated/entities.generated.js';
import type { Executor, Queryable, Row } from '../../platform/db/executor.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { rowWriter } from '../../platform/data/codec.js';
import type { Identity } from '../../platform/data/identity.js';
import { listQueries, type ListPlan } from '../../platform/data/list-query.js';
import { parseListParams } from '../../platform/data/list-params.js';
import { authorize, scopeFor, streamRows } from '../../platform/data/reads.js';
import { readCompiledPage, type Pagination } from '../../platform/data/record-reader.js';
import type { RowScope } from '../../platform/data/scope.js';

const CONTENT = SCHEMA.Content;

interface SectionQuery {
  plan: ListPlan;
  /** Absent: every matching row (streamed), as the generic list without pageNumber. */
  pageNumber?: number;
}

function tagIdOf(text: string): number {
  if (!/^\d{1,9}$/.test(text)) throw badRequest(`The tag id must be a whole number, not "${text}"`, 'TId');
  return Number(text);
}

/** "Linked to the tag", and the caller's scope when they have one: one row restriction for the list query. */
function linkedTo(tId: number, scope: RowScope | undefined): RowScope {
  const linked = sql<SqlBool>`${sql.ref('Content.CId')} IN (SELECT ${sql.ref('TagToContent.CId')} FROM ${sql.table('TagToContent')} WHERE ${sql.ref('TagToContent.TId')} = ${tId})`;
  return {
    // Part of the query-shape cache key: the caller's scope changes the text.
    shape: `linked-to-tag/${scope?.shape ?? 'all'}`,
    sql: scope ? sql<SqlBool>`${linked} AND ${scope.sql}` : linked,
    parameters: [tId, ...(scope?.parameters ?? [])],
    tagIds: scope?.tagIds ?? [],
    by: 'content',
  };
}

/**
 * The checked list plan of a section read: the caller may read Content, the
 * query string is the generic list's, and the tag exists (else 404). The
 * rows are narrowed by the caller's Content scope, not by whether the tag
 * itself is among their tags: a Maintenance User given one job opening by
 * its CId sees that opening in the Careers list, as /api/v1/db/content
 * would show it to them.
 */
export async function sectionQuery(
  db: Queryable,
  identity: Identity,
  tagText: string,
  query: Record<string, unknown>,
): Promise<SectionQuery> {
  const tId = tagIdOf(tagText);
  authorize(identity, CONTENT, 'read');
  const params = parseListParams(CONTENT, query);
  const tag = await db.first(db.builder.selectFrom('Tag').select('TId').where('TId', '=', tId).compile());
  if (!tag) throw notFound(`Tag ${tId} was not found`);
  const scope = await scopeFor(db, identity, CONTENT);
  return { plan: { ...params, scope: linkedTo(tId, scope) }, pageNumber: params.pageNumber };
}

/**
 * One page and its paging record, read as every list is (data/record-reader.ts). The total is counted each
 * time rather than kept in the count cache: that cache is dropped on writes to Content, and linking or
 * unlinking (a TagToContent write) changes this total too.
 */
export function sectionPage(
  db: Queryable,
  plan: ListPlan,
  pageNumber: number,
): Promise<{ body: string; pagination: Pagination }> {
  const { rows, count } = listQueries(db, plan);
  const write = rowWriter(CONTENT, plan.fields, db.dialect);
  return readCompiledPage(
    db,
    { rows, count: count() },
    { number: pageNumber, ...plan.page! },
    (found) => `[${(found as Row[]).map(write).join(',')}]`,
  );
}

/**
 * Every matching row as JSON array text, in chunks (the CSV export's read).
 * The filters are checked before the first byte, so a refusal is still a
 * proper error answer.
 */
export function sectionRows(db: Executor, plan: ListPlan): Promise<AsyncIterable<string>> {
  return streamRows(db, CONTENT, plan);
}
