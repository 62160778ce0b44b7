// Following a URL through the Redirect table as the public site would, hop
// by hop (RFrom → RTo), to tell an editor where it ends:
//   no-redirect  no redirect starts at the URL (it may or may not be a page);
//   ok           the redirects end at a live page (or leave the site);
//   loop         a URL came round again, or more than MAX_HOPS hops;
//   not-found    the redirects end at a URL that is no live page.
// Paths are compared with normalizePath on both sides.
import type { Queryable } from '../../platform/db/executor.js';
import { livePages } from '../content/live-pages.js';
import { normalizePath } from '../../../shared/url-path.js';

export const MAX_HOPS = 20;

import type { Hop } from '../../../shared/api/site.js';

import type { RedirectCheck } from '../../../shared/api/site.js';
/** Another site's address: an absolute URL whose host is not the public site's. */
function isExternal(url: string, publicUrl: string): boolean {
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(url.trim()) && !url.trim().startsWith('//')) return false;
  try {
    return new URL(url.trim(), publicUrl).host.toLowerCase() !== new URL(publicUrl).host.toLowerCase();
  } catch {
    return true;
  }
}

export async function checkRedirects(db: Queryable, url: string, publicUrl: string): Promise<RedirectCheck> {
  const redirects = await db.all<Hop>(
    db.builder.selectFrom('Redirect').select(['RId', 'RFrom', 'RTo', 'RType']).orderBy('RId').compile(),
  );
  const byFrom = new Map<string, Hop>();
  // RFrom is unique as typed; two rows equal after normalising: the older one wins.
  for (const r of redirects) if (!byFrom.has(normalizePath(r.RFrom))) byFrom.set(normalizePath(r.RFrom), r);

  const hops: Hop[] = [];
  const visited = new Set<string>([normalizePath(url)]);
  let current = url;
  for (;;) {
    if (isExternal(current, publicUrl)) return { url, hops, final: current, outcome: 'ok', external: true };
    const hop = byFrom.get(normalizePath(current));
    if (!hop) break;
    hops.push(hop);
    current = hop.RTo;
    const key = normalizePath(current);
    if (!isExternal(current, publicUrl) && visited.has(key)) return { url, hops, final: current, outcome: 'loop' };
    if (hops.length >= MAX_HOPS && !isExternal(current, publicUrl) && byFrom.has(key))
      return { url, hops, final: current, outcome: 'loop' };
    visited.add(key);
  }
  if (!hops.length) return { url, hops, final: url, outcome: 'no-redirect' };
  const pages = new Set((await livePages(db)).map((p) => normalizePath(p.CSeoUrl)));
  return { url, hops, final: current, outcome: pages.has(normalizePath(current)) ? 'ok' : 'not-found' };
}
