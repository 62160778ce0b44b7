// The page rename decision (spec §4): a new title that differs from the old
// one (ignoring case and surrounding spaces) asks which of three things to do.
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Typography } from '@mui/material';
import type { RenameOption } from '../../../../shared/rename.js';

export const RENAME_CHOICES: { option: RenameOption; label: string; explain: string }[] = [
  { option: 'title-and-url', label: 'Change title and URL', explain: 'The title, the SEO title and the page URL all take the new name. The old URL is redirected to the new one when you publish.' },
  {
    option: 'name-only',
    label: 'Change page name only',
    explain: 'Only the name staff see in maintenance changes. Visitors still see the old SEO title, and the URL stays the same.',
  },
  { option: 'none', label: "Don't change anything", explain: 'The title stays as it was.' },
];

export interface RenameDialogProps {
  open: boolean;
  oldTitle: string;
  newTitle: string;
  onChoose: (option: RenameOption) => void;
}

export function RenameDialog({ open, oldTitle, newTitle, onChoose }: RenameDialogProps) {
  return (
    <Dialog open={open} onClose={() => onChoose('none')} aria-labelledby="rename-title" aria-describedby="rename-text">
      <DialogTitle id="rename-title">Rename this page?</DialogTitle>
      <DialogContent>
        <DialogContentText id="rename-text">
          The title changes from “{oldTitle}” to “{newTitle.trim()}”. What should change with it?
        </DialogContentText>
        {RENAME_CHOICES.map((c) => (
          <Typography key={c.option} variant="body2" sx={{ mt: 1 }}>
            <strong>{c.label}:</strong> {c.explain}
          </Typography>
        ))}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {RENAME_CHOICES.map((c, i) => (
          <Button key={c.option} onClick={() => onChoose(c.option)} variant={i === 0 ? 'contained' : 'outlined'} autoFocus={i === 0}>
            {c.label}
          </Button>
        ))}
      </DialogActions>
    </Dialog>
  );
}
