// Save draft / Publish, with what the last save said: the 412 conflict (the
// edits stay on screen, and can be carried onto the latest page), what that
// merge found, another error, the notice, and the redirect a URL change created.
import { useState } from 'react';
import { Alert, Box, Button, Link, TextField } from '@mui/material';
import type { EditorState, SaveMode } from './model/usePageEditor.js';
import { SAVE_MARK } from '../../layout/shortcuts/shortcut-targets.js';

export const CONFLICT_KEPT = 'Nothing was saved, and your changes are still here on this screen.';
export const REBASE = 'Apply my changes to the latest version';
export const REBASED = 'Your changes now sit on the latest version of the page. Review them, then save again.';

export interface SaveBarProps {
  cId: number;
  state: EditorState;
  dirty: boolean;
  onSave: (mode: SaveMode, note?: string) => void;
  /** After a 412: carry the edits onto the latest page. */
  onRebase: () => void;
}

export function SaveBar({ cId, state, dirty, onSave, onRebase }: SaveBarProps) {
  const [note, setNote] = useState('');
  const save = (mode: SaveMode) => {
    onSave(mode, note.trim() || undefined);
    setNote('');
  };
  return (
    <Box component="section" aria-label="Save" sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField size="small" label="Note for this version" value={note} onChange={(e) => setNote(e.target.value)} sx={{ flex: '1 1 16rem' }} />
        {/* Ctrl+S saves a draft (the shell's shortcut, layout/shortcuts). */}
        <Button variant="outlined" disabled={state.saving} onClick={() => save('draft')} {...SAVE_MARK}>
          Save draft
        </Button>
        <Button variant="contained" disabled={state.saving} onClick={() => save('publish')}>
          Publish
        </Button>
        <Box component="span" role="status" sx={{ color: 'text.secondary' }}>
          {state.saving ? 'Saving…' : dirty ? 'Unsaved changes' : 'All changes saved'}
        </Box>
      </Box>
      {state.conflict && (
        <Alert severity="error" role="alert">
          {state.conflict} {CONFLICT_KEPT}{' '}
          <Link href={`/maintenance/edit?cId=${cId}`} target="_blank" rel="noopener">
            Open the current page in a new tab
          </Link>
          <Box sx={{ mt: 1 }}>
            <Button variant="outlined" color="inherit" size="small" disabled={state.saving} onClick={onRebase}>
              {REBASE}
            </Button>
          </Box>
        </Alert>
      )}
      {state.rebased && (
        <Alert severity={state.rebased.conflicts.length ? 'warning' : 'info'} role="status">
          {REBASED}
          {state.rebased.conflicts.length > 0 && (
            <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }} aria-label="Changed by both editors">
              {state.rebased.conflicts.map((c) => (
                <li key={c}>{c}</li>
              ))}
            </Box>
          )}
        </Alert>
      )}
      {state.saveError && (
        <Alert severity="error" role="alert">
          Not saved: {state.saveError}
        </Alert>
      )}
      {state.notice && <Alert severity="success">{state.notice}</Alert>}
      {state.redirect && (
        <Alert severity="info">
          The URL changed, so a redirect was created: {state.redirect.RFrom} → {state.redirect.RTo} ({state.redirect.RType}).
        </Alert>
      )}
    </Box>
  );
}
