// Regenerating the public sitemap.xml and robots.txt into DATA_DIR/public,
// from which GET /sitemap.xml and GET /robots.txt serve them. Both files are
// replaced atomically, so a crawler never reads half a file.
import { join } from 'node:path';
import type { Queryable } from '../db/executor.js';
import { writeFileAtomic } from './atomic-write.js';
import { livePages } from './live-pages.js';
import { robotsSource, robotsText } from './robots.js';
import { absoluteUrl, sitemapXml } from './sitemap-xml.js';

export const publicDir = (dataDir: string) => join(dataDir, 'public');
export const SITEMAP_FILE = 'sitemap.xml';
export const ROBOTS_FILE = 'robots.txt';

export interface RegenResult {
  success: true;
  urls: number;
  sitemap: string;
  robots: string;
}

export async function regenerateSitemap(db: Queryable, dataDir: string, publicUrl: string): Promise<RegenResult> {
  const pages = await livePages(db);
  const xml = sitemapXml(publicUrl, pages);
  const robots = robotsText(await robotsSource(db), absoluteUrl(publicUrl, `/${SITEMAP_FILE}`));
  await writeFileAtomic(join(publicDir(dataDir), SITEMAP_FILE), xml);
  await writeFileAtomic(join(publicDir(dataDir), ROBOTS_FILE), robots);
  return { success: true, urls: (xml.match(/<url>/g) ?? []).length, sitemap: `/${SITEMAP_FILE}`, robots: `/${ROBOTS_FILE}` };
}
