// /edit ('Webpage'): the page editor in 'edit' mode, `/edit?cId={CId}`, or
// on a pending draft, `/edit?cId={CId}&draft={CvId}` (see docs/editor-admin.md
// for how modes travel). Without a cId it points to /edit/select.
import { Alert, Box, Button, Link, Typography } from '@mui/material';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { PermissionDeniedPage } from '../../layout/FallbackPages.js';
import { BlockList } from './blocks/BlockList.js';
import { ContentFields } from './content/ContentFields.js';
import { EditorActions } from './EditorActions.js';
import { LeaveGuard } from './LeaveGuard.js';
import { usePageEditor } from './model/usePageEditor.js';
import { editorUrl, positiveInt } from './modes.js';
import { PageFactsPanel } from './facts/PageFactsPanel.js';
import { PlacementPanel } from './placement/PlacementPanel.js';
import { SaveBar } from './SaveBar.js';
import { VersionsPanel } from './versions/VersionsPanel.js';
import { PreviewPanel } from './preview/PreviewPanel.js';
import { usePreviewOpen } from './preview/usePreviewOpen.js';
import { LivePageLink } from './preview/LivePageLink.js';

export function PageEditorScreen() {
  const [params] = useSearchParams();
  const cId = positiveInt(params.get('cId'));
  if (!cId) {
    return (
      <Box sx={{ p: 2 }}>
        <Typography variant="h5" component="h1" gutterBottom>
          Webpage
        </Typography>
        <Typography>
          Choose the page to edit on <Link component={RouterLink} to="/edit/select">Select Content</Link>, or{' '}
          <Link component={RouterLink} to="/edit/add">add a new one</Link>.
        </Typography>
      </Box>
    );
  }
  const draftCvId = positiveInt(params.get('draft'));
  // A new editor for another page or draft: the working copy and its read start afresh.
  return <PageEditor key={`${cId}:${draftCvId ?? ''}`} cId={cId} draftCvId={draftCvId} />;
}

export function PageEditor({ cId, draftCvId }: { cId: number; draftCvId?: number }) {
  const { state, draft, dispatch, dirty, save, rebase, reload, replacePage } = usePageEditor(cId, { draftCvId });
  const [previewOpen, setPreviewOpen] = usePreviewOpen();

  if (state.status === 'loading') return <Typography role="status" sx={{ p: 2 }}>Loading...</Typography>;
  if (state.denied) return <PermissionDeniedPage />;
  if (state.status === 'failed' || !state.loaded) {
    return (
      <Box sx={{ p: 2 }}>
        <Typography variant="h5" component="h1">Webpage</Typography>
        <Alert severity="error" action={<Button onClick={() => void reload()}>Try again</Button>}>
          The page could not be opened: {state.error}
        </Alert>
      </Box>
    );
  }
  const { page } = state.loaded;
  return (
    <Box sx={{ p: 2, display: 'grid', gap: 2 }}>
      <LeaveGuard when={dirty && !state.saving} />
      <Box>
        <Typography variant="h5" component="h1">
          Webpage: {draft.content.CTitle}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Page {cId} · {page.content.CSeoUrl || 'no URL'} · <Link component={RouterLink} to={editorUrl('view', cId)}>Summary</Link>
          <LivePageLink cId={cId} />
        </Typography>
        {draftCvId && <Alert severity="info">You are editing draft {draftCvId}. Publish makes it live; Save draft keeps it as a draft.</Alert>}
        {!draftCvId && !page.version && <Alert severity="info">This page is a draft: it is not on the site until you publish it.</Alert>}
        {!draftCvId && page.draft && page.version && (
          <Alert severity="warning">
            This page has an unpublished draft from {page.draft.CvUserName ?? 'someone'}.{' '}
            <Link component={RouterLink} to={`/edit?cId=${cId}&draft=${page.draft.CvId}`}>Open the draft</Link>. Publishing from here replaces it.
          </Alert>
        )}
      </Box>
      <SaveBar cId={cId} state={state} dirty={dirty} onSave={(mode, note) => void save(mode, note)} onRebase={() => void rebase()} />
      <Box>
        <Button variant={previewOpen ? 'contained' : 'outlined'} aria-pressed={previewOpen} onClick={() => setPreviewOpen(!previewOpen)}>
          {previewOpen ? 'Close the preview' : 'Preview'}
        </Button>
      </Box>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { lg: previewOpen ? 'minmax(0, 1fr) minmax(0, 1fr)' : 'minmax(0, 2fr) minmax(0, 1fr)' }, alignItems: 'start' }}>
        <Box sx={{ display: 'grid', gap: 3 }} aria-busy={state.saving} style={state.saving ? { pointerEvents: 'none', opacity: 0.7 } : undefined}>
          <ContentFields content={draft.content} dispatch={dispatch} />
          <BlockList cId={cId} ctId={draft.content.CtId} blocks={draft.blocks} dispatch={dispatch} />
        </Box>
        <Box sx={{ display: 'grid', gap: 3 }}>
          {previewOpen && <PreviewPanel loaded={state.loaded} />}
          <EditorActions cId={cId} />
          <PageFactsPanel content={page.content} />
          <VersionsPanel loaded={state.loaded} dirty={dirty} onReplaced={replacePage} />
          <PlacementPanel content={page.content} />
        </Box>
      </Box>
    </Box>
  );
}
