// /edit/scheduled (issue 45 item 1; docs/scheduled-changes.md): the pending
// publishes and unpublishes soonest first, each with its time in the site's
// time zone, who set it, and Change time / Cancel; then the latest done,
// failed or cancelled ones. The server checks who may do what.
import { useState } from 'react';
import { Alert, Box, Button, Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { Confirm, useLocaleState, useNotify } from 'react-admin';
import type { ScheduledChange } from '../../../../shared/api/scheduled.js';
import { errorText } from '../../../api/site-api.js';
import { ScreenFrame } from '../../../kit/ScreenStates.js';
import { useText } from '../../../i18n/use-text.js';
import { cancelScheduled, moveScheduled } from './scheduled-api.js';
import { TimeField } from './TimeField.js';
import { useScheduled } from './useScheduled.js';
import { isoToZoned, showInZone } from '../../../kit/dates/zoned-time.js';

export function ScheduledScreen() {
  const text = useText();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const { list, error, load, api } = useScheduled();
  const [moving, setMoving] = useState<ScheduledChange>();
  const [cancelling, setCancelling] = useState<ScheduledChange>();
  const zone = list?.timeZone ?? 'UTC';
  const when = (iso: string) => showInZone(iso, zone, locale);
  const act = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      notify(done, { type: 'success' });
      await load();
    } catch (e) {
      notify(errorText(e, text), { type: 'error' });
    }
  };
  const items = list?.items ?? [];
  return (
    <ScreenFrame title={text('scheduled.title')} intro={text('scheduled.intro', { zone })}>
      {error && <Alert severity="error">{error}</Alert>}
      {list && !items.length && <Typography>{text('scheduled.none')}</Typography>}
      {items.length > 0 && (
        <Table size="small" aria-label={text('scheduled.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{text('scheduled.page')}</TableCell>
              <TableCell>{text('scheduled.change')}</TableCell>
              <TableCell>{text('scheduled.when', { zone })}</TableCell>
              <TableCell>{text('scheduled.setBy')}</TableCell>
              <TableCell>{text('scheduled.status')}</TableCell>
              <TableCell>{text('scheduled.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {items.map((item) => (
              <TableRow key={item.id}>
                <TableCell>
                  <Link component={RouterLink} to={`/edit?cId=${item.CId}`}>
                    {item.CTitle || text('scheduled.untitled', { cId: item.CId })}
                  </Link>
                </TableCell>
                <TableCell>{text(`scheduled.actions_.${item.action}`)}</TableCell>
                <TableCell>
                  {moving?.id === item.id ? (
                    <TimeField
                      label={text('scheduled.newTime', { zone })}
                      zone={zone}
                      initial={isoToZoned(item.at, zone)}
                      submit={text('scheduled.save')}
                      onCancel={() => setMoving(undefined)}
                      onSubmit={(at) =>
                        void act(() => moveScheduled(api, item.id, at), text('scheduled.moved')).then(() =>
                          setMoving(undefined),
                        )
                      }
                    />
                  ) : (
                    when(item.at)
                  )}
                </TableCell>
                <TableCell>{item.setBy}</TableCell>
                <TableCell>
                  {text(`scheduled.statuses.${item.status}`)}
                  {item.error && (
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      {item.error}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>
                  {item.status === 'pending' && (
                    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                      <Button
                        size="small"
                        onClick={() => setMoving(item)}
                        aria-label={text('scheduled.moveOne', { title: item.CTitle })}
                      >
                        {text('scheduled.move')}
                      </Button>
                      <Button
                        size="small"
                        color="error"
                        onClick={() => setCancelling(item)}
                        aria-label={text('scheduled.cancelOne', { title: item.CTitle })}
                      >
                        {text('scheduled.cancel')}
                      </Button>
                    </Box>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Confirm
        isOpen={!!cancelling}
        title={text('scheduled.cancelTitle')}
        content={text('scheduled.cancelConfirm', {
          title: cancelling?.CTitle ?? '',
          when: cancelling ? when(cancelling.at) : '',
        })}
        onConfirm={() => {
          const item = cancelling!;
          setCancelling(undefined);
          void act(() => cancelScheduled(api, item.id), text('scheduled.cancelled'));
        }}
        onClose={() => setCancelling(undefined)}
      />
    </ScreenFrame>
  );
}
