// What a Redirect record (RFrom → RTo, RType) must be, checked with the same
// words by the Redirects screen before it saves and by the server on every
// write of the entity (server/site/redirect-write-rule.ts), so the generic
// interface cannot store what the screen refuses. The loop rule needs the
// other redirects and is the server's alone (server/site/redirect-loop.ts).
import { isSafeRedirect } from './forms/validate-config.js';
import { normalizePath } from './url-path.js';

/**
 * The HTTP statuses that move a visitor to another URL: 301 and 302 (the
 * dashboard's two Redirects screens), and 307 and 308, their variants that
 * keep the request's method. 300 (a choice), 303 (an answer to a POST), 304
 * and 305/306 are not URL moves, so they are no redirect type.
 */
const REDIRECT_TYPES = ['301', '302', '307', '308'] as const;

interface RedirectProblem {
  field: 'RFrom' | 'RTo' | 'RType';
  message: string;
}

export const isRedirectType = (type: string): boolean => (REDIRECT_TYPES as readonly string[]).includes(type);

export const redirectTypeProblem = (type: string): string | undefined => (isRedirectType(type) ? undefined : `"${type}" is no redirect type: use ${REDIRECT_TYPES.join(', ')}`);

/** A path of this site: one leading slash ("//host" would be another site). */
export const fromProblem = (from: string): string | undefined => (from.startsWith('/') && !from.startsWith('//') ? undefined : 'From is a path of this site and starts with /, e.g. /old-page.');

// isSafeRedirect: a path of this site, or an http(s) address with a host; never javascript:, data:, //host or /\host.
export const toProblem = (to: string): string | undefined =>
  isSafeRedirect(to) ? undefined : 'To starts with / (this site) or http(s):// (another site); javascript:, data: and //host addresses are refused.';

/** Only a site path can lead back to itself: an absolute address is taken to leave the site. */
export const selfProblem = (from: string, to: string): string | undefined => (to.startsWith('/') && normalizePath(from) === normalizePath(to) ? 'A redirect cannot lead to itself.' : undefined);

/** The first problem of a whole redirect, as the screen shows it (one message at a time). */
export function redirectProblem(from: string, to: string, type: string): RedirectProblem | undefined {
  const typeProblem = redirectTypeProblem(type);
  if (typeProblem) return { field: 'RType', message: typeProblem };
  const f = fromProblem(from);
  if (f) return { field: 'RFrom', message: f };
  const t = toProblem(to) ?? selfProblem(from, to);
  return t ? { field: 'RTo', message: t } : undefined;
}
