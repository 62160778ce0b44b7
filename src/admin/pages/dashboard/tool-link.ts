// What a tool's link (its tag's TPath) does when clicked (spec §2): an
// in-app route, another origin in a new tab, CLEAR_CACHE opens the slim
// cache tools, '#' does nothing. Anything else that is not plainly a web
// address (javascript:, data:, an empty path) is inert too: a tag's path is
// data an administrator typed, never code to run.
import { CLEAR_CACHE_LINK } from './tool-tree.js';

export type ToolLink =
  | { kind: 'route'; to: string }
  | { kind: 'external'; href: string }
  | { kind: 'same-origin'; href: string }
  | { kind: 'clear-cache' }
  | { kind: 'inert' };

export function classifyLink(path: string | null | undefined, origin: string): ToolLink {
  const p = (path ?? '').trim();
  if (!p || p === '#') return { kind: 'inert' };
  if (p === CLEAR_CACHE_LINK) return { kind: 'clear-cache' };
  // Absolute (scheme or protocol-relative //host): judge by the parsed URL.
  if (/^[a-z][a-z0-9+.-]*:/i.test(p) || p.startsWith('//')) {
    let url: URL;
    try {
      url = new URL(p, origin);
    } catch {
      return { kind: 'inert' };
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return { kind: 'inert' };
    return url.origin === origin ? { kind: 'same-origin', href: url.href } : { kind: 'external', href: url.href };
  }
  // TPath is a route without the /maintenance prefix (seed: dashboard-tags.ts); the router adds it.
  return { kind: 'route', to: p.startsWith('/') ? p : `/${p}` };
}
