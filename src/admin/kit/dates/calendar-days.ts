// The admin stores a calendar date as midnight UTC (shared/dates.ts); the
// pickers' date-fns adapter works in the browser's zone. A day crosses the
// boundary by its year, month and day, never by its instant, so a day picked
// in New York and one picked in Tokyo are the same stored date.
import { pickerYears } from '../../../shared/dates.js';

/** A stored date (midnight UTC) as the same calendar day at local midnight, for the picker. */
export const toPickerDay = (utc: Date): Date => new Date(utc.getUTCFullYear(), utc.getUTCMonth(), utc.getUTCDate());

/** A picker day (local) as the stored date: midnight UTC of the same calendar day. */
export const fromPickerDay = (local: Date): Date =>
  new Date(Date.UTC(local.getFullYear(), local.getMonth(), local.getDate()));

/** Whether a Date holds a time at all (the picker hands over an Invalid Date while a typed value is incomplete). */
export const isRealDate = (d: Date | null | undefined): d is Date => d instanceof Date && !Number.isNaN(d.getTime());

/** The year picker's range (spec §9: 5 years before the current one, the current one, 6 after) as picker bounds. */
export function yearPickerBounds(currentYear: number): { minDate: Date; maxDate: Date } {
  const years = pickerYears(currentYear);
  return { minDate: new Date(years[0], 0, 1), maxDate: new Date(years[years.length - 1], 11, 31) };
}
