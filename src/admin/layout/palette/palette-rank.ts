// How the palette orders what matches the typed text (decision 0104). Small
// and ours rather than a fuzzy-search library: the rules are four lines, and
// staff must be able to predict them. Case and accents are ignored. A label
// that starts with the text beats one where a word starts with it, which
// beats one that merely contains it, which beats one holding the text's
// letters in order (a typo-free abbreviation: "rdr" finds "Redirects").
// Equal scores keep the groups' order (actions, tools, recent, pages) and,
// within a group, the order the source gave (the dashboard's menu order).
import type { PaletteGroup, PaletteItem } from './palette-items.js';

const GROUP_ORDER: readonly PaletteGroup[] = ['action', 'tool', 'recent', 'page'];
/** At most this many rows: the list is for choosing, not browsing. */
const MAX_RESULTS = 30;

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

/** How well `label` matches `query` (both folded): 0 = not at all. */
export function matchScore(label: string, query: string): number {
  if (!query) return 1;
  if (label.startsWith(query)) return 4;
  if (label.split(/[^\p{L}\p{N}]+/u).some((word) => word.startsWith(query))) return 3;
  if (label.includes(query)) return 2;
  if (/\s/.test(query)) return 0;
  let at = 0;
  for (const ch of label) if (at < query.length && ch === query[at]) at++;
  return at === query.length ? 1 : 0;
}

/**
 * The items to show for `query`, best first. Pages come from the server's title search and match already, so they
 * are kept whatever their label; the detail (a tool's section) counts a little less than the label.
 */
export function rankItems(items: readonly PaletteItem[], query: string, limit = MAX_RESULTS): PaletteItem[] {
  const q = fold(query);
  const scored = items.map((item, index) => {
    const own = matchScore(fold(item.label), q);
    const byDetail = item.detail ? matchScore(fold(item.detail), q) : 0;
    const score = Math.max(own * 2, byDetail > 1 ? byDetail : 0, item.group === 'page' ? 1 : 0);
    return { item, index, score };
  });
  return scored
    .filter((s) => s.score > 0)
    .sort(
      (a, b) =>
        b.score - a.score || GROUP_ORDER.indexOf(a.item.group) - GROUP_ORDER.indexOf(b.item.group) || a.index - b.index,
    )
    .slice(0, limit)
    .map((s) => s.item);
}
