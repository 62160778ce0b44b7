// /drafts: the unpublished drafts in the user's scope, newest first; each
// opens the editor on the draft, or is published or discarded here (which
// marks the drafts list and that page's reads stale, so the list reloads), or
// is set to publish at a time (ScheduleDraftDialog), which the row then shows.
import { useState } from 'react';
import { Alert, Box, Button, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useLocaleState } from 'react-admin';
import { useEditorApi } from '../editor/api/EditorApiContext.js';
import { useDrafts, usePageWritten } from '../editor/api/editor-queries.js';
import type { DraftSummary } from '../editor/api/types.js';
import { ConfirmDialog } from '../editor/ConfirmDialog.js';
import { useText } from '../../i18n/use-text.js';
import { useDates } from '../../kit/dates/use-dates.js';
import { showInZone } from '../../kit/dates/zoned-time.js';
import { readsHistoryOnly } from '../../../shared/history-access.js';
import { currentUser } from '../../auth/auth-provider.js';
import { useReviewRoles } from '../review/review-api.js';
import { useScheduled } from '../editor/schedule/useScheduled.js';
import { ScheduleDraftDialog } from './ScheduleDraftDialog.js';

type Pending = { action: 'publish' | 'discard'; draft: DraftSummary };

export function DraftsScreen() {
  const text = useText();
  const dates = useDates();
  const api = useEditorApi();
  const list = useDrafts();
  const pageWritten = usePageWritten();
  const drafts = list.data;
  const [actionError, setError] = useState<string>();
  const error = actionError ?? list.error?.message;
  const [notice, setNotice] = useState<string>();
  const [pending, setPending] = useState<Pending | null>(null);
  const [locale] = useLocaleState();
  const schedule = useScheduled();
  const [scheduling, setScheduling] = useState<DraftSummary>();
  // Offered only to whom Publish is (the server refuses the rest): not a read-only account, not a member whose
  // role group requires review before publishing (they submit the draft for review in the editor), and only once
  // both are known.
  const underReview = useReviewRoles().data?.reviewRequired;
  const maySchedule = underReview === false && !readsHistoryOnly(currentUser()) && !!schedule.list;
  const zone = schedule.list?.timeZone ?? 'UTC';
  const scheduledPublishOf = (cvId: number) =>
    schedule.list?.items.find((i) => i.status === 'pending' && i.action === 'publish' && i.CvId === cvId);

  const run = async ({ action, draft }: Pending) => {
    setPending(null);
    setError(undefined);
    try {
      if (action === 'discard') await api.discardDraft(draft.CvId);
      else {
        // Publishing needs the page's current ETag: read it just before.
        const { etag } = await api.getPage(draft.CId);
        await api.publishDraft(draft.CvId, etag);
      }
      setNotice(text(action === 'discard' ? 'drafts.discarded' : 'drafts.published', { title: draft.CTitle }));
      void pageWritten(draft.CId);
      void schedule.load(); // a publish or discard cancels the draft's scheduled publish
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };

  return (
    <Box sx={{ p: 2, display: 'grid', gap: 2 }}>
      <Typography variant="h5" component="h1">
        {text('drafts.title')}
      </Typography>
      {error && <Alert severity="error">{error}</Alert>}
      {notice && <Alert severity="success">{notice}</Alert>}
      {!drafts && !error && <Typography role="status">{text('drafts.loading')}</Typography>}
      {drafts && !drafts.length && <Typography>{text('drafts.empty')}</Typography>}
      {drafts && drafts.length > 0 && (
        <Table size="small" aria-label={text('drafts.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{text('drafts.columns.page')}</TableCell>
              <TableCell>{text('drafts.columns.saved')}</TableCell>
              <TableCell>{text('drafts.columns.by')}</TableCell>
              <TableCell>{text('drafts.columns.note')}</TableCell>
              <TableCell>{text('drafts.columns.scheduled', { zone })}</TableCell>
              <TableCell>{text('drafts.columns.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {drafts.map((d) => {
              const scheduled = scheduledPublishOf(d.CvId);
              return (
                <TableRow key={d.CvId}>
                  <TableCell>{d.CTitle}</TableCell>
                  <TableCell>{dates.moment(d.ChangeDate)}</TableCell>
                  <TableCell>{d.CvUserName}</TableCell>
                  <TableCell>{d.CvNote}</TableCell>
                  <TableCell>{scheduled && showInZone(scheduled.at, zone, locale)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <Button
                      size="small"
                      component={RouterLink}
                      to={`/edit?cId=${d.CId}&draft=${d.CvId}`}
                      aria-label={text('drafts.openLabel', { title: d.CTitle })}
                    >
                      {text('drafts.open')}
                    </Button>
                    <Button
                      size="small"
                      onClick={() => setPending({ action: 'publish', draft: d })}
                      aria-label={text('drafts.publishLabel', { title: d.CTitle })}
                    >
                      {text('drafts.publish')}
                    </Button>
                    {maySchedule && (
                      <Button
                        size="small"
                        onClick={() => setScheduling(d)}
                        aria-label={text(scheduled ? 'drafts.rescheduleLabel' : 'drafts.scheduleLabel', {
                          title: d.CTitle,
                        })}
                      >
                        {text(scheduled ? 'drafts.reschedule' : 'drafts.schedule')}
                      </Button>
                    )}
                    <Button
                      size="small"
                      color="error"
                      onClick={() => setPending({ action: 'discard', draft: d })}
                      aria-label={text('drafts.discardLabel', { title: d.CTitle })}
                    >
                      {text('drafts.discard')}
                    </Button>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
      {scheduling && (
        <ScheduleDraftDialog
          api={schedule.api}
          draft={scheduling}
          pending={scheduledPublishOf(scheduling.CvId)}
          zone={zone}
          onClose={() => setScheduling(undefined)}
          onDone={(done) => {
            setScheduling(undefined);
            setNotice(done);
            void schedule.load();
          }}
        />
      )}
      <ConfirmDialog
        open={!!pending}
        text={
          pending
            ? text(pending.action === 'publish' ? 'drafts.confirmPublish' : 'drafts.confirmDiscard', {
                title: pending.draft.CTitle,
              })
            : ''
        }
        onCancel={() => setPending(null)}
        onConfirm={() => pending && void run(pending)}
      />
    </Box>
  );
}
