// /ai-tools (issue 15 item 5; docs/ai-tools.md): the caller's usage against
// the per-user daily limit, a test box that streams the AI server's answer,
// and for Admin and MoJoAdmin the settings (AI_Settings, misc data kind 10;
// the key is named, never shown) and the prompts (AI_Prompt, kind 9) with
// the placeholders they may use.
import { useEffect, useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  LinearProgress,
  List,
  ListItem,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import type { AiPrompt, AiPromptValues, AiSettingsValues } from '../../../shared/api/openai.js';
import { currentUser } from '../../auth/auth-provider.js';
import { createHttpClient, type HttpClient } from '../../providers/http-client.js';
import { SCREEN_READ } from '../../api/read-options.js';
import { errorText } from '../../api/site-api.js';
import { mayConfigureAiTools } from './ai-access.js';
import { aiApi, aiKeys, streamDraft } from './ai-api.js';
import { useText } from '../../i18n/use-text.js';

type Api = ReturnType<typeof aiApi>;

function Usage({ api }: { api: Api }) {
  const text = useText();
  const usage = useQuery({ queryKey: aiKeys.usage(), queryFn: api.usage, ...SCREEN_READ });
  if (usage.error) return <Alert severity="error">{errorText(usage.error)}</Alert>;
  const u = usage.data;
  if (!u) return <LinearProgress aria-label={text('ai-tools.usage.loading')} />;
  const percent = u.limit ? Math.min(100, (u.used / u.limit) * 100) : 100;
  return (
    <Box component="section" aria-labelledby="ai-usage">
      <Typography id="ai-usage" variant="h6" component="h2">
        {text('ai-tools.usage.heading')}
      </Typography>
      <Typography>
        {text('ai-tools.usage.summary', { used: u.used, limit: u.limit, day: u.day, remaining: u.remaining })}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label={text('ai-tools.usage.bar')}
        sx={{ mt: 1, maxWidth: 480 }}
      />
      {!u.draftsOn && (
        <Alert severity="info" sx={{ mt: 1.5 }}>
          {text('ai-tools.usage.off')}
        </Alert>
      )}
    </Box>
  );
}

function TestBox({ prompts }: { prompts: AiPrompt[] }) {
  const text = useText();
  const client = useQueryClient();
  const [message, setMessage] = useState('');
  const [promptId, setPromptId] = useState<number | ''>('');
  const [answer, setAnswer] = useState('');
  const [error, setError] = useState<string>();
  const [running, setRunning] = useState(false);
  const send = async () => {
    setAnswer('');
    setError(undefined);
    setRunning(true);
    try {
      const done = await streamDraft(
        'test',
        { message, ...(promptId ? { promptId } : {}) },
        { onDelta: (piece) => setAnswer((a) => a + piece), text },
      );
      setAnswer(done);
    } catch (e) {
      setError(errorText(e));
    } finally {
      setRunning(false);
      void client.invalidateQueries({ queryKey: aiKeys.usage() });
    }
  };
  return (
    <Box component="section" aria-labelledby="ai-test" sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id="ai-test" variant="h6" component="h2">
        {text('ai-tools.test.heading')}
      </Typography>
      <TextField
        select
        label={text('ai-tools.test.promptFrom')}
        value={promptId}
        onChange={(e) => setPromptId(e.target.value === '' ? '' : Number(e.target.value))}
        sx={{ maxWidth: 360 }}
      >
        <MenuItem value="">{text('ai-tools.test.none')}</MenuItem>
        {prompts.map((p) => (
          <MenuItem key={p.id} value={p.id}>
            {p.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={text('ai-tools.test.message')}
        value={message}
        onChange={(e) => setMessage(e.target.value)}
        multiline
        minRows={3}
      />
      <Box>
        <Button variant="contained" disabled={running || !message.trim()} onClick={() => void send()}>
          {text('ai-tools.test.send')}
        </Button>
      </Box>
      <Box
        role="status"
        aria-live="polite"
        aria-label={text('ai-tools.test.answer')}
        sx={{ minHeight: 60, p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1, whiteSpace: 'pre-wrap' }}
      >
        {answer || (running ? text('ai-tools.test.waiting') : '')}
      </Box>
      {error && <Alert severity="error">{error}</Alert>}
    </Box>
  );
}

/** Each number setting with the message keys of its label and help. */
const NUMBER_FIELDS: [keyof AiSettingsValues, string, string][] = [
  ['temperature', 'ai-tools.settings.temperature', 'ai-tools.settings.temperatureHelp'],
  ['maxTokens', 'ai-tools.settings.maxTokens', 'ai-tools.settings.maxTokensHelp'],
  ['timeoutSeconds', 'ai-tools.settings.timeout', 'ai-tools.settings.timeoutHelp'],
  ['dailyLimit', 'ai-tools.settings.dailyLimit', 'ai-tools.settings.dailyLimitHelp'],
];

function SettingsForm({ api }: { api: Api }) {
  const text = useText();
  const client = useQueryClient();
  const read = useQuery({ queryKey: aiKeys.settings(), queryFn: api.settings, ...SCREEN_READ });
  const [form, setForm] = useState<AiSettingsValues>();
  const [status, setStatus] = useState<{ ok: boolean; text: string }>();
  useEffect(() => {
    if (read.data) {
      const { keyPresent: _p, keyNames: _n, ...values } = read.data;
      setForm(values);
    }
  }, [read.data]);
  if (read.error) return <Alert severity="error">{errorText(read.error)}</Alert>;
  if (!form || !read.data) return <LinearProgress aria-label={text('ai-tools.settings.loading')} />;
  const set = (change: Partial<AiSettingsValues>) => setForm({ ...form, ...change });
  const save = async () => {
    setStatus(undefined);
    try {
      client.setQueryData(aiKeys.settings(), await api.saveSettings(form));
      void client.invalidateQueries({ queryKey: aiKeys.usage() });
      setStatus({ ok: true, text: text('ai-tools.settings.saved') });
    } catch (e) {
      setStatus({ ok: false, text: errorText(e) });
    }
  };
  const keyNames =
    read.data.keyNames.includes(form.keyName) || !form.keyName
      ? read.data.keyNames
      : [form.keyName, ...read.data.keyNames];
  return (
    <Box component="section" aria-labelledby="ai-settings" sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id="ai-settings" variant="h6" component="h2">
        {text('ai-tools.settings.heading')}
      </Typography>
      <TextField
        label={text('ai-tools.settings.baseUrl')}
        value={form.baseUrl}
        onChange={(e) => set({ baseUrl: e.target.value })}
        helperText={text('ai-tools.settings.baseUrlHelp')}
      />
      <TextField
        label={text('ai-tools.settings.model')}
        value={form.model}
        onChange={(e) => set({ model: e.target.value })}
      />
      <TextField
        select
        label={text('ai-tools.settings.key')}
        value={form.keyName}
        onChange={(e) => set({ keyName: e.target.value })}
        helperText={
          form.keyName
            ? read.data.keyName === form.keyName && read.data.keyPresent
              ? text('ai-tools.settings.keyHasValue')
              : text('ai-tools.settings.keyCheck')
            : text('ai-tools.settings.noKey')
        }
      >
        <MenuItem value="">{text('ai-tools.settings.noneLocal')}</MenuItem>
        {keyNames.map((name) => (
          <MenuItem key={name} value={name}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { md: '1fr 1fr' } }}>
        {NUMBER_FIELDS.map(([name, label, help]) => (
          <TextField
            key={name}
            type="number"
            label={text(label)}
            helperText={text(help)}
            value={form[name]}
            onChange={(e) => set({ [name]: Number(e.target.value) })}
          />
        ))}
      </Box>
      {read.data.keyName && !read.data.keyPresent && (
        <Alert severity="warning">{text('ai-tools.settings.keyMissing', { name: read.data.keyName })}</Alert>
      )}
      {status && <Alert severity={status.ok ? 'success' : 'error'}>{status.text}</Alert>}
      <Box>
        <Button variant="contained" onClick={() => void save()}>
          {text('ai-tools.settings.save')}
        </Button>
      </Box>
    </Box>
  );
}

const EMPTY_PROMPT: AiPromptValues = { name: '', use: 'content', system: '', user: '' };

function PromptCard({ prompt, api, onDone }: { prompt?: AiPrompt; api: Api; onDone: () => void }) {
  const text = useText();
  const [form, setForm] = useState<AiPromptValues>(
    prompt ? { name: prompt.name, use: prompt.use, system: prompt.system, user: prompt.user } : EMPTY_PROMPT,
  );
  const [error, setError] = useState<string>();
  const run = async (call: () => Promise<unknown>) => {
    setError(undefined);
    try {
      await call();
      onDone();
    } catch (e) {
      setError(errorText(e));
    }
  };
  const label = prompt ? text('ai-tools.prompts.card', { name: prompt.name }) : text('ai-tools.prompts.newPrompt');
  return (
    <Card variant="outlined" component="li" aria-label={label} sx={{ listStyle: 'none' }}>
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { md: '2fr 1fr' } }}>
          <TextField
            label={text('ai-tools.prompts.name')}
            value={form.name}
            onChange={(e) => setForm({ ...form, name: e.target.value })}
          />
          <TextField
            select
            label={text('ai-tools.prompts.usedFor')}
            value={form.use}
            onChange={(e) => setForm({ ...form, use: e.target.value as AiPromptValues['use'] })}
          >
            <MenuItem value="meta">{text('ai-tools.prompts.meta')}</MenuItem>
            <MenuItem value="content">{text('ai-tools.prompts.content')}</MenuItem>
            <MenuItem value="any">{text('ai-tools.prompts.any')}</MenuItem>
          </TextField>
        </Box>
        <TextField
          label={text('ai-tools.prompts.system')}
          value={form.system}
          onChange={(e) => setForm({ ...form, system: e.target.value })}
          multiline
          minRows={2}
        />
        <TextField
          label={text('ai-tools.prompts.user')}
          value={form.user}
          onChange={(e) => setForm({ ...form, user: e.target.value })}
          multiline
          minRows={3}
        />
        {error && <Alert severity="error">{error}</Alert>}
        <Stack direction="row" spacing={1}>
          <Button
            variant="contained"
            onClick={() => void run(() => (prompt ? api.savePrompt(prompt.id, form) : api.createPrompt(form)))}
          >
            {prompt ? text('ai-tools.prompts.save') : text('ai-tools.prompts.add')}
          </Button>
          {prompt && (
            <Button color="error" onClick={() => void run(() => api.deletePrompt(prompt.id))}>
              {text('ai-tools.prompts.delete')}
            </Button>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}

function Prompts({ api, editable }: { api: Api; editable: boolean }) {
  const text = useText();
  const client = useQueryClient();
  const read = useQuery({ queryKey: aiKeys.prompts(), queryFn: api.prompts, ...SCREEN_READ });
  const [adding, setAdding] = useState(false);
  if (read.error) return <Alert severity="error">{errorText(read.error)}</Alert>;
  if (!read.data) return <LinearProgress aria-label={text('ai-tools.prompts.loading')} />;
  const refresh = () => {
    setAdding(false);
    void client.invalidateQueries({ queryKey: aiKeys.prompts() });
  };
  return (
    <Box component="section" aria-labelledby="ai-prompts" sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id="ai-prompts" variant="h6" component="h2">
        {text('ai-tools.prompts.heading')}
      </Typography>
      <Typography variant="body2">{text('ai-tools.prompts.placeholdersIntro')}</Typography>
      <List dense aria-label={text('ai-tools.prompts.placeholders')}>
        {read.data.placeholders.map((p) => (
          <ListItem key={p.name} sx={{ display: 'list-item', py: 0 }}>
            <code>{`{{${p.name}}}`}</code> — {p.description}
          </ListItem>
        ))}
      </List>
      {editable ? (
        <Box component="ul" sx={{ display: 'grid', gap: 1.5, p: 0, m: 0 }}>
          {read.data.prompts.map((p) => (
            <PromptCard key={`${p.id}:${p.name}:${p.user}`} prompt={p} api={api} onDone={refresh} />
          ))}
          {adding && <PromptCard api={api} onDone={refresh} />}
        </Box>
      ) : (
        <List aria-label={text('ai-tools.prompts.list')}>
          {read.data.prompts.map((p) => (
            <ListItem key={p.id}>{p.name}</ListItem>
          ))}
        </List>
      )}
      {editable && !adding && (
        <Box>
          <Button onClick={() => setAdding(true)}>{text('ai-tools.prompts.newPrompt')}</Button>
        </Box>
      )}
    </Box>
  );
}

export default function AiToolsPage({ http: given }: { http?: HttpClient }) {
  const text = useText();
  const http = useMemo(() => given ?? createHttpClient(), [given]);
  const api = useMemo(() => aiApi(http), [http]);
  const admin = mayConfigureAiTools(currentUser());
  const prompts = useQuery({ queryKey: aiKeys.prompts(), queryFn: api.prompts, ...SCREEN_READ });
  return (
    <Box sx={{ display: 'grid', gap: 4, p: 2, maxWidth: 1100 }}>
      <Typography variant="h5" component="h1">
        {text('ai-tools.page.title')}
      </Typography>

      <Usage api={api} />
      <TestBox prompts={prompts.data?.prompts ?? []} />
      {admin && <SettingsForm api={api} />}
      <Prompts api={api} editable={admin} />
    </Box>
  );
}
