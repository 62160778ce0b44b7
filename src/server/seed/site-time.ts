// Demo dates in the site's own time zone: an event 'at 10 am' is 10 am in New
// York whatever zone the server runs in, across daylight-saving changes too.
export const SITE_TIME_ZONE = 'America/New_York';

/** Minutes `zone` is ahead of UTC at the instant `utcMs`. */
function zoneOffsetMinutes(utcMs: number, zone: string): number {
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
  return (
    (Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second')) -
      Math.floor(utcMs / 1000) * 1000) /
    60_000
  );
}

/** The ISO instant of a local wall-clock time in the site's time zone, `dayOffset` days from today there. */
export function siteTime(now: Date, dayOffset: number, hours: number): string {
  const todayThere = new Date(now.getTime() + zoneOffsetMinutes(now.getTime(), SITE_TIME_ZONE) * 60_000);
  const wall =
    Date.UTC(todayThere.getUTCFullYear(), todayThere.getUTCMonth(), todayThere.getUTCDate() + dayOffset) +
    Math.round(hours * 60) * 60_000;
  // Two passes settle the offset across a daylight-saving change.
  let utc = wall - zoneOffsetMinutes(wall, SITE_TIME_ZONE) * 60_000;
  utc = wall - zoneOffsetMinutes(utc, SITE_TIME_ZONE) * 60_000;
  return new Date(utc).toISOString();
}
