// Replace a file keeping its URL, and its version history (issue 14 item 1;
// docs/decisions/0039-file-versions-and-image-tool.md): the replacement must
// be of the same type (the URL names it), its upload shows its progress,
// pages using the URL show the new bytes; every earlier version is listed
// with a link to its own URL and a Restore (which makes it a new version).
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  LinearProgress,
  List,
  ListItem,
  ListItemText,
  Typography,
} from '@mui/material';
import type { MediaDetail } from '../../../shared/api/media.js';
import { errorText } from '../../api/site-api.js';
import { sizeText } from './media-api.js';
import type { Replacer } from './version-api.js';
import { uploadErrorText } from './upload-with-progress.js';
import { useText } from '../../i18n/use-text.js';
import { useDates } from '../../kit/dates/use-dates.js';
import { FileChooseButton } from '../../kit/files/FileChooseButton.js';

interface Props {
  detail: MediaDetail | null;
  replace: Replacer;
  restore: (detail: MediaDetail, version: number) => Promise<MediaDetail>;
  onChanged: (detail: MediaDetail) => void;
  onClose: () => void;
}

const facts = (v: { width: number | null; height: number | null; size: number }) =>
  [sizeText(v.size), v.width && v.height ? `${v.width} × ${v.height}` : ''].filter(Boolean).join(' · ');

export function MediaVersionsDialog({ detail, replace, restore, onChanged, onClose }: Props) {
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string>();
  const [done, setDone] = useState<string>();
  const busy = progress !== null;
  const text = useText();
  const dates = useDates();

  const run = async (work: () => Promise<MediaDetail>, message: (d: MediaDetail) => string) => {
    setError(undefined);
    setDone(undefined);
    try {
      const next = await work();
      setDone(message(next));
      onChanged(next);
    } catch (e) {
      setError(uploadErrorText(errorText(e), text));
    } finally {
      setProgress(null);
    }
  };
  const onFile = (file: File | undefined) => {
    if (!file || !detail) return;
    setProgress(0);
    void run(
      () => replace(detail.id, file, setProgress),
      (d) => text('media.versions.replaced', { url: d.url, version: d.version }),
    );
  };
  const close = () => {
    setError(undefined);
    setDone(undefined);
    onClose();
  };

  return (
    <Dialog
      open={!!detail}
      onClose={busy ? undefined : close}
      aria-labelledby="media-versions-title"
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id="media-versions-title">
        {text('media.versions.heading', { title: detail?.title ?? '' })}
      </DialogTitle>
      {detail && (
        <DialogContent>
          {error && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {error}
            </Alert>
          )}
          {done && (
            <Alert severity="success" role="status" sx={{ mb: 2 }}>
              {done}
            </Alert>
          )}
          <DialogContentText>
            {text('media.versions.explain', { url: detail.url, type: detail.type })}
          </DialogContentText>
          <Box sx={{ my: 2 }}>
            <FileChooseButton
              variant="contained"
              disabled={busy}
              inputLabel={text('media.versions.input', { title: detail.title })}
              accept={detail.type}
              onFile={onFile}
            >
              {text('media.versions.choose')}
            </FileChooseButton>
            {busy && (
              <LinearProgress
                sx={{ mt: 1 }}
                variant="determinate"
                value={Math.round((progress ?? 0) * 100)}
                aria-label={text('media.versions.progress', { title: detail.title })}
              />
            )}
          </Box>
          <Typography variant="subtitle2" component="h2">
            {text('media.versions.current', { version: detail.version })}
          </Typography>
          <Typography variant="body2">
            {detail.note} · {facts(detail)}
          </Typography>
          <Typography variant="subtitle2" component="h2" sx={{ mt: 2 }}>
            {text('media.versions.earlier')}
          </Typography>
          {detail.versions.length === 0 ? (
            <Typography variant="body2">{text('media.versions.none')}</Typography>
          ) : (
            <List dense aria-label={text('media.versions.earlier')}>
              {[...detail.versions].reverse().map((v) => (
                <ListItem
                  key={v.version}
                  secondaryAction={
                    <Button
                      size="small"
                      disabled={busy}
                      aria-label={text('media.versions.restoreLabel', { version: v.version })}
                      onClick={() =>
                        void run(
                          () => restore(detail, v.version),
                          (d) => text('media.versions.restored', { old: v.version, version: d.version }),
                        )
                      }
                    >
                      {text('media.versions.restore')}
                    </Button>
                  }
                >
                  <ListItemText
                    primary={
                      <a href={v.url} target="_blank" rel="noreferrer">
                        {text('media.versions.version', { version: v.version })}
                      </a>
                    }
                    secondary={`${v.note} · ${facts(v)} · ${text('media.versions.savedBy', { when: dates.moment(v.savedAt), name: v.savedBy })}`}
                  />
                </ListItem>
              ))}
            </List>
          )}
        </DialogContent>
      )}
      <DialogActions>
        {detail?.kind === 'image' && (
          <Button component={RouterLink} to={`/image-tool?id=${detail.id}`}>
            {text('media.versions.imageTool')}
          </Button>
        )}
        <Button onClick={close} disabled={busy}>
          {text('media.versions.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
