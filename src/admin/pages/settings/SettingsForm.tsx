// One settings group as a form (General Settings has ten, Site Setup one):
// read with its ETag, saved with If-Match. A 422 shows the server's words at
// the field it names. A 412 (someone saved the group since it was opened)
// keeps every edit in the form, reads the group again, and shows the other
// person's value beside each field where it differs; saving again then
// replaces theirs (the new ETag is kept), or "Use their values" takes them.
import { useQuery } from '@tanstack/react-query';
import { memo, useId, useState, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  MenuItem,
  Paper,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { HttpError, useNotify } from 'react-admin';
import { FORM_READ } from '../../api/read-options.js';
import { CodeEditor } from '../../code-editor/CodeEditor.js';
import { errorText } from '../../api/site-api.js';
import { useText } from '../../i18n/use-text.js';
import { PLAIN_TEXTAREA } from '../../kit/plain-textarea.js';
import {
  draftsOf,
  sameDraft,
  shown,
  valueOf,
  type Choice,
  type Draft,
  type FieldSpec,
  type FormSpec,
} from './settings-fields.js';

export interface Versioned {
  values: Record<string, unknown>;
  etag: string | undefined;
}

export interface SettingsFormProps {
  spec: FormSpec;
  load: () => Promise<Versioned>;
  save: (values: Record<string, unknown>, etag: string | undefined) => Promise<Versioned>;
  /** Choices read by the screen for fields with a `source`. */
  sources?: Partial<Record<NonNullable<FieldSpec['source']>, Choice[]>>;
  /** Values the screen has already read (Site Setup reads them with its switches): no read of its own. */
  initialValue?: Versioned;
}

export const SettingsForm = memo(function SettingsForm(props: SettingsFormProps) {
  const headingId = useId();
  const text = useText();
  const read = useQuery({
    queryKey: ['settings', props.spec.key],
    queryFn: props.load,
    ...FORM_READ,
    enabled: !props.initialValue,
  });
  const shownValue = props.initialValue ?? read.data;
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Typography variant="h6" component="h2" id={headingId}>
        {text(props.spec.title)}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {text(props.spec.intro)}
      </Typography>
      {read.error ? (
        <Alert severity="error">{errorText(read.error)}</Alert>
      ) : (
        // Until the read answers, the form's own fields, empty and inert, hold the place it will take: an empty
        // box here let each of the ten groups grow as its answer came and push the groups below it down (a layout
        // shift of 0.14 to 0.3 on General Settings, issue 41). The same elements then take the values read, so
        // the fields are mounted once, not once empty and again filled (half of the screen's opening work).
        <Box
          role={shownValue ? undefined : 'status'}
          aria-label={shownValue ? undefined : text('settings.page.loading', { title: text(props.spec.title) })}
        >
          <Box aria-hidden={shownValue ? undefined : true} inert={!shownValue}>
            <GroupForm
              spec={props.spec}
              load={props.load}
              save={props.save}
              sources={props.sources}
              initial={shownValue ?? NOTHING_READ}
              placeholder={!shownValue}
            />
          </Box>
        </Box>
      )}
    </Paper>
  );
});

function fieldErrorsOf(e: unknown): Record<string, string> {
  if (!(e instanceof HttpError) || e.status !== 422) return {};
  const errors = (e.body as { errors?: unknown } | undefined)?.errors;
  return errors && typeof errors === 'object' && !Array.isArray(errors) ? (errors as Record<string, string>) : {};
}

/** What a group's frame shows before its read answers: every field empty. */
const NOTHING_READ: Versioned = { values: {}, etag: undefined };

