// /edit ('Webpage'): the page editor in 'edit' mode, `/edit?cId={CId}`, or
// on a pending draft, `/edit?cId={CId}&draft={CvId}` (see docs/editor-admin.md
// for how modes travel). Without a cId it points to /edit/select. A read-only
// account (the Auditor: shared/history-access.ts) edits nothing: it is sent to
// the page's Summary, which shows its version history.
import { Alert, Box, Button, Link, Typography } from '@mui/material';
import { Link as RouterLink, Navigate, useSearchParams } from 'react-router-dom';
import { PermissionDeniedPage } from '../../layout/FallbackPages.js';
import { BlockList } from './blocks/BlockList.js';
import { ContentFields } from './content/ContentFields.js';
import { EditorActions } from './EditorActions.js';
import { LeaveGuard } from './LeaveGuard.js';
import { usePageEditor } from './model/usePageEditor.js';
import { editorUrl, positiveInt } from './modes.js';
import { PageFactsPanel } from './facts/PageFactsPanel.js';
import { PlacementPanel } from './placement/PlacementPanel.js';
import { ScheduleControls } from './schedule/ScheduleControls.js';
import { SaveBar } from './SaveBar.js';
import { VersionsPanel } from './versions/VersionsPanel.js';
import { PreviewPanel } from './preview/PreviewPanel.js';
import { useStaggeredReveal } from '../../kit/staggered-reveal.js';
import { usePreviewOpen } from './preview/usePreviewOpen.js';
import { LivePageLink } from './preview/LivePageLink.js';
import { useText } from '../../i18n/use-text.js';
import { Sentence } from './Sentence.js';
import { readsHistoryOnly } from '../../../shared/history-access.js';
import { currentUser } from '../../auth/auth-provider.js';
import { newSaveGate, SaveGateProvider } from './save-gate.js';
import { useState } from 'react';
import { usePageReview, useReviewRoles } from '../review/review-api.js';
import { useScheduled } from './schedule/useScheduled.js';
import { useSubmitForReview } from '../review/useSubmitForReview.js';
import { EditorReviewNotice } from '../review/EditorReviewNotice.js';

