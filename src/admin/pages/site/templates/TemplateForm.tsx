// One template's own form inside /templates (issue 25 item 3): its name,
// description and whether editors are offered it, saved with the ETag read
// (PATCH), then back to the tool's list. The file and the source belong to
// Template Files; the id and content type are fixed.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Checkbox, FormControlLabel, Stack, TextField, Typography } from '@mui/material';
import { useNotify } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { FORM_READ } from '../../../api/read-options.js';
import { DB_BASE, errorText, useSiteApi } from '../../../api/site-api.js';
import { ErrorNotice, Loading, ScreenFrame } from '../../../kit/ScreenStates.js';
import { useText } from '../../../i18n/use-text.js';

export const TEMPLATES_PATH = '/templates';
const templateUrl = (id: number) => `${DB_BASE}/template/${id}`;

interface TemplateRecord {
  TemplateId: number;
  TName: string;
  TDescription: string | null;
  TPath: string | null;
  TVisible: boolean;
}

export function TemplateNotFound({ id }: { id: string }) {
  const text = useText();
  return (
    <ScreenFrame title={text('site.templates.one')}>
      <ErrorNotice message={text('site.templates.notFound', { id })} />
      <Button component={RouterLink} to={TEMPLATES_PATH}>
        {text('site.templates.back')}
      </Button>
    </ScreenFrame>
  );
}

export function TemplateScreen({ templateId }: { templateId: number }) {
  const api = useSiteApi();
  const read = useQuery({
    queryKey: ['Template', 'one', templateId],
    queryFn: () => api.getWithEtag<TemplateRecord>(templateUrl(templateId)),
    ...FORM_READ,
  });
  if (read.error) return <TemplateNotFound id={String(templateId)} />;
  if (!read.data) return <Loading />;
  return <TemplateForm key={templateId} loaded={read.data} />;
}

function TemplateForm({ loaded }: { loaded: { body: TemplateRecord; etag: string | undefined } }) {
  const api = useSiteApi();
  const client = useQueryClient();
  const notify = useNotify();
  const navigate = useNavigate();
  const text = useText();
  const record = loaded.body;
  const [name, setName] = useState(record.TName);
  const [description, setDescription] = useState(record.TDescription ?? '');
  const [visible, setVisible] = useState(record.TVisible);
  const [nameError, setNameError] = useState<string>();
  const [saveError, setSaveError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setNameError(text('site.templates.nameMissing'));
    setNameError(undefined);
    setBusy(true);
    setSaveError(undefined);
    try {
      await api.sendWithEtag(
        'PATCH',
        templateUrl(record.TemplateId),
        { TName: name.trim(), TDescription: description.trim() || null, TVisible: visible },
        loaded.etag,
      );
      await client.invalidateQueries({ queryKey: ['Template'] });
      notify(text('site.templates.saved', { name: name.trim() }), { type: 'success' });
      navigate(TEMPLATES_PATH);
    } catch (e) {
      setSaveError(errorText(e));
      setBusy(false);
    }
  };

  return (
    <ScreenFrame title={text('site.templates.named', { name: record.TName })}>
      <Box component="form" onSubmit={(e) => void save(e)} noValidate sx={{ display: 'grid', gap: 2, maxWidth: 720 }}>
        {saveError && <Alert severity="error">{saveError}</Alert>}
        <TextField
          label={text('site.templates.name')}
          value={name}
          onChange={(e) => setName(e.target.value)}
          required
          error={!!nameError}
          helperText={nameError}
        />
        <TextField
          label={text('site.templates.description')}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          multiline
          minRows={2}
        />
        <FormControlLabel
          control={<Checkbox checked={visible} onChange={(e) => setVisible(e.target.checked)} />}
          label={text('site.templates.offered')}
        />
        <Typography variant="body2" color="text.secondary">
          {text('site.templates.file', { path: record.TPath || text('site.templates.none') })}
        </Typography>
        <Stack direction="row" spacing={2}>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? text('site.templates.saving') : text('site.templates.save')}
          </Button>
          <Button component={RouterLink} to={TEMPLATES_PATH}>
            {text('site.templates.cancel')}
          </Button>
        </Stack>
      </Box>
    </ScreenFrame>
  );
}
