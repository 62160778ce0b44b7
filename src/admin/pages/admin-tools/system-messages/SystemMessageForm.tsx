// A system message's own form inside /system-messages (issue 25 item 3): the
// spec gives the tool one route, so ?add opens a new message and ?SId={id}
// shows one, instead of the Data browser's raw /SystemMessages screens. Save
// (POST, or PATCH with the ETag read) and Cancel both go back to the tool's
// list; nothing is written before Save.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, MenuItem, Stack, TextField } from '@mui/material';
import { useNotify } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { FORM_READ } from '../../../api/read-options.js';
import { DB_BASE, errorText, useSiteApi } from '../../../api/site-api.js';
import { ErrorNotice, Loading, ScreenFrame } from '../../../kit/ScreenStates.js';
import { fromLocalInput, toLocalInput } from '../../site/site-switches/site-switch.js';
import { useText } from '../../../i18n/use-text.js';
import { SpecDateTimePicker } from '../../../kit/dates/SpecDateTimePicker.js';

export const SYSTEM_MESSAGES_PATH = '/system-messages';
const messageUrl = (id?: number) => `${DB_BASE}/systemmessages${id === undefined ? '' : `/${id}`}`;

/** The notice kinds staff choose from (the stored value, then the key of the words shown). */
const MESSAGE_TYPES: readonly (readonly [string, string])[] = [
  ['info', 'admin-tools.systemMessages.types.info'],
  ['warning', 'admin-tools.systemMessages.types.warning'],
  ['error', 'admin-tools.systemMessages.types.error'],
  ['success', 'admin-tools.systemMessages.types.success'],
];

interface MessageRecord {
  SId: number;
  SMessage: string;
  SType: string | null;
  SStart: string | null;
  SEnd: string | null;
}

/** `sId` undefined: a new message. */
export function SystemMessageScreen({ sId }: { sId?: number }) {
  const api = useSiteApi();
  const read = useQuery({
    queryKey: ['SystemMessages', 'one', sId],
    queryFn: () => api.getWithEtag<MessageRecord>(messageUrl(sId)),
    enabled: sId !== undefined,
    ...FORM_READ,
  });
  if (sId === undefined) return <MessageForm key="new" />;
  if (read.error) return <MessageNotFound id={String(sId)} />;
  if (!read.data) return <Loading />;
  return <MessageForm key={sId} loaded={read.data} />;
}

export function MessageNotFound({ id }: { id: string }) {
  const text = useText();
  return (
    <ScreenFrame title={text('admin-tools.systemMessages.one')}>
      <ErrorNotice message={text('admin-tools.systemMessages.notFound', { id })} />
      <Button component={RouterLink} to={SYSTEM_MESSAGES_PATH}>
        {text('admin-tools.systemMessages.back')}
      </Button>
    </ScreenFrame>
  );
}

function MessageForm({ loaded }: { loaded?: { body: MessageRecord; etag: string | undefined } }) {
  const text = useText();
  const api = useSiteApi();
  const client = useQueryClient();
  const notify = useNotify();
  const navigate = useNavigate();
  const record = loaded?.body;
  const [message, setMessage] = useState(record?.SMessage ?? '');
  const [type, setType] = useState(record?.SType ?? 'info');
  const [start, setStart] = useState(toLocalInput(record?.SStart ?? null));
  const [end, setEnd] = useState(toLocalInput(record?.SEnd ?? null));
  const [errors, setErrors] = useState<Partial<Record<'message' | 'start' | 'end', string>>>({});
  const [saveError, setSaveError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const from = fromLocalInput(start);
    const until = fromLocalInput(end);
    const found: typeof errors = {};
    if (!message.trim()) found.message = text('admin-tools.systemMessages.messageMissing');
    if (from === undefined) found.start = text('admin-tools.systemMessages.dateInvalid');
    if (until === undefined) found.end = text('admin-tools.systemMessages.dateInvalid');
    if (from && until && Date.parse(until) <= Date.parse(from))
      found.end = text('admin-tools.systemMessages.endBeforeStart');
    setErrors(found);
    if (Object.keys(found).length) return;
    const body = { SMessage: message.trim(), SType: type, SStart: from, SEnd: until };
    setBusy(true);
    setSaveError(undefined);
    try {
      if (record) await api.sendWithEtag('PATCH', messageUrl(record.SId), body, loaded?.etag);
      else await api.send('POST', messageUrl(), body);
      await client.invalidateQueries({ queryKey: ['SystemMessages'] });
      notify(text('admin-tools.systemMessages.saved'), { type: 'success' });
      navigate(SYSTEM_MESSAGES_PATH);
    } catch (e) {
      setSaveError(errorText(e));
      setBusy(false);
    }
  };

  return (
    <ScreenFrame
      title={text(record ? 'admin-tools.systemMessages.one' : 'admin-tools.systemMessages.add')}
      intro={text('admin-tools.systemMessages.formIntro')}
    >
      <Box component="form" onSubmit={(e) => void save(e)} noValidate sx={{ display: 'grid', gap: 2, maxWidth: 720 }}>
        {saveError && <Alert severity="error">{saveError}</Alert>}
        <TextField
          label={text('admin-tools.systemMessages.message')}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          required
          multiline
          minRows={3}
          error={!!errors.message}
          helperText={errors.message}
        />
        <TextField
          select
          label={text('admin-tools.systemMessages.type')}
          value={type}
          onChange={(e) => setType(e.target.value)}
        >
          {MESSAGE_TYPES.map(([value, key]) => (
            <MenuItem key={value} value={value}>
              {text(key)}
            </MenuItem>
          ))}
        </TextField>
        <SpecDateTimePicker
          label={text('admin-tools.systemMessages.shownFrom')}
          value={start}
          onChange={setStart}
          error={!!errors.start}
          helperText={errors.start}
        />
        <SpecDateTimePicker
          label={text('admin-tools.systemMessages.shownUntil')}
          value={end}
          onChange={setEnd}
          error={!!errors.end}
          helperText={errors.end}
        />
        <Stack direction="row" spacing={2}>
          <Button type="submit" variant="contained" disabled={busy}>
            {text(busy ? 'admin-tools.systemMessages.saving' : 'admin-tools.systemMessages.save')}
          </Button>
          <Button component={RouterLink} to={SYSTEM_MESSAGES_PATH}>
            {text('admin-tools.systemMessages.cancel')}
          </Button>
        </Stack>
      </Box>
    </ScreenFrame>
  );
}
