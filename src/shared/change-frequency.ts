// The sitemap change-frequency names (spec §9: "always, hourly, daily,
// weekly, monthly, yearly, never") and how Content.CMetaData keeps them: as
// an index into this list (spec §3: "stored as an index into the list of
// frequency names; an unknown value becomes 0"). The spec does not show the
// index order; this is the order the seed, the server and the admin all use,
// so it lives here once.
export const CHANGE_FREQUENCIES = ['always', 'hourly', 'daily', 'weekly', 'monthly', 'yearly', 'never'] as const;
export type ChangeFrequency = (typeof CHANGE_FREQUENCIES)[number];

/** A stored ChangeFrequency value (a number, or numeric text) as an index; anything else is 0. */
export function changeFrequencyIndexOf(stored: unknown): number {
  const n = typeof stored === 'string' && stored.trim() !== '' ? Number(stored) : stored;
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 && n < CHANGE_FREQUENCIES.length ? n : 0;
}

/** A stored value as its name ('always' when unknown). */
export function changeFrequencyName(stored: unknown): ChangeFrequency {
  return CHANGE_FREQUENCIES[changeFrequencyIndexOf(stored)];
}

/** The index to store for a name; an unknown name is 0, like an unknown stored value. */
export function changeFrequencyIndexOfName(name: string): number {
  return Math.max(0, (CHANGE_FREQUENCIES as readonly string[]).indexOf(name));
}
