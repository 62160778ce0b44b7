// Page actions beside the editor: duplicate the page (GET /editor/duplicate,
// optionally linked under the same tags so it shows in the page picker) and
// open the copy.
import { useState } from 'react';
import { Alert, Box, Button, Checkbox, FormControlLabel, Typography } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { useEditorApi } from './api/EditorApiContext.js';
import { editorUrl } from './modes.js';
import { useText } from '../../i18n/use-text.js';

export function EditorActions({ cId }: { cId: number }) {
  const text = useText();
  const api = useEditorApi();
  const navigate = useNavigate();
  const [pagePicker, setPagePicker] = useState(true);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const duplicate = async () => {
    setBusy(true);
    setError(undefined);
    try {
      const copy = await api.duplicate(cId, pagePicker);
      navigate(editorUrl('edit', copy.content.CId));
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="section" aria-labelledby="actions-title">
      <Typography id="actions-title" variant="h6" component="h2">
        {text('editor.actions.title')}
      </Typography>
      <FormControlLabel
        control={<Checkbox checked={pagePicker} onChange={(e) => setPagePicker(e.target.checked)} />}
        label={text('editor.actions.sameTags')}
      />
      <Button variant="outlined" disabled={busy} onClick={() => void duplicate()}>
        {text('editor.actions.duplicate')}
      </Button>
      {error && <Alert severity="error">{error}</Alert>}
    </Box>
  );
}
