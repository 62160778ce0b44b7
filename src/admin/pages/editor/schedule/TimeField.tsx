// A date and time in the site's time zone, with its button: the value is the
// zone's wall clock (the browser's own zone plays no part), sent as ISO 8601
// with the zone's offset at that instant.
import { useState } from 'react';
import { Box, Button, TextField } from '@mui/material';
import { useText } from '../../../i18n/use-text.js';
import { zonedToIso } from '../../../kit/dates/zoned-time.js';

interface TimeFieldProps {
  label: string;
  zone: string;
  initial?: string;
  submit: string;
  disabled?: boolean;
  onSubmit: (iso: string) => void;
  onCancel?: () => void;
}

export function TimeField({ label, zone, initial = '', submit, disabled, onSubmit, onCancel }: TimeFieldProps) {
  const text = useText();
  const [value, setValue] = useState(initial);
  const iso = zonedToIso(value, zone);
  return (
    <Box
      component="form"
      sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
      onSubmit={(e) => {
        e.preventDefault();
        if (iso) onSubmit(iso);
      }}
    >
      <TextField
        size="small"
        type="datetime-local"
        label={label}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <Button type="submit" variant="outlined" size="small" disabled={disabled || !iso}>
        {submit}
      </Button>
      {onCancel && (
        <Button size="small" onClick={onCancel}>
          {text('scheduled.close')}
        </Button>
      )}
    </Box>
  );
}
