// /webhooks (issue 45 item 3; docs/webhooks.md): the administrators' webhooks
// — add, edit, send a test delivery, remove — and the chosen one's deliveries
// with each attempt. The server refuses every call to anyone but Admin and
// MoJoAdmin accounts; this screen only shows what it answers.
import { useCallback, useEffect, useState } from 'react';
import { Alert, Box, Button, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Confirm, useNotify } from 'react-admin';
import type { WebhookRecord } from '../../../../shared/api/webhooks.js';
import { errorText, useSiteApi } from '../../../api/site-api.js';
import { ScreenFrame } from '../../../kit/ScreenStates.js';
import { useText } from '../../../i18n/use-text.js';
import { WebhookForm } from './WebhookForm.js';
import { DeliveriesPanel } from './DeliveriesPanel.js';
import { listWebhooks, removeWebhook, sendTest } from './webhooks-api.js';

export function WebhooksPage() {
  const text = useText();
  const api = useSiteApi();
  const notify = useNotify();
  const [hooks, setHooks] = useState<WebhookRecord[]>();
  const [error, setError] = useState<string>();
  /** The form open: 'new', a webhook being edited, or none. */
  const [editing, setEditing] = useState<WebhookRecord | 'new'>();
  const [shown, setShown] = useState<string>();
  const [removing, setRemoving] = useState<WebhookRecord>();
  const [reload, setReload] = useState(0);

  const load = useCallback(async () => {
    try {
      setHooks(await listWebhooks(api));
    } catch (e) {
      setError(errorText(e, text));
    }
  }, [api, text]);
  useEffect(() => void load(), [load]);

  const test = async (hook: WebhookRecord) => {
    try {
      await sendTest(api, hook.id);
      notify(text('webhooks.testQueued'), { type: 'info' });
      setShown(hook.id);
      setReload((n) => n + 1);
    } catch (e) {
      notify(errorText(e, text), { type: 'error' });
    }
  };
  const remove = async (hook: WebhookRecord) => {
    setRemoving(undefined);
    try {
      await removeWebhook(api, hook.id);
      notify(text('webhooks.removed'), { type: 'success' });
      if (shown === hook.id) setShown(undefined);
      await load();
    } catch (e) {
      notify(errorText(e, text), { type: 'error' });
    }
  };

  const add = (
    <Button variant="contained" onClick={() => setEditing('new')} disabled={editing === 'new'}>
      {text('webhooks.add')}
    </Button>
  );
  const shownHook = hooks?.find((h) => h.id === shown);
  return (
    <ScreenFrame title={text('webhooks.title')} intro={text('webhooks.intro')} actions={add}>
      {error && <Alert severity="error">{error}</Alert>}
      {editing && (
        <WebhookForm
          key={editing === 'new' ? 'new' : editing.id}
          webhook={editing === 'new' ? undefined : editing}
          onDone={(saved) => {
            setEditing(undefined);
            if (saved) {
              notify(text('webhooks.saved'), { type: 'success' });
              void load();
            }
          }}
        />
      )}
      {hooks && !hooks.length && <Typography>{text('webhooks.none')}</Typography>}
      {hooks && hooks.length > 0 && (
        <Table size="small" aria-label={text('webhooks.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{text('webhooks.url')}</TableCell>
              <TableCell>{text('webhooks.events')}</TableCell>
              <TableCell>{text('webhooks.enabled')}</TableCell>
              <TableCell>{text('webhooks.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {hooks.map((hook) => (
              <TableRow key={hook.id}>
                <TableCell sx={{ wordBreak: 'break-all' }}>{hook.url}</TableCell>
                <TableCell>{hook.events.join(', ')}</TableCell>
                <TableCell>{hook.enabled ? text('webhooks.on') : text('webhooks.off')}</TableCell>
                <TableCell>
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                    <Button
                      size="small"
                      onClick={() => setEditing(hook)}
                      aria-label={text('webhooks.editOne', { url: hook.url })}
                    >
                      {text('webhooks.edit')}
                    </Button>
                    <Button
                      size="small"
                      onClick={() => void test(hook)}
                      aria-label={text('webhooks.testOne', { url: hook.url })}
                    >
                      {text('webhooks.test')}
                    </Button>
                    <Button
                      size="small"
                      onClick={() => setShown(hook.id)}
                      aria-label={text('webhooks.showDeliveries', { url: hook.url })}
                    >
                      {text('webhooks.deliveries')}
                    </Button>
                    <Button
                      size="small"
                      color="error"
                      onClick={() => setRemoving(hook)}
                      aria-label={text('webhooks.removeOne', { url: hook.url })}
                    >
                      {text('webhooks.remove')}
                    </Button>
                  </Box>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {shownHook && <DeliveriesPanel webhook={shownHook} reload={reload} />}
      <Confirm
        isOpen={!!removing}
        title={text('webhooks.removeOne', { url: removing?.url ?? '' })}
        content={text('webhooks.removeConfirm', { url: removing?.url ?? '' })}
        onConfirm={() => removing && void remove(removing)}
        onClose={() => setRemoving(undefined)}
      />
    </ScreenFrame>
  );
}
