// The sitemap document (sitemaps.org protocol 0.9): one <url> per live page
// with an absolute <loc>, <lastmod>, <changefreq> and <priority>. Pure: the
// writer gathers the pages, this turns them into text.
import type { LivePage } from './live-pages.js';
import { changeFrequency, priority } from './page-settings.js';

export const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
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
export function formatPriority(p: number): string {
  const hundredths = Math.round(p * 100);
  return hundredths % 10 === 0 ? (hundredths / 100).toFixed(1) : (hundredths / 100).toFixed(2);
}

export function sitemapXml(publicUrl: string, pages: LivePage[]): string {
  const seen = new Set<string>();
  const entries: string[] = [];
  for (const page of pages) {
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
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${SITEMAP_NAMESPACE}">\n${entries.join('\n')}${entries.length ? '\n' : ''}</urlset>\n`;
}
