// The choices of a select, radio or checkbox field: value (what is stored)
// and text (what the visitor reads), added, removed and kept in order.
import { Box, Button, IconButton, TextField } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import type { FormFieldOption } from '../../../../shared/forms/form-config.js';
import { useText } from '../../../i18n/use-text.js';

interface OptionsEditorProps {
  /** The field's label, to name each input ("Size option 2 text"). */
  fieldName: string;
  options: FormFieldOption[];
  onChange: (options: FormFieldOption[]) => void;
  /** Messages by option index and part, from the rules or the server. */
  errorOf: (path: string) => string | undefined;
}

export function OptionsEditor({ fieldName, options, onChange, errorOf }: OptionsEditorProps) {
  const t = useText();
  const set = (i: number, change: Partial<FormFieldOption>) =>
    onChange(options.map((o, j) => (j === i ? { ...o, ...change } : o)));
  return (
    <Box
      component="fieldset"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1, m: 0, display: 'grid', gap: 1 }}
    >
      <legend>{t('forms.options.legend', { field: fieldName })}</legend>
      {options.map((o, i) => (
        <Box key={i} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <TextField
            size="small"
            label={t('forms.options.text', { field: fieldName, n: i + 1 })}
            value={o.text}
            error={!!errorOf(`options[${i}].text`)}
            helperText={errorOf(`options[${i}].text`)}
            onChange={(e) => {
              const text = e.target.value;
              // The value follows the text until it is edited on its own, like a field's name follows its label.
              const follows = o.value === '' || o.value === slug(o.text) || /^option_\d+$/.test(o.value);
              set(i, follows ? { text, value: slug(text) || o.value } : { text });
            }}
          />
          <TextField
            size="small"
            label={t('forms.options.value', { field: fieldName, n: i + 1 })}
            value={o.value}
            error={!!errorOf(`options[${i}].value`)}
            helperText={errorOf(`options[${i}].value`)}
            onChange={(e) => set(i, { value: e.target.value })}
          />
          <IconButton
            size="small"
            aria-label={t('forms.options.remove', { field: fieldName, n: i + 1 })}
            onClick={() => onChange(options.filter((_, j) => j !== i))}
          >
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Box>
      ))}
      {errorOf('options') && (
        <Box role="alert" sx={{ color: 'error.main', typography: 'body2' }}>
          {errorOf('options')}
        </Box>
      )}
      <Button
        size="small"
        startIcon={<AddIcon />}
        sx={{ justifySelf: 'start' }}
        onClick={() =>
          onChange([
            ...options,
            { value: `option_${options.length + 1}`, text: t('forms.options.newOption', { n: options.length + 1 }) },
          ])
        }
      >
        {t('forms.options.add', { field: fieldName })}
      </Button>
    </Box>
  );
}

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
