// The year picker (spec §9: the 5 years before the current one, the current
// year and the 6 after it; spec §5: a typed 4-digit year is taken) on
// @mui/x-date-pickers: the year view only, its list bounded by minDate and
// maxDate. A year typed in the field outside that list is still taken (the
// spec only bounds what is offered), so the field shows no range error for it.
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { DateLocalization } from './DateLocalization.js';
import { typedYear } from '../../../shared/dates.js';
import { isRealDate, yearPickerBounds } from './calendar-days.js';

interface SpecYearPickerProps {
  label: string;
  value: number | null;
  onChange: (year: number | null) => void;
  /** The year the list centres on; the current year by default. */
  currentYear?: number;
  disabled?: boolean;
  error?: boolean;
  helperText?: string;
  size?: 'small' | 'medium';
}

export function SpecYearPicker({
  label,
  value,
  onChange,
  currentYear = new Date().getFullYear(),
  disabled,
  error = false,
  helperText,
  size,
}: SpecYearPickerProps) {
  const { minDate, maxDate } = yearPickerBounds(currentYear);
  return (
    <DateLocalization>
      <DesktopDatePicker
        label={label}
        views={['year']}
        openTo="year"
        format="yyyy"
        value={value === null ? null : new Date(value, 0, 1)}
        // Only a whole 4-digit year counts: the field hands over a year while it is still being typed.
        onChange={(next) =>
          onChange(next === null ? null : isRealDate(next) ? (typedYear(String(next.getFullYear())) ?? null) : null)
        }
        minDate={minDate}
        maxDate={maxDate}
        disabled={disabled}
        slotProps={{ textField: { error, helperText, size }, field: { clearable: !disabled } }}
      />
    </DateLocalization>
  );
}
