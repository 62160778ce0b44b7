// Choosing a file of the media library from another screen (issue 14 item 1:
// "the editor's image and link pickers open the library"; the carousel
// tool's slides): a dialog that searches the library (GET /api/v1/mc/media),
// filters by kind unless the caller fixes it, shows a page of thumbnails,
// and uploads from inside it with a progress bar per file (the library's own
// upload queue); a file just uploaded is the one chosen. Choosing answers the
// record — its URL, alt text and title.
import { useMemo, useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Box,
  Button,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Pagination,
  TextField,
  Typography,
} from '@mui/material';
import type { MediaItem, MediaKind } from '../../../shared/api/media.js';
import { createHttpClient, type HttpClient } from '../../providers/http-client.js';
import { useDebouncedValue } from '../../api/useDebouncedValue.js';
import { queryKeys } from '../../api/query-keys.js';
import { SCREEN_READ } from '../../api/read-options.js';
import { SizedDialog } from '../../kit/SizedDialog.js';
import { errorText } from '../../api/site-api.js';
import { ErrorNotice } from '../../kit/ScreenStates.js';
import { listMedia } from './media-api.js';
import { MediaPickerGrid } from './MediaPickerGrid.js';
import { DropZone, UploadQueue } from './UploadQueue.js';
import { uploadWithProgress, type Uploader } from './upload-with-progress.js';
import { useUploads } from './useUploads.js';
import { formatNumber } from '../../kit/numbers.js';
import { useText } from '../../i18n/use-text.js';

const PAGE_SIZE = 18;

interface MediaPickerProps {
  open: boolean;
  /** The dialog's heading, e.g. "Choose a photo". */
  title: string;
  /** Only this kind (a photo field wants images); left out, the user filters. */
  kind?: MediaKind;
  onClose: () => void;
  onChoose: (item: MediaItem) => void;
  http?: HttpClient;
  upload?: Uploader;
}

export function MediaPicker(props: MediaPickerProps) {
  // Mounted only while open, so each opening starts from a fresh search.
  return (
    <SizedDialog open={props.open} onClose={props.onClose} size="lg" aria-labelledby="media-picker-title">
      {props.open && <PickerBody {...props} />}
    </SizedDialog>
  );
}

function PickerBody({
  title,
  kind: fixedKind,
  onClose,
  onChoose,
  http: given,
  upload = uploadWithProgress,
}: MediaPickerProps) {
  const http = useMemo(() => given ?? createHttpClient(), [given]);
  const text = useText();
  const [q, setQ] = useState('');
  const search = useDebouncedValue(q, 300);
  const [kindChoice, setKindChoice] = useState<MediaKind | ''>('');
  const kind = fixedKind ?? kindChoice;
  const [pageNumber, setPageNumber] = useState(1);
  const [selected, setSelected] = useState<MediaItem>();
  const [uploadedId, setUploadedId] = useState<number>();

  const filter = { q: search, kind, pageNumber, pageSize: PAGE_SIZE };
  const list = useQuery({
    queryKey: queryKeys.media.list(filter),
    queryFn: () => listMedia(http, filter),
    placeholderData: keepPreviousData,
    ...SCREEN_READ,
  });
  const page = list.data;
  // A file just uploaded is chosen as soon as the list shows it.
  const justUploaded = uploadedId !== undefined ? page?.items.find((i) => i.id === uploadedId) : undefined;
  const chosen = justUploaded ?? selected;

  const client = useQueryClient();
  const remember: Uploader = async (file, onProgress) => {
    const stored = await upload(file, onProgress);
    setQ('');
    setPageNumber(1);
    setUploadedId(stored.id);
    return stored;
  };
  const { uploads, start } = useUploads(
    remember,
    () => void client.invalidateQueries({ queryKey: queryKeys.media.all() }),
  );
  const select = (item: MediaItem) => {
    setUploadedId(undefined);
    setSelected(item);
  };
  const confirm = (item: MediaItem) => {
    onChoose(item);
    onClose();
  };

  return (
    <>
      <DialogTitle id="media-picker-title">{title}</DialogTitle>
      <DialogContent>
        <DropZone onFiles={(files) => void start(files)} />
        <UploadQueue uploads={uploads} />
        <Box sx={{ display: 'flex', gap: 2, mb: 2, flexWrap: 'wrap', alignItems: 'center' }}>
          <TextField
            label={text('media.picker.search')}
            size="small"
            value={q}
            onChange={(e) => {
              setQ(e.target.value);
              setPageNumber(1);
            }}
          />
          {!fixedKind && (
            <TextField
              select
              label={text('media.picker.kind')}
              size="small"
              value={kindChoice}
              onChange={(e) => (setKindChoice(e.target.value as MediaKind | ''), setPageNumber(1))}
              sx={{ minWidth: 140 }}
            >
              <MenuItem value="">{text('media.picker.allFiles')}</MenuItem>
              <MenuItem value="image">{text('media.picker.images')}</MenuItem>
              <MenuItem value="document">{text('media.picker.documents')}</MenuItem>
            </TextField>
          )}
          {page && (
            <Typography variant="body2">
              {text('media.library.fileCount', { smart_count: page.totalCount, count: formatNumber(page.totalCount) })}
            </Typography>
          )}
        </Box>
        {list.error && <ErrorNotice message={errorText(list.error)} />}
        {page && page.items.length === 0 && <Typography>{text('media.picker.noMatch')}</Typography>}
        {page && page.items.length > 0 && (
          <MediaPickerGrid items={page.items} selectedId={chosen?.id} onSelect={select} onConfirm={confirm} />
        )}
        {page && page.totalPages > 1 && (
          <Pagination
            sx={{ mt: 2 }}
            count={page.totalPages}
            page={pageNumber}
            onChange={(_, n) => setPageNumber(n)}
            aria-label={text('media.picker.pages')}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Typography variant="body2" sx={{ flex: 1, pl: 2 }} aria-live="polite">
          {chosen ? text('media.picker.chosen', { title: chosen.title }) : text('media.picker.nothingChosen')}
        </Typography>
        <Button onClick={onClose}>{text('media.picker.cancel')}</Button>
        <Button variant="contained" disabled={!chosen} onClick={() => chosen && confirm(chosen)}>
          {text('media.picker.choose')}
        </Button>
      </DialogActions>
    </>
  );
}
