// The page title. Typing changes only this field; when the user leaves it (or
// presses Enter) a title that differs from the current one ignoring case and
// surrounding spaces opens the rename decision (spec §4); one that does not
// differ asks nothing and changes nothing (the spec's "nothing changes").
// A save started while the title is changed waits for the choice and then goes on (save-gate.ts).
import { useEffect, useRef, useState, type Dispatch } from 'react';
import { TextField } from '@mui/material';
import { applyRename, renameNeeded, type RenameOption } from '../../../../shared/rename.js';
import type { ContentRecord } from '../api/types.js';
import type { DraftAction } from '../model/draft-reducer.js';
import { RenameDialog } from './RenameDialog.js';
import { useText } from '../../../i18n/use-text.js';
import { useSaveGate } from '../save-gate.js';
import type { SaveMode } from '../model/usePageEditor.js';

export function TitleField({ content, dispatch }: { content: ContentRecord; dispatch: Dispatch<DraftAction> }) {
  const t = useText();
  const [text, setText] = useState(content.CTitle);
  const [asking, setAsking] = useState(false);
  useEffect(() => setText(content.CTitle), [content.CTitle]);
  const gate = useSaveGate();
  // The save waiting for the choice, and what the hold below reads between renders.
  const held = useRef<SaveMode | null>(null);
  const now = useRef({ title: content.CTitle, text, asking });
  now.current = { title: content.CTitle, text, asking };

  const ask = (mode: SaveMode | null) => {
    if (mode) held.current = mode;
    setAsking(true);
  };
  const commit = () => {
    // Leaving the field because Save draft or Publish is being pressed: that save waits for the choice.
    const mode = gate.pressed;
    gate.pressed = null;
    if (renameNeeded(content.CTitle, text)) ask(mode);
    else setText(content.CTitle);
  };
  useEffect(() => {
    gate.hold = (mode) => {
      const { title, text: typed, asking: open } = now.current;
      if (!open && !renameNeeded(title, typed)) return false;
      ask(mode);
      return true;
    };
    return () => {
      gate.hold = null;
    };
  }, [gate]);

  /** `dismissed`: Escape or a click beside the dialog, which changes nothing and cancels the waiting save too. */
  const choose = (option: RenameOption, dismissed = false) => {
    setAsking(false);
    const mode = held.current;
    held.current = null;
    const change = applyRename(content, text, option);
    if (Object.keys(change).length) dispatch({ type: 'content', change });
    else setText(content.CTitle);
    if (mode && !dismissed) gate.resume?.(mode);
  };

  return (
    <>
      <TextField
        label={t('editor.content.title')}
        value={text}
        required
        fullWidth
        onChange={(e) => setText(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            commit();
          }
        }}
        helperText={t('editor.content.titleHelp')}
      />
      <RenameDialog
        open={asking}
        oldTitle={content.CTitle}
        newTitle={text}
        onChoose={choose}
        onDismiss={() => choose('none', true)}
      />
    </>
  );
}
