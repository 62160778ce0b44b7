// The menus /edit/navigation lists, once each. The tag tree holds every menu
// twice over: the menu's own root tag (the seeded Navigation 53–56, or any tag
// whose path is /navigation/{id}) and the dashboard's tool tag that links to
// it ('Primary Navigation' under Site Tools, path /navigation/53). Both lead to
// the same editor, so the list is keyed by where an entry leads, and the menu's
// own tag wins over a link to it (its name is the menu's name).
import { MENU_TAG_IDS } from '../../../../shared/menus.js';
import type { TagRow } from '../api/types.js';

const MENU_PATH = /^\/navigation\/(\d+)$/;

interface MenuEntry {
  tag: TagRow;
  /** The admin route that edits the menu: /navigation/{TId}. */
  target: string;
}

/** The menu editor an entry opens: its path when it links to one, else its own id's. */
function menuTargetOf(tag: TagRow): string {
  return MENU_PATH.test(tag.TPath ?? '') ? tag.TPath! : `/navigation/${tag.TId}`;
}

const isMenuRoot = (tag: TagRow) => MENU_TAG_IDS.includes(tag.TId);

/** Each menu once, in the tree's order, by the menu editor it opens. */
export function menusOf(tags: readonly TagRow[]): MenuEntry[] {
  const byTarget = new Map<string, MenuEntry>();
  for (const tag of tags) {
    if (!isMenuRoot(tag) && !MENU_PATH.test(tag.TPath ?? '')) continue;
    const target = menuTargetOf(tag);
    const seen = byTarget.get(target);
    const ownTag = target === `/navigation/${tag.TId}`;
    if (!seen || (ownTag && seen.target !== `/navigation/${seen.tag.TId}`)) byTarget.set(target, { tag, target });
  }
  // Map keeps first-insertion order; a replaced entry keeps its place.
  return [...byTarget.values()];
}
