// Row-level scope for Maintenance Users (spec §6, contract §5): the tags in
// their TId claims plus those tags' visible, non-deleted children, and the
// content linked to those tags (TagToContent) or named in their CId claims.
// Everyone else with the entity's role sees every row.
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { numericClaim } from '../../../shared/claims.js';
import { hasClaimScope, hasRole, isReadOnly, isSuperAdmin } from '../../../shared/roles.js';
import type { EntityMeta } from '../../../shared/schema-model.js';
import { dialectOf } from '../db/dialect.js';
import type { Queryable } from '../db/executor.js';
import type { Identity } from './identity.js';

export interface RowScope {
  /** Part of the query-shape key: same shape, same SQL text. */
  shape: string;
  sql: RawBuilder<SqlBool>;
  parameters: unknown[];
  /** The tags this identity may use, for checking values a write brings. */
  tagIds: number[];
  by: 'tag' | 'content';
}

/**
 * True when this identity's rows of this entity are limited: anyone below
 * Admin, on an entity with a scope rule. (Entities without one that such a
 * user may read at all are reference data, such as content types.) A
 * read-only Auditor reads the whole site as an Admin does, unless TId/CId
 * claims give it a scope (docs/decisions/0112-auditor-role.md).
 */
export function isScoped(identity: Identity, entity: EntityMeta): boolean {
  if (!entity.access.scope || isSuperAdmin(identity.roles) || hasRole(identity.roles, 'Admin')) return false;
  return !isReadOnly(identity.roles) || hasClaimScope(identity.permissions);
}

export async function allowedTagIds(db: Queryable, identity: Identity): Promise<number[]> {
  const claimed = numericClaim(identity.permissions, 'TId');
  if (!claimed.length) return [];
  const d = dialectOf(db);
  const children = await db.all<{ TId: number }>(
    db.builder
      .selectFrom('Tag')
      .select('TId')
      .where(d.inIds(sql.ref('TIdParent'), claimed))
      .where('TVisible', '=', d.bool(true))
      .where('TDeleted', '=', d.bool(false))
      .compile(),
  );
  return [...new Set([...claimed, ...children.map((r) => r.TId)])].sort((a, b) => a - b);
}

/** The scope of a scoped identity on an entity with a scope rule (see isScoped). */
export async function rowScope(db: Queryable, identity: Identity, entity: EntityMeta): Promise<RowScope> {
  const rule = entity.access.scope!;
  const tagIds = await allowedTagIds(db, identity);
  const d = dialectOf(db);
  const col = sql.ref(`${entity.table}.${rule.field}`);
  if (rule.by === 'tag') {
    return { shape: 'tag', by: 'tag', sql: d.inIds(col, tagIds), parameters: [d.idsParameter(tagIds)], tagIds };
  }
  const claimed = numericClaim(identity.permissions, 'CId');
  const linked = d.inIds(sql.ref('TId'), tagIds);
  return {
    shape: 'content',
    by: 'content',
    sql: sql<SqlBool>`(${col} IN (SELECT "CId" FROM "TagToContent" WHERE ${linked}) OR ${d.inIds(col, claimed)})`,
    parameters: [d.idsParameter(tagIds), d.idsParameter(claimed)],
    tagIds,
  };
}

/** Whether a tag id or content id is one this identity may use (tagIds: its allowed tags). */
export async function valueInScope(
  db: Queryable,
  identity: Identity,
  tagIds: number[],
  by: 'tag' | 'content',
  value: unknown,
): Promise<boolean> {
  if (typeof value !== 'number') return false;
  if (by === 'tag') return tagIds.includes(value);
  if (numericClaim(identity.permissions, 'CId').includes(value)) return true;
  const hit = await db.first(
    db.builder
      .selectFrom('TagToContent')
      .select(sql`1`.as('one'))
      .where('CId', '=', value)
      .where(dialectOf(db).inIds(sql.ref('TId'), tagIds))
      .limit(1)
      .compile(),
  );
  return !!hit;
}

/** What a field's values point at, as far as scope goes: a tag, a content item, or nothing. */
export function scopeKindOf(entity: EntityMeta, field: string): 'tag' | 'content' | undefined {
  const rule = entity.access.scope;
  if (rule?.field === field) return rule.by;
  const ref = entity.fields[field]?.references;
  if (ref?.entity === 'Tag' && ref.field === 'TId') return 'tag';
  if (ref?.entity === 'Content' && ref.field === 'CId') return 'content';
  return undefined;
}
