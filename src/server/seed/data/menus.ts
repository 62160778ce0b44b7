// The site menus (spec §3: Navigation tags 53 to 56). Each menu is a root tag
// of its own, outside the dashboard tree: its items are child tags (chained by
// TNextId/TChildId like every tag level) whose path is the public URL, and an
// item that shows a page is linked to it through TagToContent. The dashboard's
// 'Primary Navigation' … tools are separate tags that link to /navigation/53 …,
// so the dashboard's three-level walk never lists menu items as tools.
import type { TagToContent } from '../../../shared/generated/entities.generated.js';
import { flattenTagTree, type FlatTag, type TagNode } from './dashboard-tags.js';
import { TAG } from '../../../shared/fixed-tags.js';

export const MENU_ROOTS: TagNode[] = [
  { id: TAG.PrimaryNavigation, name: 'Primary Navigation', icon: 'Menu' },
  { id: TAG.SecondaryNavigation, name: 'Secondary Navigation', icon: 'MenuOpen' },
  { id: TAG.FooterNavigation, name: 'Footer Navigation', icon: 'VerticalAlignBottom' },
  { id: TAG.SidebarNavigation, name: 'Sidebar Navigation', icon: 'ViewSidebar' },
];

/** One entry of a menu: a page (by id) or an outside URL, with entries nested under it. */
export interface MenuEntry {
  name: string;
  url: string;
  cId?: number;
  templateId?: number | null;
  visible?: boolean;
  children?: MenuEntry[];
}

interface MenuRows {
  tags: FlatTag[];
  links: TagToContent[];
}

/** Entries in the order flattenTagTree numbers and returns tags: each entry, then its children. */
function preOrder(entries: MenuEntry[]): MenuEntry[] {
  return entries.flatMap((e) => [e, ...preOrder(e.children ?? [])]);
}

const toNode = (e: MenuEntry): TagNode => ({
  name: e.name,
  path: e.url,
  icon: 'Link',
  visible: e.visible ?? true,
  children: (e.children ?? []).map(toNode),
});

/**
 * The item tags (numbered from `firstId`, under their menu root) and the
 * links from each page item to its page. `menus` maps a menu tag to its
 * top-level entries in order.
 */
export function menuRows(menus: Map<number, MenuEntry[]>, firstId: number): MenuRows {
  const tags: FlatTag[] = [];
  const links: TagToContent[] = [];
  let next = firstId;
  for (const [menuTag, entries] of menus) {
    const flat = flattenTagTree(entries.map(toNode), { parentId: menuTag, depth: 1, firstId: next });
    preOrder(entries).forEach((entry, i) => {
      if (entry.cId !== undefined) {
        links.push({
          TId: flat[i].row.TId,
          CId: entry.cId,
          TemplateId: entry.templateId ?? null,
          CSortOrder: 0,
          TtcPageUrl: entry.url,
        });
      }
    });
    tags.push(...flat);
    next = Math.max(next, ...flat.map((t) => t.row.TId + 1));
  }
  return { tags, links };
}
