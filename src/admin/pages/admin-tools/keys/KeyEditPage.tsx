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
import { DB_BASE, errorText, useSiteApi } from '../../../api/site-api.js';
import { ErrorNotice, Loading, ScreenFrame } from '../../../kit/ScreenStates.js';
import { fieldErrorsOf } from '../shared.js';
import { routeId } from '../../../kit/route-id.js';
import { isNotFound } from '../../../kit/refusals.js';
import { RecordNotFound } from '../../../kit/RecordNotFound.js';
import { useText } from '../../../i18n/use-text.js';
import { useDates } from '../../../kit/dates/use-dates.js';
import {
  formOf,
  keyBody,
  keyFormErrors,
  valueStatus,
  type KeyForm,
  type KeyFormErrors,
  type KeyRecord,
} from './key-form.js';

const keyUrl = (id?: number) => `${DB_BASE}/keymanager${id === undefined ? '' : `/${id}`}`;

export function KeyEditPage() {
  const text = useText();
  const { Id = '' } = useParams();
  const api = useSiteApi();
  const creating = Id === 'new';
  const id = routeId(Id) ?? 0;
  const valid = creating || id > 0;
  const read = useQuery({
    queryKey: queryKeys.keyRecord(id),
    queryFn: () => api.getWithEtag<KeyRecord>(keyUrl(id)),
    enabled: valid && !creating,
    ...FORM_READ,
  });
  if (!valid || isNotFound(read.error))
    return (
      <RecordNotFound
        message={text('admin-tools.keys.notFound')}
        listPath="/key-manager"
        listLabel={text('admin-tools.keys.all')}
      />
    );
  if (creating) return <KeyEditForm key="new" />;
  if (read.error) return <ErrorNotice message={errorText(read.error)} />;
  if (!read.data) return <Loading />;
  return <KeyEditForm key={id} loaded={read.data} />;
}

function KeyEditForm({ loaded }: { loaded?: { body: KeyRecord; etag: string | undefined } }) {
  const text = useText();
  const dates = useDates();
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
    const found = keyFormErrors(form, text);
    setErrors(found);
    setSaveError(undefined);
    if (Object.keys(found).length) return;
    const body = keyBody(form, record);
    if (!Object.keys(body).length) return notify(text('admin-tools.keys.nothingToSave'), { type: 'info' });
    setBusy(true);
    try {
      if (!record) {
        const created = await api.send<KeyRecord>('POST', keyUrl(), body);
        await client.invalidateQueries({ queryKey: ['KeyManager'] });
        notify(text('admin-tools.keys.saved', { name: created.KmName }), { type: 'success' });
        navigate(`/key-manager/${created.KmId}`, { replace: true });
        return;
      }
      const saved = await api.sendWithEtag<KeyRecord>('PATCH', keyUrl(record.KmId), body, current?.etag);
      setCurrent(saved);
      setForm(formOf(saved.body)); // the typed value leaves the page with the save
      await client.invalidateQueries({ queryKey: ['KeyManager'] });
      notify(text('admin-tools.keys.saved', { name: saved.body.KmName }), { type: 'success' });
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
      notify(text('admin-tools.keys.deleted', { name: record!.KmName }), { type: 'success' });
      navigate('/key-manager');
    } catch (e) {
      setSaveError(errorText(e));
    }
  };

  const changed = record?.KmValueChangedAt
    ? text('admin-tools.keys.changedBy', {
        who: record.KmValueChangedBy ?? text('admin-tools.keys.someone'),
        when: dates.moment(record.KmValueChangedAt),
      })
    : '';
  return (
    <ScreenFrame
      title={record ? text('admin-tools.keys.titleOf', { name: record.KmName }) : text('admin-tools.keys.newKey')}
      actions={
        <Link component={RouterLink} to="/key-manager">
          {text('admin-tools.keys.all')}
        </Link>
      }
    >
      <Box
        component="form"
        noValidate
        onSubmit={(e) => void save(e)}
        sx={{ maxWidth: 640 }}
        aria-label={text('admin-tools.keys.form')}
      >
        <Stack spacing={2}>
          {saveError && <Alert severity="error">{saveError}</Alert>}
          <TextField
            label={text('admin-tools.keys.name')}
            value={form.name}
            onChange={(e) => set({ name: e.target.value })}
            error={!!errors.name}
            helperText={errors.name ?? text('admin-tools.keys.nameHelp')}
            required
          />
          <TextField
            label={text('admin-tools.keys.description')}
            value={form.description}
            onChange={(e) => set({ description: e.target.value })}
            multiline
            minRows={2}
          />
          <Box component="section" aria-labelledby="key-value-heading">
            <Typography id="key-value-heading" variant="h6" component="h2" gutterBottom>
              {text('admin-tools.keys.valueHeading')}
            </Typography>
            <Typography data-testid="key-value-status" sx={{ mb: 2 }}>
              {valueStatus(record, text)}
              {changed}
            </Typography>
            <TextField
              type="password"
              label={text(record?.KmHasValue ? 'admin-tools.keys.replaceValue' : 'admin-tools.keys.value')}
              value={form.newValue}
              onChange={(e) => set({ newValue: e.target.value })}
              disabled={form.removeValue}
              error={!!errors.newValue}
              helperText={errors.newValue ?? text('admin-tools.keys.valueHelp')}
              autoComplete="new-password"
              fullWidth
            />
            {record?.KmHasValue && (
              <FormControlLabel
                control={
                  <Checkbox
                    checked={form.removeValue}
                    onChange={(e) => set({ removeValue: e.target.checked, newValue: '' })}
                  />
                }
                label={text('admin-tools.keys.removeValue')}
              />
            )}
          </Box>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Button type="submit" variant="contained" disabled={busy}>
              {text('admin-tools.keys.save')}
            </Button>
            {record && (
              <>
                <Button color="error" onClick={() => setConfirmDelete(true)} disabled={busy}>
                  {text('admin-tools.keys.delete')}
                </Button>
                <Link component={RouterLink} to={`/logs?tab=changes&entity=KeyManager&key=${record.KmId}`}>
                  {text('admin-tools.keys.history')}
                </Link>
              </>
            )}
          </Stack>
        </Stack>
      </Box>
      <ConfirmDialog
        open={confirmDelete}
        text={text('admin-tools.keys.confirmDelete', { name: record?.KmName ?? '' })}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() => void remove()}
      />
    </ScreenFrame>
  );
}
