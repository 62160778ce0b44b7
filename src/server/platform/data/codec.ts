// Values across the boundary: API JSON → database parameters (checked per
// field type, with errors that name the field), and database rows → API
// JSON text. Rows are serialized straight to text: JSON columns stored as
// text in SQLite are spliced in as they are (they were validated on write),
// which saves a parse and a stringify per value on every read.
import type { EntityMeta, FieldMeta } from '../../../shared/schema-model.js';
import {
  SCHEMA,
  type EntityName,
  type EntityRecords,
  type JsonValue,
} from '../../../shared/generated/entities.generated.js';
import { DIALECTS, isStoredTrue, readStoredJson } from '../db/dialect.js';
import { timestamp, timestampOrNull } from '../db/timestamps.js';
import type { Dialect, Row } from '../db/executor.js';
import { coded, invalid } from '../errors.js';
import { sanitizeRichText } from './rich-text.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
const MAX_JSON_LENGTH = 1_000_000;

/** A JSON value from a request body → the value bound for this field. */
export function toDatabase(field: FieldMeta, value: unknown, dialect: Dialect): unknown {
  if (value === null || value === undefined) return null;
  const name = field.name;
  switch (field.type) {
    case 'integer':
      if (!Number.isSafeInteger(value)) throw invalid(`${name} must be a whole number`, name);
      return value;
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value)) throw invalid(`${name} must be a number`, name);
      return value;
    case 'boolean':
      if (typeof value !== 'boolean') throw invalid(`${name} must be true or false`, name);
      return DIALECTS[dialect].bool(value);
    case 'string':
    case 'text': {
      if (typeof value !== 'string') throw invalid(`${name} must be text`, name);
      if (value.includes('\u0000')) throw invalid(`${name} must not contain NUL characters`, name);
      // Rich text is stored sanitised whichever call writes it (every write passes here).
      const text = field.format === 'html' ? sanitizeRichText(value) : value;
      if (field.length !== undefined && [...text].length > field.length) {
        throw coded(422, 'data.tooLong', { name, max: field.length }, name);
      }
      return text;
    }
    case 'uuid':
      if (typeof value !== 'string' || !UUID.test(value)) throw invalid(`${name} must be a UUID`, name);
      return value.toLowerCase();
    case 'datetime':
      return toIsoInstant(name, value);
    case 'json': {
      const text = JSON.stringify(value);
      if (text.includes('\\u0000')) throw invalid(`${name} must not contain NUL characters`, name);
      if (text.length > MAX_JSON_LENGTH)
        throw invalid(`${name} is larger than ${MAX_JSON_LENGTH} characters of JSON`, name);
      return text;
    }
  }
}

function toIsoInstant(name: string, value: unknown): string {
  if (typeof value !== 'string' || !ISO_DATE.test(value.trim())) {
    throw invalid(`${name} must be an ISO-8601 date, e.g. 2026-11-22T09:30:00Z`, name);
  }
  const t = value.trim();
  // A date without a zone is read as UTC, so every server stores the same instant.
  const ms = Date.parse(/[zZ]|[+-]\d{2}:?\d{2}$/.test(t) || t.length === 10 ? t : `${t.replace(' ', 'T')}Z`);
  if (Number.isNaN(ms)) throw invalid(`${name} is not a real date`, name);
  return new Date(ms).toISOString();
}

/** A filter or key value from a URL (always text) → the value bound for this field. */
export function fromUrlText(field: FieldMeta, text: string, dialect: Dialect): unknown {
  const name = field.name;
  // PostgreSQL cannot store or compare NUL in text; nothing legitimate contains it.
  if (text.includes('\u0000')) throw invalid(`${name} must not contain NUL characters`, name);
  switch (field.type) {
    case 'integer':
    case 'number': {
      const n = Number(text);
      if (text.trim() === '' || !Number.isFinite(n) || (field.type === 'integer' && !Number.isSafeInteger(n))) {
        throw invalid(`${name} takes a ${field.type === 'integer' ? 'whole number' : 'number'}, not "${text}"`, name);
      }
      return n;
    }
    case 'boolean':
      if (text !== 'true' && text !== 'false') throw invalid(`${name} takes true or false, not "${text}"`, name);
      return DIALECTS[dialect].bool(text === 'true');
    case 'datetime':
      return toIsoInstant(name, text);
    case 'uuid':
      if (!UUID.test(text)) throw invalid(`${name} takes a UUID, not "${text}"`, name);
      return text.toLowerCase();
    default:
      return text;
  }
}

