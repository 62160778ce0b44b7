// URL slugs and tokens from titles (spec §5): trim, drop apostrophes, turn
// every run of non-alphanumeric characters into one hyphen, lower-case (not
// for tokens), and drop empty segments, so there are no leading, trailing or
// doubled hyphens. "Alphanumeric" is any Unicode letter or digit, so titles
// in other scripts keep their words instead of collapsing to nothing.

// Straight, typographic and grave apostrophes all count as apostrophes (O’Brien → obrien).
const APOSTROPHES = /['\u2018\u2019\u02bc`]/g;
const NOT_ALPHANUMERIC = /[^\p{L}\p{N}]+/u;

function segments(title: string): string[] {
  // NFC first, so a letter typed as letter + combining mark stays one letter.
  return title.normalize('NFC').trim().replace(APOSTROPHES, '').split(NOT_ALPHANUMERIC).filter(Boolean);
}

/** `"  Tom's  News & Views! "` → `"toms-news-views"`. */
export function slugify(title: string): string {
  return segments(title).join('-').toLowerCase();
}

/** Like slugify but keeping case: `"Tom's News"` → `"Toms-News"`. */
export function tokenize(title: string): string {
  return segments(title).join('-');
}
