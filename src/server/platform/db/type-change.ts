// A column's type change: whether it keeps every value (the generator writes
// it without asking), may lose some (it asks for --allow-type-change), or has
// no generated conversion (written by hand), and the SQL expression that
// converts a value on each dialect. Both dialects convert alike: a value
// that does not convert becomes NULL on both (never 0 on SQLite and an error
// on PostgreSQL), a string is cut to its new length on both.
import type { Dialect } from './executor.js';
import type { ColumnSpec } from './migration-types.js';

type TypeSpec = Pick<ColumnSpec, 'type' | 'length'>;

type TypeChange =
  /** Same storage: nothing to do. */
  | { kind: 'same' }
  /** Every value is kept as it was (a widening). */
  | { kind: 'safe' }
  /** Some values may be changed or lost: `loss` says which. */
  | { kind: 'lossy'; loss: string }
  /** No generated conversion. */
  | { kind: 'unsupported' };

const INT_MIN = -2147483648;
const INT_MAX = 2147483647;
/** The longest text of a PostgreSQL integer: "-2147483648". */
const INTEGER_CHARS = 11;
const UUID_CHARS = 36;

/** The type as the developer writes it: string(50), integer. */
export const typeName = (t: TypeSpec) => (t.type === 'string' ? `string(${t.length})` : t.type);

const texts = new Set(['string', 'text']);
/** How many characters a value of `t` may hold as text (Infinity: any). */
function textWidth(t: TypeSpec): number {
  if (t.type === 'string') return t.length ?? Infinity;
  if (t.type === 'integer') return INTEGER_CHARS;
  if (t.type === 'uuid') return UUID_CHARS;
  return Infinity;
}

export function typeChange(from: TypeSpec, to: TypeSpec): TypeChange {
  if (from.type === to.type && (from.type !== 'string' || from.length === to.length)) return { kind: 'same' };
  if (
    texts.has(to.type) &&
    (texts.has(from.type) || from.type === 'integer' || from.type === 'uuid' || from.type === 'number')
  ) {
    const room = to.type === 'text' ? Infinity : (to.length ?? Infinity);
    if (from.type === 'number')
      return {
        kind: 'lossy',
        loss: `numbers are written as text${room < Infinity ? ` cut to ${room} characters` : ''} (SQLite keeps 15 significant digits)`,
      };
    if (textWidth(from) <= room) return { kind: 'safe' };
    return { kind: 'lossy', loss: `values longer than ${room} characters are cut` };
  }
  if (from.type === 'integer' && to.type === 'number') return { kind: 'safe' };
  if (from.type === 'number' && to.type === 'integer')
    return {
      kind: 'lossy',
      loss: `values are rounded to whole numbers; values outside ${INT_MIN}..${INT_MAX} become NULL`,
    };
  if (texts.has(from.type) && to.type === 'integer')
    return { kind: 'lossy', loss: `values that are not whole numbers within ${INT_MIN}..${INT_MAX} become NULL` };
  if (texts.has(from.type) && to.type === 'number')
    return { kind: 'lossy', loss: 'values that are not numbers become NULL' };
  if (texts.has(from.type) && to.type === 'uuid')
    return { kind: 'lossy', loss: 'values that are not UUIDs become NULL' };
  return { kind: 'unsupported' };
}

// What "a number" and "a whole number" are, on both dialects: JSON's number
// syntax, after trimming spaces (SQLite checks it with json_valid/json_type).
const PG_NUMBER = `'^-?(0|[1-9][0-9]*)([.][0-9]+)?([eE][+-]?[0-9]+)?$'`;
const PG_INTEGER = `'^-?(0|[1-9][0-9]*)$'`;
const PG_UUID = `'^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'`;
const hex = (n: number) => '[0-9a-f]'.repeat(n);
const SQLITE_UUID = `'${hex(8)}-${hex(4)}-${hex(4)}-${hex(4)}-${hex(12)}'`;

/**
 * The SQL expression that converts `column` (an expression, usually a quoted
 * name) from `from` to `to`; `column` itself when the stored values need no
 * change. Only for changes typeChange accepts (not 'unsupported').
 */
export function convertExpression(dialect: Dialect, column: string, from: TypeSpec, to: TypeSpec): string {
  const c = column;
  if (dialect === 'sqlite') {
    // SQLite stores string, text and uuid as TEXT, integer as INTEGER, number as REAL.
    if (texts.has(to.type)) {
      const asText = texts.has(from.type) || from.type === 'uuid' ? c : `CAST(${c} AS TEXT)`;
      const room = to.type === 'string' ? (to.length ?? Infinity) : Infinity;
      return room < textWidth(from) || (from.type === 'number' && room < Infinity)
        ? `substr(${asText}, 1, ${room})`
        : asText;
    }
    if (to.type === 'number')
      return from.type === 'integer'
        ? `CAST(${c} AS REAL)`
        : `CASE WHEN json_valid(trim(${c})) AND json_type(trim(${c})) IN ('integer', 'real') THEN CAST(trim(${c}) AS REAL) END`;
    if (to.type === 'integer') {
      if (from.type === 'number')
        return `CASE WHEN ${c} BETWEEN ${INT_MIN} AND ${INT_MAX} THEN CAST(round(${c}) AS INTEGER) END`;
      return `CASE WHEN json_valid(trim(${c})) AND json_type(trim(${c})) = 'integer' AND CAST(trim(${c}) AS INTEGER) BETWEEN ${INT_MIN} AND ${INT_MAX} THEN CAST(trim(${c}) AS INTEGER) END`;
    }
    if (to.type === 'uuid') return `CASE WHEN lower(trim(${c})) GLOB ${SQLITE_UUID} THEN lower(trim(${c})) END`;
  } else {
    if (to.type === 'string')
      return textWidth(from) <= (to.length ?? Infinity) && from.type !== 'number'
        ? `${c}::text`
        : `left(${c}::text, ${to.length})`;
    if (to.type === 'text') return `${c}::text`;
    if (to.type === 'number')
      return from.type === 'integer'
        ? `${c}::double precision`
        : `CASE WHEN btrim(${c}) ~ ${PG_NUMBER} THEN btrim(${c})::double precision END`;
    if (to.type === 'integer') {
      if (from.type === 'number')
        return `CASE WHEN ${c} BETWEEN ${INT_MIN} AND ${INT_MAX} THEN round(${c}::numeric)::integer END`;
      return `CASE WHEN btrim(${c}) !~ ${PG_INTEGER} THEN NULL WHEN btrim(${c})::numeric BETWEEN ${INT_MIN} AND ${INT_MAX} THEN btrim(${c})::integer END`;
    }
    if (to.type === 'uuid') return `CASE WHEN lower(btrim(${c})) ~ ${PG_UUID} THEN lower(btrim(${c}))::uuid END`;
  }
  throw new Error(`type-change: no conversion from ${typeName(from)} to ${typeName(to)}`);
}
