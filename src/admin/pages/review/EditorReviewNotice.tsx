// Where the page's review stands, above the editor's save bar (docs/review.md):
// waiting for a reviewer, approved, or sent back with the reviewer's comment,
// which is how the author reads what to change.
import { Alert, Box } from '@mui/material';
import { useLocaleState } from 'react-admin';
import { useText } from '../../i18n/use-text.js';
import { useDates } from '../../kit/dates/use-dates.js';
import { showInZone } from '../../kit/dates/zoned-time.js';
import { usePageReview } from './review-api.js';

export function EditorReviewNotice({ cId, submitError }: { cId: number; submitError?: string }) {
  const text = useText();
  const dates = useDates();
  const [locale] = useLocaleState();
  const review = usePageReview(cId).data;
  return (
    <>
      {submitError && (
        <Alert severity="error" role="alert">
          {submitError}
        </Alert>
      )}
      {review?.state === 'pending' && (
        <Alert severity="info" role="status">
          {text('review.editor.pending', { name: review.author, when: dates.moment(review.submitted) })}
          {review.publishAt &&
            ` ${text('review.list.publishAt', { when: showInZone(review.publishAt, review.timeZone, locale) })}`}
        </Alert>
      )}
      {review?.state === 'changes' && (
        <Alert severity="warning" aria-label={text('review.editor.changesTitle')}>
          {text('review.editor.changes', { name: review.reviewer ?? '', when: dates.moment(review.decided) })}
          <Box component="blockquote" sx={{ m: 0, mt: 1, whiteSpace: 'pre-wrap' }}>
            {review.comment}
          </Box>
        </Alert>
      )}
    </>
  );
}
