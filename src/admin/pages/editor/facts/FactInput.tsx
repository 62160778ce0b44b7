// One fact as a labelled input: a text box, a number box, the app's date
// picker (SpecDatePicker, spec §5) or a checkbox.
import { Checkbox, FormControlLabel, TextField } from '@mui/material';
import { useDates } from '../../../kit/dates/use-dates.js';
import { SpecDatePicker } from '../../../kit/dates/SpecDatePicker.js';
import { pickerValue, withDay } from './day-keeping.js';
import type { FactField } from './fact-fields.js';

/** `label`: the field's schema label in the user's language. */
export function FactInput({
  field,
  label,
  value,
  onChange,
  error,
}: {
  field: FactField;
  label: string;
  value: unknown;
  onChange: (value: unknown) => void;
  error?: string;
}) {
  const dates = useDates();
  if (field.kind === 'flag') {
    return (
      <FormControlLabel
        control={<Checkbox checked={value === true} onChange={(e) => onChange(e.target.checked)} />}
        label={label}
      />
    );
  }
  if (field.kind === 'day') {
    return (
      <SpecDatePicker
        label={label}
        value={pickerValue(value as string | null)}
        onChange={(day) => onChange(withDay(day, value as string | null))}
        required={field.required}
        error={!!error}
        helperText={error ?? dates.format}
        size="small"
        fullWidth
      />
    );
  }
  if (field.kind === 'number') {
    return (
      <TextField
        size="small"
        fullWidth
        label={label}
        type="number"
        value={typeof value === 'number' ? String(value) : ''}
        // An emptied box stores no value (null); the server refuses what is not a number of the field's type.
        onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
      />
    );
  }
  return (
    <TextField
      size="small"
      fullWidth
      label={label}
      type={field.type ?? 'text'}
      value={typeof value === 'string' ? value : ''}
      // An emptied box stores no value (null), as the generic screens do.
      onChange={(e) => onChange(e.target.value === '' ? null : e.target.value)}
    />
  );
}
