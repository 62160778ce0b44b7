// The query string of GET /{entity} → a checked list plan (contract §2).
// Unknown parameters, repeated parameters, unknown or secret fields are 400s
// that name the culprit: names never reach SQL unless the schema has them.
import { FilterSyntaxError, parseFilters } from '../../../shared/filters/index.js';
import type { EntityMeta, FieldMeta } from '../../../shared/schema-model.js';
import { badRequest } from '../errors.js';
import { MAX_PAGE_NUMBER } from '../../../shared/api/generic.js';
import { fieldNamed, visibleFields } from './entities.js';
import type { ListPlan } from './list-query.js';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../../shared/page-sizes.js';
import { pageWindow } from './record-reader.js';

// The bounds the route's schema states too (shared/page-sizes.ts): one number for both.
const KNOWN = new Set(['pageNumber', 'pageSize', 'filters', 'orderBy', 'fields']);

export type ListParams = Omit<ListPlan, 'scope'> & { pageNumber?: number };

const PARSED_LIMIT = 1000;
const parsed = new Map<string, Readonly<ListParams>>();

/**
 * parseListParams for a request, remembered by its URL (the same URL always
 * parses the same; staff lists and the admin ask the same few URLs again and
 * again): the same object comes back, which lets Reads keep the compiled
 * queries of an unscoped list with it. Refusals are not remembered.
 */
export function listParamsOfUrl(entity: EntityMeta, url: string, query: Record<string, unknown>): Readonly<ListParams> {
  const key = `${entity.name} ${url}`;
  let params = parsed.get(key);
  if (!params) {
    params = Object.freeze(parseListParams(entity, query));
    if (parsed.size >= PARSED_LIMIT) parsed.delete(parsed.keys().next().value!);
    parsed.set(key, params);
  }
  return params;
}

export function parseListParams(entity: EntityMeta, query: Record<string, unknown>): ListParams {
  for (const [k, v] of Object.entries(query)) {
    if (!KNOWN.has(k)) throw badRequest(`Unknown query parameter "${k}" (known: ${[...KNOWN].join(', ')})`, k);
    // Numbers arrive converted when the route's schema declares them (http/validation.ts).
    if (typeof v !== 'string' && typeof v !== 'number')
      throw badRequest(`Query parameter "${k}" must be given once`, k);
  }
  const text = (k: string) => (query[k] === undefined ? undefined : String(query[k]));
  const fields = parseFields(entity, text('fields'));
  let filters;
  try {
    filters = parseFilters(text('filters') ?? '');
  } catch (e) {
    if (e instanceof FilterSyntaxError) throw badRequest(e.message, 'filters');
    throw e;
  }
  const order = parseOrderBy(entity, text('orderBy'));
  const pageNumber =
    text('pageNumber') === undefined ? undefined : wholeNumber('pageNumber', text('pageNumber')!, 1, MAX_PAGE_NUMBER);
  const pageSize =
    text('pageSize') === undefined ? DEFAULT_PAGE_SIZE : wholeNumber('pageSize', text('pageSize')!, 1, MAX_PAGE_SIZE);
  // Paged as every list is (record-reader.ts); without a page number every row is read.
  const window = pageNumber === undefined ? undefined : pageWindow({ pageNumber, pageSize });
  const page = window && { size: window.size, offset: window.offset };
  return { entity, fields, filters, order, page, pageNumber };
}

function wholeNumber(name: string, v: string, min: number, max: number): number {
  const n = Number(v);
  if (!/^\d+$/.test(v) || n < min || n > max)
    throw badRequest(`${name} must be a whole number from ${min} to ${max}, not "${v}"`, name);
  return n;
}

function checkedField(entity: EntityMeta, name: string, where: string): FieldMeta {
  const f = fieldNamed(entity, name);
  if (!f) throw badRequest(`Unknown field "${name}" in ${where} of ${entity.name}`, name);
  if (f.secret) throw badRequest(`Field "${name}" cannot be used in ${where}`, name);
  return f;
}

function parseFields(entity: EntityMeta, text: string | undefined): FieldMeta[] {
  if (text === undefined || text.trim() === '') return visibleFields(entity);
  const names = text.split(',').map((s) => s.trim());
  if (new Set(names).size !== names.length) throw badRequest('A field is named twice in fields', 'fields');
  return names.map((n) => checkedField(entity, n, 'fields'));
}

function parseOrderBy(entity: EntityMeta, text: string | undefined): ListPlan['order'] {
  const order: ListPlan['order'] = [];
  if (text !== undefined && text.trim() !== '') {
    for (const part of text.split(',')) {
      const m = /^\s*(\S+)(?:\s+(asc|desc|ASC|DESC))?\s*$/.exec(part);
      if (!m) throw badRequest(`orderBy term "${part}" must be "<field> asc|desc"`, 'orderBy');
      const f = checkedField(entity, m[1], 'orderBy');
      if (f.type === 'json') throw badRequest(`JSON field "${f.name}" cannot be sorted`, f.name);
      if (order.some((o) => o.field === f.name)) throw badRequest(`Field "${f.name}" is sorted twice`, f.name);
      order.push({ field: f.name, desc: m[2]?.toLowerCase() === 'desc' });
    }
  } else {
    order.push({ field: entity.defaultSort.field, desc: entity.defaultSort.order === 'desc' });
  }
  // The key breaks ties, so pages never overlap or skip rows.
  for (const k of entity.key) if (!order.some((o) => o.field === k)) order.push({ field: k, desc: order[0].desc });
  return order;
}
