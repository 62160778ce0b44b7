// The page rename decision (spec §4). A title equal to the old one ignoring
// case and surrounding spaces is no rename at all; otherwise the user picks
// one of three options and applyRename says what the content becomes.
import { slugify } from './slug.js';

export type RenameOption = 'title-and-url' | 'name-only' | 'none';

interface RenamableContent {
  CTitle: string;
  CSeoTitle?: string | null;
  CSeoUrl?: string | null;
}

const comparable = (title: string) => title.trim().toLowerCase();

export function renameNeeded(oldTitle: string, newTitle: string): boolean {
  return comparable(oldTitle) !== comparable(newTitle);
}

/**
 * The URL for a new name: the old URL's folder kept ("/news/old" → "/news/new"),
 * so a page stays in its section; a page without a URL gets "/{slug}".
 */
export function renamedUrl(oldUrl: string | null | undefined, newTitle: string): string {
  const url = (oldUrl ?? '').trim();
  const folder = url.includes('/') ? url.slice(0, url.lastIndexOf('/')) : '';
  return `${folder}/${slugify(newTitle)}`;
}

/**
 * The fields that change (a partial content record, empty when nothing does):
 * - `title-and-url`: title, SEO title and SEO URL all follow the new name;
 * - `name-only`: only the title (the name staff see in maintenance);
 * - `none`: nothing.
 */
export function applyRename(
  content: RenamableContent,
  newTitle: string,
  option: RenameOption,
): Partial<RenamableContent> {
  if (!renameNeeded(content.CTitle, newTitle) || option === 'none') return {};
  const title = newTitle.trim();
  if (option === 'name-only') return { CTitle: title };
  return { CTitle: title, CSeoTitle: title, CSeoUrl: renamedUrl(content.CSeoUrl, title) };
}
