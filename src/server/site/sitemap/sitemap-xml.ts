// The sitemap documents (sitemaps.org protocol 0.9): one <url> per live page
// with an absolute <loc>, <lastmod>, <changefreq> and <priority>; past the
// protocol's per-file limits the URLs are cut into several files listed by a
// <sitemapindex>. Pure: the writer gathers the pages, this turns them into text.
import type { LivePage } from '../content/live-pages.js';
import { changeFrequency, priority } from './page-settings.js';

const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );
}

/**
 * The absolute URL of a public path. Characters a URL may not hold raw
 * (spaces, non-ASCII) are percent-encoded, as the protocol asks; the path's
 * own slashes and existing escapes stay.
 */
export function absoluteUrl(publicUrl: string, path: string): string {
  const p = path.trim().startsWith('/') ? path.trim() : `/${path.trim()}`;
  return new URL(encodeURI(decodeSafely(p)), `${publicUrl.replace(/\/$/, '')}/`).href;
}

function decodeSafely(p: string): string {
  try {
    return decodeURI(p);
  } catch {
    return p;
  }
}

/** W3C datetime as the protocol wants it; undefined for an unreadable date (then <lastmod> is left out). */
function lastmod(value: string | null): string | undefined {
  if (!value) return undefined;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? undefined : d.toISOString().replace(/\.\d{3}Z$/, '+00:00');
}

/** 0.5 → '0.5', 1 → '1.0', 0.55 → '0.55' (two decimals at most). */
function formatPriority(p: number): string {
  const hundredths = Math.round(p * 100);
  return hundredths % 10 === 0 ? (hundredths / 100).toFixed(1) : (hundredths / 100).toFixed(2);
}

/** One <url> element per distinct absolute URL, in the pages' order. */
/**
 * A page no search engine should list: an error page (its URL an HTTP error status, as /404) or one marked
 * NoIndex in its metadata. The demo's "Page Not Found" is both; a crawler following it would index an error.
 */
function unlistedPage(page: Pick<LivePage, 'CSeoUrl' | 'CMetaData'>): boolean {
  const meta = page.CMetaData && typeof page.CMetaData === 'object' ? (page.CMetaData as { NoIndex?: unknown }) : {};
  return meta.NoIndex === true || /^\/[45]\d\d\/?$/.test(page.CSeoUrl.trim());
}

export function sitemapEntries(publicUrl: string, pages: LivePage[]): string[] {
  const seen = new Set<string>();
  const entries: string[] = [];
  for (const page of pages) {
    if (unlistedPage(page)) continue;
    const loc = absoluteUrl(publicUrl, page.CSeoUrl);
    if (seen.has(loc)) continue; // two records claiming one URL: list it once
    seen.add(loc);
    const modified = lastmod(page.CLastModified);
    entries.push(
      [
        '  <url>',
        `    <loc>${escapeXml(loc)}</loc>`,
        ...(modified ? [`    <lastmod>${modified}</lastmod>`] : []),
        `    <changefreq>${changeFrequency(page.CMetaData)}</changefreq>`,
        `    <priority>${formatPriority(priority(page.CMetaData))}</priority>`,
        '  </url>',
      ].join('\n'),
    );
  }
  return entries;
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const URLSET_OPEN = `${XML_DECLARATION}<urlset xmlns="${SITEMAP_NAMESPACE}">\n`;
const URLSET_CLOSE = '</urlset>\n';

/** A <urlset> document of the given <url> elements. */
export function urlsetXml(entries: readonly string[]): string {
  return `${URLSET_OPEN}${entries.join('\n')}${entries.length ? '\n' : ''}${URLSET_CLOSE}`;
}

/** The protocol's limits for one sitemap file: 50,000 URLs and 50 MB (52,428,800 bytes) uncompressed. */
export const SITEMAP_LIMITS = { urls: 50_000, bytes: 52_428_800 } as const;

/**
 * The entries cut into runs that each fit one file within `limits` (in order;
 * one run when everything fits, an empty run for no pages at all).
 */
export function splitEntries(
  entries: readonly string[],
  limits: { urls: number; bytes: number } = SITEMAP_LIMITS,
): string[][] {
  const frame = Buffer.byteLength(urlsetXml([]));
  const parts: string[][] = [[]];
  let bytes = frame;
  for (const entry of entries) {
    const size = Buffer.byteLength(entry) + 1; // and its line break
    const current = parts[parts.length - 1];
    if (current.length > 0 && (current.length >= limits.urls || bytes + size > limits.bytes)) {
      parts.push([entry]);
      bytes = frame + size;
    } else {
      current.push(entry);
      bytes += size;
    }
  }
  return parts;
}

/** A <sitemapindex> document listing the given sitemap files, each modified at `modified`. */
export function sitemapIndexXml(locs: readonly string[], modified: Date): string {
  const when = modified.toISOString().replace(/\.\d{3}Z$/, '+00:00');
  const items = locs.map(
    (loc) => `  <sitemap>\n    <loc>${escapeXml(loc)}</loc>\n    <lastmod>${when}</lastmod>\n  </sitemap>\n`,
  );
  return `${XML_DECLARATION}<sitemapindex xmlns="${SITEMAP_NAMESPACE}">\n${items.join('')}</sitemapindex>\n`;
}
