// Save draft / Publish, with what the last save said: the 412 conflict (the
// edits stay on screen, and can be carried onto the latest page), what that
// merge found, another error, the notice, and the redirect a URL change created.
import { useState } from 'react';
import { Alert, Box, Button, Link, TextField } from '@mui/material';
import type { EditorState, SaveMode } from './model/usePageEditor.js';
import { SAVE_MARK } from '../../layout/shortcuts/shortcut-targets.js';
import { useText } from '../../i18n/use-text.js';

interface SaveBarProps {
  cId: number;
  state: EditorState;
  dirty: boolean;
  onSave: (mode: SaveMode, note?: string) => void;
  /** After a 412: carry the edits onto the latest page. */
  onRebase: () => void;
}

export function SaveBar({ cId, state, dirty, onSave, onRebase }: SaveBarProps) {
  const text = useText();
  const [note, setNote] = useState('');
  const save = (mode: SaveMode) => {
    onSave(mode, note.trim() || undefined);
    setNote('');
  };
  return (
    <Box component="section" aria-label={text('editor.save.region')} sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField size="small" label={text('editor.save.note')} value={note} onChange={(e) => setNote(e.target.value)} sx={{ flex: '1 1 16rem' }} />
        {/* Ctrl+S saves a draft (the shell's shortcut, layout/shortcuts). */}
        <Button variant="outlined" disabled={state.saving} onClick={() => save('draft')} {...SAVE_MARK}>
          {text('editor.save.saveDraft')}
        </Button>
        <Button variant="contained" disabled={state.saving} onClick={() => save('publish')}>
          {text('editor.save.publish')}
        </Button>
        <Box component="span" role="status" sx={{ color: 'text.secondary' }}>
          {state.saving ? text('editor.save.saving') : dirty ? text('editor.save.unsaved') : text('editor.save.allSaved')}
        </Box>
      </Box>
      {state.conflict && (
        <Alert severity="error" role="alert">
          {state.conflict} {text('editor.save.conflictKept')}{' '}
          <Link href={`/maintenance/edit?cId=${cId}`} target="_blank" rel="noopener">
            {text('editor.save.openCurrent')}
          </Link>
          <Box sx={{ mt: 1 }}>
            <Button variant="outlined" color="inherit" size="small" disabled={state.saving} onClick={onRebase}>
              {text('editor.save.rebase')}
            </Button>
          </Box>
        </Alert>
      )}
      {state.rebased && (
        <Alert severity={state.rebased.conflicts.length ? 'warning' : 'info'} role="status">
          {text('editor.save.rebased')}
          {state.rebased.conflicts.length > 0 && (
            <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }} aria-label={text('editor.save.changedByBoth')}>
              {state.rebased.conflicts.map((c) => (
                <li key={c}>{c}</li>
              ))}
            </Box>
          )}
        </Alert>
      )}
      {state.saveError && (
        <Alert severity="error" role="alert">
          {text('editor.save.notSaved', { error: state.saveError })}
        </Alert>
      )}
      {state.notice && <Alert severity="success">{state.notice}</Alert>}
      {state.redirect && <Alert severity="info">{text('editor.save.redirected', { from: state.redirect.RFrom, to: state.redirect.RTo, type: state.redirect.RType })}</Alert>}
    </Box>
  );
}
