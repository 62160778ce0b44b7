// One field of the form being built: label (the name follows it until edited),
// type, required, and the settings its type has — options, length, bounds,
// pattern and its message, placeholder, help text, rows, accepted files.
// Reordered by its drag handle (mouse, or the keyboard: Space, arrows, Space)
// or its move buttons; removed. Errors from the rules or the server show at
// the input they are about.
import { Box, Checkbox, FormControlLabel, IconButton, MenuItem, Paper, TextField, Typography } from '@mui/material';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { FORM_FIELD_TYPES, type FormFieldType } from '../../../../shared/forms/form-config.js';
import { FIELD_TYPE_TEXTS, TEXT_LIKE, hasBounds, hasOptions, hasPlaceholder, type EditorField } from './field-model.js';
import { OptionsEditor } from './OptionsEditor.js';
import { useText } from '../../../i18n/use-text.js';

interface FieldCardProps {
  field: EditorField;
  index: number;
  count: number;
  /** Messages by path below this field ("name", "options[0].value"). */
  errorOf: (path: string) => string | undefined;
  onChange: (change: Partial<EditorField>) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
  autoFocus?: boolean;
}

type TextKey =
  | 'label'
  | 'name'
  | 'minLength'
  | 'maxLength'
  | 'min'
  | 'max'
  | 'pattern'
  | 'patternMessage'
  | 'placeholder'
  | 'helpText'
  | 'rows'
  | 'accept';

export function FieldCard({ field, index, count, errorOf, onChange, onMove, onRemove, autoFocus }: FieldCardProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: field.key,
  });
  const n = index + 1;
  const text = useText();
  const title = field.label.trim() || text('forms.field.untitled', { n });
  /** `label`: the key of the input's label, worded with the field's title ("Email: minimum length"). */
  const input = (key: TextKey, label: string, more: { type?: string; helper?: string; multiline?: boolean } = {}) => (
    <TextField
      size="small"
      label={text(label, { title })}
      value={field[key]}
      type={more.type ?? 'text'}
      multiline={more.multiline}
      error={!!errorOf(key)}
      helperText={errorOf(key) ?? more.helper}
      slotProps={more.type === 'date' ? { inputLabel: { shrink: true } } : undefined}
      onChange={(e) => onChange({ [key]: e.target.value })}
      fullWidth
    />
  );

  return (
    <Paper
      ref={setNodeRef}
      component="li"
      variant="outlined"
      aria-label={text('forms.field.cardLabel', { n, title })}
      sx={{ listStyle: 'none', p: 1.5, mb: 1, opacity: isDragging ? 0.6 : 1 }}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mb: 1 }}>
        <IconButton
          ref={setActivatorNodeRef}
          size="small"
          aria-label={text('forms.field.drag', { n })}
          sx={{ cursor: 'grab' }}
          {...attributes}
          {...listeners}
        >
          <DragIndicatorIcon fontSize="small" />
        </IconButton>
        <Typography variant="subtitle2" component="h3" sx={{ flex: 1 }}>
          {n}. {title}{' '}
          <Typography component="span" variant="caption">
            ({text(FIELD_TYPE_TEXTS[field.type])})
          </Typography>
        </Typography>
        <IconButton
          size="small"
          aria-label={text('forms.field.moveUp', { n })}
          disabled={index === 0}
          onClick={() => onMove(index - 1)}
        >
          <ArrowUpwardIcon fontSize="small" />
        </IconButton>
        <IconButton
          size="small"
          aria-label={text('forms.field.moveDown', { n })}
          disabled={index === count - 1}
          onClick={() => onMove(index + 1)}
        >
          <ArrowDownwardIcon fontSize="small" />
        </IconButton>
        <IconButton size="small" aria-label={text('forms.field.remove', { n })} onClick={onRemove}>
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Box>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { md: '1fr 1fr' }, alignItems: 'start' }}>
        <TextField
          size="small"
          label={text('forms.field.label', { n })}
          value={field.label}
          required
          autoFocus={autoFocus}
          error={!!errorOf('label')}
          helperText={errorOf('label')}
          onChange={(e) => onChange({ label: e.target.value })}
          fullWidth
        />
        {input('name', 'forms.field.name', {
          helper: text(field.nameEdited ? 'forms.field.nameHelpEdited' : 'forms.field.nameHelpFollows'),
        })}
        <TextField
          select
          size="small"
          label={text('forms.field.type', { title })}
          value={field.type}
          error={!!errorOf('type')}
          helperText={errorOf('type')}
          onChange={(e) => onChange({ type: e.target.value as FormFieldType })}
        >
          {FORM_FIELD_TYPES.map((t) => (
            <MenuItem key={t} value={t}>
              {text(FIELD_TYPE_TEXTS[t])}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          control={<Checkbox checked={field.required} onChange={(e) => onChange({ required: e.target.checked })} />}
          label={text('forms.field.required', { title })}
        />
        {hasOptions(field.type) && (
          <Box sx={{ gridColumn: '1 / -1' }}>
            {field.type === 'checkbox' && !field.options.length && (
              <Typography variant="body2" sx={{ mb: 1 }}>
                {text('forms.field.singleTick')}
              </Typography>
            )}
            <OptionsEditor
              fieldName={title}
              options={field.options}
              errorOf={errorOf}
              onChange={(options) => onChange({ options })}
            />
          </Box>
        )}
        {TEXT_LIKE.includes(field.type) && (
          <>
            {input('minLength', 'forms.field.minLength', { type: 'number' })}
            {input('maxLength', 'forms.field.maxLength', { type: 'number' })}
            {input('pattern', 'forms.field.pattern', { helper: text('forms.field.patternHelp') })}
            {input('patternMessage', 'forms.field.patternMessage')}
          </>
        )}
        {hasBounds(field.type) && (
          <>
            {input('min', field.type === 'date' ? 'forms.field.earliestDate' : 'forms.field.lowestValue', {
              type: field.type === 'date' ? 'date' : 'number',
            })}
            {input('max', field.type === 'date' ? 'forms.field.latestDate' : 'forms.field.highestValue', {
              type: field.type === 'date' ? 'date' : 'number',
            })}
          </>
        )}
        {hasPlaceholder(field.type) && input('placeholder', 'forms.field.placeholder')}
        {field.type === 'textarea' && input('rows', 'forms.field.rows', { type: 'number' })}
        {field.type === 'file' && input('accept', 'forms.field.accept', { helper: text('forms.field.acceptHelp') })}
        <Box sx={{ gridColumn: '1 / -1' }}>{input('helpText', 'forms.field.helpText', { multiline: true })}</Box>
      </Box>
    </Paper>
  );
}
