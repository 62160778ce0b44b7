// An event's dates (EventDate rows): start and end pairs, added and removed
// here and written with the panel's Save as one batch.
import { Box, Button, IconButton, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useDates } from '../../../kit/dates/use-dates.js';
import { SpecDatePicker } from '../../../kit/dates/SpecDatePicker.js';
import { pickerValue, withDay } from './day-keeping.js';
import type { DateRow } from './facts-api.js';
import { useText } from '../../../i18n/use-text.js';

/** A row being edited: `key` tells rows apart before they have an EdId. */
export type EditedDate = DateRow & { key: string };

export function EventDatesField({
  dates,
  onChange,
  errors,
}: {
  dates: EditedDate[];
  onChange: (dates: EditedDate[]) => void;
  errors: Record<string, string>;
}) {
  const text = useText();
  const shape = useDates();
  const change = (key: string, part: Partial<DateRow>) =>
    onChange(dates.map((d) => (d.key === key ? { ...d, ...part } : d)));
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1 }}>
      <Typography component="legend" variant="subtitle1">
        {text('editor.facts.dates.legend')}
      </Typography>
      {!dates.length && <Typography variant="body2">{text('editor.facts.dates.none')}</Typography>}
      {dates.map((d, i) => (
        <Box key={d.key} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
          <SpecDatePicker
            size="small"
            label={text('editor.facts.dates.starts', { n: i + 1 })}
            required
            value={pickerValue(d.EdStart)}
            onChange={(day) => change(d.key, { EdStart: withDay(day, d.EdStart) })}
            error={!!errors[`${d.key}:start`]}
            helperText={errors[`${d.key}:start`] ?? shape.format}
          />
          <SpecDatePicker
            size="small"
            label={text('editor.facts.dates.ends', { n: i + 1 })}
            value={pickerValue(d.EdEnd)}
            onChange={(day) => change(d.key, { EdEnd: withDay(day, d.EdEnd ?? d.EdStart) })}
            error={!!errors[`${d.key}:end`]}
            helperText={errors[`${d.key}:end`] ?? shape.format}
          />
          <IconButton
            aria-label={text('editor.facts.dates.remove', { n: i + 1 })}
            onClick={() => onChange(dates.filter((x) => x.key !== d.key))}
          >
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Box>
      ))}
      <Box>
        <Button
          variant="outlined"
          size="small"
          onClick={() => onChange([...dates, { key: crypto.randomUUID(), EdId: 0, EdStart: null, EdEnd: null }])}
        >
          {text('editor.facts.dates.add')}
        </Button>
      </Box>
    </Box>
  );
}
