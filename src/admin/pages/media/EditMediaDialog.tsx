// A file's title and alternative text (PATCH /api/v1/mc/media/{id}). The alt
// text is what the editor's pickers will suggest for the image; the server
// keeps the title non-empty.
import { useEffect, useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import type { MediaItem, MediaSaveBody } from '../../../shared/api/media.js';
import { useText } from '../../i18n/use-text.js';

interface Props {
  item: MediaItem | null;
  error?: string;
  onCancel: () => void;
  onSave: (item: MediaItem, change: MediaSaveBody) => void;
}

export function EditMediaDialog({ item, error, onCancel, onSave }: Props) {
  const text = useText();
  const [title, setTitle] = useState('');
  const [alt, setAlt] = useState('');
  useEffect(() => {
    setTitle(item?.title ?? '');
    setAlt(item?.alt ?? '');
  }, [item]);
  const blank = !title.trim();
  return (
    <Dialog open={!!item} onClose={onCancel} aria-labelledby="edit-media-title" fullWidth maxWidth="sm">
      <DialogTitle id="edit-media-title">{text('media.edit.heading', { title: item?.title ?? '' })}</DialogTitle>
      <DialogContent>
        {error && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        <TextField
          label={text('media.edit.title')}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          required
          error={blank}
          helperText={blank ? text('media.edit.enterTitle') : ' '}
          fullWidth
          margin="dense"
          slotProps={{ htmlInput: { maxLength: 400 } }}
        />
        {item?.kind === 'image' && (
          <TextField
            label={text('media.edit.alt')}
            value={alt}
            onChange={(e) => setAlt(e.target.value)}
            fullWidth
            margin="dense"
            slotProps={{ htmlInput: { maxLength: 400 } }}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{text('media.edit.cancel')}</Button>
        <Button
          variant="contained"
          disabled={blank}
          onClick={() =>
            onSave(item!, item!.kind === 'image' ? { title: title.trim(), alt: alt.trim() } : { title: title.trim() })
          }
        >
          {text('media.edit.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
