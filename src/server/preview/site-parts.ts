// What every public page shares, read once and kept by render-cache.ts until something it is made of changes:
// the page templates (Template 1-7, TSource), the header and footer templates (their records' first block), the
// menus of the navigation center, the tokens, the enabled snippets of each token location in order, the block
// styles and row designs of the style guide, and the site's name and public URL.
import { storedJsonObject } from '../platform/data/codec.js';
import { dialectOf } from '../platform/db/dialect.js';
import type { Queryable } from '../platform/db/executor.js';
import { listPageTemplates } from '../custom-code/index.js';
import { listCodeItems } from '../custom-code/index.js';
import { listSnippets } from '../custom-code/index.js';
import { listLocations } from '../tokens/index.js';
import { liveTokenScope } from '../tokens/index.js';
import { readCatalogue } from '../style-guide/index.js';
import type { StyleEntry } from '../../shared/api/style-guide.js';
import { linkedPages, toNavTag } from '../site/index.js';
import { navTree, TagIndex, type NavNode } from '../site/index.js';
import { CID } from '../site/index.js';
import { savedPublicUrl } from '../site/index.js';
import { escapeHtml } from '../email/index.js';
import { DEFAULT_PAGE_TEMPLATES, FOOTER_TEMPLATE, HEADER_TEMPLATE } from './default-templates.js';
import { safeUrl } from './page-model.js';

export interface PageTemplate {
  id: number;
  name: string;
  source: string;
}

export interface MenuItem {
  title: string;
  url: string;
  children: MenuItem[];
}

export interface Menu {
  title: string;
  items: MenuItem[];
}

/** The header's or footer's own fields (its record's first block), besides its template. */
export interface FrameRecord {
  title: string;
  source: string;
  logo: string;
  logoAlt: string;
  link: string;
}

export interface SiteParts {
  pageTemplates: Map<number, PageTemplate>;
  header: FrameRecord;
  footer: FrameRecord;
  menus: Record<'primary' | 'secondary' | 'footer', Menu>;
  /** Every live token's value by key (the Liquid variable a template reads it by). */
  tokens: Record<string, string>;
  /** The enabled snippets of each token location, by its placement, in order. */
  snippets: Record<string, string[]>;
  blockStyles: Map<string, StyleEntry>;
  rowDesigns: Map<string, StyleEntry>;
  site: { name: string; url: string };
}

const NAVIGATION = { primary: CID.Primary_Nav, secondary: 2, footer: 3 } as const;

async function frameRecord(q: Queryable, ctId: number, fallbackId: number, fallback: string): Promise<FrameRecord> {
  const items = await listCodeItems(q, [ctId]);
  const item = items.find((i) => i.CId === fallbackId) ?? items[0];
  const block = item
    ? await q.first<{ CbPhoto: string | null; CbPhotoAltText: string | null; CbLink: string | null }>(
        q.builder
          .selectFrom('ContentBlock')
          .select(['CbPhoto', 'CbPhotoAltText', 'CbLink'])
          .where('CId', '=', item.CId)
          .orderBy('CbSortOrder')
          .orderBy('CbId')
          .limit(1)
          .compile(),
      )
    : undefined;
  return {
    title: escapeHtml(item?.CTitle ?? ''),
    source: item?.source.trim() ? item.source : fallback,
    logo: safeUrl(block?.CbPhoto),
    logoAlt: escapeHtml(block?.CbPhotoAltText ?? ''),
    link: safeUrl(block?.CbLink) || '/',
  };
}

async function readMenus(q: Queryable): Promise<SiteParts['menus']> {
  const d = dialectOf(q);
  const [tags, links, navs, pages] = await Promise.all([
    q.all(q.builder.selectFrom('Tag').selectAll().orderBy('TId').compile()),
    linkedPages(q),
    q.all<{ CId: number; CTitle: string; CMetaData: unknown }>(
      q.builder
        .selectFrom('Content')
        .select(['CId', 'CTitle', 'CMetaData'])
        .where('CId', 'in', Object.values(NAVIGATION))
        .compile(),
    ),
    q.all<{ CId: number; CSeoUrl: string | null }>(
      q.builder
        .selectFrom('Content')
        .select(['CId', 'CSeoUrl'])
        .where('CDeleted', '=', d.bool(false))
        .where('CSeoUrl', 'is not', null)
        .compile(),
    ),
  ]);
  const index = new TagIndex(tags.map((row) => toNavTag(row, q.dialect)));
  const urls = new Map(pages.map((p) => [Number(p.CId), p.CSeoUrl ?? '']));
  const item = (n: NavNode): MenuItem => ({
    title: escapeHtml(n.TName),
    url: safeUrl((n.CId !== undefined ? urls.get(n.CId) : undefined) || n.TPath) || '#',
    children: n.children.filter((c) => c.TVisible).map(item),
  });
  const menu = (cId: number): Menu => {
    const nav = navs.find((n) => Number(n.CId) === cId);
    const root = Number(storedJsonObject('Content', nav, 'CMetaData', q.dialect).TId);
    return {
      title: escapeHtml(nav?.CTitle ?? ''),
      items: Number.isSafeInteger(root)
        ? navTree(index, root, links)
            .filter((n) => n.TVisible)
            .map(item)
        : [],
    };
  };
  return { primary: menu(NAVIGATION.primary), secondary: menu(NAVIGATION.secondary), footer: menu(NAVIGATION.footer) };
}

async function readSnippets(q: Queryable): Promise<Record<string, string[]>> {
  const placements = new Map((await listLocations(q)).map((l) => [l.id, l.placement]));
  const out: Record<string, string[]> = {};
  for (const s of await listSnippets(q)) {
    const placement = s.tokenLocationId === null ? undefined : placements.get(s.tokenLocationId);
    if (!s.enabled || !placement || !s.code.trim()) continue;
    (out[placement] ??= []).push(s.code);
  }
  return out;
}

export async function readSiteParts(q: Queryable, publicUrl: string): Promise<SiteParts> {
  const templates = await listPageTemplates(q);
  const pageTemplates = new Map<number, PageTemplate>();
  for (const t of templates)
    pageTemplates.set(t.TemplateId, {
      id: t.TemplateId,
      name: t.TName,
      source: t.source.trim() ? t.source : (DEFAULT_PAGE_TEMPLATES[t.TemplateId] ?? ''),
    });
  const catalogue = await readCatalogue(q);
  const seo = await q.first<{ CMetaData: unknown }>(
    q.builder.selectFrom('Content').select('CMetaData').where('CId', '=', CID.SeoDData).compile(),
  );
  const siteName = storedJsonObject('Content', seo, 'CMetaData', q.dialect).SiteName;
  return {
    pageTemplates,
    header: await frameRecord(q, 54, CID.Header, HEADER_TEMPLATE),
    footer: await frameRecord(q, 53, CID.Footer, FOOTER_TEMPLATE),
    menus: await readMenus(q),
    tokens: await liveTokenScope(q),
    snippets: await readSnippets(q),
    blockStyles: new Map(catalogue.blockStyles.map((s) => [s.name, s])),
    rowDesigns: new Map(catalogue.rowDesigns.map((s) => [s.name, s])),
    site: {
      name: escapeHtml(typeof siteName === 'string' ? siteName : ''),
      url: (await savedPublicUrl(q)) ?? publicUrl,
    },
  };
}
