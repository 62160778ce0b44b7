// One form being built (issue 15 item 2; docs/forms.md "Form builder"): its
// name and visibility, its fields (added, edited, reordered by drag or
// keyboard), a live preview, what happens after a submission, the e-mail
// marketing hook-up and the plain scripts. Save checks the form rules first
// (the server's own, shared) and shows every problem at its input; what the
// server still refuses (a template that is not one, a change made meanwhile)
// shows the same way, at the field the answer names.
import { useMemo, useState, type ReactNode } from 'react';
import { Alert, Box, Button, FormControlLabel, Switch, TextField, Typography } from '@mui/material';
import { HttpError } from 'react-admin';
import type { HttpClient } from '../../../providers/http-client.js';
import {
  configOf,
  errorsByPath,
  issuesOf,
  NAME_MISSING,
  stateOf,
  writeOf,
  type BuilderState,
} from './builder-state.js';
import { createForm, saveForm, type Choice, type FormRecord } from './form-api.js';
import { FieldList } from './FieldList.js';
import { FormPreview } from './FormPreview.js';
import { FormSettingsPanel } from './FormSettingsPanel.js';
import { CodeEditor } from '../../../code-editor/CodeEditor.js';
import { EmailMarketingPanel, type ListInputProps } from './EmailMarketingPanel.js';
import { useText } from '../../../i18n/use-text.js';
import { serverErrorText } from '../../../kit/server-messages.js';

interface FormBuilderProps {
  http: HttpClient;
  /** Undefined: a new form (saving creates it and its tag). */
  form?: FormRecord;
  templates: Choice[];
  providers: Choice[];
  onSaved: (form: FormRecord) => void;
  ListInput?: (props: ListInputProps) => ReactNode;
  /** Shown at first in the status line: a new form's "Saved" survives its move to its own address. */
  notice?: string;
}

/** The field-level errors of a refused save: { "FrmConfig.fields[0].name": "…" } (http-client.ts rejectionBody). */
function serverErrors(e: unknown): Record<string, string> {
  const body = e instanceof HttpError ? (e.body as { errors?: unknown } | undefined) : undefined;
  const errors = body?.errors;
  return errors && typeof errors === 'object' && !Array.isArray(errors) ? (errors as Record<string, string>) : {};
}

export function FormBuilder({ http, form, templates, providers, onSaved, ListInput, notice }: FormBuilderProps) {
  const text = useText();
  const [state, setState] = useState<BuilderState>(() => stateOf(form));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string>();
  const [status, setStatus] = useState<string | undefined>(notice);
  const [busy, setBusy] = useState(false);
  const change = (c: Partial<BuilderState>) => setState((s) => ({ ...s, ...c }));
  const config = useMemo(() => configOf(state), [state]);

  const save = async () => {
    setStatus(undefined);
    // The missing name's message is a key; the rules' own come worded.
    const issues = issuesOf(state).map((i) => ({
      ...i,
      message: i.message === NAME_MISSING ? text(NAME_MISSING) : serverErrorText(i, text),
    }));
    setErrors(errorsByPath(issues));
    if (issues.length) {
      setMessage(
        issues.length === 1
          ? text('forms.builder.notSavedOne', { message: issues[0].message })
          : text('forms.builder.notSavedMany', { count: issues.length, message: issues[0].message }),
      );
      return;
    }
    setMessage(undefined);
    setBusy(true);
    try {
      const saved = form ? await saveForm(http, form.FrmId, writeOf(state)) : await createForm(http, writeOf(state));
      setStatus(text('forms.builder.saved', { name: saved.FrmName }));
      onSaved(saved);
    } catch (e) {
      setErrors(serverErrors(e));
      setMessage(
        text('forms.builder.notSavedOne', {
          message: (e instanceof Error && e.message) || text('forms.builder.unknownError'),
        }),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box
        component="section"
        aria-labelledby="form-title"
        sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}
      >
        <Typography id="form-title" variant="h6" component="h2" sx={{ width: '100%' }}>
          {form ? text('forms.builder.editHeading', { name: form.FrmName }) : text('forms.builder.newForm')}
        </Typography>
        <TextField
          size="small"
          label={text('forms.builder.formName')}
          required
          value={state.name}
          error={!!errors.FrmName}
          helperText={errors.FrmName}
          onChange={(e) => change({ name: e.target.value })}
          sx={{ minWidth: 320 }}
        />
        <FormControlLabel
          control={<Switch checked={state.visible} onChange={(e) => change({ visible: e.target.checked })} />}
          label={text('forms.builder.visible')}
        />
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
          alignItems: 'start',
        }}
      >
        <FieldList fields={state.fields} errors={errors} onChange={(fields) => change({ fields })} />
        <Box sx={{ position: { lg: 'sticky' }, top: { lg: 72 } }}>
          <FormPreview name={state.name} config={config} />
        </Box>
      </Box>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { md: '1fr 1fr' }, alignItems: 'start' }}>
        <FormSettingsPanel state={state} templates={templates} errors={errors} onChange={change} />
        <EmailMarketingPanel
          marketing={state.marketing}
          fields={state.fields}
          providers={providers}
          errors={errors}
          ListInput={ListInput}
          onChange={(marketing) => change({ marketing })}
        />
      </Box>
      <Box component="section" aria-labelledby="scripts-title" sx={{ display: 'grid', gap: 1.5 }}>
        <Typography id="scripts-title" variant="h6" component="h2">
          {text('forms.builder.scripts')}
        </Typography>
        <Typography variant="body2">{text('forms.builder.scriptsIntro')}</Typography>
        {(['onLoad', 'onSubmit'] as const).map((k) => (
          <CodeEditor
            key={k}
            label={text(k === 'onLoad' ? 'forms.builder.onLoad' : 'forms.builder.onSubmit')}
            language="javascript"
            minHeight="4.5rem"
            value={state.scripts[k]}
            onChange={(code) => change({ scripts: { ...state.scripts, [k]: code } })}
          />
        ))}
      </Box>
      {message && (
        <Alert severity="error" role="alert">
          {message}
        </Alert>
      )}
      <Box role="status" aria-live="polite">
        {status}
      </Box>
      <Box>
        <Button variant="contained" disabled={busy} onClick={() => void save()}>
          {form ? text('forms.builder.save') : text('forms.builder.create')}
        </Button>
      </Box>
    </Box>
  );
}
