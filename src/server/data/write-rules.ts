// Rules a write to an entity obeys besides the schema, declared per entity
// and applied by the data layer (writes.ts) to every record it writes,
// whoever writes it: the generic interface (one record, many, batch) and the
// screens' own calls that write through the data layer. Each rule runs in
// the write's transaction before the row is written and refuses with an
// ApiError, so a multi-record write with one refused record changes nothing.
// (The older per-entity rules are called from writes.ts directly: accounts
// and roles in account-guard.ts, forms in form-rules.ts.)
import type { EntityName } from '../../shared/generated/entities.generated.js';
import type { EntityMeta } from '../../shared/schema-model.js';
import type { Queryable, Row } from '../db/executor.js';
import { guardTagWrite } from '../tags/tag-write-rules.js';
import type { Values } from './write-values.js';

/** `before`: the stored row (undefined for a new one); `values`: what is written (undefined for a delete). */
export type WriteRule = (tx: Queryable, before: Row | undefined, values: Values | undefined) => Promise<void>;

const RULES: Partial<Record<EntityName, WriteRule>> = {
  // The fixed ids and the in-use rule (tags/tag-write-rules.ts), the tag editor's rules on every path.
  Tag: guardTagWrite,
};

export async function checkWriteRules(tx: Queryable, entity: EntityMeta, before: Row | undefined, values: Values | undefined): Promise<void> {
  await RULES[entity.name as EntityName]?.(tx, before, values);
}
