// Adding or editing one webhook: its URL, events, secret (written, never
// shown; left empty on an edit to keep it) and on/off. The server checks the
// URL (http(s), no private address) and answers a refusal naming the field.
import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  FormGroup,
  FormLabel,
  Paper,
  Switch,
  TextField,
} from '@mui/material';
import { WEBHOOK_EVENTS } from '../../../../shared/webhooks.js';
import type { WebhookRecord } from '../../../../shared/api/webhooks.js';
import { errorText, useSiteApi } from '../../../api/site-api.js';
import { useText } from '../../../i18n/use-text.js';
import { saveWebhook } from './webhooks-api.js';

export function WebhookForm({
  webhook,
  onDone,
}: {
  webhook?: WebhookRecord;
  onDone: (saved: WebhookRecord | undefined) => void;
}) {
  const text = useText();
  const api = useSiteApi();
  const [url, setUrl] = useState(webhook?.url ?? '');
  const [events, setEvents] = useState<string[]>(webhook?.events ?? []);
  const [secret, setSecret] = useState('');
  const [enabled, setEnabled] = useState(webhook?.enabled ?? true);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const toggle = (event: string) =>
    setEvents((now) => (now.includes(event) ? now.filter((e) => e !== event) : [...now, event]));

  const save = async () => {
    setBusy(true);
    setError(undefined);
    try {
      onDone(await saveWebhook(api, webhook?.id, { url, events, enabled, ...(secret ? { secret } : {}) }));
    } catch (e) {
      setError(errorText(e, text));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper
      component="form"
      variant="outlined"
      sx={{ p: 2, mb: 2, display: 'grid', gap: 2, maxWidth: 720 }}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      {error && <Alert severity="error">{error}</Alert>}
      <TextField
        label={text('webhooks.url')}
        value={url}
        onChange={(e) => setUrl(e.target.value)}
        required
        type="url"
      />
      <FormGroup>
        <FormLabel component="legend">{text('webhooks.events')}</FormLabel>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
          {WEBHOOK_EVENTS.map((event) => (
            <FormControlLabel
              key={event}
              control={<Checkbox checked={events.includes(event)} onChange={() => toggle(event)} />}
              label={event}
            />
          ))}
        </Box>
      </FormGroup>
      <TextField
        label={text('webhooks.secret')}
        value={secret}
        onChange={(e) => setSecret(e.target.value)}
        type="password"
        autoComplete="new-password"
        required={!webhook}
        helperText={webhook ? text('webhooks.secretKeep') : text('webhooks.secretHelp')}
      />
      <FormControlLabel
        control={<Switch checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />}
        label={text('webhooks.enabled')}
      />
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button type="submit" variant="contained" disabled={busy}>
          {text('webhooks.save')}
        </Button>
        <Button onClick={() => onDone(undefined)}>{text('webhooks.cancel')}</Button>
      </Box>
    </Paper>
  );
}
