// The checks a schema cannot express (addresses, URLs, time zones, the lines
// of robots.txt), each throwing a 422 that names the field and says what is
// accepted, with a code the admin words (docs/decisions/0120). The schemas in
// shared/api/general-settings.ts run first.
import { coded } from '../../platform/errors.js';
import type { ErrorLabel } from '../../../shared/api/error-codes.js';
import { isEmailAddress } from '../../../shared/email-address.js';

/** One line of text: no line breaks or control characters (they would end up in headers and tags). */
// eslint-disable-next-line no-control-regex
export const isOneLine = (value: string) => !/[\u0000-\u001f\u007f]/.test(value);

/** Single-line text, trimmed; a 422 naming the field otherwise. */
export function singleLine(value: string, field: string, label: ErrorLabel): string {
  if (!isOneLine(value)) throw coded(422, 'settings.oneLine', { label }, field);
  return value.trim();
}

/** An e-mail address, or '' when `optional`. */
export function emailAddress(value: string, field: string, label: ErrorLabel, optional = true): string {
  const v = singleLine(value, field, label);
  if (!v && optional) return '';
  // The sender and recipients of the site's own mail may name a host alone (admin@localhost).
  if (!isEmailAddress(v, { hostAlone: true }))
    throw coded(422, 'settings.email', { label, value: v.slice(0, 80) }, field);
  return v;
}

/** An absolute http(s) URL; `path` also allows a site path starting with '/'. */
export function webAddress(
  value: string,
  field: string,
  label: ErrorLabel,
  opts: { path?: boolean; optional?: boolean; httpsOnly?: boolean } = {},
): string {
  const v = singleLine(value, field, label);
  if (!v && opts.optional) return '';
  if (opts.path && /^\/(?!\/)\S*$/.test(v)) return v;
  let url: URL | undefined;
  try {
    url = new URL(v);
  } catch {
    url = undefined;
  }
  const schemes = opts.httpsOnly ? ['https:'] : ['https:', 'http:'];
  if (!url || !schemes.includes(url.protocol) || !url.hostname || /\s/.test(v)) {
    const code = opts.httpsOnly
      ? opts.path
        ? 'settings.httpsAddressOrPath'
        : 'settings.httpsAddress'
      : opts.path
        ? 'settings.webAddressOrPath'
        : 'settings.webAddress';
    throw coded(422, code, { label, value: v.slice(0, 80) }, field);
  }
  return v;
}

/** An IANA time zone name, answered in its canonical spelling. */
export function timeZoneName(value: string, field: string): string {
  const v = value.trim();
  try {
    const zone = new Intl.DateTimeFormat('en-US', { timeZone: v }).resolvedOptions().timeZone;
    if (v.includes('/') || zone === 'UTC') return zone;
  } catch {
    // answered below
  }
  throw coded(422, 'settings.timeZone', { value: v.slice(0, 64) }, field);
}

const ROBOTS_FIELDS = new Set(['user-agent', 'allow', 'disallow', 'sitemap', 'crawl-delay', 'host', 'clean-param']);

/**
 * robots.txt as crawlers read it (RFC 9309): comments, blank lines and
 * `field: value` lines of known fields; Allow and Disallow only within a
 * group (after a User-agent line); Sitemap an absolute URL; Crawl-delay a number.
 */
export function robotsLines(text: string, field = 'text'): string {
  const normalized = text.replace(/\r\n?/g, '\n');
  let inGroup = false;
  normalized.split('\n').forEach((raw, index) => {
    const line = raw.replace(/#.*$/, '').trim();
    if (!line) return;
    const at = index + 1;
    const colon = line.indexOf(':');
    if (colon <= 0) throw coded(422, 'settings.robots.notFieldLine', { at, text: raw.trim().slice(0, 60) }, field);
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (!ROBOTS_FIELDS.has(name))
      throw coded(422, 'settings.robots.unknownField', { at, name: line.slice(0, colon).trim() }, field);
    if (name === 'user-agent') {
      if (!value) throw coded(422, 'settings.robots.userAgent', { at }, field);
      inGroup = true;
    } else if (name === 'allow' || name === 'disallow') {
      if (!inGroup)
        throw coded(
          422,
          name === 'allow' ? 'settings.robots.allowOutsideGroup' : 'settings.robots.disallowOutsideGroup',
          { at },
          field,
        );
      if (value && !value.startsWith('/') && !value.startsWith('*'))
        throw coded(422, 'settings.robots.path', { at, value: value.slice(0, 60) }, field);
    } else if (name === 'sitemap') {
      try {
        const url = new URL(value);
        if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('scheme');
      } catch {
        throw coded(422, 'settings.robots.sitemap', { at }, field);
      }
    } else if (name === 'crawl-delay' && !/^\d+(\.\d+)?$/.test(value)) {
      throw coded(422, 'settings.robots.crawlDelay', { at }, field);
    }
  });
  return normalized.endsWith('\n') || !normalized ? normalized : `${normalized}\n`;
}
