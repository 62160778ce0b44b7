// The changes tab's filter form: entity, record key, user, from, to and year
// (the spec's year picker: typed, or chosen from 5 years back to 6 ahead). The
// filter applies on 'Apply' (or Enter), not per keystroke, and lives in the URL.
// From and To are the app's date pickers, so they are typed and shown in the
// language's one date format (issue 41 item 2) and kept as yyyy-MM-dd.
import { useState, type FormEvent } from 'react';
import { Box, Button, MenuItem, TextField } from '@mui/material';
import { SCHEMA } from '../../../../shared/generated/entities.generated.js';
import { parseDate, typedYear } from '../../../../shared/dates.js';
import { isRealDate } from '../../../kit/dates/calendar-days.js';
import { SpecDatePicker } from '../../../kit/dates/SpecDatePicker.js';
import { useDates } from '../../../kit/dates/use-dates.js';
import { SpecYearPicker } from '../../../kit/dates/SpecYearPicker.js';
import type { ChangesFilter } from './changes-filter.js';
import { useText } from '../../../i18n/use-text.js';
import { useSchemaLabels } from '../../../i18n/use-schema-labels.js';

/** The entities a change can be of; offered by their label in the user's language (the filter keeps the name). */
const ENTITIES = Object.keys(SCHEMA).filter((name) => name !== 'AuditLog');
// The theme makes inputs full width; here they sit side by side.
const FIELD = { flex: '1 1 160px', maxWidth: 220 };
/** The filter's day (yyyy-MM-dd, or MM/dd/yyyy in a link made before) as the picker's stored date (midnight UTC). */
const dayOf = (text: string): Date | null => parseDate(text) ?? null;
const EMPTY: ChangesFilter = { entity: '', key: '', user: '', from: '', to: '', year: '' };

export function ChangesFilters({ value, onApply }: { value: ChangesFilter; onApply: (filter: ChangesFilter) => void }) {
  const text = useText();
  const { entityLabel } = useSchemaLabels();
  const entities = ENTITIES.map((name) => ({ name, label: entityLabel(name) })).sort((a, b) =>
    a.label.localeCompare(b.label),
  );
  const dates = useDates();
  const [draft, setDraft] = useState(value);
  const set = (patch: Partial<ChangesFilter>) => setDraft({ ...draft, ...patch });
  // A day typed that is no date (the picker hands over an Invalid Date) is refused with the format to use.
  const [unreadable, setUnreadable] = useState({ from: false, to: false });
  const problem = (key: 'from' | 'to') =>
    unreadable[key] ? text('admin-tools.changes.datePattern', { format: dates.format }) : undefined;
  const setDay = (key: 'from' | 'to') => (day: Date | null) => {
    setUnreadable({ ...unreadable, [key]: day !== null && !isRealDate(day) });
    if (day === null) set({ [key]: '' });
    else if (isRealDate(day)) set({ [key]: day.toISOString().slice(0, 10) });
  };
  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (!unreadable.from && !unreadable.to) onApply(draft);
  };
  return (
    <Box
      component="form"
      role="search"
      aria-label={text('admin-tools.changes.filter')}
      onSubmit={apply}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', mb: 2 }}
    >
      <TextField
        select
        label={text('admin-tools.changes.entity')}
        value={draft.entity}
        onChange={(e) => set({ entity: e.target.value })}
        size="small"
        fullWidth={false}
        sx={FIELD}
      >
        <MenuItem value="">{text('admin-tools.changes.allEntities')}</MenuItem>
        {entities.map(({ name, label }) => (
          <MenuItem key={name} value={name}>
            {label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={text('admin-tools.changes.recordKey')}
        value={draft.key}
        onChange={(e) => set({ key: e.target.value })}
        size="small"
        fullWidth={false}
        sx={FIELD}
      />
      <TextField
        label={text('admin-tools.changes.user')}
        value={draft.user}
        onChange={(e) => set({ user: e.target.value })}
        size="small"
        fullWidth={false}
        sx={FIELD}
      />
      <Box sx={FIELD}>
        <SpecDatePicker
          label={text('admin-tools.changes.from')}
          value={dayOf(draft.from)}
          onChange={setDay('from')}
          error={unreadable.from}
          helperText={problem('from')}
          size="small"
        />
      </Box>
      <Box sx={FIELD}>
        <SpecDatePicker
          label={text('admin-tools.changes.to')}
          value={dayOf(draft.to)}
          onChange={setDay('to')}
          error={unreadable.to}
          helperText={problem('to')}
          size="small"
        />
      </Box>
      <Box sx={FIELD}>
        <SpecYearPicker
          label={text('admin-tools.changes.year')}
          value={typedYear(draft.year) ?? null}
          onChange={(year) => set({ year: year === null ? '' : String(year) })}
          size="small"
        />
      </Box>
      <Button type="submit" variant="contained">
        {text('admin-tools.changes.apply')}
      </Button>
      <Button
        onClick={() => {
          setDraft(EMPTY);
          setUnreadable({ from: false, to: false });
          onApply(EMPTY);
        }}
      >
        {text('admin-tools.changes.clear')}
      </Button>
    </Box>
  );
}
