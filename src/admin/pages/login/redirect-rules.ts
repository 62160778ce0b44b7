// Where sign-in goes and comes back (spec §2 "After success", §4 "Session").
// The return parameter is the only input here an outsider can choose (a
// crafted link to /login?return=…), so it must name a path of this origin:
// anything else is ignored and the user lands on / (no open redirect).
import { APP_BASE } from '../../auth/framing.js';

type RedirectTarget =
  /** In-app navigation, relative to the router's base (/maintenance). */
  | { kind: 'navigate'; to: string }
  /** A full page load of a same-origin path. */
  | { kind: 'redirect'; href: string };

const PLACEHOLDER_ORIGIN = 'https://same-origin.invalid';

/**
 * The path, query and hash of `value` if it is a same-origin absolute path,
 * else undefined. Parsed as the browser would (which drops tabs and newlines
 * and reads '\' as '/'), so '//evil.example', '/\evil.example',
 * '/\t/evil.example' and 'https://evil.example' are all refused.
 */
export function sameOriginPath(value: string | null | undefined): string | undefined {
  if (!value || !value.startsWith('/')) return undefined;
  let url: URL;
  try {
    url = new URL(value, PLACEHOLDER_ORIGIN);
  } catch {
    return undefined;
  }
  if (url.origin !== PLACEHOLDER_ORIGIN) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Rules 2-4 of "After success" (rule 1, the callback, is the caller's). */
export function loginRedirectTarget(search: string, framed: boolean): RedirectTarget {
  const raw = new URLSearchParams(search).get('return');
  if (raw === APP_BASE || raw === `${APP_BASE}/`) return { kind: 'navigate', to: '/' };
  const path = sameOriginPath(raw);
  if (!path) return { kind: 'navigate', to: '/' };
  return framed ? { kind: 'navigate', to: withoutBase(path) } : { kind: 'redirect', href: path };
}

// The router already adds the base: a framed return naming it would double it.
function withoutBase(path: string): string {
  const rest = path.slice(APP_BASE.length);
  if (!path.startsWith(APP_BASE) || (rest !== '' && !/^[/?#]/.test(rest))) return path; // e.g. /maintenance-mode is a route of its own
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/**
 * The return parameter for an unauthenticated visitor: the current path and
 * query (spec §4 "Session"). `location` is the window's, so it includes the
 * /maintenance base; inside a frame that prefix is dropped, because the
 * framed app navigates within its router after sign-in.
 */
export function returnParameterFor(location: Pick<Location, 'pathname' | 'search'>, framed: boolean): string {
  const path = location.pathname || '/';
  return `${framed ? withoutBase(path) : path}${location.search ?? ''}`;
}

/** The login route with its return parameter, for react-admin's checkAuth redirect. */
export function loginPathFor(location: Pick<Location, 'pathname' | 'search'>, framed: boolean): string {
  return `/login?return=${encodeURIComponent(returnParameterFor(location, framed))}`;
}
