// The dashboard's list of changes waiting for review (docs/review.md), shown
// to reviewers only: each page, who submitted it and when, and its actions.
import { useState } from 'react';
import { useLocaleState } from 'react-admin';
import { Alert, Box, Paper, Typography } from '@mui/material';
import { useText } from '../../i18n/use-text.js';
import { useDates } from '../../kit/dates/use-dates.js';
import { showInZone } from '../../kit/dates/zoned-time.js';
import { usePendingReviews, useReviewRoles } from './review-api.js';
import { ReviewActions } from './ReviewActions.js';

export function PendingReviews() {
  const text = useText();
  const dates = useDates();
  const [locale] = useLocaleState();
  const reviewer = useReviewRoles().data?.reviewer ?? false;
  const pending = usePendingReviews(reviewer);
  const [error, setError] = useState<string>();
  if (!reviewer || !pending.data) return null;
  return (
    <Paper component="section" aria-labelledby="pending-reviews-title" variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Typography id="pending-reviews-title" variant="h6" component="h2" gutterBottom>
        {text('review.list.title')}
      </Typography>
      {error && (
        <Alert severity="error" role="alert" sx={{ mb: 1 }}>
          {error}
        </Alert>
      )}
      {pending.data.length === 0 ? (
        <Typography>{text('review.list.none')}</Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}>
          {pending.data.map((r) => (
            <Box component="li" key={r.id}>
              <Typography>
                {text('review.list.item', {
                  title: r.CTitle ?? String(r.CId),
                  name: r.author,
                  when: dates.moment(r.submitted),
                })}
              </Typography>
              {r.publishAt && (
                <Typography variant="body2">
                  {text('review.list.publishAt', { when: showInZone(r.publishAt, r.timeZone, locale) })}
                </Typography>
              )}
              <ReviewActions review={r} onError={setError} />
            </Box>
          ))}
        </Box>
      )}
    </Paper>
  );
}
