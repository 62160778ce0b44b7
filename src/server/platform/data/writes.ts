// Writing records through the generic interface. Every call is one
// transaction, however many records it touches: a batch whose last item is
// bad leaves nothing behind. What a write sets off is declared per entity in
// write-effects.ts: audit and account effects happen here, inside the
// transaction; cached totals and stamps are dropped at its commit, by the
// change feed (cluster/invalidation.ts), before the call returns. Each
// record obeys and sets off its entity's write hooks, all declared in one
// registry (write-rules.ts: the tag rules, the Liquid check of
// Template.TSource, the form rules and the form's own tag, the tag-to-content
// whitelist, what a content delete takes with it).
import type { EntityMeta } from '../../../shared/schema-model.js';
import type { Executor, Queryable, Row } from '../db/executor.js';
import { untypedTables } from '../db/untyped-tables.js';
import { forbidden, invalid, notFound, ApiError } from '../errors.js';
import { rowWriter } from './codec.js';
import { entity as entityNamed, visibleFields } from './entities.js';
import type { Actor, Identity } from './identity.js';
import { auditWrite, type WriteKind } from './audit.js';
import { checkWriteRules, writeHooksOf, type WriteContext } from './write-rules.js';
import { keyFromRecord, keyText, keyWhere, type KeyValues } from './keys.js';
import { authorize, etagOf, findRow, scopeFor } from './reads.js';
import { scopeKindOf, valueInScope } from './scope.js';
import { applyDerived } from './derived.js';
import { asRecord, insertValues, updateValues, type Values } from './write-values.js';
import { sealValues } from './sealed-values.js';
import type { KeyRing } from '../secrets/key-ring.js';
import type { ContentKindName } from '../../../shared/content-kinds.js';
import { checkContentKind, checkStillOfKind } from './content-kind-check.js';
import { isUndoable, keepForUndo } from './undo.js';

interface UpdateOptions {
  /** PUT replaces the record; PATCH changes the fields given. */
  replace: boolean;
  /** The If-Match header: the ETag the client last saw. */
  ifMatch?: string;
  /** Seals secret values (sealed-values.ts); required to write an entity that has them. */
  ring?: KeyRing;
  /** Content only: the kind of record the screen edits (`?kind=`); another kind is refused (content-kind-check.ts). */
  kind?: ContentKindName;
}

interface DeleteOptions {
  /** Content only: the kind of record the screen deletes (`?kind=`). */
  kind?: ContentKindName;
}

interface BatchRequest {
  creates?: unknown[];
  updates?: unknown[];
  deletes?: unknown[];
}

export const MAX_ITEMS_PER_CALL = 1000;

export class Writes {
  /** `ring` seals the secret values some entities hold (the Key Manager's). */
  constructor(
    private readonly db: Executor,
    private readonly ring?: KeyRing,
  ) {}

  async create(identity: Actor, entity: EntityMeta, body: unknown): Promise<string> {
    authorize(identity, entity, 'create');
    return this.db.transaction(async (tx) => this.text(entity, await insertOne(tx, identity, entity, body, this.ring)));
  }

  async createMany(identity: Actor, entity: EntityMeta, body: unknown): Promise<string> {
    authorize(identity, entity, 'create');
    const items = list(body, 'The body');
    return this.db.transaction(async (tx) => {
      const rows: Row[] = [];
      for (const [i, item] of items.entries())
        rows.push(await atItem(i, () => insertOne(tx, identity, entity, item, this.ring)));
      return `[${rows.map((r) => this.text(entity, r)).join(',')}]`;
    });
  }

  async update(
    identity: Actor,
    entity: EntityMeta,
    key: KeyValues,
    body: unknown,
    options: UpdateOptions,
  ): Promise<{ body: string; etag: string }> {
    authorize(identity, entity, 'update');
    return this.db.transaction(async (tx) => {
      const text = this.text(
        entity,
        await updateOne(tx, identity, entity, key, asRecord(body, 'The body'), { ...options, ring: this.ring }),
      );
      return { body: text, etag: etagOf(text) };
    });
  }

