// Times in the site's time zone (General Settings › Time zone), whatever zone the browser is in: a date-time
// field's wall-clock value read in that zone, and an instant shown as that zone's wall clock in the language's one
// date-and-time shape (shared/dates.ts formatDateTime), like every other date on screen. Used by the scheduled
// changes' screens; the zone's offset is read by shared/dates.ts zoneOffsetMinutes, as on the server.
import { formatDateTime, isoOffset, zoneOffsetMinutes, zoneWallToUtc } from '../../../shared/dates.js';

const pad = (n: number) => String(n).padStart(2, '0');

/** A date-time field's value (2027-03-01T09:00) as the instant it names in `zone`, ISO with its offset; undefined when empty or malformed. */
export function zonedToIso(local: string, zone: string): string | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!m) return undefined;
  const wall = Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!);
  return `${local}:00${isoOffset(zoneOffsetMinutes(zoneWallToUtc(wall, zone), zone))}`;
}

/** An instant as `zone`'s wall clock, for a date-time field (2027-03-01T09:00). */
export function isoToZoned(iso: string, zone: string): string {
  const ms = Date.parse(iso);
  const wall = new Date(ms + zoneOffsetMinutes(ms, zone) * 60_000);
  return `${wall.getUTCFullYear()}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}T${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`;
}

/** An instant shown as `zone`'s wall clock in the language's one date-and-time shape ("03/01/2027 9:00 AM"). */
export function showInZone(iso: string, zone: string, language: string): string {
  const ms = Date.parse(iso);
  if (!Number.isFinite(ms)) return '';
  const wall = new Date(ms + zoneOffsetMinutes(ms, zone) * 60_000);
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
