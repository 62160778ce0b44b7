// The files being uploaded, each with its own progress bar and outcome; and
// the drop zone with its file button (several files at once).
import { useRef, useState, type DragEvent } from 'react';
import { Box, Button, LinearProgress, Typography } from '@mui/material';
import type { UploadState } from './useUploads.js';

export const ACCEPTED = 'image/png,image/jpeg,image/gif,image/webp,application/pdf';

export function DropZone({ onFiles }: { onFiles: (files: File[]) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const drop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    const files = [...e.dataTransfer.files];
    if (files.length) onFiles(files);
  };
  return (
    <Box
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      sx={{ border: 2, borderStyle: 'dashed', borderColor: over ? 'primary.main' : 'grey.400', borderRadius: 1, p: 2, mb: 2, display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}
    >
      <Button variant="contained" onClick={() => input.current?.click()}>
        Upload files
      </Button>
      <Typography variant="body2">or drop PNG, JPEG, GIF, WebP images or PDFs here.</Typography>
      <input
        ref={input}
        type="file"
        multiple
        accept={ACCEPTED}
        aria-label="Files to upload"
        hidden
        onChange={(e) => {
          const files = [...(e.target.files ?? [])];
          e.target.value = '';
          if (files.length) onFiles(files);
        }}
      />
    </Box>
  );
}

export function UploadQueue({ uploads }: { uploads: UploadState[] }) {
  if (!uploads.length) return null;
  return (
    <Box component="ul" aria-label="Uploads" sx={{ listStyle: 'none', p: 0, m: 0, mb: 2 }}>
      {uploads.map((u) => (
        <Box component="li" key={u.key} sx={{ mb: 1 }}>
          <Typography variant="body2">
            {u.name}: {u.status === 'done' ? 'uploaded' : u.status === 'failed' ? `not uploaded: ${u.error}` : u.status === 'waiting' ? 'waiting' : `${Math.round(u.progress * 100)}%`}
          </Typography>
          <LinearProgress variant="determinate" value={Math.round(u.progress * 100)} color={u.status === 'failed' ? 'error' : 'primary'} aria-label={`Upload of ${u.name}`} />
        </Box>
      ))}
    </Box>
  );
}
