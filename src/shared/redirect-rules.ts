// What a Redirect record (RFrom → RTo, RType) must be, checked with the same
// words by the Redirects screen before it saves and by the server on every
// write of the entity (server/site/redirects/redirect-write-rule.ts), so the generic
// interface cannot store what the screen refuses. The loop rule needs the
// other redirects and is the server's alone (server/site/redirects/redirect-loop.ts).
import { isSafeRedirect } from './forms/validate-config.js';
import { normalizePath } from './url-path.js';
import { pageUrlProblem } from './page-url.js';
import { codedProblem, type CodedProblem } from './api/error-codes.js';

/**
 * The HTTP statuses that move a visitor to another URL: 301 and 302 (the
 * dashboard's two Redirects screens), and 307 and 308, their variants that
 * keep the request's method. 300 (a choice), 303 (an answer to a POST), 304
 * and 305/306 are not URL moves, so they are no redirect type.
 */
const REDIRECT_TYPES = ['301', '302', '307', '308'] as const;

/** A problem with its code (shared/api/error-codes.ts), so the screen and the server's answer are worded in the user's language. */
interface RedirectProblem extends CodedProblem {
  field: 'RFrom' | 'RTo' | 'RType';
}

export const isRedirectType = (type: string): boolean => (REDIRECT_TYPES as readonly string[]).includes(type);

export const redirectTypeProblem = (type: string): CodedProblem | undefined =>
  isRedirectType(type) ? undefined : codedProblem('redirect.type', { type, types: REDIRECT_TYPES.join(', ') });

/** A path of this site: one leading slash ("//host" would be another site), and a page URL as the page editor requires (page-url.ts). */
export const fromProblem = (from: string): CodedProblem | undefined =>
  from.startsWith('/') && !from.startsWith('//') ? pageUrlProblem(from) : codedProblem('redirect.from');

/** The path of a site address, without its query and fragment (the target's own). */
const pathOf = (url: string) => url.replace(/[?#][\s\S]*$/, '');

// isSafeRedirect: a path of this site, or an http(s) address with a host; never javascript:, data:, //host or /\host.
// A path of this site is a page URL (page-url.ts), as RFrom is.
export const toProblem = (to: string): CodedProblem | undefined =>
  !isSafeRedirect(to) ? codedProblem('redirect.to') : to.startsWith('/') ? pageUrlProblem(pathOf(to)) : undefined;

/** Only a site path can lead back to itself: an absolute address is taken to leave the site. */
export const selfProblem = (from: string, to: string): CodedProblem | undefined =>
  to.startsWith('/') && normalizePath(from) === normalizePath(to) ? codedProblem('redirect.self') : undefined;

/** The first problem of a whole redirect, as the screen shows it (one message at a time). */
export function redirectProblem(from: string, to: string, type: string): RedirectProblem | undefined {
  const typeProblem = redirectTypeProblem(type);
  if (typeProblem) return { field: 'RType', ...typeProblem };
  const f = fromProblem(from);
  if (f) return { field: 'RFrom', ...f };
  const t = toProblem(to) ?? selfProblem(from, to);
  return t ? { field: 'RTo', ...t } : undefined;
}
