// The URL a copy of a page asks for (before freeUrl makes it unique): the
// original's URL with "-copy" on its last segment. The home page's URL is "/"
// (and a section's landing page may end in "/"), which gave "/-copy": a path
// with no name. Trailing slashes are dropped first, and a URL left with no
// last segment takes the slug of the page's title instead ("Home" →
// "/home-copy"), or "page" when the title has no letters or digits.
import { slugify } from '../../shared/slug.js';

export function copyUrlOf(url: string, title: string): string {
  const path = url.trim().replace(/\/+$/, '');
  const slash = path.lastIndexOf('/');
  const parent = slash >= 0 ? path.slice(0, slash) : '';
  const last = slash >= 0 ? path.slice(slash + 1) : path;
  const name = last || slugify(title) || 'page';
  return `${parent}/${name}-copy`;
}
