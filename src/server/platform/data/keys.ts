// Record keys from URLs and bodies → bound values, checked against the key
// fields' types; and the WHERE clause that finds one record by its key.
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { parseIdList, parseIdParts } from '../../../shared/record-id.js';
import type { EntityMeta } from '../../../shared/schema-model.js';
import type { Dialect } from '../db/executor.js';
import { badRequest, invalid } from '../errors.js';
import { fromUrlText, toDatabase } from './codec.js';

export type KeyValues = unknown[];

function fromParts(entity: EntityMeta, parts: string[], dialect: Dialect): KeyValues {
  if (parts.length !== entity.key.length) {
    const shape = entity.key.length === 1 ? entity.key[0] : `[${entity.key.join(',')}]`;
    throw badRequest(`${entity.name} records are addressed as ${shape}; got ${parts.length} key value(s)`);
  }
  return entity.key.map((k, i) => fromUrlText(entity.fields[k], parts[i], dialect));
}

/** "/5" or "/[3,500]" → key values. */
export function keyFromUrl(entity: EntityMeta, text: string, dialect: Dialect): KeyValues {
  return fromParts(entity, parseIdParts(text), dialect);
}

/** "[1,2]" or "[[1,2],[3,4]]" → a list of key values. */
export function keysFromUrl(entity: EntityMeta, text: string, dialect: Dialect): KeyValues[] {
  const list = parseIdList(text);
  if (!list.length || (list.length === 1 && list[0].length === 1 && list[0][0] === ''))
    throw badRequest('Name at least one key to delete');
  return list.map((parts) => fromParts(entity, parts, dialect));
}

/** The key of a record in a body (an update or a batch delete). */
export function keyFromRecord(entity: EntityMeta, record: unknown, dialect: Dialect): KeyValues {
  if (entity.key.length === 1 && (typeof record === 'number' || typeof record === 'string')) {
    return [toDatabase(entity.fields[entity.key[0]], record, dialect)];
  }
  if (Array.isArray(record)) {
    if (record.length !== entity.key.length)
      throw invalid(`A ${entity.name} key has ${entity.key.length} part(s): [${entity.key.join(',')}]`);
    return entity.key.map((k, i) => toDatabase(entity.fields[k], record[i], dialect));
  }
  if (!record || typeof record !== 'object') throw invalid(`Each item must be a ${entity.name} record or key`);
  return entity.key.map((k) => {
    const v = (record as Record<string, unknown>)[k];
    if (v === undefined || v === null) throw invalid(`${k} is required to find the ${entity.name} record`, k);
    return toDatabase(entity.fields[k], v, dialect);
  });
}

export function keyWhere(entity: EntityMeta, key: KeyValues): RawBuilder<SqlBool> {
  return sql<SqlBool>`${sql.join(
    entity.key.map((k, i) => sql`${sql.ref(`${entity.table}.${k}`)} = ${key[i]}`),
    sql` AND `,
  )}`;
}

export const keyText = (key: KeyValues) => (key.length === 1 ? String(key[0]) : `[${key.join(',')}]`);
