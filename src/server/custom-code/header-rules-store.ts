// Where the custom security header rules live: one MiscData row per rule, MdKind 15 (the number of the
// CustomSecurityHeaders tag, so no other kind of spec §3.11 is taken), MdName the header name, MdValue
// { value, enabled }, MdSortOrder the rule's place. A save replaces the whole list in one transaction, audited
// through the data layer.
import type { Executor, Queryable } from '../platform/db/executor.js';
import { decodeField } from '../platform/data/codec.js';
import { entity } from '../platform/data/entities.js';
import type { Actor } from '../platform/data/identity.js';
import { deleteOne, insertOne } from '../platform/data/writes.js';
import type { HeaderRule } from './header-rules.js';
import { featureOn } from '../site/index.js';

const SECURITY_HEADER_KIND = 15;
const CUSTOM_SECURITY_HEADERS_TAG = 15;

export async function readHeaderRules(q: Queryable): Promise<HeaderRule[]> {
  const rows = await q.all<{ MdId: number; MdName: string; MdValue: unknown }>(
    q.builder
      .selectFrom('MiscData')
      .select(['MdId', 'MdName', 'MdValue'])
      .where('MdKind', '=', SECURITY_HEADER_KIND)
      .orderBy('MdSortOrder')
      .orderBy('MdId')
      .compile(),
  );
  return rows.map((r) => {
    const v = decodeField('MiscData', 'MdValue', r.MdValue, q.dialect) as { value?: unknown; enabled?: unknown } | null;
    return { name: r.MdName, value: typeof v?.value === 'string' ? v.value : '', enabled: v?.enabled !== false };
  });
}

export async function writeHeaderRules(db: Executor, actor: Actor, rules: HeaderRule[]): Promise<void> {
  const misc = entity('MiscData');
  await db.transaction(async (tx) => {
    const old = await tx.all<{ MdId: number }>(
      tx.builder.selectFrom('MiscData').select('MdId').where('MdKind', '=', SECURITY_HEADER_KIND).compile(),
    );
    for (const row of old) await deleteOne(tx, actor, misc, [row.MdId]);
    for (const [i, rule] of rules.entries()) {
      await insertOne(tx, actor, misc, {
        MdKind: SECURITY_HEADER_KIND,
        MdName: rule.name.trim(),
        MdValue: { value: rule.value.trim(), enabled: rule.enabled },
        MdSortOrder: i + 1,
      });
    }
  });
}

/** Whether the feature is switched on: its tag is visible and not deleted (the site setup's feature switches). */
export const headersFeatureOn = (q: Queryable): Promise<boolean> => featureOn(q, CUSTOM_SECURITY_HEADERS_TAG);
