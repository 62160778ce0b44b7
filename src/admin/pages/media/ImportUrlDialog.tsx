// "Import from URL": a file on another site brought into the library
// (POST /api/v1/mc/download). The server fetches it through its SSRF guard
// and gives it the upload's checks; its refusal (a private address, a 404 at
// the other end, a type it does not take) is shown as it is worded.
import { useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  LinearProgress,
  TextField,
} from '@mui/material';
import type { Uploaded } from '../../../shared/api/ops.js';
import type { HttpClient } from '../../providers/http-client.js';
import { errorText } from '../../api/site-api.js';
import { useText } from '../../i18n/use-text.js';
import { API_PREFIX } from '../../../shared/api/prefixes.js';

const DOWNLOAD_URL = `${API_PREFIX.mc}/download`;

/** The URL field's example: an address, the same in every language. */
const EXAMPLE_URL = 'https://www.example.org/photo.jpg';

interface Props {
  http: HttpClient;
  open: boolean;
  /** The folder the file goes into; undefined: none. */
  folder?: { id: number; name: string };
  onClose: () => void;
  onImported: (file: Uploaded) => void;
}

export function ImportUrlDialog({ http, open, folder, onClose, onImported }: Props) {
  const text = useText();
  const [url, setUrl] = useState('');
  const [filename, setFilename] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const close = () => {
    if (busy) return;
    setUrl('');
    setFilename('');
    setError(undefined);
    onClose();
  };
  const submit = async () => {
    setBusy(true);
    setError(undefined);
    try {
      const body = {
        url: url.trim(),
        ...(filename.trim() ? { filename: filename.trim() } : {}),
        ...(folder ? { folderId: folder.id } : {}),
      };
      const answer = await http(DOWNLOAD_URL, { method: 'POST', body: JSON.stringify(body) });
      setBusy(false);
      setUrl('');
      setFilename('');
      onImported(answer.json as Uploaded);
    } catch (e) {
      setBusy(false);
      setError(errorText(e));
    }
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby="import-url-title" fullWidth maxWidth="sm">
      <DialogTitle id="import-url-title">{text('media.importUrl.heading')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>
          {folder ? text('media.importUrl.explainFolder', { name: folder.name }) : text('media.importUrl.explain')}
        </DialogContentText>
        {error && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        <TextField
          label={text('media.importUrl.url')}
          type="url"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          required
          fullWidth
          margin="dense"
          placeholder={EXAMPLE_URL}
          slotProps={{ htmlInput: { maxLength: 2048 } }}
        />
        <TextField
          label={text('media.importUrl.fileName')}
          value={filename}
          onChange={(e) => setFilename(e.target.value)}
          fullWidth
          margin="dense"
          helperText={text('media.importUrl.fileNameHelp')}
          slotProps={{ htmlInput: { maxLength: 255 } }}
        />
        {busy && <LinearProgress sx={{ mt: 1 }} aria-label={text('media.importUrl.importing')} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={busy}>
          {text('media.importUrl.cancel')}
        </Button>
        <Button variant="contained" disabled={busy || !url.trim()} onClick={() => void submit()}>
          {text('media.importUrl.import')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
