// The form as a visitor will see it, redrawn on every change: labels, help
// texts, the browser's own checks (required, pattern, length, bounds, accept)
// from the same FormField the public submit enforces. Submitting the preview
// runs those checks and shows the success message or where the visitor would
// be sent; nothing is posted.
import { useState, type FormEvent } from 'react';
import { Box, Button, Typography } from '@mui/material';
import type { FormConfig, FormField } from '../../../../shared/forms/form-config.js';
import { useText } from '../../../i18n/use-text.js';

// Ids by position: names may be empty or repeated while the form is being built.
const PREFIX = 'preview-field-';

/** What the public form says when the form sets nothing: the visitor's words in the site's language, not the staff member's, so not in the admin's message files. */
const PUBLIC_DEFAULTS = { submitText: 'Send', successMessage: 'Thank you.' };

function Help({ field, id }: { field: FormField; id: string }) {
  return field.helpText ? (
    <Typography id={`${id}-help`} variant="caption" component="div">
      {field.helpText}
    </Typography>
  ) : null;
}

function Choices({ field, id }: { field: FormField; id: string }) {
  const text = useText();
  const multiple = field.type === 'checkbox';
  return (
    <Box
      component="fieldset"
      aria-describedby={field.helpText ? `${id}-help` : undefined}
      sx={{ border: 0, p: 0, m: 0 }}
    >
      <legend>
        {field.label || text('forms.preview.noLabel')}
        {field.required && ' *'}
      </legend>
      {(field.options ?? []).map((o, i) => (
        <label key={`${o.value}-${i}`} style={{ display: 'block' }}>
          <input
            type={multiple ? 'checkbox' : 'radio'}
            name={field.name}
            value={o.value}
            required={!multiple && field.required}
          />{' '}
          {o.text}
        </label>
      ))}
      <Help field={field} id={id} />
    </Box>
  );
}

function PreviewField({ field, id }: { field: FormField; id: string }) {
  const text = useText();
  if (field.type === 'radio' || (field.type === 'checkbox' && field.options?.length))
    return <Choices field={field} id={id} />;
  const common = {
    id,
    name: field.name,
    required: field.required,
    'aria-describedby': field.helpText ? `${id}-help` : undefined,
  };
  const label = (
    <label htmlFor={id}>
      {field.label || text('forms.preview.noLabel')}
      {field.required && ' *'}
    </label>
  );
  if (field.type === 'checkbox') {
    return (
      <Box>
        <input type="checkbox" value="yes" {...common} /> {label}
        <Help field={field} id={id} />
      </Box>
    );
  }
  let control;
  if (field.type === 'select') {
    control = (
      <select {...common} defaultValue="">
        <option value="">{text('forms.preview.choose')}</option>
        {(field.options ?? []).map((o, i) => (
          <option key={`${o.value}-${i}`} value={o.value}>
            {o.text}
          </option>
        ))}
      </select>
    );
  } else if (field.type === 'textarea') {
    control = (
      <textarea
        {...common}
        rows={field.rows}
        minLength={field.minLength}
        maxLength={field.maxLength}
        placeholder={field.placeholder}
      />
    );
  } else {
    const type = { text: 'text', email: 'email', phone: 'tel', number: 'number', date: 'date', file: 'file' }[
      field.type
    ];
    control = (
      <input
        type={type}
        {...common}
        minLength={field.minLength}
        maxLength={field.maxLength}
        pattern={field.pattern || undefined}
        title={field.pattern ? field.patternMessage : undefined}
        min={field.min}
        max={field.max}
        accept={field.accept}
        placeholder={field.placeholder}
        autoComplete={field.autocomplete}
      />
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      {label}
      {control}
      <Help field={field} id={id} />
    </Box>
  );
}

export function FormPreview({ name, config }: { name: string; config: FormConfig }) {
  const [result, setResult] = useState<string>();
  const text = useText();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setResult(
      config.redirectUrl
        ? text('forms.preview.redirect', { url: config.redirectUrl })
        : config.successMessage || PUBLIC_DEFAULTS.successMessage,
    );
  };
  return (
    <Box
      component="section"
      aria-labelledby="preview-title"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}
    >
      <Typography id="preview-title" variant="h6" component="h2" gutterBottom>
        {text('forms.preview.heading')}
      </Typography>
      <Box
        component="form"
        aria-label={text('forms.preview.formLabel', { name: name || text('forms.preview.theForm') })}
        onSubmit={submit}
        onChange={() => setResult(undefined)}
        sx={{ display: 'grid', gap: 1.5 }}
      >
        {config.fields.length === 0 && <Typography variant="body2">{text('forms.preview.noFields')}</Typography>}
        {config.fields.map((f, i) => (
          <PreviewField key={`${f.name}-${i}`} field={f} id={`${PREFIX}${i + 1}`} />
        ))}
        <Box>
          <Button type="submit" variant="contained">
            {config.submitText || PUBLIC_DEFAULTS.submitText}
          </Button>
        </Box>
      </Box>
      <Box role="status" aria-live="polite" sx={{ mt: 1 }}>
        {result}
      </Box>
    </Box>
  );
}
