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

// PostgreSQL's text for a time in a UTC session: '2026-11-28 18:30:00.123456+00' (timestamptz) or the same
// without the zone (timestamp, read as UTC), the fraction trimmed of trailing zeros or absent.
const POSTGRES_UTC_TEXT = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})(?:\.(\d{1,6}))?(?:\+00)?$/;

/**
 * A time as PostgreSQL's driver receives it, as the API's ISO text. The common form is rewritten as text:
 * building a Date for it cost ~0.9 µs a value and most of the garbage of a page read (a page of 20 rows
 * carries 40 times: 11 % of a list page's CPU on PostgreSQL, issue 26). The fraction is cut to
 * milliseconds, as Date does. Any other form (another session zone, 'infinity', BC, a year past 9999)
 * goes through Date as before. `zoned`: a timestamptz column, else timestamp (no zone: UTC).
 */
export function isoFromPostgres(text: string, zoned: boolean): string {
  const m = POSTGRES_UTC_TEXT.exec(text);
  if (m && zoned === text.endsWith('+00')) return `${m[1]}T${m[2]}.${m[3] ? `${m[3]}00`.slice(0, 3) : '000'}Z`;
  return new Date(zoned ? text : `${text}Z`).toISOString();
}
