// The tags a page may be filed under (issue 25 item 4): the content sections
// (spec §3: Blog 201, Event 204, News 208, Projects 211, and Careers 214, the
// dashboard's orange sections that hold pages) and the site menus (spec §3
// "Navigation 53 to 56", decision 0012) with every item beneath them. Every
// other tag is a tool, a dashboard section or a feature switch: a page under
// one would be nowhere on the site. Add Content lists only these and the
// server refuses the rest, both through this one rule.

import { TAG } from './fixed-tags.js';

const CONTENT_SECTION_TAGS: readonly number[] = [TAG.Blog, TAG.Event, TAG.News, TAG.Projects, TAG.Careers];
const MENU_TAGS: readonly number[] = [
  TAG.PrimaryNavigation,
  TAG.SecondaryNavigation,
  TAG.FooterNavigation,
  TAG.SidebarNavigation,
];
/** Tag trees are walked to this depth at most (a guard against a parent cycle). */
const MAX_DEPTH = 32;

/**
 * Whether a page may be filed under `tId`: a content section, a menu, or a
 * tag beneath a menu. `parentOf` gives a tag's parent (null/undefined at a root).
 */
export function mayFileUnder(tId: number, parentOf: (tId: number) => number | null | undefined): boolean {
  if (CONTENT_SECTION_TAGS.includes(tId)) return true;
  let at: number | null | undefined = tId;
  for (let depth = 0; at != null && depth < MAX_DEPTH; depth++) {
    if (MENU_TAGS.includes(at)) return true;
    at = parentOf(at);
  }
  return false;
}

/** Why the server refuses a tag (staff words: no field names). */
export const notFilingTagMessage = (tName: string, tId: number) =>
  `"${tName}" (${tId}) is a tool, not a place for pages: file a page under a content section (Blog, Events, News, Projects, Careers) or a menu`;
