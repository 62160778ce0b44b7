// The page rename decision (spec §4): a new title that differs from the old
// one (ignoring case and surrounding spaces) asks which of three things to do.
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Typography,
} from '@mui/material';
import type { RenameOption } from '../../../../shared/rename.js';
import { useText } from '../../../i18n/use-text.js';

/** The three choices, each a button and a line of explanation (message keys under editor.rename). */
const RENAME_CHOICES: { option: RenameOption; label: string; explain: string }[] = [
  { option: 'title-and-url', label: 'editor.rename.titleAndUrl', explain: 'editor.rename.titleAndUrlExplain' },
  { option: 'name-only', label: 'editor.rename.nameOnly', explain: 'editor.rename.nameOnlyExplain' },
  { option: 'none', label: 'editor.rename.none', explain: 'editor.rename.noneExplain' },
];

interface RenameDialogProps {
  open: boolean;
  oldTitle: string;
  newTitle: string;
  onChoose: (option: RenameOption) => void;
  /** Escape or a click beside the dialog: nothing changes (as 'Don't change anything'), and a save waiting is not made. */
  onDismiss: () => void;
}

export function RenameDialog({ open, oldTitle, newTitle, onChoose, onDismiss }: RenameDialogProps) {
  const text = useText();
  return (
    <Dialog open={open} onClose={onDismiss} aria-labelledby="rename-title" aria-describedby="rename-text">
      <DialogTitle id="rename-title">{text('editor.rename.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="rename-text">
          {text('editor.rename.text', { old: oldTitle, new: newTitle.trim() })}
        </DialogContentText>
        {RENAME_CHOICES.map((c) => (
          <Typography key={c.option} variant="body2" sx={{ mt: 1 }}>
            <strong>{text('editor.rename.choice', { label: text(c.label) })}</strong> {text(c.explain)}
          </Typography>
        ))}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {RENAME_CHOICES.map((c, i) => (
          <Button
            key={c.option}
            onClick={() => onChoose(c.option)}
            variant={i === 0 ? 'contained' : 'outlined'}
            autoFocus={i === 0}
          >
            {text(c.label)}
          </Button>
        ))}
      </DialogActions>
    </Dialog>
  );
}
