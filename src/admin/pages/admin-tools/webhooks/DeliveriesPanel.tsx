// A webhook's latest deliveries, each with its attempts (status, time, the
// start of the receiver's answer) and "Send again".
import { useCallback, useEffect, useState } from 'react';
import { Alert, Box, Button, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useNotify } from 'react-admin';
import type { WebhookDelivery, WebhookRecord } from '../../../../shared/api/webhooks.js';
import { errorText, useSiteApi } from '../../../api/site-api.js';
import { useText } from '../../../i18n/use-text.js';
import { useDates } from '../../../kit/dates/use-dates.js';
import { listDeliveries, sendAgain } from './webhooks-api.js';

export function DeliveriesPanel({ webhook, reload }: { webhook: WebhookRecord; reload: number }) {
  const text = useText();
  const api = useSiteApi();
  const notify = useNotify();
  const dates = useDates();
  const [rows, setRows] = useState<WebhookDelivery[]>();
  const [error, setError] = useState<string>();

  const load = useCallback(async () => {
    try {
      setRows(await listDeliveries(api, webhook.id));
      setError(undefined);
    } catch (e) {
      setError(errorText(e, text));
    }
  }, [api, webhook.id, text]);
  useEffect(() => void load(), [load, reload]);
  // While a delivery waits, look again shortly: its attempt appears without a manual refresh.
  useEffect(() => {
    if (!rows?.some((d) => d.status === 'pending')) return;
    const timer = setTimeout(() => void load(), 1500);
    return () => clearTimeout(timer);
  }, [rows, load]);

  const again = async (id: string) => {
    try {
      await sendAgain(api, id);
      notify(text('webhooks.sentAgain'), { type: 'success' });
      await load();
    } catch (e) {
      notify(errorText(e, text), { type: 'error' });
    }
  };

  return (
    <Box component="section" aria-labelledby="webhook-deliveries" sx={{ mt: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Typography variant="h6" component="h2" id="webhook-deliveries" sx={{ flex: 1 }}>
          {text('webhooks.deliveriesOf', { url: webhook.url })}
        </Typography>
        <Button onClick={() => void load()}>{text('webhooks.refresh')}</Button>
      </Box>
      {error && <Alert severity="error">{error}</Alert>}
      {rows && !rows.length && <Typography>{text('webhooks.noDeliveries')}</Typography>}
      {rows && rows.length > 0 && (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{text('webhooks.event')}</TableCell>
              <TableCell>{text('webhooks.status')}</TableCell>
              <TableCell>{text('webhooks.created')}</TableCell>
              <TableCell>{text('webhooks.attempts')}</TableCell>
              <TableCell>{text('webhooks.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((d) => (
              <TableRow key={d.id}>
                <TableCell>{d.event}</TableCell>
                <TableCell>{text(`webhooks.statuses.${d.status}`)}</TableCell>
                <TableCell>{dates.moment(d.created)}</TableCell>
                <TableCell>
                  {!d.attempts.length && text('webhooks.noAttempt')}
                  {d.attempts.map((a) => (
                    <Box key={a.n}>
                      {text('webhooks.attempt', {
                        n: a.n,
                        when: dates.moment(a.at),
                        status: a.status ?? text('webhooks.noAnswer'),
                      })}
                      {(a.error || a.excerpt) && (
                        <Typography variant="body2" component="span" sx={{ ml: 1, wordBreak: 'break-word' }}>
                          {[a.error, a.excerpt].filter(Boolean).join(' — ')}
                        </Typography>
                      )}
                    </Box>
                  ))}
                  {d.nextAttempt && d.status === 'pending' && (
                    <Box>{text('webhooks.nextAttempt', { when: dates.moment(d.nextAttempt) })}</Box>
                  )}
                </TableCell>
                <TableCell>
                  <Button
                    size="small"
                    onClick={() => void again(d.id)}
                    aria-label={text('webhooks.sendAgainOne', { id: d.id })}
                  >
                    {text('webhooks.sendAgain')}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}