/** `placeholder`: the frame drawn while the group is read — nothing to submit, every input disabled. */
const GroupForm = memo(function GroupForm({
  spec,
  save,
  load,
  sources,
  initial,
  placeholder = false,
}: SettingsFormProps & { initial: Versioned; placeholder?: boolean }) {
  const notify = useNotify();
  const text = useText();
  const [draft, setDraft] = useState<Draft>(() => draftsOf(spec, initial.values));
  const [etag, setEtag] = useState(initial.etag);
  const [theirs, setTheirs] = useState<Draft>();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<{ severity: 'error' | 'warning'; text: string }>();
  const [saving, setSaving] = useState(false);
  // The frame (placeholder) becomes the form when the read answers: the draft starts from what was read then.
  const [framed, setFramed] = useState(placeholder);
  if (framed !== placeholder) {
    setFramed(placeholder);
    setDraft(draftsOf(spec, initial.values));
    setEtag(initial.etag);
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (placeholder) return;
    const values: Record<string, unknown> = {};
    const found: Record<string, string> = {};
    for (const field of spec.fields) {
      const result = valueOf(field, draft[field.name]);
      if ('error' in result) found[field.name] = text(result.error);
      else values[field.name] = result.value;
    }
    setErrors(found);
    if (Object.keys(found).length) return;
    setSaving(true);
    setNotice(undefined);
    try {
      const saved = await save(values, etag);
      setDraft(draftsOf(spec, saved.values));
      setEtag(saved.etag);
      setTheirs(undefined);
      notify(text('settings.page.saved', { title: text(spec.title) }), { type: 'success' });
    } catch (e) {
      if (e instanceof HttpError && e.status === 412) {
        // The user's edits stay; the other person's values come alongside, with the version they are.
        const now = await load().catch(() => undefined);
        if (now) {
          setTheirs(draftsOf(spec, now.values));
          setEtag(now.etag);
        }
        setNotice({ severity: 'warning', text: errorText(e) });
      } else {
        setErrors(fieldErrorsOf(e));
        setNotice({ severity: 'error', text: errorText(e) });
      }
    } finally {
      setSaving(false);
    }
  };

  const useTheirs = () => {
    if (theirs) setDraft(theirs);
    setTheirs(undefined);
    setNotice(undefined);
  };

  return (
    <Box
      component="form"
      aria-label={placeholder ? undefined : text(spec.title)}
      noValidate
      onSubmit={(e: FormEvent) => void submit(e)}
    >
      <Stack spacing={2} sx={{ maxWidth: 720 }}>
        {notice && (
          <Alert
            severity={notice.severity}
            action={
              theirs ? (
                <Button color="inherit" size="small" onClick={useTheirs}>
                  {text('settings.page.useTheirs')}
                </Button>
              ) : undefined
            }
          >
            {notice.text}
          </Alert>
        )}
        {spec.fields.map((field) => (
          <FieldInput
            key={field.name}
            field={field}
            choices={field.source ? (sources?.[field.source] ?? []) : (field.choices ?? [])}
            value={draft[field.name]}
            error={errors[field.name]}
            theirs={
              theirs && !sameDraft(theirs[field.name], draft[field.name])
                ? shown(field, theirs[field.name], text)
                : undefined
            }
            onChange={(value) => setDraft((d) => ({ ...d, [field.name]: value }))}
            disabled={placeholder}
          />
        ))}
        <Box>
          <Button type="submit" variant="contained" disabled={saving || placeholder}>
            {text('settings.page.save')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
});

interface FieldInputProps {
  field: FieldSpec;
  choices: readonly Choice[];
  value: string | boolean | string[];
  error?: string;
  /** The other person's saved value, when it differs from this form's. */
  theirs?: string;
  onChange: (value: string | boolean | string[]) => void;
  disabled: boolean;
}

function FieldInput({ field, choices, value, error, theirs, onChange, disabled }: FieldInputProps) {
  const text = useText();
  const label = text(field.label);
  const theirsText = theirs !== undefined ? text('settings.page.theirs', { value: theirs }) : undefined;
  const help = error ?? [theirsText, field.help && text(field.help)].filter(Boolean).join(' — ');
  if (field.kind === 'switch') {
    return (
      <FormControl error={!!error}>
        <FormControlLabel
          control={<Switch checked={value === true} onChange={(e) => onChange(e.target.checked)} />}
          label={label}
          disabled={disabled}
        />
        {help && <FormHelperText>{help}</FormHelperText>}
      </FormControl>
    );
  }
  if (field.kind === 'checks') {
    const picked = Array.isArray(value) ? value : [];
    return (
      <FormControl component="fieldset" error={!!error} disabled={disabled}>
        <FormLabel component="legend">{label}</FormLabel>
        <FormGroup row>
          {choices.map((c) => (
            <FormControlLabel
              key={c.value}
              label={c.label}
              control={
                <Checkbox
                  checked={picked.includes(c.value)}
                  onChange={(e) =>
                    onChange(e.target.checked ? [...picked, c.value] : picked.filter((p) => p !== c.value))
                  }
                />
              }
            />
          ))}
        </FormGroup>
        {help && <FormHelperText>{help}</FormHelperText>}
      </FormControl>
    );
  }
  const typed = typeof value === 'string' ? value : '';
  if (field.kind === 'select') {
    // The stored value stays offered even when the list does not hold it (a menu since deleted, a zone the browser lacks).
    const offered =
      typed && !choices.some((c) => c.value === typed) ? [...choices, { value: typed, label: typed }] : choices;
    return (
      <TextField
        select
        label={label}
        value={typed}
        onChange={(e) => onChange(e.target.value)}
        error={!!error}
        helperText={help || undefined}
        disabled={disabled}
      >
        {field.nullable && <MenuItem value="">{text('settings.page.none')}</MenuItem>}
        {offered.map((c) => (
          <MenuItem key={c.value} value={c.value}>
            {c.label}
          </MenuItem>
        ))}
      </TextField>
    );
  }
  if (field.kind === 'code') {
    // The shared code editor; robots.txt, the one code field here, is plain text (no highlighting applies).
    return (
      <CodeEditor
        label={label}
        language="text"
        value={typed}
        onChange={onChange}
        error={error}
        helperText={help || undefined}
        minHeight="10rem"
        maxHeight="28rem"
        readOnly={disabled}
        // Robots.txt is the fourth of ten groups, below the fold: its CodeMirror is created when staff reach it.
        mountWhenNear
      />
    );
  }
  const multiline = field.kind === 'multiline';
  return (
    <TextField
      label={label}
      value={typed}
      onChange={(e) => onChange(e.target.value)}
      error={!!error}
      helperText={help || undefined}
      disabled={disabled}
      multiline={multiline}
      // Fixed rows, resizable by hand, in the browser's own textarea: MUI's auto-growing one measures itself with a
      // forced layout of the whole screen after every render (the screen's costliest script on opening, issue 41).
      rows={multiline ? 3 : undefined}
      sx={multiline ? { '& textarea': { resize: 'vertical' } } : undefined}
      slotProps={{
        input: multiline ? PLAIN_TEXTAREA : undefined,
        htmlInput: field.kind === 'number' ? { inputMode: 'decimal' } : {},
      }}
    />
  );
}
