// The page's versions, newest first (drafts flagged): compare one with the
// current page, preview it as visitors would see it (another one beside it), restore it (a new published save, If-Match the page's ETag),
// and for a draft open it in the editor, publish it or discard it. The list
// is a query; the editor's saves and this panel's actions mark it stale.
// Read only (the Summary, for an Auditor: shared/history-access.ts), it lists
// and compares, and offers no Restore, Publish, Discard, Open or Preview (a
// preview link is made by a POST, a write).
import { useState } from 'react';
import { Alert, Box, Button, Chip, List, ListItem, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useEditorApi } from '../api/EditorApiContext.js';
import { usePageWritten, useVersions } from '../api/editor-queries.js';
import type { LoadedPage, VersionDetail, VersionSummary } from '../api/types.js';
import { ConfirmDialog } from '../ConfirmDialog.js';
import { CompareDialog } from './CompareDialog.js';
import { VersionPreviewDialog } from './VersionPreviewDialog.js';
import { useText } from '../../../i18n/use-text.js';
import { useDates } from '../../../kit/dates/use-dates.js';

interface VersionsPanelProps {
  loaded: LoadedPage;
  /** Unsaved edits on screen: restoring or publishing replaces them, so it asks first. */
  dirty: boolean;
  onReplaced: (loaded: LoadedPage) => void;
  /** Only the list and Compare: no action that writes. */
  readOnly?: boolean;
}

type Pending = { action: 'restore' | 'publish' | 'discard'; version: VersionSummary };

export function VersionsPanel({ loaded, dirty, onReplaced, readOnly = false }: VersionsPanelProps) {
  const text = useText();
  const { moment: when } = useDates();
  const api = useEditorApi();
  const cId = loaded.page.content.CId;
  const list = useVersions(cId);
  const pageWritten = usePageWritten();
  const versions = list.data;
  const [actionError, setError] = useState<string>();
  const error = actionError ?? list.error?.message;
  const [comparing, setComparing] = useState<VersionDetail | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [previewing, setPreviewing] = useState<number | null>(null);

  const run = async ({ action, version }: Pending) => {
    setPending(null);
    setError(undefined);
    try {
      if (action === 'discard') {
        await api.discardDraft(version.CvId);
        onReplaced(await api.getPage(cId));
      } else {
        onReplaced(
          action === 'restore'
            ? await api.restoreVersion(version.CvId, loaded.etag)
            : await api.publishDraft(version.CvId, loaded.etag),
        );
      }
      void pageWritten(cId);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };

  const ask = (action: Pending['action'], version: VersionSummary) => setPending({ action, version });
  const confirmText = pending
    ? text(
        {
          restore: 'editor.versions.confirmRestore',
          publish: 'editor.versions.confirmPublish',
          discard: 'editor.versions.confirmDiscard',
        }[pending.action],
        { cvId: pending.version.CvId },
      ) + (dirty && pending.action !== 'discard' ? text('editor.versions.replacesUnsaved') : '')
    : '';

  return (
    <Box component="section" aria-labelledby="versions-title">
      <Typography id="versions-title" variant="h6" component="h2">
        {text('editor.versions.title')}
      </Typography>
      {error && <Alert severity="error">{error}</Alert>}
      {!versions && !error && <Typography role="status">{text('editor.loading')}</Typography>}
      {versions && !versions.length && <Typography>{text('editor.versions.none')}</Typography>}
      <List dense aria-label={text('editor.versions.title')}>
        {versions?.map((v) => (
          <ListItem
            key={v.CvId}
            divider
            sx={{ display: 'block' }}
            aria-label={text('editor.versions.item', { cvId: v.CvId })}
          >
            <Typography variant="body2">
              {when(v.ChangeDate)} · {v.CvUserName ?? text('editor.unknown')}{' '}
              {v.Active && <Chip size="small" label={text('editor.versions.live')} color="success" />}{' '}
              {v.Draft && <Chip size="small" label={text('editor.versions.draft')} variant="outlined" />}{' '}
              {v.CvAiDrafted && <Chip size="small" label={text('editor.versions.aiDrafted')} variant="outlined" />}
            </Typography>
            {v.CvNote && <Typography variant="caption">{v.CvNote}</Typography>}
            <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', mt: 0.5 }}>
              <Button
                size="small"
                onClick={() => api.version(v.CvId).then(setComparing, (e: Error) => setError(e.message))}
              >
                {text('editor.versions.compare')}
              </Button>
              {!readOnly && (
                <Button
                  size="small"
                  onClick={() => setPreviewing(v.CvId)}
                  aria-label={text('editor.versions.previewLabel', { cvId: v.CvId })}
                >
                  {text('editor.preview')}
                </Button>
              )}
              {readOnly ? null : v.Draft ? (
                <>
                  <Button size="small" component={RouterLink} to={`/edit?cId=${cId}&draft=${v.CvId}`}>
                    {text('editor.versions.openDraft')}
                  </Button>
                  <Button size="small" onClick={() => ask('publish', v)}>
                    {text('editor.versions.publishDraft')}
                  </Button>
                  <Button size="small" color="error" onClick={() => ask('discard', v)}>
                    {text('editor.versions.discardDraft')}
                  </Button>
                </>
              ) : (
                !v.Active && (
                  <Button size="small" onClick={() => ask('restore', v)}>
                    {text('editor.versions.restore')}
                  </Button>
                )
              )}
            </Box>
          </ListItem>
        ))}
      </List>
      <VersionPreviewDialog
        title={String(loaded.page.content.CTitle ?? '')}
        versions={versions ?? []}
        cvId={previewing}
        onClose={() => setPreviewing(null)}
      />
      <CompareDialog version={comparing} page={loaded.page} onClose={() => setComparing(null)} />
      <ConfirmDialog
        open={!!pending}
        text={confirmText}
        onCancel={() => setPending(null)}
        onConfirm={() => pending && void run(pending)}
      />
    </Box>
  );
}
