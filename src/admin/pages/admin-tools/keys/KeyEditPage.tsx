// /key-manager/{Id} (spec §2): one key's name and description, and its value
// written through a password field that is emptied after every save. The
// screen never receives the value (the server never sends it); it shows
// what the server records of it. /key-manager/new adds a key.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Checkbox, FormControlLabel, Link, Stack, TextField, Typography } from '@mui/material';
import { useNotify } from 'react-admin';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { queryKeys } from '../../../api/query-keys.js';
import { FORM_READ } from '../../../api/read-options.js';
import { ConfirmDialog } from '../../editor/ConfirmDialog.js';
import { DB_BASE, errorText, useSiteApi } from '../../site/shared/site-api.js';
import { ErrorNotice, Loading, ScreenFrame } from '../../site/shared/ScreenStates.js';
import { dateTimeText, fieldErrorsOf } from '../shared.js';
import { routeId } from '../../../kit/route-id.js';
import { isNotFound } from '../../../kit/refusals.js';
import { RecordNotFound } from '../../../kit/RecordNotFound.js';
import { formOf, keyBody, keyFormErrors, valueStatus, type KeyForm, type KeyFormErrors, type KeyRecord } from './key-form.js';

const keyUrl = (id?: number) => `${DB_BASE}/keymanager${id === undefined ? '' : `/${id}`}`;

export function KeyEditPage() {
  const { Id = '' } = useParams();
  const api = useSiteApi();
  const creating = Id === 'new';
  const id = routeId(Id) ?? 0;
  const valid = creating || id > 0;
  const read = useQuery({ queryKey: queryKeys.keyRecord(id), queryFn: () => api.getWithEtag<KeyRecord>(keyUrl(id)), enabled: valid && !creating, ...FORM_READ });
  if (!valid || isNotFound(read.error)) return <RecordNotFound message="This key was not found. It may have been deleted, or the address is mistyped." listPath="/key-manager" listLabel="All keys" />;
  if (creating) return <KeyEditForm key="new" />;
  if (read.error) return <ErrorNotice message={errorText(read.error)} />;
  if (!read.data) return <Loading />;
  return <KeyEditForm key={id} loaded={read.data} />;
}

function KeyEditForm({ loaded }: { loaded?: { body: KeyRecord; etag: string | undefined } }) {
  const api = useSiteApi();
  const client = useQueryClient();
  const notify = useNotify();
  const navigate = useNavigate();
  const [current, setCurrent] = useState(loaded);
  const record = current?.body;
  const [form, setForm] = useState<KeyForm>(() => formOf(record));
  const [errors, setErrors] = useState<KeyFormErrors>({});
  const [saveError, setSaveError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const set = (patch: Partial<KeyForm>) => setForm({ ...form, ...patch });

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const found = keyFormErrors(form);
    setErrors(found);
    setSaveError(undefined);
    if (Object.keys(found).length) return;
    const body = keyBody(form, record);
    if (!Object.keys(body).length) return notify('Nothing to save', { type: 'info' });
    setBusy(true);
    try {
      if (!record) {
        const created = await api.send<KeyRecord>('POST', keyUrl(), body);
        await client.invalidateQueries({ queryKey: ['KeyManager'] });
        notify(`Key ${created.KmName} saved`, { type: 'success' });
        navigate(`/key-manager/${created.KmId}`, { replace: true });
        return;
      }
      const saved = await api.sendWithEtag<KeyRecord>('PATCH', keyUrl(record.KmId), body, current?.etag);
      setCurrent(saved);
      setForm(formOf(saved.body)); // the typed value leaves the page with the save
      await client.invalidateQueries({ queryKey: ['KeyManager'] });
      notify(`Key ${saved.body.KmName} saved`, { type: 'success' });
    } catch (e) {
      const fields = fieldErrorsOf(e);
      if (fields.KmName || fields.KmValue) setErrors({ name: fields.KmName, newValue: fields.KmValue });
      else setSaveError(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    setConfirmDelete(false);
    try {
      await api.send('DELETE', keyUrl(record!.KmId));
      await client.invalidateQueries({ queryKey: ['KeyManager'] });
      notify(`Key ${record!.KmName} deleted`, { type: 'success' });
      navigate('/key-manager');
    } catch (e) {
      setSaveError(errorText(e));
    }
  };

  const changed = record?.KmValueChangedAt ? ` · changed by ${record.KmValueChangedBy ?? 'someone'} on ${dateTimeText(record.KmValueChangedAt)}` : '';
  return (
    <ScreenFrame title={record ? `Key: ${record.KmName}` : 'New key'} actions={<Link component={RouterLink} to="/key-manager">All keys</Link>}>
      <Box component="form" noValidate onSubmit={(e) => void save(e)} sx={{ maxWidth: 640 }} aria-label="Key">
        <Stack spacing={2}>
          {saveError && <Alert severity="error">{saveError}</Alert>}
          <TextField label="Name" value={form.name} onChange={(e) => set({ name: e.target.value })} error={!!errors.name} helperText={errors.name ?? 'Code reads the key by this name, exactly.'} required />
          <TextField label="Description" value={form.description} onChange={(e) => set({ description: e.target.value })} multiline minRows={2} />
          <Box component="section" aria-labelledby="key-value-heading">
            <Typography id="key-value-heading" variant="h6" component="h2" gutterBottom>
              Key value
            </Typography>
            <Typography data-testid="key-value-status" sx={{ mb: 2 }}>
              {valueStatus(record)}
              {changed}
            </Typography>
            <TextField
              type="password"
              label={record?.KmHasValue ? 'Replace the value' : 'Value'}
              value={form.newValue}
              onChange={(e) => set({ newValue: e.target.value })}
              disabled={form.removeValue}
              error={!!errors.newValue}
              helperText={errors.newValue ?? 'Write-only: once saved it is never shown again, only its last 4 characters. Leave empty to keep the current value.'}
              autoComplete="new-password"
              fullWidth
            />
            {record?.KmHasValue && <FormControlLabel control={<Checkbox checked={form.removeValue} onChange={(e) => set({ removeValue: e.target.checked, newValue: '' })} />} label="Remove the stored value" />}
          </Box>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Button type="submit" variant="contained" disabled={busy}>
              Save
            </Button>
            {record && (
              <>
                <Button color="error" onClick={() => setConfirmDelete(true)} disabled={busy}>
                  Delete key
                </Button>
                <Link component={RouterLink} to={`/logs?tab=changes&entity=KeyManager&key=${record.KmId}`}>
                  History of this key
                </Link>
              </>
            )}
          </Stack>
        </Stack>
      </Box>
      <ConfirmDialog open={confirmDelete} text={`The key ${record?.KmName ?? ''} and its value will be deleted. Code that reads it will find no key.`} onCancel={() => setConfirmDelete(false)} onConfirm={() => void remove()} />
    </ScreenFrame>
  );
}
