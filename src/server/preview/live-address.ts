// A page's address on the public site, for "Open live page" (issue 28 item 6): Site Setup's public URL (as the
// sitemap uses it, docs/decisions/0066-sitemap-on-the-saved-public-url.md), else PUBLIC_URL, and the page's URL;
// none while the page is not live by the one definition of live pages (site/content/live-pages.ts): a page type, not
// deleted, with a URL, and published (or never versioned).
import type { Queryable } from '../platform/db/executor.js';
import type { Page } from '../editor/index.js';
import { savedPublicUrl } from '../site/index.js';
import { PAGE_TYPES } from '../../shared/content-types.js';

export async function liveAddress(q: Queryable, page: Page, publicUrl: string): Promise<string | null> {
  // The page's content is a record already (editor/page.ts reads it through codec.ts): nothing to decode here.
  const c = page.content;
  const url = typeof c.CSeoUrl === 'string' ? c.CSeoUrl.trim() : '';
  const published = page.version !== null || page.draft === null;
  if (!url || c.CDeleted === true || !(PAGE_TYPES as readonly number[]).includes(c.CtId as number) || !published)
    return null;
  const base = (await savedPublicUrl(q)) ?? publicUrl;
  return new URL(url, `${base}/`).toString();
}
