// Optimistic concurrency for updates (contract §2: PUT/PATCH with a stale
// If-Match is a 412 and changes nothing). The server's ETag is a hash of the
// record's JSON as the API shows it, so the admin cannot rebuild it from a
// record without repeating the server's serializer; instead the ETag a read
// answered travels on the record itself, under a property that is no field
// (so bodies drop it), and comes back as react-admin's `previousData`.
// A record that never passed through getOne (a list row) has none: then the
// current record is read, compared with what the user started from, and its
// ETag used, so the server still refuses a change made in between.
import { HttpError } from 'react-admin';
import type { EntityMeta } from '../../shared/schema-model.js';
import type { ApiRecord } from './records.js';

/** Where a read's ETag is kept on the record. Schema field names never start with "_". */
export const ETAG_PROPERTY = '_etag';

export const CONFLICT_MESSAGE =
  'This record was changed by someone else since you opened it. Reload to see their changes; yours were not saved.';

export function withEtag<T extends ApiRecord>(record: T, etag: string | null | undefined): T {
  return etag ? { ...record, [ETAG_PROPERTY]: etag } : record;
}

export function etagOf(record: ApiRecord | undefined): string | undefined {
  const value = record?.[ETAG_PROPERTY];
  return typeof value === 'string' && value ? value : undefined;
}

export function conflictError(body: unknown = null): HttpError {
  return new HttpError(CONFLICT_MESSAGE, 412, body);
}

/** Deep equality of JSON values (records, JSON fields). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a as object);
  const kb = Object.keys(b as object);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => Object.hasOwn(b as object, k) && sameJson((a as ApiRecord)[k], (b as ApiRecord)[k]));
}

/** True when the stored record still has every field value the user started from. */
export function unchangedSince(entity: EntityMeta, started: ApiRecord, current: ApiRecord): boolean {
  return Object.keys(started).every(
    (name) => !Object.hasOwn(entity.fields, name) || sameJson(started[name], current[name]),
  );
}