type Encoder = (v: unknown) => string;

function encoderFor(field: FieldMeta, dialect: Dialect): Encoder {
  switch (field.type) {
    case 'boolean':
      return DIALECTS[dialect].booleanJson;
    case 'integer':
    case 'number':
      return (v) => (v === null ? 'null' : String(v));
    case 'json':
      return DIALECTS[dialect].jsonJson;
    default:
      return (v) => (v === null ? 'null' : JSON.stringify(v));
  }
}

type RowWriter = (row: Row) => string;
/** Writes a row read as an array of its column values (Queryable.values), in the order of `fields`. */
type ValuesWriter = (values: readonly unknown[]) => string;

interface Writers {
  row: RowWriter;
  values: ValuesWriter;
}

const writers = new Map<string, Writers>();
// The same field list object (an entity's visible fields) finds its writers without building a key.
const byList = new WeakMap<FieldMeta[], Partial<Record<Dialect, Writers>>>();

function writersFor(entity: EntityMeta, fields: FieldMeta[], dialect: Dialect): Writers {
  const known = byList.get(fields)?.[dialect];
  if (known) return known;
  const cacheKey = `${dialect}:${entity.name}:${fields.map((f) => f.name).join(',')}`;
  let found = writers.get(cacheKey);
  if (!found) {
    const names = fields.map((f) => f.name);
    const prefixes = names.map((n, i) => `${i ? ',' : '{'}${JSON.stringify(n)}:`);
    const encoders = fields.map((f) => encoderFor(f, dialect));
    const row: RowWriter = (r) => {
      let out = '';
      for (let i = 0; i < names.length; i++) {
        const v = r[names[i]];
        out += prefixes[i] + encoders[i](v === undefined ? null : v);
      }
      return out + '}';
    };
    const values: ValuesWriter = (vs) => {
      let out = '';
      for (let i = 0; i < prefixes.length; i++) {
        const v = vs[i];
        out += prefixes[i] + encoders[i](v === undefined ? null : v);
      }
      return out + '}';
    };
    found = { row, values };
    if (writers.size > 5000) writers.clear();
    writers.set(cacheKey, found);
  }
  byList.set(fields, { ...byList.get(fields), [dialect]: found });
  return found;
}

/** A function that turns one database row into the record's JSON text, for these fields. */
export function rowWriter(entity: EntityMeta, fields: FieldMeta[], dialect: Dialect): RowWriter {
  return writersFor(entity, fields, dialect).row;
}

/** The same for a row read as values in the order of `fields` (no object per row: see Queryable.values). */
export function valuesWriter(entity: EntityMeta, fields: FieldMeta[], dialect: Dialect): ValuesWriter {
  return writersFor(entity, fields, dialect).values;
}

/** Rows read as values, as the text of one JSON array (a page; a small unpaged read). */
export function valuesArrayText(rows: unknown[][], write: ValuesWriter): string {
  let body = '[';
  for (let i = 0; i < rows.length; i++) body += (i ? ',' : '') + write(rows[i]);
  return body + ']';
}

/** A row as a plain object (for code that works with records, not text). */
export function rowToRecord(
  entity: EntityMeta,
  fields: FieldMeta[],
  row: Row,
  dialect: Dialect,
): Record<string, unknown> {
  return JSON.parse(rowWriter(entity, fields, dialect)(row));
}

/** A row as decodeRow gives it: the entity's columns as their record type says, other columns as read. */
export type DecodedRow<E extends EntityName, R> = {
  [K in keyof R]: K extends keyof EntityRecords[E] ? Exclude<EntityRecords[E][K], undefined> : R[K];
};

type Decoder = (stored: unknown) => unknown;

/** A stored value → its API value, for code that shapes its own answer from a row (the JSON writers above are for records as text). */
function decoderFor(field: FieldMeta, dialect: Dialect): Decoder | undefined {
  switch (field.type) {
    case 'boolean':
      return (v) => (v === null || v === undefined ? null : isStoredTrue(v));
    case 'integer':
    case 'number':
      // PostgreSQL's bigint (a count, a big key) arrives as text.
      return (v) => (v === null || v === undefined ? null : Number(v));
    case 'json':
      // SQLite keeps JSON as text; pg hands jsonb back parsed, so a stored JSON string ("123", "America/New_York")
      // arrives as a plain string there and must not be parsed a second time.
      return dialect === 'sqlite'
        ? (v) => (v === undefined ? null : readStoredJson(v))
        : (v) => (v === undefined ? null : v);
    case 'datetime':
      // A required time that is missing is a broken row, not an empty answer (db/timestamps.ts).
      return field.required ? timestamp : timestampOrNull;
    default:
      return undefined;
  }
}

