// robots.txt from the Robots_Txt content record (id 23). The seed keeps its
// text in the record's first block (CbCopy, style 'plain-text'); without
// one, everything is allowed. CbCopy is a sanitised HTML field, so the text
// is read back out of its markup (an escaped '&', or paragraphs from a rich
// editor, become the plain lines a crawler reads). The site's sitemap line is added when no
// Sitemap line names it (other Sitemap lines stay: the protocol allows several).
import { htmlToText } from '../../../shared/html-text.js';
import type { Queryable } from '../../platform/db/executor.js';

export const ROBOTS_TXT_CID = 23;

const DEFAULT_ROBOTS = 'User-agent: *\nAllow: /\n';

export async function robotsSource(db: Queryable): Promise<string> {
  const block = await db.first<{ CbCopy: string | null }>(
    db.builder
      .selectFrom('ContentBlock')
      .select('CbCopy')
      .where('CId', '=', ROBOTS_TXT_CID)
      .orderBy('CbSortOrder')
      .orderBy('CbId')
      .limit(1)
      .compile(),
  );
  const text = htmlToText(block?.CbCopy ?? '');
  if (text.trim()) return text;
  return DEFAULT_ROBOTS;
}

/** The text with `Sitemap: {sitemapUrl}` appended unless a Sitemap line already names that URL. */
export function robotsText(source: string, sitemapUrl: string): string {
  const text = source.replace(/\r\n?/g, '\n');
  const hasLine = text
    .split('\n')
    .some((line) => /^\s*sitemap\s*:/i.test(line) && line.slice(line.indexOf(':') + 1).trim() === sitemapUrl);
  const body = text.endsWith('\n') ? text : `${text}\n`;
  return hasLine ? body : `${body}\nSitemap: ${sitemapUrl}\n`;
}
