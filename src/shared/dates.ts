// The date field's formats (spec §5): what it accepts and parses, and the
// display format (MM/dd/yyyy by default, which also sets the input mask: the
// picker's sections, kit/dates/SpecDatePicker.tsx). Pure, so the admin's field
// and its tests share one rule.

export const DEFAULT_DATE_FORMAT = 'MM/dd/yyyy';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Two-digit years: 00–49 → 2000s, 50–99 → 1900s (the common pivot). */
const fullYear = (y: string) => (y.length === 4 ? Number(y) : Number(y) + (Number(y) < 50 ? 2000 : 1900));

function validDate(year: number, month: number, day: number): Date | undefined {
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day ? d : undefined;
}

/**
 * Parses MM/dd/yyyy, MM/dd/yy, M/d/yyyy, M/d/yy, yyyy-MM-dd, yy-MM-dd, an ISO
 * timestamp with milliseconds and Z, and an HTTP-style GMT date. Calendar
 * dates are taken as midnight UTC. Anything else (or an impossible day such
 * as 02/30/2024) is undefined.
 */
export function parseDate(text: string): Date | undefined {
  const t = text.trim();
  let m = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(t);
  if (m) return validDate(fullYear(m[3]), Number(m[1]), Number(m[2]));
  m = /^(\d{2}|\d{4})-(\d{2})-(\d{2})$/.exec(t);
  if (m) return validDate(fullYear(m[1]), Number(m[2]), Number(m[3]));
  if (
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/.test(t) ||
    /^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/.test(t)
  ) {
    const d = new Date(t);
    return Number.isNaN(d.getTime()) ? undefined : d;
  }
  return undefined;
}

/** Formats with the tokens yyyy, yy, MM, M, dd, d (UTC calendar date). */
export function formatDate(date: Date, format = DEFAULT_DATE_FORMAT): string {
  const parts: Record<string, string> = {
    yyyy: String(date.getUTCFullYear()),
    yy: pad(date.getUTCFullYear() % 100),
    MM: pad(date.getUTCMonth() + 1),
    M: String(date.getUTCMonth() + 1),
    dd: pad(date.getUTCDate()),
    d: String(date.getUTCDate()),
  };
  return format.replace(/yyyy|yy|MM|M|dd|d/g, (token) => parts[token]);
}

/** Year picker (spec §9): 5 years before the current one, the current year and 6 after. */
export function pickerYears(current: number): number[] {
  return Array.from({ length: 12 }, (_, i) => current - 5 + i);
}

/** A typed year is accepted when it has exactly 4 digits. */
export const typedYear = (text: string): number | undefined =>
  /^\d{4}$/.test(text.trim()) ? Number(text.trim()) : undefined;

export interface DateLimits {
  min?: Date;
  max?: Date;
  /** Days that may not be picked, whatever their time. */
  disabled?: readonly Date[];
}

const dayKey = (d: Date) => Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());

/** Whether the date picker offers a day (spec §5: days outside min/max and disabled days are greyed out). */
export function dayAllowed(day: Date, { min, max, disabled = [] }: DateLimits = {}): boolean {
  const k = dayKey(day);
  if (min && k < dayKey(min)) return false;
  if (max && k > dayKey(max)) return false;
  return !disabled.some((d) => dayKey(d) === k);
}

/**
 * One date format per language (issue 41 item 2; docs/decisions/0117): English keeps the spec's MM/dd/yyyy (§5), French
 * and Spanish write the day first (dd/MM/yyyy), German with dots (dd.MM.yyyy). The date pickers' display and mask,
 * their helper text, the lists' and records' dates and every moment shown as text use it.
 */
const DATE_FORMATS: Readonly<Record<string, string>> = {
  en: DEFAULT_DATE_FORMAT,
  fr: 'dd/MM/yyyy',
  de: 'dd.MM.yyyy',
  es: 'dd/MM/yyyy',
};

/** The date format of a language ('en', 'fr', 'de', 'es'); the spec's MM/dd/yyyy for any other. */
export const dateFormatOf = (language: string | undefined): string =>
  (language && DATE_FORMATS[language]) || DEFAULT_DATE_FORMAT;

/**
 * The date-and-time pickers' display format and mask (date-fns tokens): the language's date, then the time as
 * formatDateTime writes it (English 12-hour with AM/PM, the others 24-hour); the hour has two digits, as a mask needs.
 */
export const dateTimeFormatOf = (language: string | undefined): string => {
  const date = dateFormatOf(language);
  return date === DEFAULT_DATE_FORMAT ? `${date} hh:mm a` : `${date} HH:mm`;
};

/** A calendar day (a stored date: midnight UTC) in the language's format. */
export const formatDay = (value: Date | string | null | undefined, language?: string): string => {
  const date = typeof value === 'string' ? new Date(value) : value;
  return date && !Number.isNaN(date.getTime()) ? formatDate(date, dateFormatOf(language)) : '';
};

/**
 * A stored moment (an ISO instant) as staff read it, in local time: the language's date, then the time — English
 * "12/06/2026 3:44 PM", French "06/12/2026 15:44", German "06.12.2026 15:44", Spanish "06/12/2026 15:44"; '' when
 * there is none. The one shape of every list, record and screen.
 */
export function formatDateTime(iso: string | Date | null | undefined, language = 'en'): string {
  if (!iso) return '';
  const d = typeof iso === 'string' ? new Date(iso) : iso;
  if (Number.isNaN(d.getTime())) return '';
  const day = formatDate(new Date(Date.UTC(d.getFullYear(), d.getMonth(), d.getDate())), dateFormatOf(language));
  const minutes = pad(d.getMinutes());
  if (dateFormatOf(language) !== DEFAULT_DATE_FORMAT) return `${day} ${pad(d.getHours())}:${minutes}`;
  const hours = d.getHours() % 12 || 12;
  return `${day} ${hours}:${minutes} ${d.getHours() < 12 ? 'AM' : 'PM'}`;
}

/**
 * Minutes `zone` (an IANA name such as America/New_York) is ahead of UTC at the instant `utcMs`: −300 in New York's
 * winter, −240 in its summer, +330 in Kolkata. The one reading of a zone's offset (docs/decisions/0145): the seed's
 * demo times, the schedule's answers and the admin's date-time fields in the site's zone all go through it. It reads
 * the zone's wall clock through Intl, which only ever answers in the shape asked for here (numbers, 24-hour).
 */
export function zoneOffsetMinutes(utcMs: number, zone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(utcMs));
  const n = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  const wall = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'));
  return Math.round((wall - Math.floor(utcMs / 1000) * 1000) / 60_000);
}

/**
 * The instant (ms) at which `zone`'s wall clock reads `wallMs` (a wall-clock time written as if it were UTC). Two
 * passes settle the offset across a daylight-saving change: a time the change skips (02:30 as New York springs
 * forward) lands an hour earlier (01:30 standard time), a time met twice (01:30 as it falls back) on its first meeting.
 */
export function zoneWallToUtc(wallMs: number, zone: string): number {
  const first = wallMs - zoneOffsetMinutes(wallMs, zone) * 60_000;
  return wallMs - zoneOffsetMinutes(first, zone) * 60_000;
}

/** A ±hh:mm offset of ISO 8601 for an offset in minutes (−300 → -05:00, 330 → +05:30). */
export function isoOffset(minutes: number): string {
  const abs = Math.abs(minutes);
  return `${minutes < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}
