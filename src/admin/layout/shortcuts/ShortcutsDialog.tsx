// The list of shortcuts '?' opens (issue 29 item 4): the screen's own, when
// it has some, then those of every screen. Also used by the moderation
// queue's own help for its "Everywhere" part.
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { GLOBAL_SHORTCUTS, type ShortcutRow } from './global-shortcuts.js';
import { useText } from '../../i18n/use-text.js';

export function ShortcutTable({ rows, caption, id }: { rows: ShortcutRow[]; caption: string; id: string }) {
  const text = useText();
  return (
    <>
      <Typography id={id} variant="subtitle2" component="h3" sx={{ mt: 1 }}>
        {caption}
      </Typography>
      <Table size="small" aria-labelledby={id}>
        <TableHead>
          <TableRow>
            <TableCell>{text('shell.shortcuts.key')}</TableCell>
            <TableCell>{text('shell.shortcuts.does')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.keys}>
              <TableCell>
                <kbd>{r.keys.replace(' then ', ` ${text('shell.shortcuts.then')} `)}</kbd>
              </TableCell>
              <TableCell>{r.doesKey ? text(r.doesKey) : r.does}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}

export function ShortcutsDialog({
  open,
  onClose,
  screen,
}: {
  open: boolean;
  onClose: () => void;
  screen?: { title: string; rows: ShortcutRow[] };
}) {
  const text = useText();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="shell-shortcuts-title">
      <DialogTitle id="shell-shortcuts-title">{text('shell.shortcuts.title')}</DialogTitle>
      {/* Focusable: the two lists can be taller than the window, and a keyboard user must be able to scroll them. */}
      <DialogContent tabIndex={0}>
        <Typography variant="body2">{text('shell.shortcuts.intro')}</Typography>
        {screen && screen.rows.length > 0 && (
          <ShortcutTable rows={screen.rows} caption={screen.title} id="shell-shortcuts-screen" />
        )}
        <ShortcutTable
          rows={GLOBAL_SHORTCUTS}
          caption={text('shell.shortcuts.everywhere')}
          id="shell-shortcuts-everywhere"
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {text('shell.shortcuts.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
