// /edit/file ('File', mode 'upload'): upload a file (POST /api/v1/mc/file)
// and show where it is stored, to paste into a page or a link.
import { useId, useState } from 'react';
import { Alert, Box, Button, Link, Typography } from '@mui/material';
import UploadIcon from '@mui/icons-material/Upload';
import type { StoredFile } from '../api/types.js';
import { useUpload } from './useUpload.js';

export function FileUploadScreen() {
  const inputId = useId();
  const [stored, setStored] = useState<StoredFile[]>([]);
  const { busy, error, upload } = useUpload((answer) => setStored((s) => [answer, ...s]));

  return (
    <Box sx={{ p: 2, display: 'grid', gap: 2 }}>
      <Typography variant="h5" component="h1">
        File
      </Typography>
      <Typography>Images (PNG, JPEG, GIF, WebP) and PDF files up to 10 MB.</Typography>
      <input
        id={inputId}
        type="file"
        hidden
        aria-label="Choose a file to upload"
        onChange={(e) => {
          void upload(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
      <Box>
        <Button component="label" htmlFor={inputId} variant="contained" startIcon={<UploadIcon />} disabled={busy}>
          {busy ? 'Uploading…' : 'Upload a file'}
        </Button>
      </Box>
      {error && <Alert severity="error">{error}</Alert>}
      {stored.map((f) => (
        <Alert key={f.url} severity="success">
          {f.originalName ?? f.name ?? 'The file'} is stored at{' '}
          <Link href={f.url} target="_blank" rel="noopener">
            {f.url}
          </Link>
          {f.width && f.height ? ` (${f.width} × ${f.height})` : ''}
        </Alert>
      ))}
    </Box>
  );
}
