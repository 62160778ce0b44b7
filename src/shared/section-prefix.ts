// The public URL prefix of each content type's pages (spec §9: /blog,
// /events, /news, /projects); other page types live at the site root.
const PREFIXES: Readonly<Record<number, string>> = {
  2: '/news', // News_Detail
  3: '/events', // Event_Detail
  4: '/blog', // Blog_Detail
  7: '/projects', // Project_Detail
};

/** `sectionPrefix(2)` → `'/news'`; a type without a section → `''`. */
export function sectionPrefix(ctId: number): string {
  return PREFIXES[ctId] ?? '';
}
