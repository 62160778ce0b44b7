// The content reports (docs/editor-api.md "Site tools"): what pages still
// lack (SEO title, URL, meta description; photos without alt text), and how
// many live pages there are per content type and per tag. Maintenance Users
// see only content in their scope, like every other read.
import { sql, type RawBuilder } from 'kysely';
import { dialectOf, isStoredTrue, type SqlDialect } from '../../platform/db/dialect.js';
import type { Queryable } from '../../platform/db/executor.js';
import { entity } from '../../platform/data/entities.js';
import type { Identity } from '../../platform/data/identity.js';
import { scopeFor } from '../../platform/data/reads.js';
import { MENU_TAG_IDS } from '../../../shared/menus.js';
import { PAGE_TYPES } from '../content/live-pages.js';

/** At most this many rows of each list are answered; the totals count all of them. */
const REPORT_LIMIT = 1000;

const blank = (expr: RawBuilder<unknown>) => sql<boolean>`coalesce(trim(${expr}), '') = ''`;

/** The text of CMetaDesc: its `description`, or the value itself when it is a JSON string. */
function descriptionOf(d: SqlDialect): RawBuilder<unknown> {
  const desc = sql.ref('CMetaDesc');
  return sql`CASE WHEN ${d.jsonIsString(desc)} THEN ${d.jsonText(desc, [])} ELSE ${d.jsonText(desc, ['description'])} END`;
}

/** ImageSettings.txtAltText of a block's photo metadata (spec §3). */
const metadataAltOf = (d: SqlDialect) => d.jsonText(sql.ref('CbPhotoMetadata'), ['ImageSettings', 'txtAltText']);

async function pagesQuery(db: Queryable, identity: Identity) {
  const scope = await scopeFor(db, identity, entity('Content'));
  let q = db.builder
    .selectFrom('Content')
    .where('CtId', 'in', [...PAGE_TYPES])
    .where('Content.CDeleted', '=', dialectOf(db).bool(false));
  if (scope) q = q.where(scope.sql);
  return q;
}

interface UnfilledBlock {
  CbId: number;
  CId: number;
  CTitle: string;
  CbSortOrder: number | null;
  CbPhoto: string;
}

import type { UnfilledReport } from '../../../shared/api/site.js';
export async function unfilledReport(db: Queryable, identity: Identity): Promise<UnfilledReport> {
  const d = dialectOf(db);
  const noTitle = blank(sql`"CSeoTitle"`);
  const noUrl = blank(sql`"CSeoUrl"`);
  const noDesc = blank(descriptionOf(d));
  const base = (await pagesQuery(db, identity)).where(sql<boolean>`(${noTitle} OR ${noUrl} OR ${noDesc})`);
  const [{ n: pageTotal }] = await db.all<{ n: number }>(base.select(sql<number>`count(*)`.as('n')).compile());
  const pageRows = await db.all<{
    CId: number;
    CTitle: string;
    CtId: number;
    CSeoUrl: string | null;
    t: unknown;
    u: unknown;
    m: unknown;
  }>(
    base
      .select(['CId', 'CTitle', 'CtId', 'CSeoUrl', noTitle.as('t'), noUrl.as('u'), noDesc.as('m')])
      .orderBy('CId')
      .limit(REPORT_LIMIT)
      .compile(),
  );
  const pages = pageRows.map((r) => ({
    CId: r.CId,
    CTitle: r.CTitle,
    CtId: r.CtId,
    CSeoUrl: r.CSeoUrl,
    // t, u and m are SQL expressions, not columns: no entity field decodes them (1/0 on SQLite, true/false on pg).
    missing: [
      ...(isStoredTrue(r.t) ? ['CSeoTitle' as const] : []),
      ...(isStoredTrue(r.u) ? ['CSeoUrl' as const] : []),
      ...(isStoredTrue(r.m) ? ['CMetaDesc' as const] : []),
    ],
  }));

  const blockBase = (await pagesQuery(db, identity))
    .innerJoin('ContentBlock', 'ContentBlock.CId', 'Content.CId')
    .where(sql<boolean>`NOT ${blank(sql`"CbPhoto"`)}`)
    .where(blank(sql`"CbPhotoAltText"`))
    .where(blank(metadataAltOf(d)));
  const [{ n: blockTotal }] = await db.all<{ n: number }>(blockBase.select(sql<number>`count(*)`.as('n')).compile());
  const blocks = await db.all<UnfilledBlock>(
    blockBase
      .select([
        'ContentBlock.CbId',
        'ContentBlock.CId',
        'Content.CTitle',
        'ContentBlock.CbSortOrder',
        'ContentBlock.CbPhoto',
      ])
      .orderBy('ContentBlock.CId')
      .orderBy('ContentBlock.CbSortOrder')
      .orderBy('ContentBlock.CbId')
      .limit(REPORT_LIMIT)
      .compile(),
  );
  return { pages, blocks, totals: { pages: Number(pageTotal), blocks: Number(blockTotal) } };
}

