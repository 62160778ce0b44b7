// One editor call = one transaction. Every record it writes goes through the
// generic data layer's single-record writes (schema rules, scope checks on
// the values, the before-commit effects of data/write-effects.ts), and its
// commit drops the list totals of every table it wrote through the change
// feed, exactly as for the generic interface.
import type { Executor, Queryable, Row } from '../platform/db/executor.js';
import { entity } from '../platform/data/entities.js';
import type { Actor } from '../platform/data/identity.js';
import type { KeyValues } from '../platform/data/keys.js';
import { deleteOne, insertOne, updateOne } from '../platform/data/writes.js';
import { ApiError } from '../platform/errors.js';

export interface EditorDeps {
  db: Executor;
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
  constructor(
    readonly tx: Queryable,
    readonly actor: Actor,
  ) {}

  private as(options?: WriteOptions): Actor {
    // A scope applies below Admin (data/scope.ts isScoped); the checked write runs above it.
    return options?.trusted ? { ...this.actor, roles: [...this.actor.roles, 'Admin'] } : this.actor;
  }

  async insert(entityName: string, record: Record<string, unknown>, options?: WriteOptions): Promise<Row> {
    return insertOne(this.tx, this.as(options), entity(entityName), record);
  }

  async update(
    entityName: string,
    key: KeyValues,
    changes: Record<string, unknown>,
    options?: WriteOptions,
  ): Promise<Row> {
    return updateOne(this.tx, this.as(options), entity(entityName), key, changes, { replace: false });
  }

  async delete(entityName: string, key: KeyValues, options?: WriteOptions): Promise<void> {
    await deleteOne(this.tx, this.as(options), entity(entityName), key);
  }
}

export async function inEditTransaction<T>(
  deps: EditorDeps,
  actor: Actor,
  fn: (w: EditTransaction) => Promise<T>,
): Promise<T> {
  return deps.db.transaction(async (tx) => fn(new EditTransaction(tx, actor)));
}

/** Names the part of the request that failed ("blocks.creates[2]: CbHeadline is longer …"). */
export async function atPart<T>(part: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    if (e instanceof ApiError)
      throw new ApiError(e.status, `${part}: ${e.message}`, e.field, e.headers, e.rule, e.code, e.params);
    throw e;
  }
}
