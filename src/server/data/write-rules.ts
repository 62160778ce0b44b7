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
import { guardTagReference } from '../tags/tag-references.js';
import { guardTemplateWrite } from '../custom-code/template-source-rule.js';
import { guardRedirectWrite } from '../site/redirect-write-rule.js';
import { guardContentUrl } from '../editor/content-url-rule.js';
import type { Values } from './write-values.js';

/** `before`: the stored row (undefined for a new one); `values`: what is written (undefined for a delete). */
export type WriteRule = (tx: Queryable, before: Row | undefined, values: Values | undefined) => Promise<void>;

const RULES: Partial<Record<EntityName, WriteRule>> = {
  // The fixed ids and the in-use rule (tags/tag-write-rules.ts), the tag editor's rules on every path.
  Tag: guardTagWrite,
  // A page template's Liquid source parses (custom-code/template-source-rule.ts), as Template Files requires.
  Template: guardTemplateWrite,
  // A redirect's type, From and To as the Redirects screen requires, and no loop (site/redirect-write-rule.ts).
  Redirect: guardRedirectWrite,
  // A page URL's format and the one-live-page-per-URL rule of the page editor (editor/content-url-rule.ts).
  Content: guardContentUrl,
};

export async function checkWriteRules(tx: Queryable, entity: EntityMeta, before: Row | undefined, values: Values | undefined): Promise<void> {
  await RULES[entity.name as EntityName]?.(tx, before, values);
  // Any entity's write that makes a use of a tag names a live one, under the tag's row lock (tags/tag-references.ts).
  await guardTagReference(tx, entity.name as EntityName, before, values);
}
