// Cutting a sitemap's URLs into files within the protocol's limits.
import { describe, expect, it } from 'vitest';
import { SITEMAP_LIMITS, sitemapEntries, sitemapIndexXml, splitEntries, urlsetXml } from './sitemap-xml.js';

const entry = (n: number, pad = 0) => `  <url>\n    <loc>https://example.test/p/${n}${'x'.repeat(pad)}</loc>\n  </url>`;

describe('splitEntries', () => {
  it('keeps everything in one file within the limits, and gives one empty file for no pages', () => {
    const entries = [1, 2, 3].map((n) => entry(n));
    expect(splitEntries(entries)).toEqual([entries]);
    expect(splitEntries([])).toEqual([[]]);
  });

  it('starts a new file at the URL limit', () => {
    const entries = Array.from({ length: 7 }, (_, n) => entry(n));
    expect(splitEntries(entries, { urls: 3, bytes: 1e9 }).map((p) => p.length)).toEqual([3, 3, 1]);
  });

  it('starts a new file before the byte limit would be passed, the whole document counted', () => {
    const entries = Array.from({ length: 5 }, (_, n) => entry(n, 100));
    const one = Buffer.byteLength(urlsetXml([entries[0]]));
    const two = Buffer.byteLength(urlsetXml(entries.slice(0, 2)));
    const parts = splitEntries(entries, { urls: 1000, bytes: two });
    expect(parts.map((p) => p.length)).toEqual([2, 2, 1]);
    for (const part of parts) expect(Buffer.byteLength(urlsetXml(part))).toBeLessThanOrEqual(two);
    // A limit below two entries: one a file.
    expect(splitEntries(entries, { urls: 1000, bytes: two - 1 }).map((p) => p.length)).toEqual([1, 1, 1, 1, 1]);
    expect(one).toBeLessThan(two);
  });

  it("uses the protocol's figures", () => {
    expect(SITEMAP_LIMITS).toEqual({ urls: 50_000, bytes: 50 * 1024 * 1024 });
    const entries = Array.from({ length: 50_001 }, (_, n) => entry(n));
    expect(splitEntries(entries).map((p) => p.length)).toEqual([50_000, 1]);
  });
});

describe('sitemapIndexXml', () => {
  it('lists each file with its escaped location and the W3C time', () => {
    const xml = sitemapIndexXml(
      ['https://example.test/sitemap-1.xml', 'https://example.test/a&b.xml'],
      new Date('2026-11-23T12:00:00.123Z'),
    );
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '  <sitemap>\n    <loc>https://example.test/sitemap-1.xml</loc>\n    <lastmod>2026-11-23T12:00:00+00:00</lastmod>\n  </sitemap>\n' +
        '  <sitemap>\n    <loc>https://example.test/a&amp;b.xml</loc>\n    <lastmod>2026-11-23T12:00:00+00:00</lastmod>\n  </sitemap>\n' +
        '</sitemapindex>\n',
    );
  });
});

describe('sitemapEntries', () => {
  const page = (CId: number, CSeoUrl: string, CMetaData: unknown = {}) => ({
    CId,
    CtId: 1,
    CTitle: 't',
    CSeoUrl,
    CLastModified: null,
    CMetaData,
  });
  it('leaves out error pages (/404, /500) and pages marked NoIndex', () => {
    const entries = sitemapEntries('https://example.test', [
      page(1, '/about'),
      page(2, '/404'),
      page(3, '/500/'),
      page(4, '/hidden', { NoIndex: true }),
      page(5, '/404-tips'),
    ]);
    expect(entries.join('\n')).toContain('https://example.test/about');
    expect(entries.join('\n')).toContain('https://example.test/404-tips');
    expect(entries.join('\n')).not.toMatch(/\/404<|\/500|hidden/);
    expect(entries).toHaveLength(2);
  });
});
