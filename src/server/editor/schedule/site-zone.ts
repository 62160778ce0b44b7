// Times in the site's time zone (General Settings › Time zone, the spec's
// Time_Zone setting): the list shows "when" with the zone's offset at that
// instant, so staff read the site's wall clock whatever zone they are in.
import { isoOffset, zoneOffsetMinutes } from '../../../shared/dates.js';
import { invalid } from '../../platform/errors.js';

/** `ms` as ISO 8601 in `zone`, with the zone's offset then (2027-03-01T09:00:00-05:00). */
export function isoInZone(ms: number, zone: string): string {
  const offset = zoneOffsetMinutes(ms, zone);
  const wall = new Date(Math.floor(ms / 1000) * 1000 + offset * 60_000).toISOString().slice(0, 19);
  return `${wall}${isoOffset(offset)}`;
}

// A date, a time, and a Z or ±hh:mm offset: without the offset the instant would depend on the server's zone.
const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** The instant an ISO 8601 time with an offset names, or a 400 naming `field`. */
export function parseInstant(value: unknown, field: string): number {
  const text = typeof value === 'string' ? value.trim() : '';
  const ms = ISO_WITH_OFFSET.test(text) ? Date.parse(text) : NaN;
  if (!Number.isFinite(ms))
    throw invalid(
      `${field} must be a date and time in ISO 8601 with an offset, such as 2027-03-01T09:00:00-05:00`,
      field,
    );
  return ms;
}
