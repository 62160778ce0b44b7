// What a write to an entity obeys and sets off besides the schema, declared
// per entity in one registry and applied by the data layer (writes.ts) to
// every record it writes, whoever writes it: the generic interface (one
// record, many, batch) and the screens' own calls that write through the data
// layer. Each hook runs in the write's transaction; a `check` or a `before…`
// hook refuses with an ApiError, so a multi-record write with one refused
// record changes nothing. The hooks mirror Payload's collection hooks:
//   check         before any create, update or delete (the row's own rules)
//   beforeCreate  may complete the values (a new form gets its tag)
//   beforeUpdate  rules about what changes
//   afterUpdate   follow-up writes once the row is saved (a form's tag renamed)
//   beforeDelete  refuse, or remove what hangs off the row
//   afterDelete   follow-up writes once the row is gone (a form's unused tag)
// Rules across entities stay in writes.ts: the account guard (account-guard.ts)
// and the tag reference lock (tags/tag-references.ts, below).
import type { EntityName } from '../../shared/generated/entities.generated.js';
import type { EntityMeta } from '../../shared/schema-model.js';
import type { Queryable, Row } from '../db/executor.js';
import { guardTagWrite } from '../tags/tag-write-rules.js';
import { guardTagReference } from '../tags/tag-references.js';
import { guardTemplateWrite } from '../custom-code/template-source-rule.js';
import { guardRedirectWrite } from '../site/redirect-write-rule.js';
import { guardContentUrl } from '../editor/content-url-rule.js';
import { guardAccountRow } from '../people/account-write-rule.js';
import { guardAccountTable } from '../people/account-tables-rule.js';
import type { Actor } from './identity.js';
import type { Values } from './write-values.js';
import { checkFormValues, createFormTag, refuseFormWithSubmissions, removeFormTag, syncFormTag, type TagWriter } from '../forms/form-write-rules.js';
import { checkLinkedContentType, checkTagLinkContent } from '../tags/tag-link-rules.js';
import { deleteContentParts, refuseHeldContent } from './content-delete.js';

/** `before`: the stored row (undefined for a new one); `values`: what is written (undefined for a delete). */
type WriteRule = (tx: Queryable, before: Row | undefined, values: Values | undefined) => Promise<void>;

/** The write a hook belongs to: its transaction, who writes, and tag writes through the same layer (audited, scope-checked). */
export interface WriteContext {
  tx: Queryable;
  actor: Actor;
  tags: TagWriter;
}

interface WriteHooks {
  check?: WriteRule;
  beforeCreate?: (write: WriteContext, values: Values) => Promise<void>;
  beforeUpdate?: (write: WriteContext, before: Row, values: Values) => Promise<void>;
  afterUpdate?: (write: WriteContext, before: Row, after: Row) => Promise<void>;
  beforeDelete?: (write: WriteContext, before: Row) => Promise<void>;
  afterDelete?: (write: WriteContext, before: Row) => Promise<void>;
}

const changes = (values: Values, before: Row, field: string) => field in values && String(values[field]) !== String(before[field]);

const HOOKS: Partial<Record<EntityName, WriteHooks>> = {
  // The fixed ids and the in-use rule (tags/tag-write-rules.ts), the tag editor's rules on every path.
  Tag: { check: guardTagWrite },
  // A page template's Liquid source parses (custom-code/template-source-rule.ts), as Template Files requires.
  Template: { check: guardTemplateWrite },
  // A redirect's type, From and To as the Redirects screen requires, and no loop (site/redirect-write-rule.ts).
  Redirect: { check: guardRedirectWrite },
  // Accounts are made by People's invitation only; a changed e-mail or user name obeys People's rules (people/account-write-rule.ts).
  AspNetUsers: { check: guardAccountRow },
  // The account's other tables are written by User Management and User Group Management only (people/account-tables-rule.ts).
  AspNetUserRoles: { check: guardAccountTable('AspNetUserRoles') },
  AspNetUserClaims: { check: guardAccountTable('AspNetUserClaims') },
  AspNetRoles: { check: guardAccountTable('AspNetRoles') },
  AspNetRoleClaims: { check: guardAccountTable('AspNetRoleClaims') },
  AspNetUserTokens: { check: guardAccountTable('AspNetUserTokens') },
  AspNetUserLogins: { check: guardAccountTable('AspNetUserLogins') },
  Content: {
    // A page URL's format and the one-live-page-per-URL rule of the page editor (editor/content-url-rule.ts).
    check: guardContentUrl,
    // A content item tagged where its new type may not be (tags/tag-link-rules.ts).
    beforeUpdate: async ({ tx }, before, values) => {
      if (changes(values, before, 'CtId')) await checkLinkedContentType(tx, before.CId, values.CtId);
    },
    // Content a screen holds (a form's page, a carousel in use) is refused; its blocks, versions and links go with it (content-delete.ts).
    beforeDelete: async ({ tx, actor }, before) => {
      await refuseHeldContent(tx, before);
      await deleteContentParts(tx, actor, before);
    },
  },
  // A tag-to-content link names content its tag may hold (tags/tag-link-rules.ts).
  TagToContent: {
    beforeCreate: async ({ tx }, values) => checkTagLinkContent(tx, values.CId),
    beforeUpdate: async ({ tx }, before, values) => {
      if (changes(values, before, 'CId')) await checkTagLinkContent(tx, values.CId);
    },
  },
  // The form rules, and the form's own tag: made with it, renamed with it, removed after it when unused (forms/form-write-rules.ts).
  Form: {
    beforeCreate: async ({ tx, tags }, values) => {
      await checkFormValues(tx, values, undefined);
      if (values.TId === null || values.TId === undefined) values.TId = await createFormTag(tx, tags, values);
    },
    beforeUpdate: async ({ tx }, before, values) => checkFormValues(tx, values, before),
    afterUpdate: async ({ tx, tags }, before, after) => syncFormTag(tx, tags, before, after),
    beforeDelete: async ({ tx }, before) => refuseFormWithSubmissions(tx, before),
    // After the row is gone, so the form no longer counts as a use of its tag.
    afterDelete: async ({ tx, tags }, before) => removeFormTag(tx, tags, before),
  },
};

export function writeHooksOf(entity: EntityMeta): WriteHooks {
  return HOOKS[entity.name as EntityName] ?? {};
}

export async function checkWriteRules(tx: Queryable, entity: EntityMeta, before: Row | undefined, values: Values | undefined): Promise<void> {
  await writeHooksOf(entity).check?.(tx, before, values);
  // Any entity's write that makes a use of a tag names a live one, under the tag's row lock (tags/tag-references.ts).
  await guardTagReference(tx, entity.name as EntityName, before, values);
}
