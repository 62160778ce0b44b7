// Deleting a file: first the pages that use it (GET /media/{id}). While any
// does, the dialog lists them and offers no delete (the server refuses it
// too, 409); otherwise 'Are you sure?' and DELETE.
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
} from '@mui/material';
import type { MediaDetail } from '../../../shared/api/media.js';
import { useText } from '../../i18n/use-text.js';

interface Props {
  detail: MediaDetail | null;
  error?: string;
  onCancel: () => void;
  onConfirm: (detail: MediaDetail) => void;
}

export function DeleteMediaDialog({ detail, error, onCancel, onConfirm }: Props) {
  const used = detail ? detail.usedBy.length > 0 : false;
  const text = useText();
  return (
    <Dialog open={!!detail} onClose={onCancel} aria-labelledby="delete-media-title">
      <DialogTitle id="delete-media-title">
        {used ? text('media.delete.inUse') : text('media.delete.areYouSure')}
      </DialogTitle>
      <DialogContent>
        {error && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        {used ? (
          <>
            <DialogContentText>
              {text(detail!.kind === 'image' ? 'media.delete.usedByImage' : 'media.delete.usedByLink', {
                title: detail!.title,
              })}
            </DialogContentText>
            <List dense aria-label={text('media.delete.usedByLabel')}>
              {detail!.usedBy.map((use) => (
                <ListItem key={use.CId}>
                  <ListItemText
                    primary={use.removed ? text('media.delete.removedPage', { title: use.CTitle }) : use.CTitle}
                    secondary={[use.CSeoUrl, use.places.join(', ')].filter(Boolean).join(' · ')}
                  />
                </ListItem>
              ))}
            </List>
          </>
        ) : (
          <DialogContentText>{text('media.delete.willBeDeleted', { title: detail?.title ?? '' })}</DialogContentText>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{used ? text('media.delete.close') : text('media.delete.cancel')}</Button>
        {!used && (
          <Button color="error" variant="contained" onClick={() => onConfirm(detail!)}>
            {text('media.delete.confirm')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
