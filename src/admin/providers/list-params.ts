// The query string of GET /{entity} (contract §2): pageNumber, pageSize,
// orderBy "Field asc|desc", filters, fields. Without pageNumber the server
// answers every matching row, streamed, with no x-pagination header.
import type { SortPayload } from 'react-admin';
import type { EntityMeta } from '../../shared/schema-model.js';
import { filtersParam, type Condition } from './list-filters.js';

export { MAX_PAGE_SIZE } from '../../shared/page-sizes.js';

/**
 * react-admin's sort → orderBy. Its default field `id` is no field here: it
 * means the key. An empty field is "unsorted" (spec §4 sort cycle): no
 * orderBy, so the server applies the entity's default order. A field the
 * server cannot sort (unknown, secret, JSON) is left to that default too.
 */
function orderByParam(entity: EntityMeta, sort: SortPayload | undefined): string | undefined {
  if (!sort?.field) return undefined;
  const dir = sort.order === 'DESC' ? 'desc' : 'asc';
  if (sort.field === 'id' && !Object.hasOwn(entity.fields, 'id')) return entity.key.map((k) => `${k} ${dir}`).join(',');
  const field = Object.hasOwn(entity.fields, sort.field) ? entity.fields[sort.field] : undefined;
  return field && !field.secret && field.type !== 'json' ? `${field.name} ${dir}` : undefined;
}

/** A projection (meta.fields); the key is added, since every record needs its id. */
function fieldsParam(entity: EntityMeta, fields: readonly string[] | undefined): string | undefined {
  if (!fields?.length) return undefined;
  return [...new Set([...fields, ...entity.key])].join(',');
}

/** A list as react-admin asks for it (condition, sort, page, projection), before it becomes the query string of
 * shared/api/generic.ts's ListQuery. */
interface ListRequest {
  condition: Condition;
  sort?: SortPayload;
  /** Absent: every row (streamed by the server). */
  page?: { number: number; size: number };
  fields?: readonly string[];
}

export function listQueryString(entity: EntityMeta, q: ListRequest): string {
  const params: [string, string | undefined][] = [
    ['pageNumber', q.page && String(q.page.number)],
    ['pageSize', q.page && String(q.page.size)],
    ['orderBy', orderByParam(entity, q.sort)],
    ['filters', filtersParam(q.condition)],
    ['fields', fieldsParam(entity, q.fields)],
  ];
  const text = params
    .filter((p): p is [string, string] => p[1] !== undefined)
    .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
    .join('&');
  return text ? `?${text}` : '';
}
