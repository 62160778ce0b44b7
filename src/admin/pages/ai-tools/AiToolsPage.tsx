// /ai-tools (issue 15 item 5; docs/ai-tools.md): the caller's usage against
// the per-user daily limit, a test box that streams the AI server's answer,
// and for Admin and MoJoAdmin the settings (AI_Settings, misc data kind 10;
// the key is named, never shown) and the prompts (AI_Prompt, kind 9) with
// the placeholders they may use.
import { useEffect, useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Box, Button, Card, CardContent, LinearProgress, List, ListItem, MenuItem, Stack, TextField, Typography } from '@mui/material';
import type { AiPrompt, AiPromptValues, AiSettingsValues } from '../../../shared/api/openai.js';
import { currentUser } from '../../auth/auth-provider.js';
import { createHttpClient, type HttpClient } from '../../providers/http-client.js';
import { SCREEN_READ } from '../../api/read-options.js';
import { errorText } from '../site/shared/site-api.js';
import { mayConfigureAiTools } from './ai-access.js';
import { aiApi, aiKeys, streamDraft } from './ai-api.js';

type Api = ReturnType<typeof aiApi>;

function Usage({ api }: { api: Api }) {
  const usage = useQuery({ queryKey: aiKeys.usage(), queryFn: api.usage, ...SCREEN_READ });
  if (usage.error) return <Alert severity="error">{errorText(usage.error)}</Alert>;
  const u = usage.data;
  if (!u) return <LinearProgress aria-label="Loading usage" />;
  const percent = u.limit ? Math.min(100, (u.used / u.limit) * 100) : 100;
  return (
    <Box component="section" aria-labelledby="ai-usage">
      <Typography id="ai-usage" variant="h6" component="h2">
        Usage today
      </Typography>
      <Typography>
        {u.used} of {u.limit} AI drafts used today ({u.day}, UTC); {u.remaining} left.
      </Typography>
      <LinearProgress variant="determinate" value={percent} aria-label="AI drafts used today" sx={{ mt: 1, maxWidth: 480 }} />
      {!u.draftsOn && (
        <Alert severity="info" sx={{ mt: 1.5 }}>
          Drafting with AI is switched off in Site Setup (AI Tools): the page editor offers no “Draft with AI” and no page text is sent to the AI provider. The test box below still answers.
        </Alert>
      )}
    </Box>
  );
}

