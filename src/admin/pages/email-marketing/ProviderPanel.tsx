// One provider record's settings (9, 24, 25 or 26): switched on, API base
// URL, the Key Manager key by name (never its value), the provider's own id,
// double opt-in, the default list read from the provider, and a connection
// test that shows the provider's answer or its error as it is.
import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Button,
  FormControlLabel,
  MenuItem,
  Paper,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import type { ProviderSettings, SettingsBody } from '../../../shared/api/email-marketing.js';
import type { HttpClient } from '../../providers/http-client.js';
import { errorText } from '../../api/site-api.js';
import { ListPicker } from './ListPicker.js';
import { marketingKeys, saveSettings, testConnection } from './email-marketing-api.js';
import { useText } from '../../i18n/use-text.js';

type Form = Required<Pick<SettingsBody, 'enabled' | 'apiBaseUrl' | 'keyName' | 'defaultListId' | 'doubleOptIn'>> & {
  providerId: string;
};

/** The provider's own id field: its label and help as message keys. */
const ID_FIELD = {
  dataCenter: { label: 'email-marketing.provider.dataCenter', help: 'email-marketing.provider.dataCenterHelp' },
  clientId: { label: 'email-marketing.provider.clientId', help: 'email-marketing.provider.clientIdHelp' },
  accountId: { label: 'email-marketing.provider.accountId', help: 'email-marketing.provider.accountIdHelp' },
} as const;
const idFieldOf = (s: ProviderSettings) =>
  (['dataCenter', 'clientId', 'accountId'] as const).find((k) => s[k] !== undefined);

const formOf = (s: ProviderSettings): Form => {
  const idField = idFieldOf(s);
  return {
    enabled: s.enabled,
    apiBaseUrl: s.apiBaseUrl,
    keyName: s.keyName,
    defaultListId: s.defaultListId,
    doubleOptIn: s.doubleOptIn,
    providerId: idField ? (s[idField] ?? '') : '',
  };
};

interface ProviderPanelProps {
  settings: ProviderSettings;
  keyNames: string[];
  mayChangeConnection: boolean;
  http: HttpClient;
}

