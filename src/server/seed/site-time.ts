// Demo dates in the site's own time zone: an event 'at 10 am' is 10 am in New
// York whatever zone the server runs in, across daylight-saving changes too.
import { zoneOffsetMinutes, zoneWallToUtc } from '../../shared/dates.js';

export const SITE_TIME_ZONE = 'America/New_York';

/** The ISO instant of a local wall-clock time in the site's time zone, `dayOffset` days from today there. */
export function siteTime(now: Date, dayOffset: number, hours: number): string {
  const todayThere = new Date(now.getTime() + zoneOffsetMinutes(now.getTime(), SITE_TIME_ZONE) * 60_000);
  const wall =
    Date.UTC(todayThere.getUTCFullYear(), todayThere.getUTCMonth(), todayThere.getUTCDate() + dayOffset) +
    Math.round(hours * 60) * 60_000;
  return new Date(zoneWallToUtc(wall, SITE_TIME_ZONE)).toISOString();
}
