// Validates one entity file and fills in the defaults described in README.md.
import {
  FIELD_TYPES,
  ROLES,
  type AccessPolicy,
  type EntityMeta,
  type FieldMeta,
  type FieldType,
  type Role,
} from '../src/shared/schema-model.js';

export interface RawEntity {
  [key: string]: unknown;
}

const ENTITY_KEYS = new Set([
  'name', 'table', 'label', 'labelPlural', 'key', 'recordRepresentation',
  'defaultSort', 'listColumns', 'access', 'fields',
]);
const FIELD_KEYS = new Set([
  'type', 'length', 'required', 'default', 'autoIncrement', 'readOnly', 'secret',
  'searchable', 'unique', 'indexed', 'references', 'label', 'stamp', 'format', 'sortable',
]);
const ACCESS_KEYS = new Set(['read', 'write', 'scope', 'appendOnly']);
const IDENTIFIER = /^[A-Za-z][A-Za-z0-9_]*$/;
const MAX_STRING_LENGTH = 10_000;
/**
 * The longest string that may be sortable: its index entry must stay under
 * PostgreSQL's B-tree limit of 2704 bytes (800 characters of up to 3 bytes,
 * every script but emoji; the URL columns already carry plain indexes).
 */
const MAX_SORTABLE_LENGTH = 800;

export function normalizeEntity(file: string, raw: RawEntity, problems: string[]): EntityMeta | undefined {
  const at = (where: string) => (msg: string) => problems.push(`${file}: ${where}${msg}`);
  const here = at('');
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
    here('must be a mapping with name, key and fields');
    return undefined;
  }
  for (const k of Object.keys(raw)) if (!ENTITY_KEYS.has(k)) here(`unknown setting "${k}"`);
  const name = raw.name;
  if (typeof name !== 'string' || !IDENTIFIER.test(name)) {
    here('name must be an identifier (letters, digits, _)');
    return undefined;
  }
  const table = optionalIdentifier(raw.table, name, at('table: '));
  const label = optionalString(raw.label, name, at('label: '));
  const labelPlural = optionalString(raw.labelPlural, `${label}s`, at('labelPlural: '));

  const rawFields = raw.fields;
  if (!rawFields || typeof rawFields !== 'object' || Array.isArray(rawFields) || !Object.keys(rawFields).length) {
    here('fields must be a non-empty mapping of field name to options');
    return undefined;
  }
  const key = toList(raw.key);
  if (!key.length) here('key must name one field or a list of fields');
  const fields: Record<string, FieldMeta> = {};
  const fieldOrder: string[] = [];
  for (const [fname, fraw] of Object.entries(rawFields as Record<string, unknown>)) {
    const field = normalizeField(fname, fraw, key.includes(fname), at(`field ${fname}: `));
    if (field) {
      fields[fname] = field;
      fieldOrder.push(fname);
    }
  }
  for (const k of key) {
    const f = fields[k];
    if (!f) {
      // A key field that is present but invalid was reported already.
      if (!Object.hasOwn(rawFields, k)) here(`key field ${k} is not among the fields`);
    }
    else if (f.secret || f.type === 'json' || f.type === 'text') here(`key field ${k} cannot be secret, json or text`);
    else if (f.autoIncrement && key.length > 1) here(`key field ${k}: a composite key cannot be autoIncrement`);
  }
  const access = normalizeAccess(raw.access, fields, at('access: '));
  const listColumns = raw.listColumns === undefined
    ? fieldOrder.filter((f) => !fields[f].secret && fields[f].type !== 'json').slice(0, 6)
    : checkFieldList(toList(raw.listColumns), fields, at('listColumns: '));
  const firstString = fieldOrder.find((f) => fields[f].type === 'string' && !fields[f].secret);
  const recordRepresentation = optionalString(raw.recordRepresentation, firstString ?? key[0], at('recordRepresentation: '));
  if (fields[recordRepresentation]?.secret || (!fields[recordRepresentation] && key.length)) {
    if (!fields[recordRepresentation]) here(`recordRepresentation: unknown field ${recordRepresentation}`);
    else here(`recordRepresentation: ${recordRepresentation} is secret`);
  }
  const defaultSort = normalizeSort(raw.defaultSort, key[0], fields, at('defaultSort: '));
  for (const f of fieldOrder) {
    fields[f].sortable = sortableOf(fields[f], (rawFields as Record<string, Record<string, unknown>>)[f].sortable, listColumns.includes(f) || defaultSort.field === f, at(`field ${f}: `));
  }
  // Every list opens in the default order, so it must be an indexed one (secret and unknown fields were reported already).
  const opening = fields[defaultSort.field];
  if (opening && !opening.secret && !opening.sortable) {
    const why = unsortableBecause(opening) ?? 'it is marked sortable: false';
    here(`defaultSort: every list opens sorted by ${defaultSort.field}, so it must be sortable, but ${why}`);
  }
  return { name, table, label, labelPlural, key, fields, fieldOrder, access, listColumns, recordRepresentation, defaultSort };
}

