// Regenerating the public sitemap and robots.txt into the storage (keys
// public/…; a local directory or an S3-compatible bucket: storage/), from
// which GET /sitemap.xml, /sitemap-{n}.xml and /robots.txt serve them, on
// whichever instance they are asked. Every object is replaced whole, so a
// crawler never reads half a file. A site within the protocol's per-file
// limits gets one sitemap.xml; past them, sitemap-1.xml … hold the URLs and
// sitemap.xml is their index (written after the parts it lists; parts left
// over from a bigger site are removed after it). One regeneration at a time
// across every instance: a database advisory lock, so two at once can never
// remove the parts the other just listed. Every URL they hold (each <loc>,
// robots.txt's Sitemap line) is built on the site's public URL saved in Site
// Setup, or on PUBLIC_URL while none is saved (siteBaseUrl).
import type { Executor, Queryable } from '../../platform/db/executor.js';
import { savedPublicUrl } from '../settings/site-setup.js';
import type { Storage } from '../../platform/storage/storage.js';
import { livePages } from '../content/live-pages.js';
import { robotsSource, robotsText } from './robots.js';
import {
  absoluteUrl,
  sitemapEntries,
  sitemapIndexXml,
  SITEMAP_LIMITS,
  splitEntries,
  urlsetXml,
} from './sitemap-xml.js';

export const SITEMAP_FILE = 'sitemap.xml';
export const ROBOTS_FILE = 'robots.txt';
/** The name of the n-th sitemap file (from 1) behind a sitemap index. */
export const sitemapPartFile = (n: number) => `sitemap-${n}.xml`;
/** The storage key of a public file. */
export const publicKey = (file: string) => `public/${file}`;
const PART_KEY = /^public\/sitemap-(\d+)\.xml$/;
/** Distinct from the start-up (7_300_002) and migration (7_300_001) locks. */
const SITEMAP_LOCK_KEY = 7_300_010;
const XML = 'application/xml; charset=utf-8';
type SitemapLimits = { urls: number; bytes: number };

import type { RegenResult } from '../../../shared/api/site.js';
/** The address the public files' URLs are built on: the public URL saved in Site Setup, else `fallback` (PUBLIC_URL). */
async function siteBaseUrl(q: Queryable, fallback: string): Promise<string> {
  return (await savedPublicUrl(q)) ?? fallback;
}

/** robots.txt from the Robots_Txt record as saved now (after a sitemap regeneration, and after General Settings saves it). `fallbackUrl`: PUBLIC_URL. */
export async function writeRobotsFile(db: Executor, storage: Storage, fallbackUrl: string): Promise<void> {
  await putRobots(db, storage, await siteBaseUrl(db, fallbackUrl));
}

async function putRobots(db: Executor, storage: Storage, baseUrl: string): Promise<void> {
  await storage.put(
    publicKey(ROBOTS_FILE),
    robotsText(await robotsSource(db), absoluteUrl(baseUrl, `/${SITEMAP_FILE}`)),
    'text/plain; charset=utf-8',
  );
}

/** `fallbackUrl`: PUBLIC_URL, used while Site Setup has no public URL saved. */
export function regenerateSitemap(
  db: Executor,
  storage: Storage,
  fallbackUrl: string,
  limits: SitemapLimits = SITEMAP_LIMITS,
): Promise<RegenResult> {
  return db.withAdvisoryLock(SITEMAP_LOCK_KEY, () => writeSitemap(db, storage, fallbackUrl, limits));
}

async function writeSitemap(
  db: Executor,
  storage: Storage,
  fallbackUrl: string,
  limits: SitemapLimits,
): Promise<RegenResult> {
  const publicUrl = await siteBaseUrl(db, fallbackUrl);
  const entries = sitemapEntries(publicUrl, await livePages(db));
  const parts = splitEntries(entries, limits);
  let files: string[] = [];
  if (parts.length === 1) {
    await storage.put(publicKey(SITEMAP_FILE), urlsetXml(parts[0]), XML);
  } else {
    files = parts.map((_, i) => sitemapPartFile(i + 1));
    for (const [i, part] of parts.entries()) await storage.put(publicKey(files[i]), urlsetXml(part), XML);
    const index = sitemapIndexXml(
      files.map((f) => absoluteUrl(publicUrl, `/${f}`)),
      new Date(),
    );
    await storage.put(publicKey(SITEMAP_FILE), index, XML);
  }
  await removePartsAfter(storage, files.length);
  await putRobots(db, storage, publicUrl);
  return {
    success: true,
    urls: entries.length,
    sitemap: `/${SITEMAP_FILE}`,
    sitemaps: files.length ? files.map((f) => `/${f}`) : [`/${SITEMAP_FILE}`],
    robots: `/${ROBOTS_FILE}`,
  };
}

/** Removes sitemap-{n}.xml for every n past `count` (all of them for 0). */
async function removePartsAfter(storage: Storage, count: number): Promise<void> {
  for (const key of await storage.list('public/sitemap-')) {
    const n = PART_KEY.exec(key)?.[1];
    if (n !== undefined && Number(n) > count) await storage.delete(key);
  }
}
