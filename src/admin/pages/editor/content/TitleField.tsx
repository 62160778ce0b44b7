// The page title. Typing changes only this field; when the user leaves it (or
// presses Enter) a title that differs from the current one ignoring case and
// surrounding spaces opens the rename decision (spec §4); one that does not
// differ asks nothing and changes nothing (the spec's "nothing changes").
import { useEffect, useState, type Dispatch } from 'react';
import { TextField } from '@mui/material';
import { applyRename, renameNeeded, type RenameOption } from '../../../../shared/rename.js';
import type { ContentRecord } from '../api/types.js';
import type { DraftAction } from '../model/draft-reducer.js';
import { RenameDialog } from './RenameDialog.js';
import { useText } from '../../../i18n/use-text.js';

export function TitleField({ content, dispatch }: { content: ContentRecord; dispatch: Dispatch<DraftAction> }) {
  const t = useText();
  const [text, setText] = useState(content.CTitle);
  const [asking, setAsking] = useState(false);
  useEffect(() => setText(content.CTitle), [content.CTitle]);

  const commit = () => {
    if (renameNeeded(content.CTitle, text)) setAsking(true);
    else setText(content.CTitle);
  };

  const choose = (option: RenameOption) => {
    setAsking(false);
    const change = applyRename(content, text, option);
    if (Object.keys(change).length) dispatch({ type: 'content', change });
    else setText(content.CTitle);
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
      <RenameDialog open={asking} oldTitle={content.CTitle} newTitle={text} onChoose={choose} />
    </>
  );
}
