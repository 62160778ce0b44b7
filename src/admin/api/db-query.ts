// URLs of generic-interface reads (contract §2) built with the shared filter
// grammar, so values with commas or bars are escaped the one right way.
import { formatFilters, type FilterTerm } from '../../shared/filters/index.js';
import { DB_BASE } from './site-api.js';

interface DbQuery {
  /** AND-groups joined by OR (contract §2). */
  filters?: FilterTerm[][];
  fields?: string[];
  orderBy?: string;
  /** Omit for every matching row. */
  pageSize?: number;
  pageNumber?: number;
}

export function dbListUrl(entity: string, q: DbQuery = {}): string {
  const params = new URLSearchParams();
  if (q.pageSize) {
    params.set('pageNumber', String(q.pageNumber ?? 1));
    params.set('pageSize', String(q.pageSize));
  }
  if (q.filters?.length) params.set('filters', formatFilters(q.filters));
  if (q.fields?.length) params.set('fields', q.fields.join(','));
  if (q.orderBy) params.set('orderBy', q.orderBy);
  const query = params.toString();
  return `${DB_BASE}/${entity.toLowerCase()}${query ? `?${query}` : ''}`;
}

export const term = (field: string, op: FilterTerm['op'], value: string | number | boolean | null): FilterTerm => ({
  field,
  op,
  value: value === null ? null : String(value),
});

/** Live pages whose title or URL contains the text (spec §7 table search: field~text joined by ',|'). */
export function pageSearchFilters(text: string, extra: FilterTerm[] = []): FilterTerm[][] {
  const live = [term('CDeleted', '==', false), ...extra];
  const t = text.trim();
  if (!t) return [live];
  return [
    [...live, term('CTitle', '~', t)],
    [...live, term('CSeoUrl', '~', t)],
  ];
}
