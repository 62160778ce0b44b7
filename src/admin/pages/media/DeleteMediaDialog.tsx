// Deleting a file: first the pages that use it (GET /media/{id}). While any
// does, the dialog lists them and offers no delete (the server refuses it
// too, 409); otherwise 'Are you sure?' and DELETE.
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, List, ListItem, ListItemText } from '@mui/material';
import type { MediaDetail } from '../../../shared/api/media.js';

interface Props {
  detail: MediaDetail | null;
  error?: string;
  onCancel: () => void;
  onConfirm: (detail: MediaDetail) => void;
}

export function DeleteMediaDialog({ detail, error, onCancel, onConfirm }: Props) {
  const used = detail ? detail.usedBy.length > 0 : false;
  return (
    <Dialog open={!!detail} onClose={onCancel} aria-labelledby="delete-media-title">
      <DialogTitle id="delete-media-title">{used ? 'This file is in use' : 'Are you sure?'}</DialogTitle>
      <DialogContent>
        {error && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        {used ? (
          <>
            <DialogContentText>
              {detail!.title} is used by these pages, which would show a broken {detail!.kind === 'image' ? 'image' : 'link'}. Take it out of them first.
            </DialogContentText>
            <List dense aria-label="Pages that use the file">
              {detail!.usedBy.map((use) => (
                <ListItem key={use.CId}>
                  <ListItemText primary={`${use.CTitle}${use.removed ? ' (removed)' : ''}`} secondary={[use.CSeoUrl, use.places.join(', ')].filter(Boolean).join(' · ')} />
                </ListItem>
              ))}
            </List>
          </>
        ) : (
          <DialogContentText>{detail?.title} will be deleted. Its URL will stop working.</DialogContentText>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{used ? 'Close' : 'Cancel'}</Button>
        {!used && (
          <Button color="error" variant="contained" onClick={() => onConfirm(detail!)}>
            Yes, continue
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