function normalizeField(name: string, raw: unknown, isKey: boolean, bad: (m: string) => void): FieldMeta | undefined {
  if (!IDENTIFIER.test(name)) bad('the name must be an identifier (letters, digits, _)');
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
    bad('must be a mapping of options, e.g. { type: string, length: 200 }');
    return undefined;
  }
  const o = raw as Record<string, unknown>;
  for (const k of Object.keys(o)) if (!FIELD_KEYS.has(k)) bad(`unknown option "${k}"`);
  const type = o.type as FieldType;
  if (!FIELD_TYPES.includes(type)) {
    bad(`type must be one of ${FIELD_TYPES.join(', ')}`);
    return undefined;
  }
  const flag = (k: string) => {
    if (o[k] !== undefined && typeof o[k] !== 'boolean') bad(`${k} must be true or false`);
    return o[k] === true;
  };
  const autoIncrement = flag('autoIncrement');
  if (autoIncrement && (type !== 'integer' || !isKey)) bad('autoIncrement is for integer key fields only');
  let length: number | undefined;
  if (type === 'string') {
    length = o.length as number;
    if (!Number.isInteger(length) || length < 1 || length > MAX_STRING_LENGTH) bad(`string needs a length from 1 to ${MAX_STRING_LENGTH}`);
  } else if (o.length !== undefined) bad('length applies to string fields only');
  const searchable = flag('searchable');
  if (searchable && type !== 'string' && type !== 'text') bad('searchable applies to string and text fields only');
  const secret = flag('secret');
  if (secret && searchable) bad('a secret field cannot be searchable');
  const stamp = o.stamp as FieldMeta['stamp'];
  if (stamp !== undefined) {
    if (!['created', 'updated', 'actor'].includes(stamp as string)) bad('stamp must be created, updated or actor');
    else if (stamp === 'actor' ? type !== 'string' : type !== 'datetime') bad(`stamp ${stamp} needs a ${stamp === 'actor' ? 'string' : 'datetime'} field`);
  }
  const format = o.format as FieldMeta['format'];
  if (format !== undefined) {
    if (format !== 'html') bad('format must be html');
    else if (type !== 'text') bad('format html applies to text fields only');
  }
  const def = o.default as FieldMeta['default'];
  if (def !== undefined) checkDefault(type, def, bad);
  let references: FieldMeta['references'];
  if (o.references !== undefined) {
    const m = typeof o.references === 'string' ? /^([A-Za-z]\w*)\.([A-Za-z]\w*)$/.exec(o.references) : null;
    if (!m) bad('references must be written Entity.Field');
    else references = { entity: m[1], field: m[2] };
  }
  const label = typeof o.label === 'string' && o.label.trim() ? o.label : name;
  return {
    name, label, type,
    required: o.required === undefined ? isKey && !autoIncrement && type !== 'uuid' : flag('required'),
    ...(length !== undefined ? { length } : {}),
    ...(def !== undefined ? { default: def } : {}),
    autoIncrement,
    readOnly: flag('readOnly') || stamp !== undefined,
    secret, searchable,
    unique: flag('unique'),
    indexed: flag('indexed'),
    // Settled by normalizeEntity once the list columns and default sort are known.
    sortable: false,
    ...(references ? { references } : {}),
    ...(stamp ? { stamp } : {}),
    ...(format === 'html' && type === 'text' ? { format } : {}),
  };
}

/** Why a field cannot have a sort index, or undefined when it can. */
function unsortableBecause(f: FieldMeta): string | undefined {
  if (f.secret) return 'a secret field cannot be sortable';
  if (f.type === 'json' || f.type === 'text') return `a ${f.type} field cannot be sortable (no index holds unbounded values)`;
  if (f.type === 'string' && (f.length ?? 0) > MAX_SORTABLE_LENGTH) return `a string longer than ${MAX_SORTABLE_LENGTH} characters cannot be sortable (its index entries could pass PostgreSQL's limit)`;
  return undefined;
}

/**
 * sortable: the field's own mark when given; otherwise every list column and
 * the default sort that can be indexed, so each sort the admin offers has
 * its index without anyone remembering to ask for it.
 */
