// The one way a screen shows dates (issue 41 item 2; docs/decisions/0117): `const dates = useDates();` then
// `dates.moment(iso)` for a stored moment (local date and time), `dates.day(date)` for a calendar day, and
// `dates.format` for a picker's display format and its helper text. All in the chosen language's one shape
// (shared/dates.ts `dateFormatOf`, `formatDateTime`); plain functions take the language and call those directly.
import { useMemo } from 'react';
import { useLocaleState } from 'react-admin';
import { dateFormatOf, dateTimeFormatOf, formatDateTime, formatDay } from '../../../shared/dates.js';

interface Dates {
  language: string;
  /** The language's date format (date-fns tokens): the pickers' display, mask and helper text. */
  format: string;
  /** The language's date-and-time format: the date-and-time pickers' display and mask. */
  dateTimeFormat: string;
  /** A stored moment (ISO instant) in local time; '' when there is none. */
  moment: (iso: string | Date | null | undefined) => string;
  /** A calendar day (midnight UTC); '' when there is none. */
  day: (value: Date | string | null | undefined) => string;
}

export function useDates(): Dates {
  const [language] = useLocaleState();
  return useMemo(
    () => ({
      language,
      format: dateFormatOf(language),
      dateTimeFormat: dateTimeFormatOf(language),
      moment: (iso) => formatDateTime(iso, language),
      day: (value) => formatDay(value, language),
    }),
    [language],
  );
}
