// The spec's fixed records (§3): content types, templates, the named content
// records, the feature-area tags and the dashboard tool tree under tag 2,
// the misc data kinds and the tracking constants. Every id the spec fixes is
// inserted as given; the caller moves PostgreSQL identity sequences past
// them afterwards. Also home to the small insert helpers demo-content.ts uses.
import type { Queryable } from '../platform/db/executor.js';
import { untypedTables } from '../platform/db/untyped-tables.js';
import { toDatabase } from '../platform/data/codec.js';
import { SCHEMA, type EntityName, type EntityRecords } from '../../shared/generated/entities.generated.js';
import { CONTENT_TYPES, TEMPLATES } from './data/content-types.js';
import { TPL } from '../../shared/content-types.js';
import { DASHBOARD_TREE, SITE_FEATURES_TREE, flattenTagTree, type FlatTag } from './data/dashboard-tags.js';
import { TAG } from '../../shared/fixed-tags.js';
import { MENU_ROOTS, menuRows } from './data/menus.js';
import { CID, namedContent } from './data/named-content.js';
import { MISC_DATA } from './data/misc-data.js';
import { TRACKING_CONSTANTS } from './data/tracking.js';

// ---------------------------------------------------------------------------
// Helpers (shared with demo-content.ts)

const MAX_ROWS_PER_STATEMENT = 100;

/**
 * Inserts rows written in API shape (booleans as booleans, JSON fields as
 * values, datetimes as ISO strings) into an entity's table. Every row gets
 * the same columns: a value it leaves out becomes the field's schema default,
 * `now` for created/updated stamps, or NULL. Lengths and required fields are
 * checked here so a mistake fails loudly on SQLite too, not only on PostgreSQL.
 */
export async function insertRows<E extends EntityName>(
  tx: Queryable,
  entity: E,
  rows: EntityRecords[E][],
  now = new Date().toISOString(),
): Promise<void> {
  if (!rows.length) return;
  const meta = SCHEMA[entity];
  const given = rows as unknown as Record<string, unknown>[];
  const columns = meta.fieldOrder.filter((name) => {
    const f = meta.fields[name];
    if (!f.autoIncrement) return true;
    const withKey = given.filter((r) => r[name] !== undefined && r[name] !== null).length;
    if (withKey !== 0 && withKey !== given.length)
      throw new Error(`seed ${entity}: give ${name} on every row or on none`);
    return withKey > 0;
  });
  for (const r of given) {
    for (const k of Object.keys(r))
      if (!Object.hasOwn(meta.fields, k)) throw new Error(`seed ${entity}: unknown field ${k}`);
  }
  const encoded = given.map((r) => {
    const out: Record<string, unknown> = {};
    for (const name of columns) {
      const f = meta.fields[name];
      let v = r[name];
      if (v === undefined) {
        if (f.stamp === 'created' || f.stamp === 'updated') v = now;
        else if (f.default !== undefined) v = f.default;
        else v = null;
      }
      if (v === null) {
        if (f.required) throw new Error(`seed ${entity}: ${name} is required (row ${JSON.stringify(r).slice(0, 120)})`);
        out[name] = null;
        continue;
      }
      // The API's own conversion and checks (types, lengths), so seed data obeys the schema like any write.
      try {
        out[name] = toDatabase(f, v, tx.dialect);
      } catch (e) {
        throw new Error(`seed ${entity}: ${(e as Error).message} (row ${JSON.stringify(r).slice(0, 120)})`);
      }
    }
    return out;
  });
  for (let i = 0; i < encoded.length; i += MAX_ROWS_PER_STATEMENT) {
    await tx.run(
      untypedTables(tx.builder)
        .insertInto(meta.table)
        .values(encoded.slice(i, i + MAX_ROWS_PER_STATEMENT))
        .compile(),
    );
  }
}

/** Inserts tags parents first (TIdParent references Tag.TId), one tree level per statement. */
export async function insertTags(tx: Queryable, tags: FlatTag[], now?: string): Promise<void> {
  const maxDepth = Math.max(...tags.map((t) => t.depth));
  for (let depth = 0; depth <= maxDepth; depth++) {
    await insertRows(
      tx,
      'Tag',
      tags.filter((t) => t.depth === depth).map((t) => t.row),
      now,
    );
  }
}

// ---------------------------------------------------------------------------

export async function seedFixedRecords(tx: Queryable): Promise<void> {
  const now = new Date().toISOString();

  await insertRows(tx, 'ContentType', CONTENT_TYPES, now);
  await insertRows(tx, 'Template', TEMPLATES, now);

  // Roots: the dashboard tool tree (tag 2), the site feature switches and the site menus (53-56).
  const tags = flattenTagTree([DASHBOARD_TREE, SITE_FEATURES_TREE, ...MENU_ROOTS]);
  await insertTags(tx, tags, now);

  const named = namedContent(now);
  await insertRows(tx, 'Content', named.content, now);
  await insertRows(tx, 'ContentBlock', named.blocks, now);
  // The home page is the first item of the main menu.
  const home = menuRows(
    new Map([[TAG.PrimaryNavigation, [{ name: 'Home', url: '/', cId: CID.HomePage, templateId: TPL.Web_Page }]]]),
    Math.max(...tags.map((t) => t.row.TId)) + 1,
  );
  await insertTags(tx, home.tags, now);
  await tx.run(
    tx.builder
      .updateTable('Tag')
      .set({ TChildId: home.tags[0].row.TId })
      .where('TId', '=', TAG.PrimaryNavigation)
      .compile(),
  );
  await insertRows(tx, 'TagToContent', [...named.links, ...home.links], now);
  await insertRows(tx, 'ContentVersion', named.versions, now);

  await insertRows(tx, 'MiscData', MISC_DATA, now);
  await insertRows(tx, 'DBConstants', TRACKING_CONSTANTS, now);
}
