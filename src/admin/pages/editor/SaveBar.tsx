// Save draft / Publish, with what the last save said: the 412 conflict (the
// edits stay on screen), another error, the notice, and the redirect a URL
// change created.
import { useState } from 'react';
import { Alert, Box, Button, Link, TextField } from '@mui/material';
import type { EditorState, SaveMode } from './model/usePageEditor.js';

export const CONFLICT_KEPT = 'Nothing was saved, and your changes are still here on this screen.';

export interface SaveBarProps {
  cId: number;
  state: EditorState;
  dirty: boolean;
  onSave: (mode: SaveMode, note?: string) => void;
}

export function SaveBar({ cId, state, dirty, onSave }: SaveBarProps) {
  const [note, setNote] = useState('');
  const save = (mode: SaveMode) => {
    onSave(mode, note.trim() || undefined);
    setNote('');
  };
  return (
    <Box component="section" aria-label="Save" sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField size="small" label="Note for this version" value={note} onChange={(e) => setNote(e.target.value)} sx={{ flex: '1 1 16rem' }} />
        <Button variant="outlined" disabled={state.saving} onClick={() => save('draft')}>
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
