// A page's sitemap settings as CMetaData keeps them: ChangeFrequency is an
// index into the spec's frequency names (src/shared/change-frequency.ts: §9's
// names, §3's "an unknown value becomes 0"). Priority is 0.0–1.0, 0.5 when
// missing or out of range (the sitemaps.org default).
import { changeFrequencyName, type ChangeFrequency } from '../../../shared/change-frequency.js';

const DEFAULT_PRIORITY = 0.5;

function metaObject(meta: unknown): Record<string, unknown> {
  return meta && typeof meta === 'object' && !Array.isArray(meta) ? (meta as Record<string, unknown>) : {};
}

export function changeFrequency(meta: unknown): ChangeFrequency {
  return changeFrequencyName(metaObject(meta).ChangeFrequency);
}

export function priority(meta: unknown): number {
  const raw = metaObject(meta).Priority;
  const n = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  return typeof n === 'number' && Number.isFinite(n) && n >= 0 && n <= 1 ? n : DEFAULT_PRIORITY;
}
