// The date field of spec §5: typed in any accepted format, shown as
// MM/dd/yyyy (the placeholder shows the mask), stored as an ISO instant.
import { useState } from 'react';
import { TextField as MuiTextField } from '@mui/material';
import { useInput, type Validator } from 'react-admin';
import { DEFAULT_DATE_FORMAT, formatDate, maskOf, parseDate } from '../../shared/dates.js';

class InvalidDate {
  constructor(readonly text: string) {}
}

const validateDate = (value: unknown) => (value instanceof InvalidDate ? `Not a date: use ${DEFAULT_DATE_FORMAT}` : undefined);

export function SpecDateInput({ source, label, disabled, validate = [] }: { source: string; label: string; disabled?: boolean; validate?: Validator[] }) {
  const { field, fieldState, isRequired } = useInput({ source, validate: [validateDate, ...validate] });
  const initial = typeof field.value === 'string' && field.value ? parseDate(field.value) : undefined;
  const [text, setText] = useState(initial ? formatDate(initial) : '');
  return (
    <MuiTextField
      label={label}
      value={text}
      required={isRequired}
      disabled={disabled}
      placeholder={maskOf()}
      error={fieldState.invalid}
      // The format hint only where a date is typed (a disabled field's grey hint fails contrast).
      helperText={fieldState.error?.message ?? (disabled ? undefined : DEFAULT_DATE_FORMAT)}
      onChange={(event) => {
        const next = event.target.value;
        setText(next);
        const date = next.trim() ? parseDate(next) : undefined;
        field.onChange(!next.trim() ? null : date ? date.toISOString() : new InvalidDate(next));
      }}
      onBlur={() => {
        const date = parseDate(text);
        if (date) setText(formatDate(date));
        field.onBlur();
      }}
    />
  );
}
