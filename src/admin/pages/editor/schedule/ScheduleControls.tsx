// The editor's schedule (issue 45 item 1), under Save draft / Publish: the
// page's saved draft set to publish at a time, the live page set to come down
// at one, and what is already scheduled for it (cancelled here, changed on
// the Scheduled changes screen). Times are the site's time zone.
import { Alert, Box, Button, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useLocaleState, useNotify } from 'react-admin';
import type { ScheduleBody } from '../../../../shared/api/scheduled.js';
import { errorText } from '../../../api/site-api.js';
import { useText } from '../../../i18n/use-text.js';
import { cancelScheduled, scheduleChange } from './scheduled-api.js';
import { TimeField } from './TimeField.js';
import type { Scheduled } from './useScheduled.js';
import { showInZone } from '../../../kit/dates/zoned-time.js';

interface ScheduleControlsProps {
  cId: number;
  /** The page's saved draft, if any: what a scheduled publish puts live. */
  draftCvId?: number;
  /** The page is live now (published and not removed): it can be set to come down. */
  live: boolean;
  /**
   * Set for an author under review (docs/review.md): a publish of theirs is not scheduled (the server refuses it)
   * but submitted for review with the time, which the approval schedules. Saves the changes as the draft first.
   */
  submitForReview?: (at: string) => void;
  /** The schedule, read by the editor, which draws the page once it has answered (this part then moves nothing). */
  scheduled: Scheduled;
}

export function ScheduleControls({ cId, draftCvId, live, submitForReview, scheduled }: ScheduleControlsProps) {
  const text = useText();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const { list, load, api } = scheduled;
  // Unread (or refused), the editor shows no schedule part: the Scheduled changes screen says why.
  if (!list) return null;
  const zone = list.timeZone;
  const pending = list.items.filter((i) => i.CId === cId && i.status === 'pending');
  const act = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      notify(done, { type: 'success' });
      await load();
    } catch (e) {
      notify(errorText(e, text), { type: 'error' });
    }
  };
  const schedule = (body: ScheduleBody) => act(() => scheduleChange(api, body), text('scheduled.set'));
  return (
    <Box component="section" aria-label={text('scheduled.editorRegion')} sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="subtitle2" component="h2">
        {text('scheduled.editorRegion')}
      </Typography>
      {pending.map((item) => (
        <Alert key={item.id} severity="info" role="status">
          {text(item.action === 'publish' ? 'scheduled.pendingPublish' : 'scheduled.pendingUnpublish', {
            when: showInZone(item.at, zone, locale),
            name: item.setBy,
          })}{' '}
          <Button
            size="small"
            color="inherit"
            onClick={() => void act(() => cancelScheduled(api, item.id), text('scheduled.cancelled'))}
          >
            {text('scheduled.cancel')}
          </Button>
        </Alert>
      ))}
      {submitForReview ? (
        <TimeField
          label={text('review.editor.publishAt', { zone })}
          zone={zone}
          submit={text('review.editor.submitAt')}
          onSubmit={submitForReview}
        />
      ) : draftCvId ? (
        <TimeField
          label={text('scheduled.publishAt', { zone })}
          zone={zone}
          submit={text('scheduled.schedulePublish')}
          onSubmit={(at) => void schedule({ action: 'publish', CvId: draftCvId, at })}
        />
      ) : (
        <Typography variant="body2">{text('scheduled.saveDraftFirst')}</Typography>
      )}
      {live && (
        <TimeField
          label={text('scheduled.unpublishAt', { zone })}
          zone={zone}
          submit={text('scheduled.scheduleUnpublish')}
          onSubmit={(at) => void schedule({ action: 'unpublish', CId: cId, at })}
        />
      )}
      <Link component={RouterLink} to="/edit/scheduled" variant="body2">
        {text('scheduled.all')}
      </Link>
    </Box>
  );
}
