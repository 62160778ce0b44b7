// What a form does with a submission (FrmConfig's texts, FrmMetaData):
// the submit button's text, the success message or the redirect, the staff
// told about each submission, and the confirmation e-mail to the visitor
// (an Email_Template record, Default_Email 50 when none is chosen).
import { Box, Checkbox, FormControlLabel, MenuItem, TextField, Typography } from '@mui/material';
import type { FormConfirmationEmail } from '../../../../shared/forms/form-config.js';
import type { BuilderState } from './builder-state.js';
import type { EditorField } from './field-model.js';
import type { Choice } from './form-api.js';
import { useText } from '../../../i18n/use-text.js';

interface FormSettingsPanelProps {
  state: BuilderState;
  onChange: (change: Partial<BuilderState>) => void;
  templates: Choice[];
  errors: Record<string, string>;
}

const DEFAULT_TEMPLATE = 50;

export function FormSettingsPanel({ state, onChange, templates, errors }: FormSettingsPanelProps) {
  const text = useText();
  const confirmation: FormConfirmationEmail = state.meta.confirmationEmail ?? { enabled: false };
  const setConfirmation = (change: Partial<FormConfirmationEmail>) =>
    onChange({ meta: { ...state.meta, confirmationEmail: { ...confirmation, ...change } } });
  const emailFields = state.fields.filter((f: EditorField) => f.type === 'email' && f.name);
  const err = (path: string) => ({ error: !!errors[path], helperText: errors[path] });

  return (
    <Box component="section" aria-labelledby="settings-title" sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id="settings-title" variant="h6" component="h2">
        {text('forms.settings.heading')}
      </Typography>
      <TextField
        size="small"
        label={text('forms.settings.submitText')}
        value={state.config.submitText ?? ''}
        {...err('FrmConfig.submitText')}
        onChange={(e) => onChange({ config: { ...state.config, submitText: e.target.value } })}
      />
      <TextField
        size="small"
        label={text('forms.settings.successMessage')}
        multiline
        minRows={2}
        value={state.config.successMessage ?? ''}
        {...err('FrmConfig.successMessage')}
        onChange={(e) => onChange({ config: { ...state.config, successMessage: e.target.value } })}
      />
      <TextField
        size="small"
        label={text('forms.settings.redirectUrl')}
        value={state.config.redirectUrl ?? ''}
        error={!!errors['FrmConfig.redirectUrl']}
        helperText={errors['FrmConfig.redirectUrl'] ?? text('forms.settings.redirectHelp')}
        onChange={(e) => onChange({ config: { ...state.config, redirectUrl: e.target.value } })}
      />

      <Typography variant="subtitle1" component="h3">
        {text('forms.settings.notification')}
      </Typography>
      <TextField
        size="small"
        label={text('forms.settings.recipients')}
        value={state.recipients}
        error={!!errors['FrmMetaData.notify.to']}
        helperText={errors['FrmMetaData.notify.to'] ?? text('forms.settings.recipientsHelp')}
        onChange={(e) => onChange({ recipients: e.target.value })}
      />
      <TextField
        size="small"
        label={text('forms.settings.notificationSubject')}
        value={state.meta.notify?.subject ?? ''}
        {...err('FrmMetaData.notify.subject')}
        onChange={(e) =>
          onChange({ meta: { ...state.meta, notify: { to: state.meta.notify?.to ?? [], subject: e.target.value } } })
        }
      />

      <Typography variant="subtitle1" component="h3">
        {text('forms.settings.confirmation')}
      </Typography>
      <FormControlLabel
        control={
          <Checkbox checked={!!confirmation.enabled} onChange={(e) => setConfirmation({ enabled: e.target.checked })} />
        }
        label={text('forms.settings.sendConfirmation')}
      />
      {confirmation.enabled && (
        <>
          <TextField
            select
            size="small"
            label={text('forms.settings.template')}
            value={confirmation.templateCId ?? DEFAULT_TEMPLATE}
            {...err('FrmMetaData.confirmationEmail.templateCId')}
            onChange={(e) => setConfirmation({ templateCId: Number(e.target.value) })}
          >
            {(templates.some((t) => t.id === (confirmation.templateCId ?? DEFAULT_TEMPLATE))
              ? templates
              : [...templates, { id: confirmation.templateCId ?? DEFAULT_TEMPLATE, title: '' }]
            ).map((t) => (
              <MenuItem key={t.id} value={t.id}>
                {t.title || text('forms.settings.record', { id: t.id })}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            label={text('forms.settings.confirmationSubject')}
            value={confirmation.subject ?? ''}
            {...err('FrmMetaData.confirmationEmail.subject')}
            onChange={(e) => setConfirmation({ subject: e.target.value })}
          />
          <TextField
            select
            size="small"
            label={text('forms.settings.emailField')}
            value={confirmation.emailField ?? ''}
            error={!!errors['FrmMetaData.confirmationEmail.emailField']}
            helperText={errors['FrmMetaData.confirmationEmail.emailField'] ?? text('forms.settings.emailFieldHelp')}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            onChange={(e) => setConfirmation({ emailField: e.target.value || undefined })}
          >
            <MenuItem value="">{text('forms.settings.firstEmailField')}</MenuItem>
            {confirmation.emailField && !emailFields.some((f) => f.name === confirmation.emailField) && (
              <MenuItem value={confirmation.emailField}>
                {text('forms.settings.notEmailField', { name: confirmation.emailField })}
              </MenuItem>
            )}
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
