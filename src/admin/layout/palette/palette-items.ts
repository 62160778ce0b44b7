// What the command palette offers (issue 29 item 3, decision 0104): the
// tools of the dashboard's own menu (buildToolTree: the same tag tree and the
// same access rule, so never a tool the dashboard would not show), the
// user's recently edited records, pages found by title, and a few actions.
// Pure: the palette's sources read the data, this turns it into items.
import { classifyLink, type ToolLink } from '../../pages/dashboard/tool-link.js';
import type { ToolNode, ToolSection } from '../../pages/dashboard/tool-tree.js';
import { editLinkOf, recentTitle } from '../../pages/dashboard/RecentEdits.js';
import type { RecentEdit } from '../../../shared/api/recent-edits.js';

export type PaletteGroup = 'action' | 'tool' | 'recent' | 'page';

interface ItemBase {
  /** Unique among the palette's items. */
  id: string;
  group: PaletteGroup;
  label: string;
  /** A second line: the tool's section, the record's kind, the page's address. */
  detail?: string;
}

export type PaletteItem =
  | (ItemBase & { group: 'tool'; link: ToolLink })
  | (ItemBase & { group: 'recent' | 'page'; to: string })
  | (ItemBase & { group: 'action'; action: PaletteAction });

export type PaletteAction = 'sign-out';

/** A page as the generic interface's Content list answers it. */
export interface PageHit {
  CId: number;
  CTitle: string | null;
  CSeoUrl?: string | null;
}

/**
 * Every tool of the dashboard's menu that does something: sections the user has no access to have no children
 * (buildToolTree), and inert links ('#', unsafe paths) are left out, since choosing them could do nothing.
 */
export function toolItems(sections: readonly ToolSection[], origin: string): PaletteItem[] {
  const out: PaletteItem[] = [];
  const visit = (node: ToolNode, trail: string[]) => {
    const link = classifyLink(node.path, origin);
    if (link.kind !== 'inert')
      out.push({ id: `tool:${node.id}`, group: 'tool', label: node.name, detail: trail.join(' › '), link });
    for (const child of node.children) visit(child, [...trail, node.name]);
  };
  for (const section of sections) {
    if (section.noAccess) continue;
    for (const child of section.children) visit(child, [section.name]);
  }
  return out;
}

/** `kindOf`: the record's kind as shown (the server sends the schema's English label; the palette passes it in the language). */
export function recentItems(
  edits: readonly RecentEdit[],
  entityLabel: (entity: string) => string = (entity) => edits.find((e) => e.entity === entity)?.label ?? entity,
  moment?: (iso: string) => string,
): PaletteItem[] {
  return edits.map((e) => ({
    id: `recent:${e.entity}/${e.key}`,
    group: 'recent',
    label: recentTitle(e, entityLabel, moment),
    detail: entityLabel(e.entity),
    to: editLinkOf(e),
  }));
}

export function pageItems(pages: readonly PageHit[], untitled: (cId: number) => string): PaletteItem[] {
  return pages.map((p) => ({
    id: `page:${p.CId}`,
    group: 'page',
    label: p.CTitle || untitled(p.CId),
    detail: p.CSeoUrl ?? undefined,
    to: `/edit?cId=${p.CId}`,
  }));
}
