// One rule for a stored time read back (issue 27 item 4): the API answers
// ISO 8601 in UTC ("2026-11-28T18:30:00.000Z"). SQLite keeps the text it was
// given; PostgreSQL's driver already turns timestamps into that text
// (db/postgres.ts); a Date only comes from code. Text without a zone is UTC,
// as PostgreSQL's `timestamp` columns are read.
const HAS_ZONE = /(Z|[+-]\d{2}:?\d{2})$/i;
const HAS_CLOCK = /\d{2}:\d{2}/;

function dateOf(value: unknown): Date | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  if (value instanceof Date) return value;
  const text = String(value).trim();
  const date = new Date(HAS_CLOCK.test(text) && !HAS_ZONE.test(text) ? `${text.replace(' ', 'T')}Z` : text);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** The stored time as ISO 8601 UTC text, or null when there is none (or it is not a time). */
export function timestampOrNull(value: unknown): string | null {
  return dateOf(value)?.toISOString() ?? null;
}

/** The stored time of a column that always has one; a row without it is a broken row, not an empty answer. */
export function timestamp(value: unknown): string {
  const date = dateOf(value);
  if (!date) throw new Error(`A stored time is missing or unreadable: ${JSON.stringify(value)}`);
  return date.toISOString();
}
