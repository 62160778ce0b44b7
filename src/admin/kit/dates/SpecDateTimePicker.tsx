// A moment picked or typed in the language's one date-and-time shape (issue 41 item 2; decisions 0117 and 0119):
// the browser's own datetime-local input shows its locale's format whatever the chosen language, so the tools that
// schedule something (system messages, maintenance mode, the emergency alert) use this instead. @mui/x-date-pickers'
// DesktopDateTimePicker, typed section by section in `dateTimeFormatOf(language)` (MM/dd/yyyy hh:mm a in English,
// dd/MM/yyyy HH:mm in French …) or picked from its calendar and clock, in its own DateLocalization.
//
// The value is the form's text for a local moment, 'yyyy-MM-ddTHH:mm' ('' for none): the forms keep the shape they
// validate and send (site-switch.ts toLocalInput/fromLocalInput). Leaving the field with a half-typed moment reports
// INCOMPLETE_MOMENT, which fromLocalInput refuses, so the form names the problem instead of saving nothing.
import { useRef, type FocusEvent, type ReactNode } from 'react';
import { DesktopDateTimePicker } from '@mui/x-date-pickers/DesktopDateTimePicker';
import { DateLocalization } from './DateLocalization.js';
import { useDates } from './use-dates.js';
import { isRealDate } from './calendar-days.js';

/** What the field reports for a moment typed only in part: no date, so the form's check refuses it. */
export const INCOMPLETE_MOMENT = 'incomplete';

const pad = (n: number) => String(n).padStart(2, '0');

/** 'yyyy-MM-ddTHH:mm' (local) as a Date, null for '' or anything else. */
function momentOf(text: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(text);
  return m ? new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5])) : null;
}

const textOf = (d: Date) =>
  `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;

interface SpecDateTimePickerProps {
  label: string;
  /** A local moment as 'yyyy-MM-ddTHH:mm', or '' for none. */
  value: string;
  onChange: (value: string) => void;
  error?: boolean;
  helperText?: ReactNode;
  fullWidth?: boolean;
}

export function SpecDateTimePicker({ label, value, onChange, error, helperText, fullWidth }: SpecDateTimePickerProps) {
  const dates = useDates();
  const input = useRef<HTMLInputElement>(null);
  const leave = (event: FocusEvent<HTMLElement>) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    if (!momentOf(value) && /\d/.test(input.current?.value ?? '')) onChange(INCOMPLETE_MOMENT);
  };
  return (
    <DateLocalization>
      <DesktopDateTimePicker
        label={label}
        value={momentOf(value)}
        onChange={(next) => onChange(next === null ? '' : isRealDate(next) ? textOf(next) : INCOMPLETE_MOMENT)}
        format={dates.dateTimeFormat}
        ampm={dates.dateTimeFormat.endsWith(' a')}
        slotProps={{
          textField: { error, helperText, onBlur: leave, inputRef: input, fullWidth },
          field: { clearable: true },
        }}
      />
    </DateLocalization>
  );
}
