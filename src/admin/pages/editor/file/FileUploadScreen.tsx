// /edit/file ('File', mode 'upload'): upload a file (POST /api/v1/mc/file)
// and show where it is stored, to paste into a page or a link.
import { useState } from 'react';
import { Alert, Box, Link, Typography } from '@mui/material';
import UploadIcon from '@mui/icons-material/Upload';
import type { StoredFile } from '../api/types.js';
import { useUpload } from './useUpload.js';
import { useText } from '../../../i18n/use-text.js';
import { Sentence } from '../Sentence.js';
import { FileChooseButton } from '../../../kit/files/FileChooseButton.js';

export function FileUploadScreen() {
  const text = useText();
  const [stored, setStored] = useState<StoredFile[]>([]);
  const { busy, error, upload } = useUpload((answer) => setStored((s) => [answer, ...s]));

  return (
    <Box sx={{ p: 2, display: 'grid', gap: 2 }}>
      <Typography variant="h5" component="h1">
        {text('editor.upload.title')}
      </Typography>
      <Typography>{text('editor.upload.intro')}</Typography>
      <Box>
        <FileChooseButton
          inputLabel={text('editor.upload.choose')}
          onFile={(file) => void upload(file)}
          variant="contained"
          startIcon={<UploadIcon />}
          disabled={busy}
        >
          {busy ? text('editor.upload.uploading') : text('editor.upload.button')}
        </FileChooseButton>
      </Box>
      {error && <Alert severity="error">{error}</Alert>}
      {stored.map((f) => (
        <Alert key={f.url} severity="success">
          <Sentence
            text={text('editor.upload.storedAt', { name: f.originalName ?? f.name ?? text('editor.upload.theFile') })}
            parts={{
              link: (
                <Link href={f.url} target="_blank" rel="noopener">
                  {f.url}
                </Link>
              ),
            }}
          />
          {f.width && f.height ? ` (${f.width} × ${f.height})` : ''}
        </Alert>
      ))}
    </Box>
  );
}
