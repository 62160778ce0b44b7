// Any saved version of a page as visitors would see it (issue 28 item 2), and another one beside it: both
// frames share one width, so the two versions are compared at desktop, tablet or phone alike.
import { useState } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material';
import type { VersionSummary } from '../api/types.js';
import { PreviewFrame } from '../preview/PreviewFrame.js';
import type { PreviewWidth } from '../preview/preview-widths.js';
import { useText } from '../../../i18n/use-text.js';
import { useDates } from '../../../kit/dates/use-dates.js';

const nameOf = (text: ReturnType<typeof useText>, when: (iso: string | null) => string, v: VersionSummary) =>
  text(v.Active ? 'editor.versions.nameLive' : 'editor.versions.name', {
    kind: text(v.Draft ? 'editor.versions.draft' : 'editor.versions.version'),
    cvId: v.CvId,
    when: when(v.ChangeDate),
  });

export function VersionPreviewDialog({
  title,
  versions,
  cvId,
  onClose,
}: {
  title: string;
  versions: VersionSummary[];
  cvId: number | null;
  onClose: () => void;
}) {
  const text = useText();
  const dates = useDates();
  const name = (v: VersionSummary) => nameOf(text, dates.moment, v);
  const [beside, setBeside] = useState<number | ''>('');
  const [width, setWidth] = useState<PreviewWidth>('desktop');
  const first = versions.find((v) => v.CvId === cvId);
  const second = versions.find((v) => v.CvId === beside);
  const close = () => {
    setBeside('');
    onClose();
  };
  return (
    <Dialog open={!!first} onClose={close} fullScreen aria-labelledby="version-preview-title">
      <DialogTitle id="version-preview-title">
        {text('editor.versions.previewOf', { name: first ? name(first) : '' })}
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <TextField
          select
          size="small"
          label={text('editor.versions.beside')}
          value={beside}
          onChange={(e) => setBeside(e.target.value === '' ? '' : Number(e.target.value))}
          sx={{ maxWidth: 420 }}
        >
          <MenuItem value="">{text('editor.versions.noOther')}</MenuItem>
          {versions
            .filter((v) => v.CvId !== cvId)
            .map((v) => (
              <MenuItem key={v.CvId} value={v.CvId}>
                {name(v)}
              </MenuItem>
            ))}
        </TextField>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: second ? 'minmax(0, 1fr) minmax(0, 1fr)' : 'minmax(0, 1fr)',
          }}
        >
          {first && (
            <Box component="section" aria-label={name(first)}>
              {second && (
                <Typography variant="subtitle2" component="h3">
                  {name(first)}
                </Typography>
              )}
              <PreviewFrame
                kind="version"
                id={first.CvId}
                title={`${title}, ${name(first)}`}
                width={width}
                onWidth={setWidth}
              />
            </Box>
          )}
          {second && (
            <Box component="section" aria-label={name(second)}>
              <Typography variant="subtitle2" component="h3">
                {name(second)}
              </Typography>
              <PreviewFrame
                kind="version"
                id={second.CvId}
                title={`${title}, ${name(second)}`}
                width={width}
                onWidth={setWidth}
              />
            </Box>
          )}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{text('editor.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
