// What a form does with a submission (FrmConfig's texts, FrmMetaData):
// the submit button's text, the success message or the redirect, the staff
// told about each submission, and the confirmation e-mail to the visitor
// (an Email_Template record, Default_Email 50 when none is chosen).
import { Box, Checkbox, FormControlLabel, MenuItem, TextField, Typography } from '@mui/material';
import type { FormConfirmationEmail } from '../../../../shared/forms/form-config.js';
import type { BuilderState } from './builder-state.js';
import type { EditorField } from './field-model.js';
import type { Choice } from './form-api.js';

export interface FormSettingsPanelProps {
  state: BuilderState;
  onChange: (change: Partial<BuilderState>) => void;
  templates: Choice[];
  errors: Record<string, string>;
}

const DEFAULT_TEMPLATE = 50;

export function FormSettingsPanel({ state, onChange, templates, errors }: FormSettingsPanelProps) {
  const confirmation: FormConfirmationEmail = state.meta.confirmationEmail ?? { enabled: false };
  const setConfirmation = (change: Partial<FormConfirmationEmail>) => onChange({ meta: { ...state.meta, confirmationEmail: { ...confirmation, ...change } } });
  const emailFields = state.fields.filter((f: EditorField) => f.type === 'email' && f.name);
  const err = (path: string) => ({ error: !!errors[path], helperText: errors[path] });

  return (
    <Box component="section" aria-labelledby="settings-title" sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id="settings-title" variant="h6" component="h2">
        After a submission
      </Typography>
      <TextField size="small" label="Submit button text" value={state.config.submitText ?? ''} {...err('FrmConfig.submitText')} onChange={(e) => onChange({ config: { ...state.config, submitText: e.target.value } })} />
      <TextField size="small" label="Success message" multiline minRows={2} value={state.config.successMessage ?? ''} {...err('FrmConfig.successMessage')} onChange={(e) => onChange({ config: { ...state.config, successMessage: e.target.value } })} />
      <TextField
        size="small"
        label="Redirect URL (instead of the message)"
        value={state.config.redirectUrl ?? ''}
        error={!!errors['FrmConfig.redirectUrl']}
        helperText={errors['FrmConfig.redirectUrl'] ?? 'A path on this site (/thank-you) or an http(s) address'}
        onChange={(e) => onChange({ config: { ...state.config, redirectUrl: e.target.value } })}
      />

      <Typography variant="subtitle1" component="h3">
        Notification to staff
      </Typography>
      <TextField
        size="small"
        label="Notification recipients"
        value={state.recipients}
        error={!!errors['FrmMetaData.notify.to']}
        helperText={errors['FrmMetaData.notify.to'] ?? 'E-mail addresses separated by commas; empty: nobody is told'}
        onChange={(e) => onChange({ recipients: e.target.value })}
      />
      <TextField size="small" label="Notification subject" value={state.meta.notify?.subject ?? ''} {...err('FrmMetaData.notify.subject')} onChange={(e) => onChange({ meta: { ...state.meta, notify: { to: state.meta.notify?.to ?? [], subject: e.target.value } } })} />

      <Typography variant="subtitle1" component="h3">
        Confirmation to the visitor
      </Typography>
      <FormControlLabel control={<Checkbox checked={!!confirmation.enabled} onChange={(e) => setConfirmation({ enabled: e.target.checked })} />} label="Send a confirmation e-mail to the visitor" />
      {confirmation.enabled && (
        <>
          <TextField
            select
            size="small"
            label="Confirmation e-mail template"
            value={confirmation.templateCId ?? DEFAULT_TEMPLATE}
            {...err('FrmMetaData.confirmationEmail.templateCId')}
            onChange={(e) => setConfirmation({ templateCId: Number(e.target.value) })}
          >
            {(templates.some((t) => t.id === (confirmation.templateCId ?? DEFAULT_TEMPLATE)) ? templates : [...templates, { id: confirmation.templateCId ?? DEFAULT_TEMPLATE, title: `Record ${confirmation.templateCId ?? DEFAULT_TEMPLATE}` }]).map((t) => (
              <MenuItem key={t.id} value={t.id}>
                {t.title}
              </MenuItem>
            ))}
          </TextField>
          <TextField size="small" label="Confirmation subject" value={confirmation.subject ?? ''} {...err('FrmMetaData.confirmationEmail.subject')} onChange={(e) => setConfirmation({ subject: e.target.value })} />
          <TextField
            select
            size="small"
            label="Field holding the visitor’s address"
            value={confirmation.emailField ?? ''}
            error={!!errors['FrmMetaData.confirmationEmail.emailField']}
            helperText={errors['FrmMetaData.confirmationEmail.emailField'] ?? 'Empty: the first e-mail field'}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            onChange={(e) => setConfirmation({ emailField: e.target.value || undefined })}
          >
            <MenuItem value="">The first e-mail field</MenuItem>
            {confirmation.emailField && !emailFields.some((f) => f.name === confirmation.emailField) && <MenuItem value={confirmation.emailField}>{confirmation.emailField} (not an e-mail field)</MenuItem>}
            {emailFields.map((f) => (
              <MenuItem key={f.key} value={f.name}>
                {f.label || f.name}
              </MenuItem>
            ))}
          </TextField>
        </>
      )}
    </Box>
  );
}