export function ProviderPanel({ settings, keyNames, mayChangeConnection, http }: ProviderPanelProps) {
  const text = useText();
  const client = useQueryClient();
  const [saved, setSaved] = useState(settings);
  const [form, setForm] = useState<Form>(() => formOf(settings));
  const [saving, setSaving] = useState(false);
  const [saveResult, setSaveResult] = useState<{ ok: boolean; text: string }>();
  const [testing, setTesting] = useState(false);
  const [testResult, setTestResult] = useState<{ ok: boolean; text: string }>();
  const idField = idFieldOf(saved);
  const dirty = JSON.stringify(form) !== JSON.stringify(formOf(saved));
  const set = (patch: Partial<Form>) => setForm({ ...form, ...patch });
  const headingId = `provider-${saved.cId}-heading`;
  const field = (name: string) => `provider-${saved.cId}-${name}`;
  const canAsk = saved.keySet && !!saved.apiBaseUrl && !dirty;
  const notReady = dirty
    ? text('email-marketing.provider.saveFirst')
    : !saved.keySet
      ? text('email-marketing.provider.chooseKey')
      : text('email-marketing.provider.enterUrl');

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setSaveResult(undefined);
    try {
      const body: SettingsBody = {
        enabled: form.enabled,
        apiBaseUrl: form.apiBaseUrl.trim(),
        keyName: form.keyName,
        defaultListId: form.defaultListId,
        doubleOptIn: form.doubleOptIn,
        ...(idField ? { [idField]: form.providerId.trim() } : {}),
      };
      const next = await saveSettings(http, saved.cId, body);
      setSaved(next);
      setForm(formOf(next));
      setSaveResult({ ok: true, text: text('email-marketing.provider.saved', { name: next.name }) });
      void client.invalidateQueries({ queryKey: marketingKeys.lists(next.slug) });
    } catch (e) {
      setSaveResult({ ok: false, text: errorText(e) });
    } finally {
      setSaving(false);
    }
  };
  const test = async () => {
    setTesting(true);
    setTestResult(undefined);
    try {
      setTestResult({ ok: true, text: (await testConnection(http, saved.slug)).message });
    } catch (e) {
      setTestResult({ ok: false, text: errorText(e) });
    } finally {
      setTesting(false);
    }
  };
  const connectionNote = mayChangeConnection ? undefined : text('email-marketing.provider.connectionNote');
  const keyChoices = form.keyName && !keyNames.includes(form.keyName) ? [...keyNames, form.keyName] : keyNames;

  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1 }}>
        {saved.name}
      </Typography>
      <Box component="form" noValidate onSubmit={(e) => void save(e)}>
        <Stack spacing={2} sx={{ maxWidth: 720 }}>
          <FormControlLabel
            control={<Switch checked={form.enabled} onChange={(e) => set({ enabled: e.target.checked })} />}
            label={text('email-marketing.provider.signUpsOn', { name: saved.name })}
          />
          <TextField
            id={field('url')}
            label={text('email-marketing.provider.url')}
            value={form.apiBaseUrl}
            onChange={(e) => set({ apiBaseUrl: e.target.value })}
            disabled={!mayChangeConnection}
            helperText={mayChangeConnection ? text('email-marketing.provider.urlHelp') : undefined}
          />
          <TextField
            select
            id={field('key')}
            label={text('email-marketing.provider.key')}
            value={form.keyName}
            onChange={(e) => set({ keyName: e.target.value })}
            disabled={!mayChangeConnection}
            helperText={
              connectionNote
                ? undefined
                : saved.keyName && !saved.keySet && form.keyName === saved.keyName
                  ? text('email-marketing.provider.noValueFor', { name: saved.keyName })
                  : text('email-marketing.provider.keyHelp')
            }
            error={!!saved.keyName && !saved.keySet && form.keyName === saved.keyName}
          >
            <MenuItem value="">
              <em>{text('email-marketing.provider.none')}</em>
            </MenuItem>
            {keyChoices.map((name) => (
              <MenuItem key={name} value={name}>
                {name}
                {keyNames.includes(name) ? '' : text('email-marketing.provider.noValue')}
              </MenuItem>
            ))}
          </TextField>
          {connectionNote && (
            // Outside the disabled fields: their own helper text would be greyed below readable contrast.
            <Typography variant="body2" color="text.secondary">
              {connectionNote}
            </Typography>
          )}
          {idField && (
            <TextField
              id={field('provider-id')}
              label={text(ID_FIELD[idField].label)}
              value={form.providerId}
              onChange={(e) => set({ providerId: e.target.value })}
              helperText={text(ID_FIELD[idField].help)}
            />
          )}
          <FormControlLabel
            control={<Switch checked={form.doubleOptIn} onChange={(e) => set({ doubleOptIn: e.target.checked })} />}
            label={text('email-marketing.provider.doubleOptIn')}
          />
          <ListPicker
            providerCId={saved.cId}
            value={form.defaultListId}
            onChange={(defaultListId) => set({ defaultListId })}
            ready={canAsk || (saved.keySet && !!saved.apiBaseUrl && onlyListChanged(form, saved))}
            notReadyText={notReady}
            http={http}
          />
          {saveResult && (
            <Alert severity={saveResult.ok ? 'success' : 'error'} role={saveResult.ok ? 'status' : 'alert'}>
              {saveResult.text}
            </Alert>
          )}
          <Stack direction="row" spacing={2}>
            <Button type="submit" variant="contained" disabled={saving || !dirty}>
              {saving
                ? text('email-marketing.provider.saving')
                : text('email-marketing.provider.save', { name: saved.name })}
            </Button>
            <Button
              variant="outlined"
              onClick={() => void test()}
              disabled={testing || !canAsk}
              aria-describedby={canAsk ? undefined : field('test-note')}
            >
              {testing ? text('email-marketing.provider.testing') : text('email-marketing.provider.test')}
            </Button>
          </Stack>
          {!canAsk && (
            <Typography id={field('test-note')} variant="body2" color="text.secondary">
              {notReady}
            </Typography>
          )}
          {testResult && (
            <Alert
              severity={testResult.ok ? 'success' : 'error'}
              role={testResult.ok ? 'status' : 'alert'}
              aria-label={text('email-marketing.provider.testResult', { name: saved.name })}
            >
              {testResult.text}
            </Alert>
          )}
        </Stack>
      </Box>
    </Paper>
  );
}

/** Picking a list changes the form without changing how the provider is reached: the picker stays open. */
function onlyListChanged(form: Form, saved: ProviderSettings): boolean {
  const before = formOf(saved);
  return (
    form.apiBaseUrl === before.apiBaseUrl && form.keyName === before.keyName && form.providerId === before.providerId
  );
}
