// /documents: secured documents (issue 14 item 5; docs/decisions/0041-secured-documents-and-form-files.md).
// Categories beside the documents table; upload
// with a progress bar per file; the access editor (public, roles, claims,
// register to download); a signed link copied for the staff preview (valid
// five minutes); each document's download log.
import { useCallback, useMemo, useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Box, Link, Pagination, TextField, Typography } from '@mui/material';
import type {
  CategoryItem,
  DocumentItem,
  DocumentSaveBody,
  DownloadEntry,
  SignedLink,
} from '../../../shared/api/documents.js';
import { createHttpClient, type HttpClient } from '../../providers/http-client.js';
import { useDebouncedValue } from '../../api/useDebouncedValue.js';
import { SCREEN_READ } from '../../api/read-options.js';
import { ErrorNotice, Loading, ScreenFrame } from '../../kit/ScreenStates.js';
import { errorText } from '../../api/site-api.js';
import { ConfirmDialog } from '../editor/ConfirmDialog.js';
import { DropZone, UploadQueue } from '../media/UploadQueue.js';
import { uploaderTo, type Uploader } from '../media/upload-with-progress.js';
import { useUploads } from '../media/useUploads.js';
import { AccessDialog } from './AccessDialog.js';
import { CategoryPanel } from './CategoryPanel.js';
import { DocumentsTable } from './DocumentsTable.js';
import { DownloadLogDialog } from './DownloadLogDialog.js';
import * as api from './documents-api.js';
import { useText } from '../../i18n/use-text.js';
import { useDates } from '../../kit/dates/use-dates.js';

const PAGE_SIZE = 24;
const uploadDocument: Uploader<DocumentItem> = uploaderTo<DocumentItem>(api.DOCUMENTS_URL);