  async updateMany(identity: Actor, entity: EntityMeta, body: unknown): Promise<string> {
    authorize(identity, entity, 'update');
    const items = list(body, 'The body');
    return this.db.transaction(async (tx) => {
      const rows: Row[] = [];
      for (const [i, item] of items.entries()) {
        rows.push(
          await atItem(i, () =>
            updateOne(tx, identity, entity, keyFromRecord(entity, item, tx.dialect), asRecord(item, 'Each item'), {
              replace: true,
              ring: this.ring,
            }),
          ),
        );
      }
      return `[${rows.map((r) => this.text(entity, r)).join(',')}]`;
    });
  }

  /** Answers the Undo token (undo.ts) when the kind can be restored. */
  async delete(
    identity: Actor,
    entity: EntityMeta,
    key: KeyValues,
    options: DeleteOptions = {},
  ): Promise<string | undefined> {
    authorize(identity, entity, 'delete');
    return this.db.transaction(async (tx) => {
      const row = await deleteOne(tx, identity, entity, key, options);
      return isUndoable(entity) ? keepForUndo(tx, identity, entity, [row]) : undefined;
    });
  }

  /** Answers one Undo token for them all (undo.ts) when the kind can be restored. */
  async deleteMany(identity: Actor, entity: EntityMeta, keys: KeyValues[]): Promise<string | undefined> {
    authorize(identity, entity, 'delete');
    if (keys.length > MAX_ITEMS_PER_CALL) throw invalid(`At most ${MAX_ITEMS_PER_CALL} records per call`);
    return this.db.transaction(async (tx) => {
      const rows: Row[] = [];
      for (const [i, key] of keys.entries()) rows.push(await atItem(i, () => deleteOne(tx, identity, entity, key)));
      return isUndoable(entity) && rows.length ? keepForUndo(tx, identity, entity, rows) : undefined;
    });
  }

  /** {creates, updates, deletes}, or the spec's simple batch: an array where key 0 creates, `delete: true` deletes, anything else updates, and `forced` names the operation outright. */
  async batch(identity: Actor, entity: EntityMeta, body: unknown): Promise<string> {
    const request = Array.isArray(body) ? simpleBatch(entity, body) : (asRecord(body, 'The batch') as BatchRequest);
    for (const k of Object.keys(request))
      if (!['creates', 'updates', 'deletes'].includes(k))
        throw invalid(`Unknown batch part "${k}" (creates, updates, deletes)`, k);
    const creates = list(request.creates ?? [], 'creates');
    const updates = list(request.updates ?? [], 'updates');
    const deletes = list(request.deletes ?? [], 'deletes');
    if (creates.length + updates.length + deletes.length > MAX_ITEMS_PER_CALL)
      throw invalid(`At most ${MAX_ITEMS_PER_CALL} records per batch`);
    if (creates.length) authorize(identity, entity, 'create');
    if (updates.length) authorize(identity, entity, 'update');
    if (deletes.length) authorize(identity, entity, 'delete');
    return this.db.transaction(async (tx) => {
      const created: Row[] = [];
      const updated: Row[] = [];
      const deleted: string[] = [];
      for (const [i, item] of deletes.entries()) {
        const key = keyFromRecord(entity, item, tx.dialect);
        await atItem(i, () => deleteOne(tx, identity, entity, key), 'deletes');
        deleted.push(keyText(key));
      }
      for (const [i, item] of updates.entries()) {
        updated.push(
          await atItem(
            i,
            () =>
              updateOne(tx, identity, entity, keyFromRecord(entity, item, tx.dialect), asRecord(item, 'Each update'), {
                replace: false,
                ring: this.ring,
              }),
            'updates',
          ),
        );
      }
      for (const [i, item] of creates.entries())
        created.push(await atItem(i, () => insertOne(tx, identity, entity, item, this.ring), 'creates'));
      const texts = (rows: Row[]) => `[${rows.map((r) => this.text(entity, r)).join(',')}]`;
      return `{"created":${texts(created)},"updated":${texts(updated)},"deleted":${JSON.stringify(deleted)}}`;
    });
  }

  private text(entity: EntityMeta, row: Row): string {
    return rowWriter(entity, visibleFields(entity), this.db.dialect)(row);
  }
}

