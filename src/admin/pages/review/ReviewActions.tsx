// One change waiting for review, as a reviewer decides on it (docs/review.md):
// the change as a diff against the live page (the editor's version diff), the
// submitted draft in the preview, then approve (it goes live) or request
// changes with a comment the author reads in the editor.
import { useState } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import type { Review } from '../../../shared/api/review.js';
import { errorText, useSiteApi } from '../../api/site-api.js';
import { useText } from '../../i18n/use-text.js';
import { useEditorApi } from '../editor/api/EditorApiContext.js';
import type { Page, VersionDetail, VersionSummary } from '../editor/api/types.js';
import { CompareDialog } from '../editor/versions/CompareDialog.js';
import { VersionPreviewDialog } from '../editor/versions/VersionPreviewDialog.js';
import { approveReview, requestChanges, useReviewsChanged } from './review-api.js';

export function ReviewActions({ review, onError }: { review: Review; onError: (message: string | undefined) => void }) {
  const text = useText();
  const api = useSiteApi();
  const editor = useEditorApi();
  const changed = useReviewsChanged();
  const [diff, setDiff] = useState<{ version: VersionDetail; page: Page }>();
  const [versions, setVersions] = useState<VersionSummary[]>();
  const [asking, setAsking] = useState(false);
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const run = async (step: () => Promise<unknown>) => {
    setBusy(true);
    onError(undefined);
    try {
      await step();
      return true;
    } catch (e) {
      onError(errorText(e, text));
      return false;
    } finally {
      setBusy(false);
    }
  };
  const showDiff = () =>
    run(async () => {
      const [version, live] = await Promise.all([editor.version(review.CvId), editor.getPage(review.CId)]);
      setDiff({ version, page: live.page });
    });
  const showPreview = () => run(async () => setVersions(await editor.versions(review.CId)));
  const approve = () =>
    run(async () => {
      await approveReview(api, review.id);
      await changed();
    });
  const sendBack = async () => {
    if (await run(() => requestChanges(api, review.id, comment))) {
      setAsking(false);
      setComment('');
      await changed();
    }
  };
  const title = review.CTitle ?? String(review.CId);
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <Button size="small" onClick={() => void showDiff()} disabled={busy}>
        {text('review.list.diff')}
      </Button>
      <Button size="small" onClick={() => void showPreview()} disabled={busy}>
        {text('review.list.preview')}
      </Button>
      <Button size="small" variant="contained" onClick={() => void approve()} disabled={busy}>
        {text('review.list.approve')}
      </Button>
      <Button size="small" variant="outlined" onClick={() => setAsking(true)} disabled={busy}>
        {text('review.list.requestChanges')}
      </Button>
      {diff && <CompareDialog version={diff.version} page={diff.page} onClose={() => setDiff(undefined)} />}
      {versions && (
        <VersionPreviewDialog
          title={title}
          versions={versions}
          cvId={review.CvId}
          onClose={() => setVersions(undefined)}
        />
      )}
      <Dialog open={asking} onClose={() => setAsking(false)} fullWidth aria-labelledby={`changes-${review.id}`}>
        <DialogTitle id={`changes-${review.id}`}>{text('review.list.requestChangesOf', { title })}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            multiline
            minRows={3}
            fullWidth
            label={text('review.list.comment')}
            helperText={text('review.list.commentHelp')}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(false)}>{text('review.list.cancel')}</Button>
          <Button variant="contained" onClick={() => void sendBack()} disabled={busy || !comment.trim()}>
            {text('review.list.send')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
