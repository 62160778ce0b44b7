// One editor call = one transaction. Every record it writes goes through the
// generic data layer's single-record writes (schema rules, scope checks on
// the values, audit entries in the same transaction), and once the
// transaction commits the list totals of every entity it touched are dropped,
// exactly as the generic interface does.
import type { Executor, Queryable, Row } from '../db/executor.js';
import type { CountCache } from '../data/count-cache.js';
import { entity } from '../data/entities.js';
import type { Actor } from '../data/identity.js';
import type { KeyValues } from '../data/keys.js';
import { deleteOne, insertOne, updateOne } from '../data/writes.js';
import { ApiError } from '../errors.js';

export interface EditorDeps {
  db: Executor;
  counts: CountCache;
}

export interface WriteOptions {
  /**
   * The editor has already checked the caller's right to this write (the tag
   * of a new page is in their scope, a copy of a page they may read), so the
   * generic scope check on the values is skipped. Audit entries still name
   * the caller.
   */
  trusted?: boolean;
}

export class EditTransaction {
  readonly touched = new Set<string>();

  constructor(
    readonly tx: Queryable,
    readonly actor: Actor,
  ) {}

  private as(options?: WriteOptions): Actor {
    // A scope applies below Admin (data/scope.ts isScoped); the checked write runs above it.
    return options?.trusted ? { ...this.actor, roles: [...this.actor.roles, 'Admin'] } : this.actor;
  }

  async insert(entityName: string, record: Record<string, unknown>, options?: WriteOptions): Promise<Row> {
    this.touched.add(entityName);
    return insertOne(this.tx, this.as(options), entity(entityName), record);
  }

  async update(entityName: string, key: KeyValues, changes: Record<string, unknown>, options?: WriteOptions): Promise<Row> {
    this.touched.add(entityName);
    return updateOne(this.tx, this.as(options), entity(entityName), key, changes, { replace: false });
  }

  async delete(entityName: string, key: KeyValues, options?: WriteOptions): Promise<void> {
    this.touched.add(entityName);
    await deleteOne(this.tx, this.as(options), entity(entityName), key);
  }
}

export async function inEditTransaction<T>(deps: EditorDeps, actor: Actor, fn: (w: EditTransaction) => Promise<T>): Promise<T> {
  let touched: Set<string> = new Set();
  const result = await deps.db.transaction(async (tx) => {
    const w = new EditTransaction(tx, actor);
    touched = w.touched;
    return fn(w);
  });
  for (const name of touched) deps.counts.invalidate(name);
  if (touched.size) deps.counts.invalidate('AuditLog');
  return result;
}

/** Names the part of the request that failed ("blocks.creates[2]: CbHeadline is longer …"). */
export async function atPart<T>(part: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    if (e instanceof ApiError) throw new ApiError(e.status, `${part}: ${e.message}`, e.field, e.headers);
    throw e;
  }
}
