// The confirm dialog with the spec's defaults (§2): 'Are you sure?', a
// 'Yes, continue' button in the danger colour, and cancel.
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useText } from '../../i18n/use-text.js';

interface ConfirmDialogProps {
  open: boolean;
  text: string;
  title?: string;
  confirmText?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({ open, text, title, confirmText, onConfirm, onCancel }: ConfirmDialogProps) {
  const t = useText();
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby="confirm-title" aria-describedby="confirm-text">
      <DialogTitle id="confirm-title">{title ?? t('editor.confirm.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="confirm-text">{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} autoFocus>
          {t('editor.confirm.cancel')}
        </Button>
        <Button onClick={onConfirm} color="error" variant="contained">
          {confirmText ?? t('editor.confirm.yes')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