function list(body: unknown, what: string): unknown[] {
  if (!Array.isArray(body)) throw invalid(`${what} must be a JSON array`);
  if (body.length > MAX_ITEMS_PER_CALL) throw invalid(`At most ${MAX_ITEMS_PER_CALL} records per call`);
  return body;
}

/** The operations a simple-batch item's `forced` flag may name (spec §4 "Batch save": a forced flag overrides the rules). */
const FORCED_OPERATIONS = ['create', 'update', 'delete'] as const;
type ForcedOperation = (typeof FORCED_OPERATIONS)[number];
const PART_OF: Record<ForcedOperation, keyof BatchRequest> = {
  create: 'creates',
  update: 'updates',
  delete: 'deletes',
};

/**
 * The spec's simple batch: key 0 (or none) creates, `delete: true` deletes,
 * anything else updates. `forced: "create" | "update" | "delete"` names the
 * operation outright and wins over both rules: how a client creates a row
 * whose key it chooses (composite keys such as TagToContent's, which are
 * never 0) or updates a row whose key is 0.
 */
function simpleBatch(entity: EntityMeta, items: unknown[]): BatchRequest {
  const request: Required<BatchRequest> = { creates: [], updates: [], deletes: [] };
  const key = entity.key[0];
  for (const [i, item] of items.entries()) {
    const record = asRecord(item, 'Each batch item');
    const { delete: del, forced, ...fields } = record;
    if (forced !== undefined) {
      if (!FORCED_OPERATIONS.includes(forced as ForcedOperation))
        throw invalid(`items[${i}].forced must be "create", "update" or "delete"`, `items[${i}].forced`);
      request[PART_OF[forced as ForcedOperation]].push(fields);
    } else if (del === true) request.deletes.push(fields);
    else if (entity.key.length === 1 && (fields[key] === 0 || fields[key] === undefined || fields[key] === null))
      request.creates.push(fields);
    else request.updates.push(fields);
  }
  return request;
}

/** Names the failing item, so a client can point at it. */
async function atItem<T>(index: number, fn: () => Promise<T>, part = 'items'): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    if (e instanceof ApiError) throw e.prefixed(`${part}[${index}]: `);
    throw e;
  }
}

/**
 * A scoped user's write may point only at tags and content inside their
 * scope: the entity's scope field, and every field referencing Tag.TId or
 * Content.CId (a block's child content, a tag's parent, a link's content).
 */
async function checkScopeValue(
  tx: Queryable,
  identity: Identity,
  entity: EntityMeta,
  values: Values,
  creating: boolean,
) {
  const scope = await scopeFor(tx, identity, entity);
  if (!scope) return;
  const field = entity.access.scope!.field;
  if (creating && !(field in values)) {
    // A new row numbered by the database (a new tag, new content) has no place in the scope yet.
    throw forbidden(
      `You may not create ${entity.labelPlural} here: ask an administrator, or use the editor to add content under your tags`,
    );
  }
  for (const [name, value] of Object.entries(values)) {
    const kind = scopeKindOf(entity, name);
    if (!kind || (value === null && name !== field)) continue;
    if (!(await valueInScope(tx, identity, scope.tagIds, kind, value))) {
      throw forbidden(
        `You may not use ${name} ${value}: it is outside the ${kind === 'tag' ? 'tags' : 'content'} you manage`,
        name,
      );
    }
  }
}

export async function insertOne(
  tx: Queryable,
  identity: Actor,
  entity: EntityMeta,
  body: unknown,
  ring?: KeyRing,
): Promise<Row> {
  const values = applyDerived(entity.name, insertValues(entity, asRecord(body, 'The record'), identity, tx.dialect));
  sealValues(entity, values, identity, ring, tx.dialect, true);
  await checkScopeValue(tx, identity, entity, values, true);
  await writeHooksOf(entity).guard?.(writeContext(tx, identity, ring), undefined, values);
  await checkWriteRules(tx, entity, undefined, values);
  await writeHooksOf(entity).beforeCreate?.(writeContext(tx, identity, ring), values);
  const row = (await tx.first(
    untypedTables(tx.builder).insertInto(entity.table).values(values).returningAll().compile(),
  ))!;
  await afterWrite(
    tx,
    identity,
    entity,
    'Create',
    entity.key.map((k) => row[k]),
    undefined,
    row,
  );
  return row;
}

