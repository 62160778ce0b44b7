// /maintenance-mode and /emergency-alert: one form over GET/PUT
// /api/v1/mc/site/{path}. The server audits every change. The read seeds the
// form (a form read); a save puts the server's answer in its place.
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, FormControlLabel, MenuItem, Stack, Switch, TextField } from '@mui/material';
import { useNotify } from 'react-admin';
import { queryKeys } from '../../../api/query-keys.js';
import { MC_BASE, errorText, useSiteApi } from '../../../api/site-api.js';
import { useSiteRead } from '../../../api/site-queries.js';
import { ErrorNotice, Loading, ScreenFrame } from '../../../kit/ScreenStates.js';
import {
  ALERT_LEVELS,
  bodyOf,
  EMERGENCY_ALERT,
  formOf,
  MAINTENANCE_MODE,
  validateSwitch,
  type AlertLevel,
  type SiteSwitch,
  type SwitchErrors,
  type SwitchForm,
  type SwitchKind,
} from './site-switch.js';
import { useText } from '../../../i18n/use-text.js';
import { SpecDateTimePicker } from '../../../kit/dates/SpecDateTimePicker.js';

export const switchUrl = (kind: SwitchKind) => `${MC_BASE}/site/${kind.path}`;

export function SiteSwitchPage({ kind }: { kind: SwitchKind }) {
  const read = useSiteRead<SiteSwitch>(queryKeys.site.siteSwitch(kind.path), switchUrl(kind), { form: true });
  if (read.errorMessage) return <ErrorNotice message={read.errorMessage} />;
  if (!read.data) return <Loading />;
  return <SiteSwitchForm key={kind.path} kind={kind} initial={read.data} />;
}

function SiteSwitchForm({ kind, initial }: { kind: SwitchKind; initial: SiteSwitch }) {
  const api = useSiteApi();
  const client = useQueryClient();
  const notify = useNotify();
  const text = useText();
  const words = `site.siteSwitch.${kind.words}`;
  const [form, setForm] = useState<SwitchForm>(() => formOf(initial));
  const [errors, setErrors] = useState<SwitchErrors>({});
  const [saveError, setSaveError] = useState<string>();
  const [saving, setSaving] = useState(false);

  const set = (patch: Partial<SwitchForm>) => setForm({ ...form, ...patch });
  const save = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateSwitch(kind, form, text);
    setErrors(found);
    setSaveError(undefined);
    if (Object.keys(found).length) return;
    setSaving(true);
    try {
      const saved = await api.send<SiteSwitch>('PUT', switchUrl(kind), bodyOf(kind, form));
      setForm(formOf(saved));
      client.setQueryData(queryKeys.site.siteSwitch(kind.path), saved);
      notify(text(`${words}.${saved.enabled ? 'isOn' : 'isOff'}`), { type: 'success' });
    } catch (e) {
      setSaveError(errorText(e));
    } finally {
      setSaving(false);
    }
  };
  return (
    <ScreenFrame title={text(`${words}.title`)} intro={text(`${words}.intro`)}>
      <Box component="form" noValidate onSubmit={(e) => void save(e)} sx={{ maxWidth: 640 }}>
        <Stack spacing={2}>
          {saveError && <Alert severity="error">{saveError}</Alert>}
          <FormControlLabel
            control={<Switch checked={form.enabled} onChange={(e) => set({ enabled: e.target.checked })} />}
            label={text(`${words}.on`)}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <SpecDateTimePicker
              label={text('site.siteSwitch.starts')}
              value={form.start}
              onChange={(start) => set({ start })}
              error={!!errors.start}
              helperText={errors.start ?? text('site.siteSwitch.startsHelp')}
              fullWidth
            />
            <SpecDateTimePicker
              label={text('site.siteSwitch.ends')}
              value={form.end}
              onChange={(end) => set({ end })}
              error={!!errors.end}
              helperText={errors.end ?? text('site.siteSwitch.endsHelp')}
              fullWidth
            />
          </Stack>
          {kind.hasLevel && (
            <TextField
              select
              label={text('site.siteSwitch.level')}
              value={form.level}
              onChange={(e) => set({ level: e.target.value as AlertLevel })}
            >
              {ALERT_LEVELS.map((l) => (
                <MenuItem key={l} value={l}>
                  {text(`site.siteSwitch.levels.${l}`)}
                </MenuItem>
              ))}
            </TextField>
          )}
          <TextField
            label={text('site.siteSwitch.message')}
            value={form.message}
            onChange={(e) => set({ message: e.target.value })}
            multiline
            minRows={3}
            error={!!errors.message}
            helperText={
              errors.message ??
              text('site.siteSwitch.length', { length: form.message.trim().length, max: kind.maxMessage })
            }
            required={form.enabled}
          />
          <Box>
            <Button type="submit" variant="contained" disabled={saving}>
              {text('site.siteSwitch.save')}
            </Button>
          </Box>
        </Stack>
      </Box>
    </ScreenFrame>
  );
}

export const MaintenanceModePage = () => <SiteSwitchPage kind={MAINTENANCE_MODE} />;
export const EmergencyAlertPage = () => <SiteSwitchPage kind={EMERGENCY_ALERT} />;
