// The form's fields in order, sortable with @dnd-kit (pointer, and the
// keyboard sensor announcing positions), each with move buttons too, and the
// control that adds a field of a chosen type (its label input takes focus).
import { useMemo, useState } from 'react';
import { Box, Button, MenuItem, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { FORM_FIELD_TYPES, type FormFieldType } from '../../../../shared/forms/form-config.js';
import { sortableAnnouncements } from '../../../kit/sortable-announcements.js';
import { FIELD_TYPE_TEXTS, changedField, moved, newEditorField, type EditorField } from './field-model.js';
import { FieldCard } from './FieldCard.js';
import { useText } from '../../../i18n/use-text.js';

interface FieldListProps {
  fields: EditorField[];
  onChange: (fields: EditorField[]) => void;
  /** Messages by full path ("FrmConfig.fields[0].name"). */
  errors: Record<string, string>;
}

export function FieldList({ fields, onChange, errors }: FieldListProps) {
  const text = useText();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const [newType, setNewType] = useState<FormFieldType>('text');
  const [added, setAdded] = useState<string>();
  const idsKey = fields.map((f) => f.key).join(' ');
  const ids = useMemo(() => (idsKey ? idsKey.split(' ') : []), [idsKey]);
  const announcements = useMemo(() => sortableAnnouncements(ids, 'field'), [ids]);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id)
      onChange(moved(fields, ids.indexOf(String(active.id)), ids.indexOf(String(over.id))));
  };
  const add = () => {
    const field = newEditorField(newType);
    setAdded(field.key);
    onChange([...fields, field]);
  };

  return (
    <Box component="section" aria-labelledby="fields-title">
      <Typography id="fields-title" variant="h6" component="h2" gutterBottom>
        {text('forms.fields.heading', { count: fields.length })}
      </Typography>
      {errors['FrmConfig.fields'] && (
        <Typography role="alert" color="error" variant="body2">
          {errors['FrmConfig.fields']}
        </Typography>
      )}
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{ announcements }}
      >
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          <Box component="ol" aria-label={text('forms.fields.listLabel')} sx={{ p: 0, m: 0 }}>
            {fields.map((field, i) => (
              <FieldCard
                key={field.key}
                field={field}
                index={i}
                count={fields.length}
                autoFocus={field.key === added}
                errorOf={(path) => errors[`FrmConfig.fields[${i}].${path}`]}
                onChange={(change) => onChange(changedField(fields, field.key, change))}
                onMove={(to) => onChange(moved(fields, i, to))}
                onRemove={() => onChange(fields.filter((f) => f.key !== field.key))}
              />
            ))}
          </Box>
        </SortableContext>
      </DndContext>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mt: 1 }}>
        <TextField
          select
          size="small"
          label={text('forms.fields.newType')}
          value={newType}
          onChange={(e) => setNewType(e.target.value as FormFieldType)}
          sx={{ minWidth: 200 }}
        >
          {FORM_FIELD_TYPES.map((t) => (
            <MenuItem key={t} value={t}>
              {text(FIELD_TYPE_TEXTS[t])}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="outlined" startIcon={<AddIcon />} onClick={add}>
          {text('forms.fields.add')}
        </Button>
      </Box>
    </Box>
  );
}
