// Renaming a token location: its name and description (its placement key,
// which templates insert it by, stays as it was made).
import { useState, type FormEvent } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import type { TokenLocation } from '../../../shared/api/tokens.js';
import { ErrorNotice } from '../../kit/ScreenStates.js';
import { useText } from '../../i18n/use-text.js';

interface LocationDialogProps {
  location: TokenLocation;
  onClose: () => void;
  onSave: (body: { name: string; description: string }) => Promise<string | undefined>;
}

export function LocationDialog({ location, onClose, onSave }: LocationDialogProps) {
  const text = useText();
  const [name, setName] = useState(location.name);
  const [description, setDescription] = useState(location.description);
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setError(await onSave({ name, description }));
    setSaving(false);
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="location-dialog-title">
      <form onSubmit={submit} aria-label={text('tokens.locationDialog.title', { name: location.name })}>
        <DialogTitle id="location-dialog-title">
          {text('tokens.locationDialog.title', { name: location.name })}
        </DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          <TextField
            label={text('tokens.locationDialog.name')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            required
            autoFocus
            inputProps={{ maxLength: 400 }}
            helperText={text('tokens.locationDialog.nameHelp', { placement: location.placement })}
          />
          <TextField
            label={text('tokens.locationDialog.description')}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            multiline
            minRows={2}
            inputProps={{ maxLength: 1000 }}
          />
          {error && <ErrorNotice message={error} />}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{text('tokens.locationDialog.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={saving || !name.trim()}>
            {text('tokens.locationDialog.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
