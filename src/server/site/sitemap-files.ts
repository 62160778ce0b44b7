// Regenerating the public sitemap and robots.txt into DATA_DIR/public, from
// which GET /sitemap.xml, /sitemap-{n}.xml and /robots.txt serve them. Every
// file is replaced atomically, so a crawler never reads half a file. A site
// within the protocol's per-file limits gets one sitemap.xml; past them,
// sitemap-1.xml … hold the URLs and sitemap.xml is their index (written
// after the parts it lists; parts left over from a bigger site are removed
// after it).
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Queryable } from '../db/executor.js';
import { writeFileAtomic } from './atomic-write.js';
import { livePages } from './live-pages.js';
import { robotsSource, robotsText } from './robots.js';
import { absoluteUrl, sitemapEntries, sitemapIndexXml, SITEMAP_LIMITS, splitEntries, urlsetXml } from './sitemap-xml.js';

export const publicDir = (dataDir: string) => join(dataDir, 'public');
export const SITEMAP_FILE = 'sitemap.xml';
export const ROBOTS_FILE = 'robots.txt';
/** The name of the n-th sitemap file (from 1) behind a sitemap index. */
export const sitemapPartFile = (n: number) => `sitemap-${n}.xml`;
const PART_FILE = /^sitemap-(\d+)\.xml$/;

export interface RegenResult {
  success: true;
  urls: number;
  /** The index (or the one sitemap), the file to give search engines. */
  sitemap: string;
  /** The files holding the URLs: ['/sitemap.xml'], or ['/sitemap-1.xml', …] behind the index. */
  sitemaps: string[];
  robots: string;
}

// One regeneration at a time in this process: two at once could remove the parts the other just listed.
let running: Promise<unknown> = Promise.resolve();

export function regenerateSitemap(db: Queryable, dataDir: string, publicUrl: string, limits = SITEMAP_LIMITS): Promise<RegenResult> {
  const next = running.then(
    () => writeSitemap(db, dataDir, publicUrl, limits),
    () => writeSitemap(db, dataDir, publicUrl, limits),
  );
  running = next.catch(() => undefined);
  return next;
}

async function writeSitemap(db: Queryable, dataDir: string, publicUrl: string, limits: typeof SITEMAP_LIMITS): Promise<RegenResult> {
  const dir = publicDir(dataDir);
  const entries = sitemapEntries(publicUrl, await livePages(db));
  const parts = splitEntries(entries, limits);
  let files: string[] = [];
  if (parts.length === 1) {
    await writeFileAtomic(join(dir, SITEMAP_FILE), urlsetXml(parts[0]));
  } else {
    files = parts.map((_, i) => sitemapPartFile(i + 1));
    for (const [i, part] of parts.entries()) await writeFileAtomic(join(dir, files[i]), urlsetXml(part));
    const index = sitemapIndexXml(
      files.map((f) => absoluteUrl(publicUrl, `/${f}`)),
      new Date(),
    );
    await writeFileAtomic(join(dir, SITEMAP_FILE), index);
  }
  await removePartsAfter(dir, files.length);
  await writeFileAtomic(join(dir, ROBOTS_FILE), robotsText(await robotsSource(db), absoluteUrl(publicUrl, `/${SITEMAP_FILE}`)));
  return {
    success: true,
    urls: entries.length,
    sitemap: `/${SITEMAP_FILE}`,
    sitemaps: files.length ? files.map((f) => `/${f}`) : [`/${SITEMAP_FILE}`],
    robots: `/${ROBOTS_FILE}`,
  };
}

/** Removes sitemap-{n}.xml for every n past `count` (all of them for 0). */
async function removePartsAfter(dir: string, count: number): Promise<void> {
  for (const name of await readdir(dir)) {
    const n = PART_FILE.exec(name)?.[1];
    if (n !== undefined && Number(n) > count) await rm(join(dir, name), { force: true });
  }
}
