// The checks a schema cannot express (addresses, URLs, time zones, the lines
// of robots.txt), each throwing a 422 that names the field and says what is
// accepted. The schemas in shared/api/general-settings.ts run first.
import { invalid } from '../../errors.js';
import { isEmailAddress } from '../../../shared/email-address.js';

/** Single-line text: no line breaks or control characters (they would end up in headers and tags). */
export function singleLine(value: string, field: string, label: string): string {
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(value)) throw invalid(`${label} must be one line of text, without line breaks`, field);
  return value.trim();
}

/** An e-mail address, or '' when `optional`. */
export function emailAddress(value: string, field: string, label: string, optional = true): string {
  const v = singleLine(value, field, label);
  if (!v && optional) return '';
  // The sender and recipients of the site's own mail may name a host alone (admin@localhost).
  if (!isEmailAddress(v, { hostAlone: true })) throw invalid(`${label} must be an e-mail address such as name@example.org (got "${v.slice(0, 80)}")`, field);
  return v;
}

/** An absolute http(s) URL; `path` also allows a site path starting with '/'. */
export function webAddress(value: string, field: string, label: string, opts: { path?: boolean; optional?: boolean; httpsOnly?: boolean } = {}): string {
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
    const kinds = `${opts.httpsOnly ? 'an https://' : 'an http:// or https://'} address${opts.path ? ' or a site path starting with /' : ''}`;
    throw invalid(`${label} must be ${kinds} (got "${v.slice(0, 80)}")`, field);
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
  throw invalid(`${field === 'timeZone' ? 'The time zone' : field} must be an IANA time zone such as America/New_York or Europe/Paris (got "${v.slice(0, 64)}")`, field);
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
    const at = `Line ${index + 1}`;
    const colon = line.indexOf(':');
    if (colon <= 0) throw invalid(`${at} ("${raw.trim().slice(0, 60)}") is not a "Field: value" line such as "Disallow: /private/"`, field);
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (!ROBOTS_FIELDS.has(name)) throw invalid(`${at}: "${line.slice(0, colon).trim()}" is not a robots.txt field (User-agent, Allow, Disallow, Sitemap, Crawl-delay)`, field);
    if (name === 'user-agent') {
      if (!value) throw invalid(`${at}: User-agent needs a crawler name, or * for every crawler`, field);
      inGroup = true;
    } else if (name === 'allow' || name === 'disallow') {
      if (!inGroup) throw invalid(`${at}: ${name === 'allow' ? 'Allow' : 'Disallow'} must follow a User-agent line`, field);
      if (value && !value.startsWith('/') && !value.startsWith('*')) throw invalid(`${at}: a path must start with / (got "${value.slice(0, 60)}")`, field);
    } else if (name === 'sitemap') {
      try {
        const url = new URL(value);
        if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('scheme');
      } catch {
        throw invalid(`${at}: Sitemap must be an absolute URL such as https://www.example.org/sitemap.xml`, field);
      }
    } else if (name === 'crawl-delay' && !/^\d+(\.\d+)?$/.test(value)) {
      throw invalid(`${at}: Crawl-delay must be a number of seconds`, field);
    }
  });
  return normalized.endsWith('\n') || !normalized ? normalized : `${normalized}\n`;
}
