// The folder dialogs: a name (new folder or rename; the server trims it and
// refuses a blank, overlong or sibling-twin name with a message shown here)
// and the delete confirmation (the server refuses a folder that is not empty,
// naming what is inside).
import { useEffect, useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { FOLDER_NAME_MAX } from '../../../shared/api/media-folders.js';
import { useText } from '../../i18n/use-text.js';

function DialogError({ error }: { error?: string }) {
  if (!error) return null;
  return (
    <Alert severity="error" role="alert" sx={{ mb: 2 }}>
      {error}
    </Alert>
  );
}

interface NameProps {
  /** The dialog's title; null: closed. */
  title: string | null;
  initial: string;
  action: string;
  error?: string;
  onCancel: () => void;
  onSave: (name: string) => void;
}

export function FolderNameDialog({ title, initial, action, error, onCancel, onSave }: NameProps) {
  const text = useText();
  const [name, setName] = useState(initial);
  useEffect(() => setName(initial), [initial, title]);
  const blank = !name.trim();
  return (
    <Dialog open={title !== null} onClose={onCancel} aria-labelledby="folder-name-title" fullWidth maxWidth="xs">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (!blank) onSave(name.trim());
        }}
      >
        <DialogTitle id="folder-name-title">{title}</DialogTitle>
        <DialogContent>
          <DialogError error={error} />
          <TextField
            autoFocus
            label={text('media.folders.name')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            required
            fullWidth
            margin="dense"
            slotProps={{ htmlInput: { maxLength: FOLDER_NAME_MAX } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel}>{text('media.folders.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={blank}>
            {action}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

interface DeleteProps {
  /** The folder's name; null: closed. */
  name: string | null;
  error?: string;
  onCancel: () => void;
  onConfirm: () => void;
}

export function DeleteFolderDialog({ name, error, onCancel, onConfirm }: DeleteProps) {
  const text = useText();
  return (
    <Dialog open={name !== null} onClose={onCancel} aria-labelledby="delete-folder-title">
      <DialogTitle id="delete-folder-title">{text('media.folders.deleteHeading', { name: name ?? '' })}</DialogTitle>
      <DialogContent>
        <DialogError error={error} />
        <DialogContentText>{text('media.folders.deleteExplain')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{text('media.folders.cancel')}</Button>
        <Button color="error" variant="contained" onClick={onConfirm}>
          {text('media.folders.deleteFolder')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
