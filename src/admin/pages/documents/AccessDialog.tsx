// A document's title, description, category and access (PATCH
// /api/v1/mc/documents/{id}): public, roles, claims or register to download.
// Roles and claims are typed as comma-separated lists; the server refuses an
// empty one for its mode.
import { useEffect, useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  MenuItem,
  Radio,
  RadioGroup,
  TextField,
} from '@mui/material';
import type { AccessMode, CategoryItem, DocumentItem, DocumentSaveBody } from '../../../shared/api/documents.js';
import { useText } from '../../i18n/use-text.js';

interface Props {
  item: DocumentItem | null;
  categories: CategoryItem[];
  error?: string;
  onCancel: () => void;
  onSave: (item: DocumentItem, change: DocumentSaveBody) => void;
}

const split = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

export function AccessDialog({ item, categories, error, onCancel, onSave }: Props) {
  const text = useText();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [categoryId, setCategoryId] = useState<number | ''>('');
  const [mode, setMode] = useState<AccessMode>('public');
  const [roles, setRoles] = useState('');
  const [claims, setClaims] = useState('');
  useEffect(() => {
    setTitle(item?.title ?? '');
    setDescription(item?.description ?? '');
    setCategoryId(item?.categoryId ?? '');
    setMode(item?.access.mode ?? 'public');
    setRoles(item?.access.roles.join(', ') ?? '');
    setClaims(item?.access.claims.join(', ') ?? '');
  }, [item]);
  const blank = !title.trim();
  const save = () =>
    onSave(item!, {
      title: title.trim(),
      description: description.trim(),
      categoryId: categoryId === '' ? null : categoryId,
      access: { mode, roles: mode === 'roles' ? split(roles) : [], claims: mode === 'claims' ? split(claims) : [] },
    });
  return (
    <Dialog open={!!item} onClose={onCancel} aria-labelledby="document-dialog-title" fullWidth maxWidth="sm">
      <DialogTitle id="document-dialog-title">
        {text('documents.dialog.title', { title: item?.title ?? '' })}
      </DialogTitle>
      <DialogContent>
        {error && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        <TextField
          label={text('documents.dialog.titleField')}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          required
          error={blank}
          helperText={blank ? text('documents.dialog.enterTitle') : ' '}
          fullWidth
          margin="dense"
          slotProps={{ htmlInput: { maxLength: 400 } }}
        />
        <TextField
          label={text('documents.dialog.description')}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          fullWidth
          margin="dense"
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: 2000 } }}
        />
        <TextField
          select
          label={text('documents.dialog.category')}
          value={categoryId}
          onChange={(e) => setCategoryId(e.target.value === '' ? '' : Number(e.target.value))}
          fullWidth
          margin="dense"
        >
          <MenuItem value="">{text('documents.dialog.noCategory')}</MenuItem>
          {categories.map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {c.name}
            </MenuItem>
          ))}
        </TextField>
        <FormControl sx={{ mt: 2 }}>
          <FormLabel id="document-access-label">{text('documents.dialog.who')}</FormLabel>
          <RadioGroup
            aria-labelledby="document-access-label"
            value={mode}
            onChange={(e) => setMode(e.target.value as AccessMode)}
          >
            <FormControlLabel value="public" control={<Radio />} label={text('documents.dialog.public')} />
            <FormControlLabel value="roles" control={<Radio />} label={text('documents.dialog.roles')} />
            <FormControlLabel value="claims" control={<Radio />} label={text('documents.dialog.claims')} />
            <FormControlLabel value="register" control={<Radio />} label={text('documents.dialog.register')} />
          </RadioGroup>
        </FormControl>
        {mode === 'roles' && (
          <TextField
            label={text('documents.dialog.rolesField')}
            value={roles}
            onChange={(e) => setRoles(e.target.value)}
            fullWidth
            margin="dense"
            helperText={text('documents.dialog.rolesHelp')}
          />
        )}
        {mode === 'claims' && (
          <TextField
            label={text('documents.dialog.claimsField')}
            value={claims}
            onChange={(e) => setClaims(e.target.value)}
            fullWidth
            margin="dense"
            helperText={text('documents.dialog.claimsHelp')}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{text('documents.dialog.cancel')}</Button>
        <Button variant="contained" disabled={blank} onClick={save}>
          {text('documents.dialog.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
