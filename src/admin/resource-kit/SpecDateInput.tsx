// The date field of spec §5 in react-admin forms: SpecDatePicker (typed in
// the display format or any pasted format the spec accepts, or picked from the
// calendar), stored as an ISO instant at midnight UTC. A day the picker does
// not offer (before `min`, after `max`, or one of the disabled days) can still
// be typed or pasted; the picker only shows it in error, so the form refuses
// to save it too, naming the allowed range or the day. The day the record was
// loaded with is kept as it is (a limit that moved on since must not block
// saving the record's other fields).
import { useState } from 'react';
import { InputHelperText, useInput, type TranslateFunction, type Validator } from 'react-admin';
import { dayAllowed, formatDate, parseDate, type DateLimits } from '../../shared/dates.js';
import { useDates } from '../kit/dates/use-dates.js';
import { isRealDate } from '../kit/dates/calendar-days.js';
import { SpecDatePicker } from '../kit/dates/SpecDatePicker.js';
import { useText } from '../i18n/use-text.js';

/** What the form holds while the field shows something that is no date (an incomplete or impossible one). */
class InvalidDate {
  readonly invalid = true;
}

/** A stored value: any format of spec §5, or any other instant the server sends (an offset, no milliseconds). */
function storedDate(text: string): Date | null {
  const parsed = parseDate(text) ?? new Date(text);
  return isRealDate(parsed) ? parsed : null;
}

/** Why `day` may not be saved under `limits` (in the reader's language), or undefined when it may. */
function dayRefusal(day: Date, limits: DateLimits, text: TranslateFunction, format: string): string | undefined {
  if (dayAllowed(day, limits)) return undefined;
  const { min, max } = limits;
  const shown = formatDate(day, format);
  if ((min && !dayAllowed(day, { min })) || (max && !dayAllowed(day, { max }))) {
    if (min && max)
      return text('resource-kit.date.outside', {
        day: shown,
        min: formatDate(min, format),
        max: formatDate(max, format),
      });
    return min
      ? text('resource-kit.date.tooEarly', { day: shown, min: formatDate(min, format) })
      : text('resource-kit.date.tooLate', { day: shown, max: formatDate(max!, format) });
  }
  return text('resource-kit.date.notAllowed', { day: shown });
}

export function SpecDateInput({
  source,
  label,
  disabled,
  validate = [],
  limits = {},
}: {
  source: string;
  label: string;
  disabled?: boolean;
  validate?: Validator[];
  limits?: DateLimits;
}) {
  // The stored value the field started with (set once: the form is built from the loaded record).
  const [loaded, setLoaded] = useState<unknown>(undefined);
  const text = useText();
  const dates = useDates();
  // Refusals are worded here, in the reader's language, so the form shows them as they are.
  const validateDate = (value: unknown) =>
    value instanceof InvalidDate ? text('resource-kit.date.notADate', { format: dates.format }) : undefined;
  const validateLimits = (value: unknown) => {
    if (typeof value !== 'string' || !value || value === loaded) return undefined;
    const day = storedDate(value);
    return day ? dayRefusal(day, limits, text, dates.format) : undefined;
  };
  const { field, fieldState, isRequired } = useInput({ source, validate: [validateDate, validateLimits, ...validate] });
  if (loaded === undefined) setLoaded(field.value ?? null);
  const value = typeof field.value === 'string' && field.value ? storedDate(field.value) : null;
  return (
    <SpecDatePicker
      label={label}
      // While the form holds no date, the picker keeps what was typed so far.
      value={field.value instanceof InvalidDate ? null : value}
      onChange={(next) =>
        field.onChange(next === null ? null : isRealDate(next) ? next.toISOString() : new InvalidDate())
      }
      onBlur={field.onBlur}
      min={limits.min}
      max={limits.max}
      disabledDates={limits.disabled}
      required={isRequired}
      disabled={disabled}
      error={fieldState.invalid}
      // The format hint only where a date is typed (a disabled field's grey hint fails contrast).
      helperText={
        <InputHelperText error={fieldState.error?.message} helperText={disabled ? undefined : dates.format} />
      }
    />
  );
}
