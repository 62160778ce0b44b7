// The files being uploaded, each with its own progress bar and outcome; and
// the drop zone with its file button (several files at once).
import { useRef, useState, type DragEvent } from 'react';
import { Box, Button, LinearProgress, Typography } from '@mui/material';
import type { UploadState } from './useUploads.js';
import { uploadErrorText } from './upload-with-progress.js';
import { useText } from '../../i18n/use-text.js';
import type { TranslateFunction } from 'react-admin';

const ACCEPTED = 'image/png,image/jpeg,image/gif,image/webp,application/pdf';

export function DropZone({ onFiles }: { onFiles: (files: File[]) => void }) {
  const text = useText();
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
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: over ? 'primary.main' : 'grey.400',
        borderRadius: 1,
        p: 2,
        mb: 2,
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        flexWrap: 'wrap',
      }}
    >
      <Button variant="contained" onClick={() => input.current?.click()}>
        {text('media.upload.button')}
      </Button>
      <Typography variant="body2">{text('media.upload.dropHint')}</Typography>
      <input
        ref={input}
        type="file"
        multiple
        accept={ACCEPTED}
        aria-label={text('media.upload.input')}
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

/** One upload's line: its name and where it stands. */
function stateText(u: UploadState, text: TranslateFunction): string {
  const name = u.name;
  if (u.status === 'done') return text('media.upload.done', { name });
  if (u.status === 'failed') return text('media.upload.failed', { name, error: uploadErrorText(u.error ?? '', text) });
  if (u.status === 'waiting') return text('media.upload.waiting', { name });
  return text('media.upload.progress', { name, percent: Math.round(u.progress * 100) });
}

export function UploadQueue({ uploads }: { uploads: UploadState[] }) {
  const text = useText();
  if (!uploads.length) return null;
  return (
    <Box component="ul" aria-label={text('media.upload.queue')} sx={{ listStyle: 'none', p: 0, m: 0, mb: 2 }}>
      {uploads.map((u) => (
        <Box component="li" key={u.key} sx={{ mb: 1 }}>
          <Typography variant="body2">{stateText(u, text)}</Typography>
          <LinearProgress
            variant="determinate"
            value={Math.round(u.progress * 100)}
            color={u.status === 'failed' ? 'error' : 'primary'}
            aria-label={text('media.upload.progressLabel', { name: u.name })}
          />
        </Box>
      ))}
    </Box>
  );
}
