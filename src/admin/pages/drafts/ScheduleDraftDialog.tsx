// The Drafts list's "Schedule publish…" (issue 45 item 1; docs/scheduled-changes.md): a draft set to publish at a
// time in the site's time zone, or its pending publish moved or cancelled. The same calls and time field as the
// editor's Schedule part; the server decides who may (scope, review before publish), this only words its answer.
import { useState } from 'react';
import { Alert, Button, Dialog, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useLocaleState } from 'react-admin';
import type { ScheduledChange } from '../../../shared/api/scheduled.js';
import { errorText, type SiteApi } from '../../api/site-api.js';
import { useText } from '../../i18n/use-text.js';
import { isoToZoned, showInZone } from '../../kit/dates/zoned-time.js';
import { cancelScheduled, moveScheduled, scheduleChange } from '../editor/schedule/scheduled-api.js';
import { TimeField } from '../editor/schedule/TimeField.js';
import type { DraftSummary } from '../editor/api/types.js';

interface ScheduleDraftDialogProps {
  api: SiteApi;
  draft: DraftSummary;
  /** The draft's pending scheduled publish, if it has one: shown, and moved or cancelled here. */
  pending?: ScheduledChange;
  zone: string;
  onClose: () => void;
  /** After a change the server took: its success sentence, for the screen's notice. */
  onDone: (notice: string) => void;
}

export function ScheduleDraftDialog({ api, draft, pending, zone, onClose, onDone }: ScheduleDraftDialogProps) {
  const text = useText();
  const [locale] = useLocaleState();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const act = async (work: () => Promise<unknown>, notice: string) => {
    setBusy(true);
    setError(undefined);
    try {
      await work();
      onDone(notice);
    } catch (e) {
      setError(errorText(e, text));
    } finally {
      setBusy(false);
    }
  };
  const title = draft.CTitle;
  return (
    <Dialog open onClose={onClose} aria-labelledby="schedule-draft-title">
      <DialogTitle id="schedule-draft-title">{text('drafts.scheduleTitle', { title })}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        {error && <Alert severity="error">{error}</Alert>}
        {pending && (
          <DialogContentText>
            {text('scheduled.pendingPublish', { when: showInZone(pending.at, zone, locale), name: pending.setBy })}
          </DialogContentText>
        )}
        <TimeField
          label={text(pending ? 'scheduled.newTime' : 'scheduled.publishAt', { zone })}
          zone={zone}
          initial={pending ? isoToZoned(pending.at, zone) : ''}
          submit={text(pending ? 'scheduled.save' : 'scheduled.schedulePublish')}
          disabled={busy}
          onCancel={onClose}
          onSubmit={(at) =>
            void (pending
              ? act(() => moveScheduled(api, pending.id, at), text('scheduled.moved'))
              : act(() => scheduleChange(api, { action: 'publish', CvId: draft.CvId, at }), text('scheduled.set')))
          }
        />
        {pending && (
          <Button
            color="error"
            disabled={busy}
            sx={{ justifySelf: 'start' }}
            onClick={() => void act(() => cancelScheduled(api, pending.id), text('scheduled.cancelled'))}
          >
            {text('drafts.cancelSchedule')}
          </Button>
        )}
      </DialogContent>
    </Dialog>
  );
}
