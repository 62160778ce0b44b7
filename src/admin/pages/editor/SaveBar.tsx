// Save draft / Publish, with what the last save said: the 412 conflict (the
// edits stay on screen, and can be carried onto the latest page), what that
// merge found, another error, the notice, and the redirect a URL change created.
import { useEffect, useState } from 'react';
import { Alert, Box, Button, Link, TextField } from '@mui/material';
import type { EditorState, SaveMode } from './model/usePageEditor.js';
import { SAVE_MARK } from '../../layout/shortcuts/shortcut-targets.js';
import { useText } from '../../i18n/use-text.js';
import { useSaveGate } from './save-gate.js';

interface SaveBarProps {
  cId: number;
  state: EditorState;
  dirty: boolean;
  onSave: (mode: SaveMode, note?: string) => void;
  /** After a 412: carry the edits onto the latest page. */
  onRebase: () => void;
  /** The publish button's words when publishing means something else (review before publish: "Submit for review"). */
  publishLabel?: string;
}

export function SaveBar({ cId, state, dirty, onSave, onRebase, publishLabel }: SaveBarProps) {
  const text = useText();
  const [note, setNote] = useState('');
  const gate = useSaveGate();
  // A save held by the rename decision goes on after the render that put the renamed title in the working copy.
  const [resumed, setResumed] = useState<SaveMode | null>(null);
  const save = (mode: SaveMode) => {
    gate.pressed = null;
    if (gate.hold?.(mode)) return;
    onSave(mode, note.trim() || undefined);
    setNote('');
  };
  useEffect(() => {
    gate.resume = setResumed;
    return () => {
      gate.resume = null;
    };
  }, [gate]);
  useEffect(() => {
    if (!resumed) return;
    setResumed(null);
    onSave(resumed, note.trim() || undefined);
    setNote('');
  }, [resumed, note, onSave]);
  // Pressing a save button takes the focus from a changed title, whose rename dialog then opens before the click ends.
  const pressing = (mode: SaveMode) => ({
    onPointerDown: () => (gate.pressed = mode),
    onPointerLeave: () => (gate.pressed = null),
    onPointerCancel: () => (gate.pressed = null),
  });
  return (
    <Box component="section" aria-label={text('editor.save.region')} sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField
          size="small"
          label={text('editor.save.note')}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          sx={{ flex: '1 1 16rem' }}
        />
        {/* Ctrl+S saves a draft (the shell's shortcut, layout/shortcuts). */}
        <Button
          variant="outlined"
          disabled={state.saving}
          onClick={() => save('draft')}
          {...pressing('draft')}
          {...SAVE_MARK}
        >
          {text('editor.save.saveDraft')}
        </Button>
        <Button variant="contained" disabled={state.saving} onClick={() => save('publish')} {...pressing('publish')}>
          {publishLabel ?? text('editor.save.publish')}
        </Button>
        <Box component="span" role="status" sx={{ color: 'text.secondary' }}>
          {state.saving
            ? text('editor.save.saving')
            : dirty
              ? text('editor.save.unsaved')
              : text('editor.save.allSaved')}
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
      {state.redirect && (
        <Alert severity="info">
          {text('editor.save.redirected', {
            from: state.redirect.RFrom,
            to: state.redirect.RTo,
            type: state.redirect.RType,
          })}
        </Alert>
      )}
    </Box>
  );
}
