// Demo menu items: each page's menu places (data/demo-pages.ts) become item
// tags under the menu roots 53-56 — a sub-page nested under its parent's item
// when the parent is in the same menu — plus an outside link and a hidden
// item, appended after whatever the menu already holds (the home item).
import type { Queryable } from '../platform/db/executor.js';
import { insertRows, insertTags } from './fixed-records.js';
import { FIRST_GENERATED_TAG_ID } from './data/dashboard-tags.js';
import { TAG } from '../../shared/fixed-tags.js';
import { menuRows, type MenuEntry } from './data/menus.js';

export interface MenuPlacement {
  cId: number;
  title: string;
  url: string;
  parentUrl?: string;
  templateId: number | null;
  menus: { tag: number; sort: number }[];
}

const EXTRA_ENTRIES: [number, MenuEntry][] = [
  [TAG.FooterNavigation, { name: 'LinkedIn', url: 'https://www.linkedin.com/company/example-engineering' }],
  [TAG.SecondaryNavigation, { name: 'Client Portal', url: 'https://portal.example.com/', visible: false }],
];

/** Menu tag → its top-level entries in order, sub-pages nested under their parent page's entry. */
function demoMenus(pages: MenuPlacement[]): Map<number, MenuEntry[]> {
  const menus = new Map<number, MenuEntry[]>();
  for (const menuTag of [TAG.PrimaryNavigation, TAG.SecondaryNavigation, TAG.FooterNavigation, TAG.SidebarNavigation]) {
    const placed = pages
      .map((p) => ({ p, sort: p.menus.find((m) => m.tag === menuTag)?.sort }))
      .filter((x): x is { p: MenuPlacement; sort: number } => x.sort !== undefined)
      .sort((a, b) => a.sort - b.sort);
    const entries = new Map(
      placed.map(({ p }) => [
        p.url,
        { name: p.title, url: p.url, cId: p.cId, templateId: p.templateId, children: [] } as MenuEntry,
      ]),
    );
    const top: MenuEntry[] = [];
    for (const { p } of placed) {
      const parent = p.parentUrl ? entries.get(p.parentUrl) : undefined;
      (parent ? parent.children! : top).push(entries.get(p.url)!);
    }
    top.push(...EXTRA_ENTRIES.filter(([tag]) => tag === menuTag).map(([, e]) => e));
    menus.set(menuTag, top);
  }
  return menus;
}

/** Inserts the item tags and page links, chaining each menu's new items after its existing last item. */
export async function seedDemoMenus(tx: Queryable, pages: MenuPlacement[], now: string): Promise<void> {
  const max = await tx.first<{ m: number | null }>(
    tx.builder
      .selectFrom('Tag')
      .select((eb) => eb.fn.max('TId').as('m'))
      .where('TId', '>=', FIRST_GENERATED_TAG_ID)
      .compile(),
  );
  const menus = demoMenus(pages);
  const { tags, links } = menuRows(menus, Math.max(FIRST_GENERATED_TAG_ID, Number(max?.m ?? 0) + 1));
  for (const menuTag of menus.keys()) {
    const first = tags.find((t) => t.row.TIdParent === menuTag);
    if (first) await appendToMenu(tx, menuTag, first.row.TId);
  }
  await insertTags(tx, tags, now);
  await insertRows(tx, 'TagToContent', links, now);
}

/** Points the menu's last item (or the menu itself, when empty) at `firstNew`. */
async function appendToMenu(tx: Queryable, menuTag: number, firstNew: number): Promise<void> {
  const last = await tx.first<{ TId: number }>(
    tx.builder
      .selectFrom('Tag')
      .select('TId')
      .where('TIdParent', '=', menuTag)
      .where('TNextId', 'is', null)
      .orderBy('TId', 'desc')
      .limit(1)
      .compile(),
  );
  if (last)
    await tx.run(tx.builder.updateTable('Tag').set({ TNextId: firstNew }).where('TId', '=', last.TId).compile());
  else await tx.run(tx.builder.updateTable('Tag').set({ TChildId: firstNew }).where('TId', '=', menuTag).compile());
}
