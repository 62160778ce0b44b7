// /folder-organization: the media library (issue 14 item 1; docs/decisions/0035-media-library-records.md).
// Every stored file, searched by title and filtered
// by kind, in a grid or a list; title and alt text edited; several files uploaded at once, each with its
// progress; deletion shows the pages that use the file and is refused while
// any does. Beside the files, the folder tree of item 2 (FolderPanel.tsx):
// selecting a folder lists its files, and new uploads go into it.
import { useCallback, useMemo, useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import LinkIcon from '@mui/icons-material/Link';
import {
  Box,
  Button,
  MenuItem,
  Pagination,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import type { MediaDetail, MediaItem, MediaKind, MediaSaveBody } from '../../../shared/api/media.js';
import { createHttpClient, type HttpClient } from '../../providers/http-client.js';
import { useDebouncedValue } from '../../api/useDebouncedValue.js';
import { queryKeys } from '../../api/query-keys.js';
import { SCREEN_READ } from '../../api/read-options.js';
import { ErrorNotice, Loading, ScreenFrame } from '../../kit/ScreenStates.js';
import { errorText } from '../../api/site-api.js';
import { DeleteMediaDialog } from './DeleteMediaDialog.js';
import { deleteMedia, listMedia, readMedia, saveMedia } from './media-api.js';
import { EditMediaDialog } from './EditMediaDialog.js';
import { MediaGrid, MediaTable } from './MediaViews.js';
import { DropZone, UploadQueue } from './UploadQueue.js';
import { uploadWithProgress, type Uploader } from './upload-with-progress.js';
import { useUploads } from './useUploads.js';
import { FileMoveDialog } from './FileMoveDialog.js';
import { FOLDER_PANEL_PLACE, FolderPanel } from './FolderPanel.js';
import { SelectionBar } from './SelectionBar.js';
import { readFolderTree, type FolderSelection } from './folders-api.js';
import { MediaVersionsDialog } from './MediaVersionsDialog.js';
import { ImportUrlDialog } from './ImportUrlDialog.js';
import { replaceWithProgress, restoreVersion, type Replacer } from './version-api.js';
import { formatNumber } from '../../kit/numbers.js';
import { useText } from '../../i18n/use-text.js';

const PAGE_SIZE = 24;

export function MediaLibraryPage({
  http: given,
  upload = uploadWithProgress,
  replace = replaceWithProgress,
}: {
  http?: HttpClient;
  upload?: Uploader;
  replace?: Replacer;
}) {
  const http = useMemo(() => given ?? createHttpClient(), [given]);
  const text = useText();
  const [q, setQ] = useState('');
  const search = useDebouncedValue(q, 300);
  const [kind, setKind] = useState<MediaKind | ''>('');
  const [view, setView] = useState<'grid' | 'list'>('grid');
  const [pageNumber, setPageNumber] = useState(1);
  const [error, setError] = useState<string>();
  const [deleting, setDeleting] = useState<MediaDetail | null>(null);
  const [deleteError, setDeleteError] = useState<string>();
  const [editing, setEditing] = useState<MediaItem | null>(null);
  const [editError, setEditError] = useState<string>();
  const [folder, setFolder] = useState<FolderSelection>('all');
  const [moving, setMoving] = useState<MediaItem[]>([]);
  const [selection, setSelection] = useState<MediaItem[]>([]);
  const selectedIds = useMemo(() => new Set(selection.map((i) => i.id)), [selection]);
  const toggle = (item: MediaItem) =>
    setSelection((all) => (all.some((i) => i.id === item.id) ? all.filter((i) => i.id !== item.id) : [...all, item]));
  const afterMove = () => {
    setSelection([]);
    refresh();
  };
  const [notice, setNotice] = useState('');
  const [importing, setImporting] = useState(false);
  const [replacing, setReplacing] = useState<MediaDetail | null>(null);

  const filter = { q: search, kind, pageNumber, pageSize: PAGE_SIZE, folder };
  const list = useQuery({
    queryKey: queryKeys.media.list(filter),
    queryFn: () => listMedia(http, filter),
    placeholderData: keepPreviousData,
    ...SCREEN_READ,
  });
  const page = list.data;
  const listError = list.error ? errorText(list.error) : undefined;
  const folders = useQuery({
    queryKey: queryKeys.media.folders(),
    queryFn: () => readFolderTree(http),
    ...SCREEN_READ,
  });
  const uploadFolder = typeof folder === 'number' ? folders.data?.folders.find((f) => f.id === folder) : undefined;

  const client = useQueryClient();
  const refresh = useCallback(() => void client.invalidateQueries({ queryKey: queryKeys.media.all() }), [client]);
  const { uploads, start } = useUploads(upload, refresh);

  const askDelete = async (item: MediaItem) => {
    setDeleteError(undefined);
    try {
      setDeleting(await readMedia(http, item.id));
    } catch (e) {
      setError(errorText(e));
    }
  };
  const confirmDelete = async (detail: MediaDetail) => {
    try {
      await deleteMedia(http, detail.id);
      setDeleting(null);
      refresh();
    } catch (e) {
      setDeleteError(errorText(e));
    }
  };

  const askReplace = async (item: MediaItem) => {
    try {
      setReplacing(await readMedia(http, item.id));
    } catch (e) {
      setError(errorText(e));
    }
  };

  const edit = (item: MediaItem) => {
    setEditError(undefined);
    setEditing(item);
  };
  const save = async (item: MediaItem, change: MediaSaveBody) => {
    try {
      await saveMedia(http, item.id, change);
      setEditing(null);
      refresh();
    } catch (e) {
      setEditError(errorText(e));
    }
  };

  const itemActions = {
    onEdit: edit,
    onDelete: (i: MediaItem) => void askDelete(i),
    onReplace: (i: MediaItem) => void askReplace(i),
    onMove: (i: MediaItem) => setMoving([i]),
    selected: selectedIds,
    onToggle: toggle,
  };

  return (
    <ScreenFrame title={text('media.library.title')} intro={text('media.library.intro')}>
      <Box sx={{ display: 'flex', gap: 3, flexWrap: { xs: 'wrap', md: 'nowrap' }, alignItems: 'flex-start' }}>
        {folders.data ? (
          <FolderPanel
            http={http}
            tree={folders.data}
            selected={folder}
            onSelect={(next) => {
              setFolder(next);
              setSelection([]);
              setPageNumber(1);
            }}
            onChanged={afterMove}
            onNotice={setNotice}
          />
        ) : (
          // The panel's place is kept while the tree is read: without it the files, drawn first, moved 284 px to the
          // right when the tree came (a layout shift of 0.1-0.14, issue 41).
          <Box sx={FOLDER_PANEL_PLACE}>
            {folders.error ? <ErrorNotice message={errorText(folders.error)} /> : <Loading />}
          </Box>
        )}
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography role="status" variant="body2" sx={{ mb: notice ? 1 : 0 }}>
            {notice}
          </Typography>
          <DropZone onFiles={(files) => void start(files, uploadFolder?.id)} />
          {uploadFolder && (
            <Typography variant="caption" component="p" sx={{ mt: -1, mb: 2 }}>
              {text('media.library.uploadsGoInto', { name: uploadFolder.name })}
            </Typography>
          )}
          <Button
            variant="outlined"
            size="small"
            startIcon={<LinkIcon />}
            onClick={() => setImporting(true)}
            sx={{ mb: 2 }}
          >
            {text('media.library.importFromUrl')}
          </Button>
          <UploadQueue uploads={uploads} />
          <SelectionBar count={selection.length} onMove={() => setMoving(selection)} onClear={() => setSelection([])} />
          <Box sx={{ display: 'flex', gap: 2, mb: 2, flexWrap: 'wrap', alignItems: 'center' }}>
            <TextField
              label={text('media.library.search')}
              size="small"
              value={q}
              onChange={(e) => {
                setQ(e.target.value);
                setPageNumber(1);
              }}
            />
            <TextField
              select
              label={text('media.library.kind')}
              size="small"
              value={kind}
              onChange={(e) => {
                setKind(e.target.value as MediaKind | '');
                setPageNumber(1);
              }}
              sx={{ minWidth: 140 }}
            >
              <MenuItem value="">{text('media.library.allFiles')}</MenuItem>
              <MenuItem value="image">{text('media.library.images')}</MenuItem>
              <MenuItem value="document">{text('media.library.documents')}</MenuItem>
            </TextField>
            <ToggleButtonGroup
              size="small"
              exclusive
              value={view}
              onChange={(_, v: 'grid' | 'list' | null) => v && setView(v)}
              aria-label={text('media.library.view')}
            >
              <ToggleButton value="grid">{text('media.library.grid')}</ToggleButton>
              <ToggleButton value="list">{text('media.library.list')}</ToggleButton>
            </ToggleButtonGroup>
            {page && (
              <Typography variant="body2">
                {text('media.library.fileCount', {
                  smart_count: page.totalCount,
                  count: formatNumber(page.totalCount),
                })}
              </Typography>
            )}
          </Box>
          {(error ?? listError) && <ErrorNotice message={(error ?? listError)!} />}
          {!page && !listError && <Loading />}
          {page && page.items.length === 0 && <Typography>{text('media.library.noMatch')}</Typography>}
          {page &&
            page.items.length > 0 &&
            (view === 'grid' ? (
              <MediaGrid items={page.items} {...itemActions} />
            ) : (
              <MediaTable items={page.items} {...itemActions} />
            ))}
          {page && page.totalPages > 1 && (
            <Pagination
              sx={{ mt: 2 }}
              count={page.totalPages}
              page={pageNumber}
              onChange={(_, n) => setPageNumber(n)}
              aria-label={text('media.library.pages')}
            />
          )}
        </Box>
      </Box>
      <FileMoveDialog
        http={http}
        tree={folders.data}
        items={moving}
        onClose={() => setMoving([])}
        onMoved={(moved) => {
          setNotice(moved);
          afterMove();
        }}
      />
      <ImportUrlDialog
        http={http}
        open={importing}
        folder={uploadFolder}
        onClose={() => setImporting(false)}
        onImported={(file) => {
          setImporting(false);
          setNotice(text('media.library.imported', { name: file.originalName }));
          refresh();
        }}
      />
      <EditMediaDialog
        item={editing}
        error={editError}
        onCancel={() => setEditing(null)}
        onSave={(i, change) => void save(i, change)}
      />
      <MediaVersionsDialog
        detail={replacing}
        replace={replace}
        restore={(d, version) => restoreVersion(http, d.id, version)}
        onChanged={(d) => {
          setReplacing(d);
          refresh();
        }}
        onClose={() => setReplacing(null)}
      />
      <DeleteMediaDialog
        detail={deleting}
        error={deleteError}
        onCancel={() => setDeleting(null)}
        onConfirm={(d) => void confirmDelete(d)}
      />
    </ScreenFrame>
  );
}

export default MediaLibraryPage;
