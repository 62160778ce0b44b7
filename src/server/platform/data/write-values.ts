// A request body → the column values of an INSERT or UPDATE, with every
// rule of the schema applied: unknown fields, types, lengths, required
// fields (a required text is not blank either: shared/required-text.ts),
// defaults, server-filled stamps, and fields only the server writes.
import { randomUUID } from 'node:crypto';
import type { EntityMeta, FieldMeta } from '../../../shared/schema-model.js';
import type { Dialect } from '../db/executor.js';
import { coded, forbidden, invalid } from '../errors.js';
import { toDatabase } from './codec.js';
import type { Identity } from './identity.js';
import { isBlankRequiredText } from '../../../shared/required-text.js';

export type Values = Record<string, unknown>;

export function asRecord(body: unknown, what: string): Record<string, unknown> {
  if (!body || typeof body !== 'object' || Array.isArray(body))
    throw invalid(`${what} must be a JSON object of field values`);
  return body as Record<string, unknown>;
}

function checkKnown(entity: EntityMeta, body: Record<string, unknown>) {
  for (const k of Object.keys(body)) {
    if (!Object.hasOwn(entity.fields, k)) throw invalid(`Unknown field "${k}" for ${entity.name}`, k);
  }
}

function stampValue(field: FieldMeta, identity: Identity, now: string): unknown {
  return field.stamp === 'actor' ? identity.userName : now;
}

// Fields a client may not set. A form that echoes the record back is fine:
// the caller decides what "unchanged" means (create: absent or null).
function refuseServerField(field: FieldMeta, given: unknown, current: unknown, dialect: Dialect) {
  if (given === undefined || field.stamp || field.autoIncrement) return;
  if (field.readOnly && !field.secret) {
    if (given === null && current === null) return;
    if (current !== undefined && given !== null && toDatabase(field, given, dialect) === current) return;
  }
  throw forbidden(`${field.name} is set by the server and cannot be written`, field.name);
}

export function insertValues(
  entity: EntityMeta,
  body: Record<string, unknown>,
  identity: Identity,
  dialect: Dialect,
): Values {
  checkKnown(entity, body);
  const now = new Date().toISOString();
  const values: Values = {};
  for (const name of entity.fieldOrder) {
    const field = entity.fields[name];
    const given = body[name];
    if (field.stamp) {
      values[name] = stampValue(field, identity, now);
      continue;
    }
    if (field.autoIncrement) continue; // the database numbers new rows (a 0 or stale id from a form is ignored)
    if (field.readOnly) {
      refuseServerField(field, given, null, dialect);
      continue;
    }
    if (given === undefined || given === null) {
      if (field.type === 'uuid' && entity.key.includes(name)) values[name] = randomUUID();
      else if (field.default !== undefined) values[name] = toDatabase(field, field.default, dialect);
      else if (field.required) throw coded(422, 'data.required', { name }, name);
      else values[name] = null;
      if (given === null && field.required) throw coded(422, 'data.required', { name }, name);
      continue;
    }
    if (isBlankRequiredText(field, given)) throw coded(422, 'data.blank', { name }, name);
    values[name] = toDatabase(field, given, dialect);
  }
  return values;
}

/**
 * The SET values of an update. `replace` (PUT) resets fields the body leaves
 * out to their default or null; PATCH changes only what the body names.
 * `current` is the stored row, to let unchanged read-only values through.
 */
export function updateValues(
  entity: EntityMeta,
  body: Record<string, unknown>,
  current: Values,
  identity: Identity,
  dialect: Dialect,
  replace: boolean,
): Values {
  checkKnown(entity, body);
  const now = new Date().toISOString();
  const values: Values = {};
  for (const name of entity.fieldOrder) {
    const field = entity.fields[name];
    const given = body[name];
    if (entity.key.includes(name)) {
      if (given !== undefined && given !== null && toDatabase(field, given, dialect) !== current[name]) {
        throw invalid(`${name} is part of the key and cannot change`, name);
      }
      continue;
    }
    if (field.stamp) {
      if (field.stamp !== 'created') values[name] = stampValue(field, identity, now);
      continue;
    }
    if (field.readOnly) {
      refuseServerField(field, given, current[name], dialect);
      continue;
    }
    if (given === undefined) {
      if (!replace || field.secret) continue;
      values[name] = field.default !== undefined ? toDatabase(field, field.default, dialect) : null;
      if (values[name] === null && field.required) throw coded(422, 'data.required', { name }, name);
      continue;
    }
    if (given === null && field.required) throw coded(422, 'data.required', { name }, name);
    // A blank value an update leaves as stored (a row saved before this rule) is let through, as other rules do.
    if (isBlankRequiredText(field, given) && given !== current[name]) throw coded(422, 'data.blank', { name }, name);
    values[name] = toDatabase(field, given, dialect);
  }
  return values;
}
