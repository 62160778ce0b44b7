// /api-access/{AgId} (spec §2): an API group and its endpoints edited
// together and saved in one call (PUT /api/v1/mc/api-access/{AgId}, one
// transaction on the server, refused with 412 when someone else changed the
// group or an endpoint meanwhile). /api-access/new adds a group.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, FormControlLabel, Link, Stack, Switch, TextField, Typography } from '@mui/material';
import { useNotify } from 'react-admin';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import type { ApiGroupWithEndpoints } from '../../../../shared/api/api-access.js';
import { queryKeys } from '../../../api/query-keys.js';
import { FORM_READ } from '../../../api/read-options.js';
import { ConfirmDialog } from '../../editor/ConfirmDialog.js';
import { errorText, useSiteApi } from '../../../api/site-api.js';
import { ErrorNotice, Loading, ScreenFrame } from '../../../kit/ScreenStates.js';
import { fieldErrorsOf } from '../shared.js';
import { API_ACCESS_URL } from './ApiAccessListPage.js';
import { EndpointTable } from './EndpointTable.js';
import { routeId } from '../../../kit/route-id.js';
import { isNotFound } from '../../../kit/refusals.js';
import { RecordNotFound } from '../../../kit/RecordNotFound.js';

const API_ACCESS_URL_PAGE = '/api-access';
import { formOf, formProblems, saveBodyOf, type GroupForm } from './group-form.js';
import { useText } from '../../../i18n/use-text.js';

type Loaded = { body: ApiGroupWithEndpoints; etag: string | undefined };

export function ApiGroupEditPage() {
  const text = useText();
  const { AgId = '' } = useParams();
  const api = useSiteApi();
  const creating = AgId === 'new';
  const id = routeId(AgId) ?? 0;
  const valid = creating || id > 0;
  const read = useQuery({
    queryKey: queryKeys.apiGroup(id),
    queryFn: () => api.getWithEtag<ApiGroupWithEndpoints>(`${API_ACCESS_URL}/${id}`),
    enabled: valid && !creating,
    ...FORM_READ,
  });
  if (!valid || isNotFound(read.error))
    return (
      <RecordNotFound
        message={text('admin-tools.apiAccess.notFound')}
        listPath={API_ACCESS_URL_PAGE}
        listLabel={text('admin-tools.apiAccess.all')}
      />
    );
  if (creating) return <GroupEditForm key="new" />;
  if (read.error) return <ErrorNotice message={errorText(read.error)} />;
  if (!read.data) return <Loading />;
  return <GroupEditForm key={id} loaded={read.data} />;
}

function GroupEditForm({ loaded }: { loaded?: Loaded }) {
  const text = useText();
  const api = useSiteApi();
  const client = useQueryClient();
  const notify = useNotify();
  const navigate = useNavigate();
  const [current, setCurrent] = useState(loaded);
  const [form, setForm] = useState<GroupForm>(() => formOf(loaded?.body));
  const [tried, setTried] = useState(false);
  const [serverProblems, setServerProblems] = useState<Record<string, string>>({});
  const [saveError, setSaveError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const group = current?.body.group;
  const problems = { ...(tried ? formProblems(form) : {}), ...serverProblems };
  const set = (patch: Partial<GroupForm>) => {
    setForm({ ...form, ...patch });
    setServerProblems({});
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setSaveError(undefined);
    if (Object.keys(formProblems(form)).length) return;
    setBusy(true);
    try {
      const saved = group
        ? await api.sendWithEtag<ApiGroupWithEndpoints>(
            'PUT',
            `${API_ACCESS_URL}/${group.AgId}`,
            saveBodyOf(form),
            current?.etag,
          )
        : await api.sendWithEtag<ApiGroupWithEndpoints>('POST', API_ACCESS_URL, saveBodyOf(form));
      await client.invalidateQueries({ queryKey: ['ApiGroup'] });
      await client.invalidateQueries({ queryKey: ['ApiEndpoint'] });
      notify(text('admin-tools.apiAccess.saved', { name: saved.body.group.AgName }), { type: 'success' });
      if (!group) return navigate(`/api-access/${saved.body.group.AgId}`, { replace: true });
      setCurrent(saved);
      setForm(formOf(saved.body));
      setTried(false);
    } catch (e) {
      const fields = fieldErrorsOf(e);
      if (Object.keys(fields).length)
        setServerProblems(
          Object.fromEntries(
            Object.entries(fields).map(([f, m]) => [
              f.startsWith('endpoints') || f.startsWith('group.') ? f : `group.${f}`,
              m,
            ]),
          ),
        );
      setSaveError(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    setConfirmDelete(false);
    try {
      await api.send('DELETE', `${API_ACCESS_URL}/${group!.AgId}`);
      await client.invalidateQueries({ queryKey: ['ApiGroup'] });
      notify(text('admin-tools.apiAccess.deleted', { name: group!.AgName }), { type: 'success' });
      navigate('/api-access');
    } catch (e) {
      setSaveError(errorText(e));
    }
  };

  return (
    <ScreenFrame
      title={
        group ? text('admin-tools.apiAccess.titleOf', { name: group.AgName }) : text('admin-tools.apiAccess.newGroup')
      }
      actions={
        <Link component={RouterLink} to="/api-access">
          {text('admin-tools.apiAccess.all')}
        </Link>
      }
    >
      <Box component="form" noValidate onSubmit={(e) => void save(e)} aria-label={text('admin-tools.apiAccess.form')}>
        <Stack spacing={2}>
          {saveError && <Alert severity="error">{saveError}</Alert>}
          <Stack spacing={2} sx={{ maxWidth: 640 }}>
            <TextField
              label={text('admin-tools.apiAccess.name')}
              value={form.AgName}
              onChange={(e) => set({ AgName: e.target.value })}
              error={!!problems['group.AgName']}
              helperText={problems['group.AgName']}
              required
            />
            <TextField
              label={text('admin-tools.apiAccess.description')}
              value={form.AgDescription}
              onChange={(e) => set({ AgDescription: e.target.value })}
              error={!!problems['group.AgDescription']}
              helperText={problems['group.AgDescription']}
              multiline
              minRows={2}
            />
            <FormControlLabel
              control={<Switch checked={form.AgEnabled} onChange={(e) => set({ AgEnabled: e.target.checked })} />}
              label={text('admin-tools.apiAccess.groupEnabled')}
            />
          </Stack>
          <Box component="section" aria-labelledby="endpoints-heading">
            <Typography id="endpoints-heading" variant="h6" component="h2" gutterBottom>
              {text('admin-tools.apiAccess.endpoints')}
            </Typography>
            <EndpointTable rows={form.endpoints} onChange={(endpoints) => set({ endpoints })} problems={problems} />
          </Box>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Button type="submit" variant="contained" disabled={busy}>
              {text('admin-tools.apiAccess.save')}
            </Button>
            {group && (
              <>
                <Button color="error" onClick={() => setConfirmDelete(true)} disabled={busy}>
                  {text('admin-tools.apiAccess.delete')}
                </Button>
                <Link component={RouterLink} to={`/logs?tab=changes&entity=ApiGroup&key=${group.AgId}`}>
                  {text('admin-tools.apiAccess.history')}
                </Link>
              </>
            )}
          </Stack>
        </Stack>
      </Box>
      <ConfirmDialog
        open={confirmDelete}
        text={text('admin-tools.apiAccess.confirmDelete', { name: group?.AgName ?? '', count: form.endpoints.length })}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() => void remove()}
      />
    </ScreenFrame>
  );
}