import type { PageNumbers } from '../../../shared/api/site.js';
/**
 * The 'By section' rows: a page counts under each tag it is linked to, except
 * that a menu's items (every tag below a menu root, spec §3.10 Navigation
 * 53–56) count under their menu. Counted per item, a menu listed each of its
 * items, and the same page in two menus showed as two 'Home' or 'About' rows
 * with nothing to tell them apart.
 */
async function sectionCounts(
  db: Queryable,
  live: Awaited<ReturnType<typeof pagesQuery>>,
): Promise<PageNumbers['byTag']> {
  const pairs = await db.all<{ TId: number; CId: number }>(
    live
      .innerJoin('TagToContent', 'TagToContent.CId', 'Content.CId')
      .select(['TagToContent.TId', 'Content.CId'])
      .distinct()
      .compile(),
  );
  const tags = await db.all<{ TId: number; TIdParent: number | null; TName: string }>(
    db.builder.selectFrom('Tag').select(['TId', 'TIdParent', 'TName']).compile(),
  );
  const byId = new Map(tags.map((t) => [Number(t.TId), t]));
  const menuRootOf = (tId: number): number | undefined => {
    const seen = new Set<number>();
    for (let id: number | null = tId; id !== null && !seen.has(id); id = byId.get(id)?.TIdParent ?? null) {
      if (MENU_TAG_IDS.includes(id)) return id;
      seen.add(id);
    }
    return undefined;
  };
  const pagesBySection = new Map<number, Set<number>>();
  for (const { TId, CId } of pairs) {
    const section = menuRootOf(Number(TId)) ?? Number(TId);
    if (!byId.has(section)) continue;
    const pages = pagesBySection.get(section) ?? new Set<number>();
    pages.add(Number(CId));
    pagesBySection.set(section, pages);
  }
  return [...pagesBySection]
    .map(([TId, pages]) => ({ TId, TName: byId.get(TId)!.TName, count: pages.size }))
    .sort((a, b) => b.count - a.count || a.TName.localeCompare(b.TName) || a.TId - b.TId);
}

/** Live pages (with a URL, not deleted) per page-like type (all six, zeros included) and per section (sectionCounts). */
export async function pageNumbers(db: Queryable, identity: Identity): Promise<PageNumbers> {
  const live = (await pagesQuery(db, identity)).where(sql<boolean>`NOT ${blank(sql`"CSeoUrl"`)}`);
  const perType = await db.all<{ CtId: number; n: number }>(
    live
      .select(['CtId', sql<number>`count(*)`.as('n')])
      .groupBy('CtId')
      .compile(),
  );
  const types = await db.all<{ CtId: number; CtName: string }>(
    db.builder
      .selectFrom('ContentType')
      .select(['CtId', 'CtName'])
      .where('CtId', 'in', [...PAGE_TYPES])
      .orderBy('CtId')
      .compile(),
  );
  const counts = new Map(perType.map((r) => [Number(r.CtId), Number(r.n)]));
  return {
    total: [...counts.values()].reduce((a, b) => a + b, 0),
    byType: types.map((t) => ({ CtId: t.CtId, CtName: t.CtName, count: counts.get(t.CtId) ?? 0 })),
    byTag: await sectionCounts(db, live),
  };
}
