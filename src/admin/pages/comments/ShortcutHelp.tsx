// The shortcuts of the moderation queue: a one-line reminder above the list
// and the full table in a dialog (the ? key or the button), with the
// shortcuts of every screen (the shell's) below it.
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { SHORTCUTS } from './shortcuts.js';
import { GLOBAL_SHORTCUTS } from '../../layout/shortcuts/global-shortcuts.js';
import { ShortcutTable } from '../../layout/shortcuts/ShortcutsDialog.js';
import { useText } from '../../i18n/use-text.js';
import type { TranslateFunction } from 'react-admin';

/** The queue's shortcuts in the shape of the shell's table, so both lists read alike. */
export const queueRows = (text: TranslateFunction) => SHORTCUTS.map((s) => ({ keys: s.key, does: text(s.label) }));

export function ShortcutLine({ onHelp }: { onHelp: () => void }) {
  const text = useText();
  return (
    <Typography variant="body2" sx={{ mb: 1 }}>
      {text('comments.shortcuts.line', { keys: SHORTCUTS.map((s) => `${s.key} ${text(s.label)}`).join(' · ') })}{' '}
      <Button size="small" onClick={onHelp}>
        {text('comments.shortcuts.button')}
      </Button>
    </Typography>
  );
}

export function ShortcutHelp({ open, onClose }: { open: boolean; onClose: () => void }) {
  const text = useText();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="shortcut-help-title">
      <DialogTitle id="shortcut-help-title">{text('comments.shortcuts.title')}</DialogTitle>
      {/* Focusable: the two lists can be taller than the window, and a keyboard user must be able to scroll them. */}
      <DialogContent tabIndex={0}>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {text('comments.shortcuts.intro')}
        </Typography>
        <ShortcutTable rows={queueRows(text)} caption={text('comments.shortcuts.queue')} id="shortcut-help-queue" />
        <ShortcutTable
          rows={GLOBAL_SHORTCUTS}
          caption={text('comments.shortcuts.everywhere')}
          id="shortcut-help-everywhere"
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {text('comments.shortcuts.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
