// The app's date picker picks calendar days (midnight UTC, kit/dates). The
// facts' dates are instants (NDate, EdStart, EdEnd: datetime), and the add
// call dates a news item "now"; picking another day keeps the stored time of
// day, so changing a day never moves an event's 18:00 start to midnight.

const DAY_MS = 86_400_000;

/** What a date field holds while the picker shows something that is no date. */
export const NOT_A_DATE = 'not-a-date';

/** The stored instant `current` moved to the calendar day `day` (midnight UTC), keeping its UTC time of day. */
export function withDay(day: Date | null, current: string | null | undefined): string | null {
  if (day === null) return null;
  if (Number.isNaN(day.getTime())) return NOT_A_DATE;
  const kept = current && current !== NOT_A_DATE ? new Date(current) : null;
  const time = kept && !Number.isNaN(kept.getTime()) ? ((kept.getTime() % DAY_MS) + DAY_MS) % DAY_MS : 0;
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()) + time).toISOString();
}

/** A stored instant as the picker's value (it shows the UTC calendar day). */
export function pickerValue(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  return iso === NOT_A_DATE ? null : new Date(iso);
}