export async function updateOne(
  tx: Queryable,
  identity: Actor,
  entity: EntityMeta,
  key: KeyValues,
  body: Record<string, unknown>,
  options: UpdateOptions,
): Promise<Row> {
  const current = await findRow(tx, identity, entity, key, true);
  if (!current) throw notFound(`${entity.label} ${keyText(key)} was not found`);
  // Before If-Match: a record of another kind is refused as such, whether or not it also changed.
  if (options.kind) await checkContentKind(tx, current, options.kind);
  if (
    options.ifMatch !== undefined &&
    !etagMatches(options.ifMatch, etagOf(rowWriter(entity, visibleFields(entity), tx.dialect)(current)))
  ) {
    throw new ApiError(
      412,
      `${entity.label} ${keyText(key)} was changed by someone else since you loaded it: reload it and make your change again`,
    );
  }
  const values = applyDerived(entity.name, updateValues(entity, body, current, identity, tx.dialect, options.replace));
  sealValues(entity, values, identity, options.ring, tx.dialect, false);
  await checkScopeValue(tx, identity, entity, values, false);
  await writeHooksOf(entity).guard?.(writeContext(tx, identity, options.ring), current, values);
  await checkWriteRules(tx, entity, current, values);
  const hooks = writeHooksOf(entity);
  await hooks.beforeUpdate?.(writeContext(tx, identity, options.ring), current, values);
  if (!Object.keys(values).length) return current;
  const row = (await tx.first(
    untypedTables(tx.builder)
      .updateTable(entity.table)
      .set(values)
      .where(keyWhere(entity, key))
      .returningAll()
      .compile(),
  ))!;
  if (options.kind) checkStillOfKind(row, options.kind);
  await hooks.afterUpdate?.(writeContext(tx, identity, options.ring), current, row);
  await afterWrite(tx, identity, entity, 'Update', key, current, row);
  return row;
}

/** Answers the row as it was stored before the delete. */
export async function deleteOne(
  tx: Queryable,
  identity: Actor,
  entity: EntityMeta,
  key: KeyValues,
  options: DeleteOptions = {},
): Promise<Row> {
  const current = await findRow(tx, identity, entity, key, true);
  if (!current) throw notFound(`${entity.label} ${keyText(key)} was not found`);
  if (options.kind) await checkContentKind(tx, current, options.kind);
  await writeHooksOf(entity).guard?.(writeContext(tx, identity, undefined), current, undefined);
  await checkWriteRules(tx, entity, current, undefined);
  const hooks = writeHooksOf(entity);
  await hooks.beforeDelete?.(writeContext(tx, identity, undefined), current);
  await tx.run(untypedTables(tx.builder).deleteFrom(entity.table).where(keyWhere(entity, key)).compile());
  await afterWrite(tx, identity, entity, 'Delete', key, current, undefined);
  await hooks.afterDelete?.(writeContext(tx, identity, undefined), current);
  return current;
}

/** In the write's own transaction: the audit entry, then the features' afterWrite hooks (an account change revokes sessions). */
async function afterWrite(
  tx: Queryable,
  actor: Actor,
  entity: EntityMeta,
  kind: WriteKind,
  key: KeyValues,
  before: Row | undefined,
  after: Row | undefined,
) {
  await auditWrite(tx, actor, entity, kind, key, before, after);
  await writeHooksOf(entity).afterWrite?.(tx, before, after);
}

/** A write hook's context: tag writes (a form's own tag) go through this layer, so they are audited and scope-checked like any. */
function writeContext(tx: Queryable, actor: Actor, ring: KeyRing | undefined): WriteContext {
  const tag = entityNamed('Tag');
  return {
    tx,
    actor,
    tags: {
      insert: (values) => insertOne(tx, actor, tag, values, ring),
      update: (tagId, values) => updateOne(tx, actor, tag, [tagId], values, { replace: false, ring }),
    },
  };
}

function etagMatches(header: string, etag: string): boolean {
  if (header.trim() === '*') return true;
  return header.split(',').some((t) => t.trim().replace(/^W\//, '') === etag);
}
