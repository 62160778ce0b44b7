// The date field of spec §5 in react-admin forms: SpecDatePicker (typed in
// the display format or any pasted format the spec accepts, or picked from the
// calendar), stored as an ISO instant at midnight UTC.
import { InputHelperText, useInput, type Validator } from 'react-admin';
import { DEFAULT_DATE_FORMAT, parseDate, type DateLimits } from '../../shared/dates.js';
import { isRealDate } from '../kit/dates/calendar-days.js';
import { SpecDatePicker } from '../kit/dates/SpecDatePicker.js';

/** What the form holds while the field shows something that is no date (an incomplete or impossible one). */
class InvalidDate {
  readonly invalid = true;
}

/** A stored value: any format of spec §5, or any other instant the server sends (an offset, no milliseconds). */
function storedDate(text: string): Date | null {
  const parsed = parseDate(text) ?? new Date(text);
  return isRealDate(parsed) ? parsed : null;
}

const validateDate = (value: unknown) => (value instanceof InvalidDate ? `Not a date: use ${DEFAULT_DATE_FORMAT}` : undefined);

export function SpecDateInput({ source, label, disabled, validate = [], limits = {} }: { source: string; label: string; disabled?: boolean; validate?: Validator[]; limits?: DateLimits }) {
  const { field, fieldState, isRequired } = useInput({ source, validate: [validateDate, ...validate] });
  const value = typeof field.value === 'string' && field.value ? storedDate(field.value) : null;
  return (
    <SpecDatePicker
      label={label}
      // While the form holds no date, the picker keeps what was typed so far.
      value={field.value instanceof InvalidDate ? null : value}
      onChange={(next) => field.onChange(next === null ? null : isRealDate(next) ? next.toISOString() : new InvalidDate())}
      onBlur={field.onBlur}
      min={limits.min}
      max={limits.max}
      disabledDates={limits.disabled}
      required={isRequired}
      disabled={disabled}
      error={fieldState.invalid}
      // The format hint only where a date is typed (a disabled field's grey hint fails contrast).
      helperText={<InputHelperText error={fieldState.error?.message} helperText={disabled ? undefined : DEFAULT_DATE_FORMAT} />}
    />
  );
}