function TestBox({ prompts }: { prompts: AiPrompt[] }) {
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
      const done = await streamDraft('test', { message, ...(promptId ? { promptId } : {}) }, { onDelta: (piece) => setAnswer((a) => a + piece) });
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
        Test box
      </Typography>
      <TextField select label="System prompt from" value={promptId} onChange={(e) => setPromptId(e.target.value === '' ? '' : Number(e.target.value))} sx={{ maxWidth: 360 }}>
        <MenuItem value="">None</MenuItem>
        {prompts.map((p) => (
          <MenuItem key={p.id} value={p.id}>
            {p.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField label="Message" value={message} onChange={(e) => setMessage(e.target.value)} multiline minRows={3} />
      <Box>
        <Button variant="contained" disabled={running || !message.trim()} onClick={() => void send()}>
          Send
        </Button>
      </Box>
      <Box role="status" aria-live="polite" aria-label="AI answer" sx={{ minHeight: 60, p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1, whiteSpace: 'pre-wrap' }}>
        {answer || (running ? 'Waiting for the AI server…' : '')}
      </Box>
      {error && <Alert severity="error">{error}</Alert>}
    </Box>
  );
}

const NUMBER_FIELDS: [keyof AiSettingsValues, string, string][] = [
  ['temperature', 'Temperature', '0 to 2: lower is more predictable.'],
  ['maxTokens', 'Max tokens', 'The longest answer, in tokens.'],
  ['timeoutSeconds', 'Time limit (seconds)', 'A call that takes longer is stopped.'],
  ['dailyLimit', 'Daily limit per user', 'Drafts each user may ask for per UTC day (0: none).'],
];

function SettingsForm({ api }: { api: Api }) {
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
  if (!form || !read.data) return <LinearProgress aria-label="Loading settings" />;
  const set = (change: Partial<AiSettingsValues>) => setForm({ ...form, ...change });
  const save = async () => {
    setStatus(undefined);
    try {
      client.setQueryData(aiKeys.settings(), await api.saveSettings(form));
      void client.invalidateQueries({ queryKey: aiKeys.usage() });
      setStatus({ ok: true, text: 'Settings saved.' });
    } catch (e) {
      setStatus({ ok: false, text: errorText(e) });
    }
  };
  const keyNames = read.data.keyNames.includes(form.keyName) || !form.keyName ? read.data.keyNames : [form.keyName, ...read.data.keyNames];
  return (
    <Box component="section" aria-labelledby="ai-settings" sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id="ai-settings" variant="h6" component="h2">
        Settings
      </Typography>
      <TextField label="Base URL" value={form.baseUrl} onChange={(e) => set({ baseUrl: e.target.value })} helperText="An OpenAI-compatible API: https://api.openai.com/v1, or a local llama.cpp, Ollama or vLLM server (a private address must be allowed by FETCH_ALLOW)." />
      <TextField label="Model" value={form.model} onChange={(e) => set({ model: e.target.value })} />
      <TextField select label="API key (Key Manager)" value={form.keyName} onChange={(e) => set({ keyName: e.target.value })} helperText={form.keyName ? (read.data.keyName === form.keyName && read.data.keyPresent ? 'The key has a value (never shown here).' : 'Save to check the key.') : 'No key: for a local server that needs none.'}>
        <MenuItem value="">None (local server)</MenuItem>
        {keyNames.map((name) => (
          <MenuItem key={name} value={name}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { md: '1fr 1fr' } }}>
        {NUMBER_FIELDS.map(([name, label, help]) => (
          <TextField key={name} type="number" label={label} helperText={help} value={form[name]} onChange={(e) => set({ [name]: Number(e.target.value) })} />
        ))}
      </Box>
      {read.data.keyName && !read.data.keyPresent && <Alert severity="warning">The key “{read.data.keyName}” is not in Key Manager or has no value.</Alert>}
      {status && <Alert severity={status.ok ? 'success' : 'error'}>{status.text}</Alert>}
      <Box>
        <Button variant="contained" onClick={() => void save()}>
          Save settings
        </Button>
      </Box>
    </Box>
  );
}

const EMPTY_PROMPT: AiPromptValues = { name: '', use: 'content', system: '', user: '' };

function PromptCard({ prompt, api, onDone }: { prompt?: AiPrompt; api: Api; onDone: () => void }) {
  const [form, setForm] = useState<AiPromptValues>(prompt ? { name: prompt.name, use: prompt.use, system: prompt.system, user: prompt.user } : EMPTY_PROMPT);
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
  const label = prompt ? `Prompt ${prompt.name}` : 'New prompt';
  return (
    <Card variant="outlined" component="li" aria-label={label} sx={{ listStyle: 'none' }}>
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { md: '2fr 1fr' } }}>
          <TextField label="Name" value={form.name} onChange={(e) => setForm({ ...form, name: e.target.value })} />
          <TextField select label="Used for" value={form.use} onChange={(e) => setForm({ ...form, use: e.target.value as AiPromptValues['use'] })}>
            <MenuItem value="meta">Meta descriptions</MenuItem>
            <MenuItem value="content">Block copy</MenuItem>
            <MenuItem value="any">Both</MenuItem>
          </TextField>
        </Box>
        <TextField label="System message" value={form.system} onChange={(e) => setForm({ ...form, system: e.target.value })} multiline minRows={2} />
        <TextField label="User message" value={form.user} onChange={(e) => setForm({ ...form, user: e.target.value })} multiline minRows={3} />
        {error && <Alert severity="error">{error}</Alert>}
        <Stack direction="row" spacing={1}>
          <Button variant="contained" onClick={() => void run(() => (prompt ? api.savePrompt(prompt.id, form) : api.createPrompt(form)))}>
            {prompt ? 'Save prompt' : 'Add prompt'}
          </Button>
          {prompt && (
            <Button color="error" onClick={() => void run(() => api.deletePrompt(prompt.id))}>
              Delete prompt
            </Button>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}

function Prompts({ api, editable }: { api: Api; editable: boolean }) {
  const client = useQueryClient();
  const read = useQuery({ queryKey: aiKeys.prompts(), queryFn: api.prompts, ...SCREEN_READ });
  const [adding, setAdding] = useState(false);
  if (read.error) return <Alert severity="error">{errorText(read.error)}</Alert>;
  if (!read.data) return <LinearProgress aria-label="Loading prompts" />;
  const refresh = () => {
    setAdding(false);
    void client.invalidateQueries({ queryKey: aiKeys.prompts() });
  };
  return (
    <Box component="section" aria-labelledby="ai-prompts" sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id="ai-prompts" variant="h6" component="h2">
        Prompts
      </Typography>
      <Typography variant="body2">Placeholders in double braces are filled from the page, as plain text; nothing in them is run:</Typography>
      <List dense aria-label="Placeholders">
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
        <List aria-label="Prompts">
          {read.data.prompts.map((p) => (
            <ListItem key={p.id}>{p.name}</ListItem>
          ))}
        </List>
      )}
      {editable && !adding && (
        <Box>
          <Button onClick={() => setAdding(true)}>New prompt</Button>
        </Box>
      )}
    </Box>
  );
}

export default function AiToolsPage({ http: given }: { http?: HttpClient }) {
  const http = useMemo(() => given ?? createHttpClient(), [given]);
  const api = useMemo(() => aiApi(http), [http]);
  const admin = mayConfigureAiTools(currentUser());
  const prompts = useQuery({ queryKey: aiKeys.prompts(), queryFn: api.prompts, ...SCREEN_READ });
  return (
    <Box sx={{ display: 'grid', gap: 4, p: 2, maxWidth: 1100 }}>
      <Typography variant="h5" component="h1">
        AI Tools
      </Typography>
      <Usage api={api} />
      <TestBox prompts={prompts.data?.prompts ?? []} />
      {admin && <SettingsForm api={api} />}
      <Prompts api={api} editable={admin} />
    </Box>
  );
}
