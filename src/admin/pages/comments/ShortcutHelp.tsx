// The shortcuts of the moderation queue: a one-line reminder above the list
// and the full table in a dialog (the ? key or the button), with the
// shortcuts of every screen (the shell's) below it.
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { SHORTCUTS } from './shortcuts.js';
import { GLOBAL_SHORTCUTS } from '../../layout/shortcuts/global-shortcuts.js';
import { ShortcutTable } from '../../layout/shortcuts/ShortcutsDialog.js';

/** The queue's shortcuts in the shape of the shell's table, so both lists read alike. */
const QUEUE_ROWS = SHORTCUTS.map((s) => ({ keys: s.key, does: s.label }));

export function ShortcutLine({ onHelp }: { onHelp: () => void }) {
  return (
    <Typography variant="body2" sx={{ mb: 1 }}>
      Keyboard: {SHORTCUTS.map((s) => `${s.key} ${s.label}`).join(' · ')}.{' '}
      <Button size="small" onClick={onHelp}>
        Keyboard shortcuts
      </Button>
    </Typography>
  );
}

export function ShortcutHelp({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="shortcut-help-title">
      <DialogTitle id="shortcut-help-title">Keyboard shortcuts</DialogTitle>
      {/* Focusable: the two lists can be taller than the window, and a keyboard user must be able to scroll them. */}
      <DialogContent tabIndex={0}>
        <Typography variant="body2" sx={{ mb: 1 }}>
          They act on the selected comments, or on the current one when none is selected. They do nothing while you type in a field.
        </Typography>
        <ShortcutTable rows={QUEUE_ROWS} caption="In this queue" id="shortcut-help-queue" />
        <ShortcutTable rows={GLOBAL_SHORTCUTS} caption="Everywhere" id="shortcut-help-everywhere" />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
