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

export interface FieldCardProps {
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

type TextKey = 'label' | 'name' | 'minLength' | 'maxLength' | 'min' | 'max' | 'pattern' | 'patternMessage' | 'placeholder' | 'helpText' | 'rows' | 'accept';

export function FieldCard({ field, index, count, errorOf, onChange, onMove, onRemove, autoFocus }: FieldCardProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: field.key });
  const n = index + 1;
  const title = field.label.trim() || `Field ${n}`;
  const input = (key: TextKey, label: string, more: { type?: string; helper?: string; multiline?: boolean } = {}) => (
    <TextField
      size="small"
      label={`${title}: ${label}`}
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
    <Paper ref={setNodeRef} component="li" variant="outlined" aria-label={`Field ${n}: ${title}`} sx={{ listStyle: 'none', p: 1.5, mb: 1, opacity: isDragging ? 0.6 : 1 }} style={{ transform: CSS.Transform.toString(transform), transition }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mb: 1 }}>
        <IconButton ref={setActivatorNodeRef} size="small" aria-label={`Drag to reorder field ${n}`} sx={{ cursor: 'grab' }} {...attributes} {...listeners}>
          <DragIndicatorIcon fontSize="small" />
        </IconButton>
        <Typography variant="subtitle2" component="h3" sx={{ flex: 1 }}>
          {n}. {title} <Typography component="span" variant="caption">({FIELD_TYPE_TEXTS[field.type]})</Typography>
        </Typography>
        <IconButton size="small" aria-label={`Move field ${n} up`} disabled={index === 0} onClick={() => onMove(index - 1)}>
          <ArrowUpwardIcon fontSize="small" />
        </IconButton>
        <IconButton size="small" aria-label={`Move field ${n} down`} disabled={index === count - 1} onClick={() => onMove(index + 1)}>
          <ArrowDownwardIcon fontSize="small" />
        </IconButton>
        <IconButton size="small" aria-label={`Remove field ${n}`} onClick={onRemove}>
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Box>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { md: '1fr 1fr' }, alignItems: 'start' }}>
        <TextField
          size="small"
          label={`Field ${n} label`}
          value={field.label}
          required
          autoFocus={autoFocus}
          error={!!errorOf('label')}
          helperText={errorOf('label')}
          onChange={(e) => onChange({ label: e.target.value })}
          fullWidth
        />
        {input('name', 'name', { helper: field.nameEdited ? 'Letters, digits, _ and -; unique in the form' : 'Follows the label until you edit it' })}
        <TextField select size="small" label={`${title}: type`} value={field.type} error={!!errorOf('type')} helperText={errorOf('type')} onChange={(e) => onChange({ type: e.target.value as FormFieldType })}>
          {FORM_FIELD_TYPES.map((t) => (
            <MenuItem key={t} value={t}>
              {FIELD_TYPE_TEXTS[t]}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel control={<Checkbox checked={field.required} onChange={(e) => onChange({ required: e.target.checked })} />} label={`${title} is required`} />
        {hasOptions(field.type) && (
          <Box sx={{ gridColumn: '1 / -1' }}>
            {field.type === 'checkbox' && !field.options.length && (
              <Typography variant="body2" sx={{ mb: 1 }}>
                Without options, the checkbox is a single yes/no tick.
              </Typography>
            )}
            <OptionsEditor fieldName={title} options={field.options} errorOf={errorOf} onChange={(options) => onChange({ options })} />
          </Box>
        )}
        {TEXT_LIKE.includes(field.type) && (
          <>
            {input('minLength', 'minimum length', { type: 'number' })}
            {input('maxLength', 'maximum length', { type: 'number' })}
            {input('pattern', 'pattern (regular expression)', { helper: 'The whole answer must match, e.g. [A-Z]{2}[0-9]{4}' })}
            {input('patternMessage', 'message when the pattern does not match')}
          </>
        )}
        {hasBounds(field.type) && (
          <>
            {input('min', field.type === 'date' ? 'earliest date' : 'lowest value', { type: field.type === 'date' ? 'date' : 'number' })}
            {input('max', field.type === 'date' ? 'latest date' : 'highest value', { type: field.type === 'date' ? 'date' : 'number' })}
          </>
        )}
        {hasPlaceholder(field.type) && input('placeholder', 'placeholder')}
        {field.type === 'textarea' && input('rows', 'rows', { type: 'number' })}
        {field.type === 'file' && input('accept', 'accepted types', { helper: 'Extensions or MIME types, e.g. .pdf, image/*' })}
        <Box sx={{ gridColumn: '1 / -1' }}>{input('helpText', 'help text', { multiline: true })}</Box>
      </Box>
    </Paper>
  );
}
