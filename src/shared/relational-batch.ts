// The relational batch (spec §4): comparing a list before and after an edit,
// removed items become deletes, added items become creates and changed items
// become updates. An item is "added" when it has no key (null, undefined or
// 0, the spec's "key 0 is new") or a key the old list does not have.

interface RelationalBatch<T, K> {
  creates: T[];
  updates: T[];
  deletes: K[];
}

/** Structural equality of JSON-like values (object key order does not matter). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const bs = b as unknown[];
    return a.length === bs.length && a.every((v, i) => sameValue(v, bs[i]));
  }
  const ao = a as Record<string, unknown>;
  const bo = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(ao), ...Object.keys(bo)]);
  // A missing field and an undefined one are the same.
  return [...keys].every((k) => sameValue(ao[k] ?? undefined, bo[k] ?? undefined));
}

const isNew = (key: unknown) => key === null || key === undefined || key === 0;

/**
 * `equal` decides whether a kept item changed (default: every field the same).
 * Updates are the `after` items; deletes are the keys of removed items.
 */
export function relationalBatch<T extends object, K extends keyof T>(
  before: readonly T[],
  after: readonly T[],
  key: K,
  equal: (was: T, now: T) => boolean = sameValue,
): RelationalBatch<T, T[K]> {
  const old = new Map<T[K], T>();
  for (const item of before) if (!isNew(item[key])) old.set(item[key], item);
  const kept = new Set<T[K]>();
  const result: RelationalBatch<T, T[K]> = { creates: [], updates: [], deletes: [] };
  for (const item of after) {
    const k = item[key];
    const was = isNew(k) || kept.has(k) ? undefined : old.get(k);
    if (!was) {
      result.creates.push(item);
      continue;
    }
    kept.add(k);
    if (!equal(was, item)) result.updates.push(item);
  }
  for (const [k] of old) if (!kept.has(k)) result.deletes.push(k);
  return result;
}