type Decoders = Map<string, Decoder | undefined>;

/** Per dialect, per entity: built once, so a decoded row costs no more than its output object. */
const decoders: Record<Dialect, Map<string, Decoders>> = { sqlite: new Map(), postgres: new Map() };

function decodersOf(entity: EntityName, dialect: Dialect): Decoders {
  const ofDialect = decoders[dialect];
  let found = ofDialect.get(entity);
  if (!found) {
    found = new Map(Object.values(SCHEMA[entity].fields).map((f) => [f.name, decoderFor(f, dialect)]));
    ofDialect.set(entity, found);
  }
  return found;
}

/**
 * A row a feature reads with Kysely and shapes into its own answer (a list's items), its entity's columns
 * decoded as the schema types them: booleans true/false (null kept), numbers as numbers, JSON parsed, times
 * as ISO 8601 UTC. Columns the entity has not (a joined table's, an expression) pass as they were read.
 * `dialect` is the database the row came from (its queryable's `.dialect`): JSON is text in SQLite, parsed in pg.
 */
export function decodeRow<E extends EntityName, R extends object>(
  entity: E,
  row: R,
  dialect: Dialect,
): DecodedRow<E, R> {
  const byName = decodersOf(entity, dialect);
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(row)) {
    const decode = byName.get(name);
    out[name] = decode ? decode(value) : value;
  }
  return out as DecodedRow<E, R>;
}

/**
 * One stored value of an entity's field, decoded as `decodeRow` decodes it: for code that holds a single
 * column (a write rule's current value, a setting read by itself) rather than a row.
 */
export function decodeField<E extends EntityName, F extends keyof EntityRecords[E] & string>(
  entity: E,
  field: F,
  stored: unknown,
  dialect: Dialect,
): Exclude<EntityRecords[E][F], undefined> {
  const decode = decodersOf(entity, dialect).get(field);
  return (decode ? decode(stored) : stored) as Exclude<EntityRecords[E][F], undefined>;
}

/** Fields of entity E whose value is text or null (a stamp, a time): the fields storedStamp reads. */
type TextField<E extends EntityName> = {
  [F in keyof EntityRecords[E] & string]: Exclude<EntityRecords[E][F], undefined> extends string | null ? F : never;
}[keyof EntityRecords[E] & string];

/** Fields of entity E whose value can be a JSON object (its `json` fields): the fields storedJsonObject reads. */
type JsonObjectField<E extends EntityName> = {
  [F in keyof EntityRecords[E] & string]: { [key: string]: JsonValue } extends EntityRecords[E][F] ? F : never;
}[keyof EntityRecords[E] & string];

/** A row that holds a stored column (a selected row, a locked `before`); undefined for a lookup that found none. */
type RowWith<F extends string> = { readonly [K in F]?: unknown } | undefined;

/**
 * A stored row's stamp (CCreated, CLastModified, a session's LastSeenAt), decoded as decodeField decodes it, for
 * code that shows a stored row. The schema does not call stamps `required` (a write does not bring them), so the
 * decoders answer null for a missing one; the engine writes them on every insert and update, so a stored row
 * without one is broken, not an empty answer.
 */
export function storedStamp<E extends EntityName, F extends TextField<E>>(
  entity: E,
  row: RowWith<F>,
  field: F,
  dialect: Dialect,
): string {
  const decoded = decodeField(entity, field, row?.[field], dialect) as string | null;
  if (decoded === null) throw new Error(`A stored row has no readable ${field}`);
  return decoded;
}

/** A decoded JSON value (decodeRow/decodeField's, or a value inside one) as an object; {} when it is anything else. */
export function jsonObject(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** A stored row's JSON column (CMetaData, CHeadContent, MdValue …), decoded, as an object; {} when it is none. */
export function storedJsonObject<E extends EntityName, F extends JsonObjectField<E>>(
  entity: E,
  row: RowWith<F>,
  field: F,
  dialect: Dialect,
): Record<string, unknown> {
  return jsonObject(decodeField(entity, field, row?.[field], dialect));
}
