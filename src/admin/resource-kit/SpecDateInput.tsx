// The date field of spec §5: typed in any accepted format, shown as
// MM/dd/yyyy (the placeholder shows the mask), stored as an ISO instant.
import { useRef, useState } from 'react';
import CalendarMonth from '@mui/icons-material/CalendarMonth';
import { IconButton, InputAdornment, Popover, TextField as MuiTextField } from '@mui/material';
import { useInput, type Validator } from 'react-admin';
import { DEFAULT_DATE_FORMAT, formatDate, maskOf, parseDate, type DateLimits } from '../../shared/dates.js';
import { DateCalendar } from './DateCalendar.js';

class InvalidDate {
  constructor(readonly text: string) {}
}

const validateDate = (value: unknown) => (value instanceof InvalidDate ? `Not a date: use ${DEFAULT_DATE_FORMAT}` : undefined);

export function SpecDateInput({ source, label, disabled, validate = [], limits }: { source: string; label: string; disabled?: boolean; validate?: Validator[]; limits?: DateLimits }) {
  const { field, fieldState, isRequired } = useInput({ source, validate: [validateDate, ...validate] });
  const initial = typeof field.value === 'string' && field.value ? parseDate(field.value) : undefined;
  const [text, setText] = useState(initial ? formatDate(initial) : '');
  const [open, setOpen] = useState(false);
  const anchor = useRef<HTMLButtonElement>(null);
  const picked = parseDate(text);
  return (
    <>
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
      slotProps={{
        input: {
          endAdornment: disabled ? undefined : (
            <InputAdornment position="end">
              <IconButton ref={anchor} aria-label={`Pick ${label}`} onClick={() => setOpen(true)} edge="end" size="small">
                <CalendarMonth fontSize="small" />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
      onBlur={() => {
        const date = parseDate(text);
        if (date) setText(formatDate(date));
        field.onBlur();
      }}
    />
    <Popover open={open} anchorEl={anchor.current} onClose={() => setOpen(false)} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}>
      <DateCalendar
        value={picked}
        {...limits}
        onPick={(day) => {
          setText(formatDate(day));
          field.onChange(day.toISOString());
          setOpen(false);
        }}
      />
    </Popover>
    </>
  );
}
