// react-admin's `filter` object → the `filters` grammar of contract §2
// (src/shared/filters: OR of AND-groups, written by formatFilters, so only
// what parseFilters reads back is ever sent).
//
//   q: text           table search: the per-field rule over the list and
//                     searchable fields, joined by ',|' (spec §7)
//   Field: 'text'     a table's text filter (spec §5): a field whose name
//                     contains 'Id' is skipped unless the text is numeric
//                     (then ==; a whole UUID on a uuid field too); text
//                     fields use ~ (contains); numbers ==; booleans ==;
//                     dates a day (>= start, < next day) or an instant (==)
//   Field: 5 | true | null   exact (==), as reference and route filters send
//   Field: [a, b]     any of them (an OR of exact terms); [] matches nothing
//   Field_eq, _neq, _gt, _gte, _lt, _lte: value   exact comparisons
//   id: id | [ids]    the records with these react-admin ids
// Keys that are no filterable field (unknown, secret, JSON) are left out,
// so a stale filter in a bookmarked URL cannot break a list.
import { formatFilters, type FilterOperator, type FilterTerm } from '../../shared/filters/index.js';
import { parseDate } from '../../shared/dates.js';
import type { EntityMeta, FieldMeta } from '../../shared/schema-model.js';
import { keyPartsOf } from './records.js';
import type { Identifier } from 'react-admin';

/** OR of AND-groups. [[]] matches everything, [] nothing. */
export type Condition = FilterTerm[][];
const ALL: Condition = [[]];
const NONE: Condition = [];

export const and = (a: Condition, b: Condition): Condition => a.flatMap((x) => b.map((y) => [...x, ...y]));
const or = (conditions: Condition[]): Condition => conditions.flat();
const term = (field: string, op: FilterOperator, value: string | null): Condition => [[{ field, op, value }]];

const SUFFIX_OPS: Record<string, FilterOperator> = { eq: '==', neq: '!=', gt: '>', gte: '>=', lt: '<', lte: '<=' };
const NUMERIC = /^-?\d+(\.\d+)?$/;
const WHOLE = /^-?\d+$/;
// Numeric text this field can compare with (an integer column refuses 1.5: a 422).
const numericFor = (f: FieldMeta, t: string) => (f.type === 'integer' ? WHOLE : NUMERIC).test(t);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const filterable = (f: FieldMeta | undefined): f is FieldMeta => !!f && !f.secret && f.type !== 'json';

function exactText(value: unknown): string | null {
  if (value === null) return null;
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

/** The per-field text filter of spec §5; undefined when the field is skipped. */
function textCondition(field: FieldMeta, text: string, search = false): Condition | undefined {
  const t = text.trim();
  if (!t) return undefined;
  if (field.name.includes('Id')) {
    if (numericFor(field, t) && field.type !== 'uuid' && field.type !== 'boolean' && field.type !== 'datetime')
      return term(field.name, '==', t);
    if (field.type === 'uuid' && UUID.test(t)) return term(field.name, '==', t);
    return undefined;
  }
  switch (field.type) {
    case 'string':
    case 'text':
    case 'uuid':
      return term(field.name, '~', t);
    case 'integer':
    case 'number':
      return numericFor(field, t) ? term(field.name, '==', t) : undefined;
    case 'boolean':
      return !search && (t === 'true' || t === 'false') ? term(field.name, '==', t) : undefined;
    case 'datetime':
      return search ? undefined : dateCondition(field.name, t);
    default:
      return undefined;
  }
}

// A calendar date means that whole (UTC) day; a full timestamp that instant.
function dateCondition(name: string, text: string): Condition | undefined {
  const date = parseDate(text);
  if (!date) return undefined;
  if (/[T:]/.test(text)) return term(name, '==', date.toISOString());
  const next = new Date(date.getTime() + 86_400_000);
  return [
    [
      { field: name, op: '>=', value: date.toISOString() },
      { field: name, op: '<', value: next.toISOString() },
    ],
  ];
}

/** The fields a table search looks into: list columns, then searchable fields. */
function searchFields(entity: EntityMeta): FieldMeta[] {
  const names = [...new Set([...entity.listColumns, ...entity.fieldOrder.filter((n) => entity.fields[n].searchable)])];
  return names.map((n) => entity.fields[n]).filter(filterable);
}

function searchCondition(entity: EntityMeta, text: string): Condition | undefined {
  if (!text.trim()) return undefined;
  const parts = searchFields(entity)
    .map((f) => textCondition(f, text, true))
    .filter((c): c is Condition => c !== undefined);
  return or(parts); // no field takes this text: nothing matches
}

/** Records with these ids: one AND-group of key terms per id. */
export function idsCondition(entity: EntityMeta, ids: readonly Identifier[]): Condition {
  return ids.map((id) =>
    keyPartsOf(entity, id).map((value, i) => ({ field: entity.key[i], op: '==' as const, value })),
  );
}

function exactCondition(field: FieldMeta, value: unknown, op: FilterOperator = '=='): Condition | undefined {
  if (value === undefined || value === '') return undefined;
  if (Array.isArray(value))
    return or(value.filter((v) => v !== undefined && v !== '').map((v) => exactCondition(field, v, op) ?? NONE));
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) return undefined; // no operator objects in this grammar
  return term(field.name, op, exactText(value));
}

// Text is what a table's filter box sends; anything else was set by code.
function fieldCondition(field: FieldMeta, value: unknown): Condition | undefined {
  return typeof value === 'string' ? textCondition(field, value) : exactCondition(field, value);
}

/** One entry of react-admin's filter object; undefined when it filters nothing. */
function entryCondition(entity: EntityMeta, key: string, value: unknown): Condition | undefined {
  if (key === 'q') return typeof value === 'string' ? searchCondition(entity, value) : undefined;
  if (key === 'id' && !Object.hasOwn(entity.fields, 'id')) {
    if (value === undefined || value === null || value === '') return undefined;
    return idsCondition(entity, Array.isArray(value) ? value : [value as Identifier]);
  }
  const field = Object.hasOwn(entity.fields, key) ? entity.fields[key] : undefined;
  if (field) return filterable(field) ? fieldCondition(field, value) : undefined;
  const m = /^(.+)_(eq|neq|gt|gte|lt|lte)$/.exec(key);
  const base = m && Object.hasOwn(entity.fields, m[1]) ? entity.fields[m[1]] : undefined;
  return filterable(base) ? exactCondition(base, value, SUFFIX_OPS[m![2]]) : undefined;
}

/** react-admin's filter object as one condition (AND of its entries). */
export function filterCondition(entity: EntityMeta, filter: Record<string, unknown> = {}): Condition {
  return Object.entries(filter).reduce<Condition>((acc, [key, value]) => {
    const c = entryCondition(entity, key, value);
    return c === undefined ? acc : and(acc, c);
  }, ALL);
}

export const matchesNothing = (c: Condition) => c.length === 0;

/** The `filters` parameter; undefined when the condition matches every row. */
export function filtersParam(c: Condition): string | undefined {
  if (c.some((group) => group.length === 0)) return undefined; // one group that is always true
  return c.length ? formatFilters(c) : undefined;
}