export function DocumentsPage({
  http: given,
  upload = uploadDocument,
}: {
  http?: HttpClient;
  upload?: Uploader<unknown>;
}) {
  const http = useMemo(() => given ?? createHttpClient(), [given]);
  const text = useText();
  const dates = useDates();
  const [q, setQ] = useState('');
  const search = useDebouncedValue(q, 300);
  const [categoryId, setCategoryId] = useState<number | ''>('');
  const [pageNumber, setPageNumber] = useState(1);
  const [error, setError] = useState<string>();
  const [editing, setEditing] = useState<DocumentItem | null>(null);
  const [editError, setEditError] = useState<string>();
  const [deleting, setDeleting] = useState<DocumentItem | null>(null);
  const [log, setLog] = useState<{ item: DocumentItem; entries: DownloadEntry[] } | null>(null);
  const [link, setLink] = useState<{ item: DocumentItem; link: SignedLink; absolute: string; copied: boolean } | null>(
    null,
  );

  const filter = { q: search, categoryId, pageNumber, pageSize: PAGE_SIZE };
  const list = useQuery({
    queryKey: api.documentKeys.list(filter),
    queryFn: () => api.listDocuments(http, filter),
    placeholderData: keepPreviousData,
    ...SCREEN_READ,
  });
  const categoriesQuery = useQuery({
    queryKey: api.documentKeys.categories(),
    queryFn: () => api.listCategories(http),
    ...SCREEN_READ,
  });
  const categories = categoriesQuery.data ?? [];
  const page = list.data;
  const listError = list.error ? errorText(list.error) : undefined;

  const client = useQueryClient();
  const refresh = useCallback(() => void client.invalidateQueries({ queryKey: api.documentKeys.all() }), [client]);
  const { uploads, start } = useUploads(upload, refresh);

  /** Runs a call; its failure shows above the table. */
  const attempt = async (call: () => Promise<unknown>) => {
    setError(undefined);
    try {
      await call();
      refresh();
    } catch (e) {
      setError(errorText(e));
    }
  };
  const save = async (item: DocumentItem, change: DocumentSaveBody) => {
    try {
      await api.saveDocument(http, item.id, change);
      setEditing(null);
      refresh();
    } catch (e) {
      setEditError(errorText(e));
    }
  };
  const copyLink = (item: DocumentItem) =>
    attempt(async () => {
      const signed = await api.documentLink(http, item.id);
      const absolute = new URL(signed.url, window.location.origin).toString();
      // The clipboard may be refused (no permission, no secure context): the link is shown either way.
      const copied = await navigator.clipboard?.writeText(absolute).then(
        () => true,
        () => false,
      );
      setLink({ item, link: signed, absolute, copied: !!copied });
    });
  const openLog = (item: DocumentItem) =>
    attempt(async () => setLog({ item, entries: await api.downloadLog(http, item.id) }));
  const selectCategory = (id: number | '') => {
    setCategoryId(id);
    setPageNumber(1);
  };

  return (
    <ScreenFrame title={text('documents.page.title')} intro={text('documents.page.intro')}>
      <Box sx={{ display: 'flex', gap: 3, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <CategoryPanel
          categories={categories}
          selected={categoryId}
          onSelect={selectCategory}
          onAdd={(name) => void attempt(() => api.createCategory(http, { name }))}
          onRename={(c: CategoryItem, name) =>
            void attempt(() => api.saveCategory(http, c.id, { name, description: c.description }))
          }
          onDelete={(c: CategoryItem) =>
            void attempt(async () => {
              await api.deleteCategory(http, c.id);
              selectCategory('');
            })
          }
        />
        <Box sx={{ flex: 1, minWidth: 320 }}>
          <DropZone onFiles={(files) => void start(files)} />
          <UploadQueue uploads={uploads} />
          <Box sx={{ display: 'flex', gap: 2, mb: 2, alignItems: 'center' }}>
            <TextField
              label={text('documents.page.search')}
              size="small"
              value={q}
              onChange={(e) => {
                setQ(e.target.value);
                setPageNumber(1);
              }}
            />
            {page && (
              <Typography variant="body2">{text('documents.page.count', { smart_count: page.totalCount })}</Typography>
            )}
          </Box>
          {(error ?? listError) && <ErrorNotice message={(error ?? listError)!} />}
          {link && (
            <Alert severity="success" sx={{ mb: 2 }} onClose={() => setLink(null)}>
              {text(link.copied ? 'documents.page.linkCopied' : 'documents.page.linkReady', {
                title: link.item.title,
                time: dates.moment(link.link.expiresAt),
              })}{' '}
              <Link href={link.absolute} target="_blank" rel="noopener" sx={{ wordBreak: 'break-all' }}>
                {link.absolute}
              </Link>
            </Alert>
          )}
          {!page && !listError && <Loading />}
          {page && page.items.length === 0 && <Typography>{text('documents.page.noMatch')}</Typography>}
          {page && page.items.length > 0 && (
            <DocumentsTable
              items={page.items}
              categories={categories}
              actions={{
                onEdit: (d) => {
                  setEditError(undefined);
                  setEditing(d);
                },
                onLink: (d) => void copyLink(d),
                onLog: (d) => void openLog(d),
                onDelete: setDeleting,
              }}
            />
          )}
          {page && page.totalPages > 1 && (
            <Pagination
              sx={{ mt: 2 }}
              count={page.totalPages}
              page={pageNumber}
              onChange={(_, n) => setPageNumber(n)}
              aria-label={text('documents.page.pages')}
            />
          )}
        </Box>
      </Box>
      <AccessDialog
        item={editing}
        categories={categories}
        error={editError}
        onCancel={() => setEditing(null)}
        onSave={(i, change) => void save(i, change)}
      />
      <DownloadLogDialog item={log?.item ?? null} entries={log?.entries ?? []} onClose={() => setLog(null)} />
      <ConfirmDialog
        open={!!deleting}
        text={text('documents.page.confirmDelete', { title: deleting?.title ?? '' })}

        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const d = deleting!;
          setDeleting(null);
          void attempt(() => api.deleteDocument(http, d.id));
        }}
      />
    </ScreenFrame>
  );
}

export default DocumentsPage;
