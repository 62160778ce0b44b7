// A document's title, description, category and access (PATCH
// /api/v1/mc/documents/{id}): public, roles, claims or register to download.
// Roles and claims are typed as comma-separated lists; the server refuses an
// empty one for its mode.
import { useEffect, useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControl, FormControlLabel, FormLabel, MenuItem, Radio, RadioGroup, TextField } from '@mui/material';
import type { AccessMode, CategoryItem, DocumentItem, DocumentSaveBody } from '../../../shared/api/documents.js';

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
      <DialogTitle id="document-dialog-title">Edit {item?.title}</DialogTitle>
      <DialogContent>
        {error && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        <TextField label="Title" value={title} onChange={(e) => setTitle(e.target.value)} required error={blank} helperText={blank ? 'Enter a title.' : ' '} fullWidth margin="dense" slotProps={{ htmlInput: { maxLength: 400 } }} />
        <TextField label="Description" value={description} onChange={(e) => setDescription(e.target.value)} fullWidth margin="dense" multiline minRows={2} slotProps={{ htmlInput: { maxLength: 2000 } }} />
        <TextField select label="Category" value={categoryId} onChange={(e) => setCategoryId(e.target.value === '' ? '' : Number(e.target.value))} fullWidth margin="dense">
          <MenuItem value="">No category</MenuItem>
          {categories.map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {c.name}
            </MenuItem>
          ))}
        </TextField>
        <FormControl sx={{ mt: 2 }}>
          <FormLabel id="document-access-label">Who may download</FormLabel>
          <RadioGroup aria-labelledby="document-access-label" value={mode} onChange={(e) => setMode(e.target.value as AccessMode)}>
            <FormControlLabel value="public" control={<Radio />} label="Anyone (public)" />
            <FormControlLabel value="roles" control={<Radio />} label="Signed-in users with a role" />
            <FormControlLabel value="claims" control={<Radio />} label="Signed-in users with a claim" />
            <FormControlLabel value="register" control={<Radio />} label="Visitors who register to download" />
          </RadioGroup>
        </FormControl>
        {mode === 'roles' && <TextField label="Roles (comma-separated)" value={roles} onChange={(e) => setRoles(e.target.value)} fullWidth margin="dense" helperText="For example: Admin, Member" />}
        {mode === 'claims' && <TextField label="Claims (comma-separated name:value)" value={claims} onChange={(e) => setClaims(e.target.value)} fullWidth margin="dense" helperText="For example: Tier:gold" />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button variant="contained" disabled={blank} onClick={save}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
