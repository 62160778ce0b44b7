// The filters above a form's submissions: a year (the spec's year picker,
// spec §5 and §9), a date range, text in the answers, the delivery status, and
// the tracking medium and source.
import { Box, Button, MenuItem, TextField } from '@mui/material';
import type { SubmissionDeliveryStatus } from '../../../shared/api/form-submissions.js';
import { isRealDate } from '../../kit/dates/calendar-days.js';
import { SpecDatePicker } from '../../kit/dates/SpecDatePicker.js';
import { SpecYearPicker } from '../../kit/dates/SpecYearPicker.js';
import { typedYear } from '../../../shared/dates.js';
import { NO_FILTER, STATUS_WORDS, type SubmissionFilter } from './form-submissions-api.js';
import { useText } from '../../i18n/use-text.js';

/** The filter's yyyy-MM-dd day as the picker's stored date (midnight UTC). */
const dayOf = (text: string): Date | null => (text ? new Date(`${text}T00:00:00.000Z`) : null);

const STATUSES: SubmissionDeliveryStatus[] = ['failed', 'pending', 'sent', 'none'];

export function SubmissionFilters({
  value,
  onChange,
  mediums,
  sources,
}: {
  value: SubmissionFilter;
  onChange: (next: SubmissionFilter) => void;
  mediums: string[];
  sources: string[];
}) {
  const text = useText();
  const set = (key: keyof SubmissionFilter) => (e: { target: { value: string } }) =>
    onChange({ ...value, [key]: e.target.value });
  // A day filters once it is a whole date; while one is half typed, the list stays as it was.
  const setDay = (key: 'from' | 'to') => (day: Date | null) => {
    if (day === null) onChange({ ...value, [key]: '' });
    else if (isRealDate(day)) onChange({ ...value, [key]: day.toISOString().slice(0, 10) });
  };
  const select = (key: 'status' | 'medium' | 'source', label: string, options: { value: string; text: string }[]) => (
    <TextField
      select
      size="small"
      label={label}
      value={value[key]}
      onChange={set(key)}
      sx={{ minWidth: 160 }}
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
    >
      <MenuItem value="">{text('forms.filters.any')}</MenuItem>
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.text}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Box
      component="form"
      role="search"
      aria-label={text('forms.filters.label')}
      onSubmit={(e) => e.preventDefault()}
      sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}
    >
      {/* The year first: the coarser filter, which From and To narrow further. */}
      <SpecYearPicker
        size="small"
        label={text('forms.filters.year')}
        value={typedYear(value.year) ?? null}
        onChange={(year) => onChange({ ...value, year: year === null ? '' : String(year) })}
      />
      <SpecDatePicker
        size="small"
        label={text('forms.filters.from')}
        value={dayOf(value.from)}
        onChange={setDay('from')}
        max={dayOf(value.to) ?? undefined}
      />
      <SpecDatePicker
        size="small"
        label={text('forms.filters.to')}
        value={dayOf(value.to)}
        onChange={setDay('to')}
        min={dayOf(value.from) ?? undefined}
      />
      <TextField size="small" type="search" label={text('forms.filters.search')} value={value.q} onChange={set('q')} />
      {select(
        'status',
        text('forms.filters.status'),
        STATUSES.map((s) => ({ value: s, text: text(STATUS_WORDS[s]) })),
      )}
      {select(
        'medium',
        text('forms.filters.medium'),
        mediums.map((m) => ({ value: m, text: m })),
      )}
      {select(
        'source',
        text('forms.filters.source'),
        sources.map((s) => ({ value: s, text: s })),
      )}
      <Button onClick={() => onChange(NO_FILTER)} disabled={JSON.stringify(value) === JSON.stringify(NO_FILTER)}>
        {text('forms.filters.clear')}
      </Button>
    </Box>
  );
}
