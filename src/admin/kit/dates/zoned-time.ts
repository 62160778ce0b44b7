// Times in the site's time zone (General Settings › Time zone), whatever zone the browser is in: a date-time
// field's wall-clock value read in that zone, and an instant shown as that zone's wall clock in the language's one
// date-and-time shape (shared/dates.ts formatDateTime), like every other date on screen. Used by the scheduled
// changes' screens; it lives in the dates kit because reading a zone's offset needs Intl.DateTimeFormat.
import { formatDateTime } from '../../../shared/dates.js';

function offsetMinutes(utcMs: number, zone: string): number {
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
  const n = (t: string) => Number(parts.find((p) => p.type === t)!.value);
  const wall = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'));
  return Math.round((wall - Math.floor(utcMs / 1000) * 1000) / 60_000);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A date-time field's value (2027-03-01T09:00) as the instant it names in `zone`, ISO with its offset; undefined when empty or malformed. */
export function zonedToIso(local: string, zone: string): string | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!m) return undefined;
  const wall = Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!);
  // Two passes settle the offset across a daylight-saving change.
  let utc = wall - offsetMinutes(wall, zone) * 60_000;
  utc = wall - offsetMinutes(utc, zone) * 60_000;
  const offset = offsetMinutes(utc, zone);
  const abs = Math.abs(offset);
  return `${local}:00${offset < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** An instant as `zone`'s wall clock, for a date-time field (2027-03-01T09:00). */
export function isoToZoned(iso: string, zone: string): string {
  const ms = Date.parse(iso);
  const wall = new Date(ms + offsetMinutes(ms, zone) * 60_000);
  return `${wall.getUTCFullYear()}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}T${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`;
}

/** An instant shown as `zone`'s wall clock in the language's one date-and-time shape ("03/01/2027 9:00 AM"). */
export function showInZone(iso: string, zone: string, language: string): string {
  const ms = Date.parse(iso);
  if (!Number.isFinite(ms)) return '';
  const wall = new Date(ms + offsetMinutes(ms, zone) * 60_000);
  // formatDateTime reads local fields: hand it a local date whose fields are the zone's wall clock.
  const local = new Date(
    wall.getUTCFullYear(),
    wall.getUTCMonth(),
    wall.getUTCDate(),
    wall.getUTCHours(),
    wall.getUTCMinutes(),
  );
  return formatDateTime(local, language);
}