function sortableOf(f: FieldMeta, mark: unknown, listed: boolean, bad: (m: string) => void): boolean {
  if (mark !== undefined && typeof mark !== 'boolean') {
    bad('sortable must be true or false');
    return false;
  }
  const why = unsortableBecause(f);
  if (mark === true && why) bad(why);
  return (mark ?? listed) === true && !why;
}

function checkDefault(type: FieldType, def: unknown, bad: (m: string) => void) {
  if (def === null) return;
  const ok =
    (type === 'integer' && Number.isInteger(def)) ||
    (type === 'number' && typeof def === 'number') ||
    (type === 'boolean' && typeof def === 'boolean') ||
    ((type === 'string' || type === 'text' || type === 'json' || type === 'uuid' || type === 'datetime') && typeof def === 'string');
  if (!ok) bad(`default ${JSON.stringify(def)} does not fit type ${type}`);
}

function normalizeAccess(raw: unknown, fields: Record<string, FieldMeta>, bad: (m: string) => void): AccessPolicy {
  // Shorthand: `access: Admin` or `access: [Admin, Maintenance User]` lets those roles read and write.
  if (typeof raw === 'string' || Array.isArray(raw)) raw = { read: raw, write: raw };
  const o = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  if (raw === undefined) bad('is required (read and write role lists; [] means MoJoAdmin only)');
  else if (!raw || typeof raw !== 'object') bad('must be a role, a list of roles, or { read, write, scope, appendOnly }');
  for (const k of Object.keys(o)) if (!ACCESS_KEYS.has(k)) bad(`unknown setting "${k}"`);
  const roles = (k: 'read' | 'write'): Role[] => {
    const list = toList(o[k]);
    for (const r of list) if (!ROLES.includes(r as Role)) bad(`${k}: unknown role "${r}" (roles: ${ROLES.join(', ')})`);
    return list.filter((r): r is Role => ROLES.includes(r as Role) && r !== 'MoJoAdmin');
  };
  const policy: AccessPolicy = { read: roles('read'), write: roles('write'), appendOnly: o.appendOnly === true };
  if (o.scope !== undefined) {
    const m = typeof o.scope === 'string' ? /^(tag|content):(\w+)$/.exec(o.scope) : null;
    if (!m) bad('scope must be tag:<field> or content:<field>');
    else if (!fields[m[2]]) bad(`scope: unknown field ${m[2]}`);
    else if (fields[m[2]].type !== 'integer') bad(`scope: ${m[2]} must be an integer field`);
    else policy.scope = { by: m[1] as 'tag' | 'content', field: m[2] };
  }
  if (policy.write.includes('Maintenance User') && !policy.scope) {
    bad('a Maintenance User may write only a scoped entity: add scope: tag:<field> or content:<field>');
  }
  return policy;
}

function normalizeSort(raw: unknown, fallback: string, fields: Record<string, FieldMeta>, bad: (m: string) => void) {
  if (raw === undefined) return { field: fallback, order: 'asc' as const };
  const m = typeof raw === 'string' ? /^(\w+)(?:\s+(asc|desc))?$/.exec(raw.trim()) : null;
  if (!m) {
    bad('must be "<field>" or "<field> asc|desc"');
    return { field: fallback, order: 'asc' as const };
  }
  if (!fields[m[1]]) bad(`unknown field ${m[1]}`);
  else if (fields[m[1]].secret) bad(`${m[1]} is secret`);
  return { field: m[1], order: (m[2] ?? 'asc') as 'asc' | 'desc' };
}

function checkFieldList(list: string[], fields: Record<string, FieldMeta>, bad: (m: string) => void) {
  for (const f of list) {
    if (!fields[f]) bad(`unknown field ${f}`);
    else if (fields[f].secret) bad(`${f} is secret and cannot be listed`);
  }
  return list;
}

function optionalIdentifier(v: unknown, fallback: string, bad: (m: string) => void): string {
  if (v === undefined) return fallback;
  if (typeof v !== 'string' || !IDENTIFIER.test(v)) {
    bad('must be an identifier');
    return fallback;
  }
  return v;
}

function optionalString(v: unknown, fallback: string, bad: (m: string) => void): string {
  if (v === undefined) return fallback;
  if (typeof v !== 'string' || !v.trim()) {
    bad('must be a non-empty string');
    return fallback;
  }
  return v;
}

function toList(v: unknown): string[] {
  if (v === undefined || v === null) return [];
  if (typeof v === 'string') return [v];
  if (Array.isArray(v) && v.every((x) => typeof x === 'string')) return v as string[];
  return [];
}