/** @public Loaded by name through the lazy import in index.tsx, which knip cannot follow. */
export function PageEditorScreen() {
  const text = useText();
  const [params] = useSearchParams();
  const cId = positiveInt(params.get('cId'));
  if (cId && readsHistoryOnly(currentUser())) return <Navigate to={editorUrl('view', cId)} replace />;
  if (!cId) {
    return (
      <Box sx={{ p: 2 }}>
        <Typography variant="h5" component="h1" gutterBottom>
          {text('editor.screen.title')}
        </Typography>
        <Typography>
          <Sentence
            text={text('editor.screen.choose')}
            parts={{
              select: (
                <Link component={RouterLink} to="/edit/select">
                  {text('editor.screen.selectLink')}
                </Link>
              ),
              add: (
                <Link component={RouterLink} to="/edit/add">
                  {text('editor.screen.addLink')}
                </Link>
              ),
            }}
          />
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
  const [saveGate] = useState(newSaveGate);
  const text = useText();
  // Review before publish (docs/review.md): under review, "Publish" saves a draft and submits it.
  const reviewRoles = useReviewRoles();
  const underReview = reviewRoles.data?.reviewRequired ?? false;
  const review = useSubmitForReview(cId, (note) => save('draft', note));
  // The review notice and the schedule part sit above the form: drawn when their reads answered, after the
  // form, they pushed it down (a layout shift of 0.089, issue 41). The page is drawn once they have answered
  // too; EditorReviewNotice reads the same query, from react-query's cache.
  const pageReview = usePageReview(cId);
  const scheduled = useScheduled();
  const sideReadsAnswered = !reviewRoles.isPending && !pageReview.isPending && scheduled.settled;
  // The page's head (title, save bar, review and schedule parts) is drawn first; then the form's two parts and the
  // side column's four panels one per task, so opening a page is several short tasks instead of one long one, and
  // its heading shows before the form is built (issue 41: the editor's total blocking time and largest paint). Each
  // part appears below or beside what is drawn already, in a column of its own, so nothing moves.
  const parts = useStaggeredReveal(6, 0, state.status !== 'loading' && !!state.loaded && sideReadsAnswered);
  const sidePanels = parts - 2;

  if (state.status === 'loading' || !sideReadsAnswered)
    return (
      <Typography role="status" sx={{ p: 2 }}>
        {text('editor.loading')}
      </Typography>
    );
  if (state.denied) return <PermissionDeniedPage />;
  if (state.status === 'failed' || !state.loaded) {
    return (
      <Box sx={{ p: 2 }}>
        <Typography variant="h5" component="h1">
          {text('editor.screen.title')}
        </Typography>
        <Alert
          severity="error"
          action={<Button onClick={() => void reload()}>{text('editor.screen.tryAgain')}</Button>}
        >
          {text('editor.screen.notOpened', { error: state.error })}
        </Alert>
      </Box>
    );
  }
  const { page } = state.loaded;
  return (
    <SaveGateProvider value={saveGate}>
      <Box sx={{ p: { xs: 1, sm: 2 }, display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
        <LeaveGuard when={dirty && !state.saving} />
        <Box>
          <Typography variant="h5" component="h1">
            {text('editor.screen.titleOf', { title: draft.content.CTitle })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            <Sentence
              text={text('editor.screen.pageLine', { cId, url: page.content.CSeoUrl || text('editor.noUrl') })}
              parts={{
                summary: (
                  <Link component={RouterLink} to={editorUrl('view', cId)}>
                    {text('editor.screen.summaryLink')}
                  </Link>
                ),
              }}
            />
            <LivePageLink cId={cId} />
          </Typography>
          {draftCvId && <Alert severity="info">{text('editor.screen.editingDraft', { cvId: draftCvId })}</Alert>}
          {!draftCvId && !page.version && <Alert severity="info">{text('editor.screen.neverPublished')}</Alert>}
          {!draftCvId && page.draft && page.version && (
            <Alert severity="warning">
              <Sentence
                text={text('editor.screen.pendingDraft', {
                  name: page.draft.CvUserName ?? text('editor.screen.someone'),
                })}
                parts={{
                  link: (
                    <Link component={RouterLink} to={`/edit?cId=${cId}&draft=${page.draft.CvId}`}>
                      {text('editor.screen.openDraft')}
                    </Link>
                  ),
                }}
              />
            </Alert>
          )}
        </Box>
        <SaveBar
          cId={cId}
          state={state}
          dirty={dirty}
          onSave={(mode, note) => void (underReview && mode === 'publish' ? review.submit(note) : save(mode, note))}
          onRebase={() => void rebase()}
          publishLabel={underReview ? text('review.editor.submit') : undefined}
        />
        <EditorReviewNotice cId={cId} submitError={review.error} />
        <ScheduleControls
          cId={cId}
          draftCvId={page.draft?.CvId}
          live={!!page.version && page.content.CDeleted !== true}
          submitForReview={underReview ? (at) => void review.submit(undefined, at) : undefined}
          scheduled={scheduled}
        />
        <Box>
          <Button
            variant={previewOpen ? 'contained' : 'outlined'}
            aria-pressed={previewOpen}
            onClick={() => setPreviewOpen(!previewOpen)}
          >
            {previewOpen ? text('editor.screen.closePreview') : text('editor.preview')}
          </Button>
        </Box>
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: {
              xs: 'minmax(0, 1fr)',
              lg: previewOpen ? 'minmax(0, 1fr) minmax(0, 1fr)' : 'minmax(0, 2fr) minmax(0, 1fr)',
            },
            alignItems: 'start',
          }}
        >
          {/* minWidth 0: what is in a column never widens it past its track (over the preview, or the screen; issue 41). */}
          <Box
            sx={{ display: 'grid', gap: 3, minWidth: 0, gridTemplateColumns: 'minmax(0, 1fr)' }}
            aria-busy={state.saving}
            style={state.saving ? { pointerEvents: 'none', opacity: 0.7 } : undefined}
          >
            {parts > 0 && <ContentFields content={draft.content} dispatch={dispatch} />}
            {parts > 1 && <BlockList cId={cId} ctId={draft.content.CtId} blocks={draft.blocks} dispatch={dispatch} />}
          </Box>
          <Box sx={{ display: 'grid', gap: 3, minWidth: 0, gridTemplateColumns: 'minmax(0, 1fr)' }}>
            {previewOpen && <PreviewPanel loaded={state.loaded} />}
            {sidePanels > 0 && <EditorActions cId={cId} />}
            {sidePanels > 1 && <PageFactsPanel content={page.content} />}
            {sidePanels > 2 && <VersionsPanel loaded={state.loaded} dirty={dirty} onReplaced={replacePage} />}
            {sidePanels > 3 && <PlacementPanel content={page.content} />}
          </Box>
        </Box>
      </Box>
    </SaveGateProvider>
  );
}
