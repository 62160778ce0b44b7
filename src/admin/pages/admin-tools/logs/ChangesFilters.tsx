// The changes tab's filter form: entity, record key, user, from, to and year
// (the spec's year picker: typed, or chosen from 5 years back to 6 ahead). The
// filter applies on 'Apply' (or Enter), not per keystroke, and lives in the URL.
import { useState, type FormEvent } from 'react';
import { Box, Button, MenuItem, TextField } from '@mui/material';
import { SCHEMA } from '../../../../shared/generated/entities.generated.js';
import { typedYear } from '../../../../shared/dates.js';
import { SpecYearPicker } from '../../../kit/dates/SpecYearPicker.js';
import { dateProblem, type ChangesFilter } from './changes-filter.js';
import { useText } from '../../../i18n/use-text.js';
import { useSchemaLabels } from '../../../i18n/use-schema-labels.js';

/** The entities a change can be of; offered by their label in the user's language (the filter keeps the name). */
const ENTITIES = Object.keys(SCHEMA).filter((name) => name !== 'AuditLog');
// The theme makes inputs full width; here they sit side by side.
const FIELD = { flex: '1 1 160px', maxWidth: 220 };
/** The spec's date format (§5), shown as it is in every language. */
const DATE_FORMAT = 'MM/dd/yyyy';
const EMPTY: ChangesFilter = { entity: '', key: '', user: '', from: '', to: '', year: '' };

export function ChangesFilters({ value, onApply }: { value: ChangesFilter; onApply: (filter: ChangesFilter) => void }) {
  const text = useText();
  const { entityLabel } = useSchemaLabels();
  const entities = ENTITIES.map((name) => ({ name, label: entityLabel(name) })).sort((a, b) => a.label.localeCompare(b.label));
  const [draft, setDraft] = useState(value);
  const set = (patch: Partial<ChangesFilter>) => setDraft({ ...draft, ...patch });
  const problems = { from: dateProblem(draft.from, text), to: dateProblem(draft.to, text) };
  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (!problems.from && !problems.to) onApply(draft);
  };
  return (
    <Box component="form" role="search" aria-label={text('admin-tools.changes.filter')} onSubmit={apply} sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', mb: 2 }}>
      <TextField select label={text('admin-tools.changes.entity')} value={draft.entity} onChange={(e) => set({ entity: e.target.value })} size="small" fullWidth={false} sx={FIELD}>
        <MenuItem value="">{text('admin-tools.changes.allEntities')}</MenuItem>
        {entities.map(({ name, label }) => (
          <MenuItem key={name} value={name}>
            {label}
          </MenuItem>
        ))}
      </TextField>
      <TextField label={text('admin-tools.changes.recordKey')} value={draft.key} onChange={(e) => set({ key: e.target.value })} size="small" fullWidth={false} sx={FIELD} />
      <TextField label={text('admin-tools.changes.user')} value={draft.user} onChange={(e) => set({ user: e.target.value })} size="small" fullWidth={false} sx={FIELD} />
      <TextField
        label={text('admin-tools.changes.from')}
        placeholder={DATE_FORMAT}
        value={draft.from}
        onChange={(e) => set({ from: e.target.value })}
        error={!!problems.from}
        helperText={problems.from}
        size="small"
        fullWidth={false}
        sx={FIELD}
      />
      <TextField
        label={text('admin-tools.changes.to')}
        placeholder={DATE_FORMAT}
        value={draft.to}
        onChange={(e) => set({ to: e.target.value })}
        error={!!problems.to}
        helperText={problems.to}
        size="small"
        fullWidth={false}
        sx={FIELD}
      />
      <Box sx={FIELD}>
        <SpecYearPicker label={text('admin-tools.changes.year')} value={typedYear(draft.year) ?? null} onChange={(year) => set({ year: year === null ? '' : String(year) })} size="small" />
      </Box>
      <Button type="submit" variant="contained">
        {text('admin-tools.changes.apply')}
      </Button>
      <Button
        onClick={() => {
          setDraft(EMPTY);
          onApply(EMPTY);
        }}
      >
        {text('admin-tools.changes.clear')}
      </Button>
    </Box>
  );
}
