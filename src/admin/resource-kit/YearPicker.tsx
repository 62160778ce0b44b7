// The year picker (spec §2, §9): the current year, 5 before and 6 after, and a
// typed 4-digit year accepted as is (free text, so no 'No results' popup).
import { Autocomplete, TextField } from '@mui/material';
import { pickerYears, typedYear } from '../../shared/dates.js';

export interface YearPickerProps {
  label: string;
  value: number | null;
  onChange: (year: number | null) => void;
  /** The year the list centres on; the current year by default. */
  currentYear?: number;
}

export function YearPicker({ label, value, onChange, currentYear = new Date().getFullYear() }: YearPickerProps) {
  return (
    <Autocomplete<string, false, false, true>
      freeSolo
      options={pickerYears(currentYear).map(String)}
      value={value === null ? null : String(value)}
      onChange={(_event, next) => onChange(next === null ? null : (typedYear(next) ?? null))}
      renderInput={(params) => <TextField {...params} label={label} slotProps={{ htmlInput: { ...params.inputProps, inputMode: 'numeric' } }} />}
    />
  );
}
