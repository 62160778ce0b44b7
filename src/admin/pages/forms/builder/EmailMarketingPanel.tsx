// FrmEmailMarketing: whether a submission with isSubscribe set becomes a
// subscriber, at which provider record (9, 24, 25, 26, by their titles), on
// which list, with which provider field filled from which form field, the
// consent checkbox and double opt-in. `ListInput` chooses the list: the
// screen gives the providers' list picker (ProviderListInput.tsx); the plain
// id input is the default.
import type { ReactNode } from 'react';
import { Box, Button, Checkbox, FormControlLabel, IconButton, MenuItem, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import type { FormEmailMarketing } from '../../../../shared/forms/form-config.js';
import type { EditorField } from './field-model.js';
import type { Choice } from './form-api.js';
import { useText } from '../../../i18n/use-text.js';

export interface ListInputProps {
  providerCId?: number;
  value: string;
  onChange: (listId: string) => void;
  error?: string;
}

/** The plain list id input, until the provider's list picker replaces it. */
export function ListIdText({ value, onChange, error }: ListInputProps) {
  const text = useText();
  return (
    <TextField
      size="small"
      label={text('forms.marketing.listId')}
      value={value}
      error={!!error}
      helperText={error ?? text('forms.marketing.listIdHelp')}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

/** 'email' first (the one a subscribe needs), then a placeholder no other row has: the map is an object, rows with one name would merge. */
function newProviderField(rows: [string, string][]): string {
  const taken = new Set(rows.map(([p]) => p));
  if (!taken.has('email')) return 'email';
  let n = rows.length + 1;
  while (taken.has(`field${n}`)) n++;
  return `field${n}`;
}

interface EmailMarketingPanelProps {
  marketing: FormEmailMarketing;
  onChange: (marketing: FormEmailMarketing) => void;
  fields: EditorField[];
  providers: Choice[];
  errors: Record<string, string>;
  /** Chooses the list; the providers' list picker when it exists. */
  ListInput?: (props: ListInputProps) => ReactNode;
}

export function EmailMarketingPanel({
  marketing,
  onChange,
  fields,
  providers,
  errors,
  ListInput = ListIdText,
}: EmailMarketingPanelProps) {
  const text = useText();
  const set = (change: Partial<FormEmailMarketing>) => onChange({ ...marketing, ...change });
  const rows = Object.entries(marketing.fieldMap ?? {});
  const setRows = (next: [string, string][]) => set({ fieldMap: Object.fromEntries(next) });
  const named = fields.filter((f) => f.name);
  const err = (path: string) => ({ error: !!errors[path], helperText: errors[path] });

  return (
    <Box component="section" aria-labelledby="marketing-title" sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id="marketing-title" variant="h6" component="h2">
        {text('forms.marketing.heading')}
      </Typography>
      <FormControlLabel
        control={<Checkbox checked={!!marketing.enabled} onChange={(e) => set({ enabled: e.target.checked })} />}
        label={text('forms.marketing.enabled')}
      />
      <TextField
        select
        size="small"
        label={text('forms.marketing.provider')}
        value={marketing.providerCId ?? ''}
        {...err('FrmEmailMarketing.providerCId')}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        onChange={(e) => set({ providerCId: e.target.value === '' ? undefined : Number(e.target.value) })}
      >
        <MenuItem value="">{text('forms.marketing.none')}</MenuItem>
        {providers.map((p) => (
          <MenuItem key={p.id} value={p.id}>
            {p.title || text('forms.settings.record', { id: p.id })}
          </MenuItem>
        ))}
      </TextField>
      <ListInput
        providerCId={marketing.providerCId}
        value={marketing.listId ?? ''}
        error={errors['FrmEmailMarketing.listId']}
        onChange={(listId) => set({ listId })}
      />
      <Box
        component="fieldset"
        sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1, m: 0, display: 'grid', gap: 1 }}
      >
        <legend>{text('forms.marketing.fieldMap')}</legend>
        {errors['FrmEmailMarketing.fieldMap.email'] && (
          <Typography role="alert" color="error" variant="body2">
            {errors['FrmEmailMarketing.fieldMap.email']}
          </Typography>
        )}
        {errors['FrmEmailMarketing.fieldMap'] && (
          <Typography role="alert" color="error" variant="body2">
            {errors['FrmEmailMarketing.fieldMap']}
          </Typography>
        )}
        {rows.map(([provider, field], i) => (
          <Box key={i} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            <TextField
              size="small"
              label={text('forms.marketing.providerField', { n: i + 1 })}
              value={provider}
              onChange={(e) => setRows(rows.map((r, j) => (j === i ? [e.target.value, r[1]] : r)))}
            />
            <TextField
              select
              size="small"
              label={text('forms.marketing.formFieldFor', {
                name: provider || text('forms.marketing.providerFieldN', { n: i + 1 }),
              })}
              value={field}
              {...err(`FrmEmailMarketing.fieldMap.${provider}`)}
              sx={{ minWidth: 200 }}
              onChange={(e) => setRows(rows.map((r, j) => (j === i ? [r[0], e.target.value] : r)))}
            >
              {field && !named.some((f) => f.name === field) && (
                <MenuItem value={field}>{text('forms.marketing.notInForm', { name: field })}</MenuItem>
              )}
              {named.map((f) => (
                <MenuItem key={f.key} value={f.name}>
                  {f.label || f.name}
                </MenuItem>
              ))}
            </TextField>
            <IconButton
              size="small"
              aria-label={text('forms.marketing.removeMapping', { n: i + 1 })}
              onClick={() => setRows(rows.filter((_, j) => j !== i))}
            >
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Box>
        ))}
        <Button
          size="small"
          startIcon={<AddIcon />}
          sx={{ justifySelf: 'start' }}
          onClick={() =>
            setRows([
              ...rows,
              [
                newProviderField(rows),
                rows.some(([p]) => p === 'email') ? '' : (named.find((f) => f.type === 'email')?.name ?? ''),
              ],
            ])
          }
        >
          {text('forms.marketing.addMapping')}
        </Button>
      </Box>
      <TextField
        select
        size="small"
        label={text('forms.marketing.consentField')}
        value={marketing.consentField ?? ''}
        error={!!errors['FrmEmailMarketing.consentField']}
        helperText={errors['FrmEmailMarketing.consentField'] ?? text('forms.marketing.consentHelp')}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        onChange={(e) => set({ consentField: e.target.value || undefined })}
      >
        <MenuItem value="">{text('forms.marketing.none')}</MenuItem>
        {marketing.consentField && !named.some((f) => f.name === marketing.consentField && f.type === 'checkbox') && (
          <MenuItem value={marketing.consentField}>
            {text('forms.marketing.notCheckbox', { name: marketing.consentField })}
          </MenuItem>
        )}
        {named
          .filter((f) => f.type === 'checkbox')
          .map((f) => (
            <MenuItem key={f.key} value={f.name}>
              {f.label || f.name}
            </MenuItem>
          ))}
      </TextField>
      <FormControlLabel
        control={
          <Checkbox checked={!!marketing.doubleOptIn} onChange={(e) => set({ doubleOptIn: e.target.checked })} />
        }
        label={text('forms.marketing.doubleOptIn')}
      />
    </Box>
  );
}
