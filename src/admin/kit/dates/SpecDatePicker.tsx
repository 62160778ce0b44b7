// The date picker of spec §5, on @mui/x-date-pickers (design: the date
// package): typed with the keyboard section by section in the display format
// (MM/dd/yyyy unless set; the format is also the field's mask), or picked from
// a calendar that greys out the days before `min`, after `max` and the ones in
// `disabledDates` (minDate, maxDate, shouldDisableDate). The picker parses
// typed and pasted text in its display format only; the spec's other accepted
// formats (yyyy-MM-dd, M/d/yy, ISO instants, HTTP dates: parseDate in
// shared/dates.ts) are taken when pasted, before the picker's narrower parse.
//
// Values are stored dates: midnight UTC of the calendar day (calendar-days.ts).
// The desktop variant on every device (a text field and a popup calendar), so
// a date can always be typed; the mobile variant only picks.
import { useRef, type ClipboardEvent, type FocusEvent, type ReactNode } from 'react';
import { Box } from '@mui/material';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { DateLocalization } from './DateLocalization.js';
import { dayAllowed, parseDate } from '../../../shared/dates.js';
import { useDates } from './use-dates.js';
import { fromPickerDay, isRealDate, toPickerDay } from './calendar-days.js';

export interface SpecDatePickerProps {
  label: string;
  /** The stored date (midnight UTC), or null for none. */
  value: Date | null;
  /** A whole day (midnight UTC), null when cleared, or an Invalid Date while what is typed is no date. */
  onChange: (value: Date | null) => void;
  /** The display format (date-fns tokens); it also sets the field's mask. Default: the language's (use-dates.ts). */
  format?: string;
  /** The first and last days that may be picked. */
  min?: Date;
  max?: Date;
  /** Days that may not be picked. */
  disabledDates?: readonly Date[];
  disabled?: boolean;
  required?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  onBlur?: () => void;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
}

export function SpecDatePicker({
  label,
  value,
  onChange,
  format,
  min,
  max,
  disabledDates = [],
  disabled,
  required,
  error,
  helperText,
  onBlur,
  size,
  fullWidth,
}: SpecDatePickerProps) {
  const dates = useDates();
  // Capture phase: a paste the spec's parser understands never reaches the field's own parser.
  const takePaste = (event: ClipboardEvent) => {
    const pasted = parseDate(event.clipboardData.getData('text'));
    if (!pasted || disabled) return;
    event.preventDefault();
    event.stopPropagation();
    onChange(new Date(Date.UTC(pasted.getUTCFullYear(), pasted.getUTCMonth(), pasted.getUTCDate())));
  };
  // The field keeps a half-typed date to itself (its value stays null); leaving the field with one
  // reports an Invalid Date, so a form can refuse it instead of saving nothing.
  const input = useRef<HTMLInputElement>(null);
  const leave = (event: FocusEvent<HTMLElement>) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    if (!isRealDate(value) && /\d/.test(input.current?.value ?? '')) onChange(new Date(Number.NaN));
    onBlur?.();
  };
  return (
    <DateLocalization>
      <Box onPasteCapture={takePaste} sx={{ display: fullWidth ? 'block' : 'inline-block' }}>
        <DesktopDatePicker
          label={label}
          value={isRealDate(value) ? toPickerDay(value) : value}
          onChange={(next) =>
            onChange(next === null ? null : isRealDate(next) ? fromPickerDay(next) : new Date(Number.NaN))
          }
          format={format ?? dates.format}
          minDate={min && toPickerDay(min)}
          maxDate={max && toPickerDay(max)}
          shouldDisableDate={(day) => !dayAllowed(fromPickerDay(day), { disabled: disabledDates })}
          disabled={disabled}
          slotProps={{
            textField: { required, error, helperText, onBlur: leave, inputRef: input, size, fullWidth },
            field: { clearable: !required && !disabled },
          }}
        />
      </Box>
    </DateLocalization>
  );
}
