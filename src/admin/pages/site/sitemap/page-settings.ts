// A page's sitemap settings as Content.CMetaData keeps them (spec §3, §9):
// ChangeFrequency is an index into the frequency names, in the order the
// server and the seed use (src/shared/change-frequency.ts), Priority 0–1.
import { changeFrequencyIndexOfName, type ChangeFrequency } from '../../../../shared/change-frequency.js';
import { DB_BASE, type SiteApi } from '../../../api/site-api.js';

export type { SitemapNode } from '../../../../shared/api/site.js';

/** The message key of the problem with a typed priority, if any. */
export function priorityProblem(text: string): string | undefined {
  const n = Number(text);
  if (!text.trim() || !Number.isFinite(n) || n < 0 || n > 1) return 'site.sitemap.priorityBad';
  return undefined;
}

/**
 * Writes the two settings into the page's CMetaData, keeping its other keys:
 * the record is read with its ETag and patched with If-Match, so a change
 * someone made meanwhile is refused (412), never overwritten.
 */
export async function savePageSettings(
  api: SiteApi,
  CId: number,
  settings: { ChangeFrequency: ChangeFrequency; Priority: number },
): Promise<void> {
  const { body, etag } = await api.getWithEtag<{ CMetaData: unknown }>(`${DB_BASE}/content/${CId}`);
  const meta =
    body.CMetaData && typeof body.CMetaData === 'object' && !Array.isArray(body.CMetaData)
      ? (body.CMetaData as Record<string, unknown>)
      : {};
  const CMetaData = {
    ...meta,
    ChangeFrequency: changeFrequencyIndexOfName(settings.ChangeFrequency),
    Priority: settings.Priority,
  };
  await api.send('PATCH', `${DB_BASE}/content/${CId}`, { CMetaData }, etag);
}
