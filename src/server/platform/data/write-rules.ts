// What a write to an entity obeys and sets off besides the schema, applied by
// the data layer (writes.ts) to every record it writes, whoever writes it: the
// generic interface (one record, many, batch) and the screens' own calls that
// write through the data layer. The rules are declared by the feature that
// owns them (`Feature.writeRules`, the way Payload keeps hooks on their
// collection) and installed once by whoever assembles the server (app.ts, the
// admin CLI) from features.ts: the data engine imports no feature (issue 42).
// Each hook runs in the write's transaction; a `check` or a `before…` hook
// refuses with an ApiError, so a multi-record write with one refused record
// changes nothing. The hooks mirror Payload's collection hooks:
//   guard         first: may this writer write this row at all (the account and role rules)
//   check         before any create, update or delete (the row's own rules)
//   beforeCreate  may complete the values (a new form gets its tag)
//   beforeUpdate  rules about what changes
//   afterUpdate   follow-up writes once the row is saved (a form's tag renamed)
//   beforeDelete  refuse, or remove what hangs off the row
//   afterDelete   follow-up writes once the row is gone (a form's unused tag)
//   afterWrite    after any write, once audited (an account change revokes sessions)
// Several features may declare hooks for one entity: they run in the order
// features.ts lists the features. A rule about every entity's writes (the tag
// reference lock) is an `anyEntity` check.
import type { EntityName } from '../../../shared/generated/entities.generated.js';
import type { EntityMeta } from '../../../shared/schema-model.js';
import type { Queryable, Row } from '../db/executor.js';
import type { Actor } from './identity.js';
import type { Values } from './write-values.js';

/** `before`: the stored row (undefined for a new one); `values`: what is written (undefined for a delete). */
type WriteRule = (tx: Queryable, before: Row | undefined, values: Values | undefined) => Promise<void>;

/** Tag writes through the data layer, in the write's transaction and as its actor (audited, scope-checked). */
export interface TagWriter {
  insert(values: Record<string, unknown>): Promise<Row>;
  update(tagId: number, values: Record<string, unknown>): Promise<Row>;
}

/** The write a hook belongs to: its transaction, who writes, and tag writes through the same layer. */
export interface WriteContext {
  tx: Queryable;
  actor: Actor;
  tags: TagWriter;
}

export interface WriteHooks {
  /** Whether this writer may write this row at all (the account and role rules): first, before the row's own rules. */
  guard?: (write: WriteContext, before: Row | undefined, values: Values | undefined) => Promise<void>;
  check?: WriteRule;
  beforeCreate?: (write: WriteContext, values: Values) => Promise<void>;
  beforeUpdate?: (write: WriteContext, before: Row, values: Values) => Promise<void>;
  afterUpdate?: (write: WriteContext, before: Row, after: Row) => Promise<void>;
  beforeDelete?: (write: WriteContext, before: Row) => Promise<void>;
  afterDelete?: (write: WriteContext, before: Row) => Promise<void>;
  /** After any create, update or delete, once it is audited (sessions revoked by an account change). */
  afterWrite?: (tx: Queryable, before: Row | undefined, after: Row | undefined) => Promise<void>;
}

/** A check every entity's write passes, whatever the entity (the tag reference lock). */
type AnyEntityCheck = (
  tx: Queryable,
  entity: EntityName,
  before: Row | undefined,
  values: Values | undefined,
) => Promise<void>;

/** What one feature declares: hooks for the entities it owns, and checks on every entity's writes. */
export interface WriteRuleSet {
  entities?: Partial<Record<EntityName, WriteHooks>>;
  anyEntity?: AnyEntityCheck[];
}

/** A value changes in this write. */
export const changes = (values: Values, before: Row, field: string) =>
  field in values && String(values[field]) !== String(before[field]);

interface Installed {
  byEntity: Map<string, WriteHooks>;
  anyEntity: AnyEntityCheck[];
}

let installed: Installed | undefined;

type HookName = keyof WriteHooks;
const HOOK_NAMES: readonly HookName[] = [
  'guard',
  'check',
  'beforeCreate',
  'beforeUpdate',
  'afterUpdate',
  'beforeDelete',
  'afterDelete',
  'afterWrite',
];

/** One entity's hooks from several features: each hook runs theirs in turn. */
function combined(list: readonly WriteHooks[]): WriteHooks {
  if (list.length === 1) return list[0]!;
  const out: Record<string, (...args: never[]) => Promise<void>> = {};
  for (const name of HOOK_NAMES) {
    const each = list.map((h) => h[name]).filter((h): h is NonNullable<typeof h> => !!h) as ((
      ...args: unknown[]
    ) => Promise<void>)[];
    if (each.length)
      out[name] = async (...args: unknown[]) => {
        for (const hook of each) await hook(...args);
      };
  }
  return out as WriteHooks;
}

/**
 * Installs the features' write rules (features.ts `WRITE_RULES`), replacing any installed before: called by what
 * assembles the server before its first write. Installing the same sets again (a test's second app) is harmless.
 */
export function installWriteRules(sets: readonly WriteRuleSet[]): void {
  const lists = new Map<string, WriteHooks[]>();
  for (const set of sets)
    for (const [entity, hooks] of Object.entries(set.entities ?? {})) {
      if (!hooks) continue;
      lists.set(entity, [...(lists.get(entity) ?? []), hooks]);
    }
  installed = {
    byEntity: new Map([...lists].map(([entity, list]) => [entity, combined(list)])),
    anyEntity: sets.flatMap((s) => s.anyEntity ?? []),
  };
}

function rules(): Installed {
  // Writing with no rules would skip every screen's rule unnoticed: fail loudly instead.
  if (!installed)
    throw new Error(
      'The write rules are not installed: call installWriteRules(WRITE_RULES) (features.ts) before writing',
    );
  return installed;
}

export function writeHooksOf(entity: EntityMeta): WriteHooks {
  return rules().byEntity.get(entity.name) ?? {};
}

export async function checkWriteRules(
  tx: Queryable,
  entity: EntityMeta,
  before: Row | undefined,
  values: Values | undefined,
): Promise<void> {
  await writeHooksOf(entity).check?.(tx, before, values);
  for (const check of rules().anyEntity) await check(tx, entity.name as EntityName, before, values);
}

/**
 * Asks the entity's guards now about a write that is set to happen later (a scheduled publish): they refuse as
 * they would then, so the writer hears it when setting it. Nothing is written, so tag writes are refused here.
 */
export async function guardAhead(
  tx: Queryable,
  actor: Actor,
  entity: EntityMeta,
  before: Row | undefined,
  values: Values,
): Promise<void> {
  const noTags = () => Promise.reject(new Error('A guard asked ahead of its write cannot write tags'));
  await writeHooksOf(entity).guard?.({ tx, actor, tags: { insert: noTags, update: noTags } }, before, values);
}
