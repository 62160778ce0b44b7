// /email-test (issue 15 item 1): write a message, pick the e-mail template it
// is sent in, and send it through the real pipeline (SMTP, or the outbox when
// none is configured). The outcome is shown with the message as the archive
// stored it, and the recent archive can be opened message by message.
import { useMemo, useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Box, Button, MenuItem, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import type { ArchivedEmail, EmailTestResult } from '../../../shared/api/email.js';
import { formatDateTime } from '../../../shared/dates.js';
import { createHttpClient, type HttpClient } from '../../providers/http-client.js';
import { SCREEN_READ } from '../../api/read-options.js';
import { ErrorNotice, Loading, ScreenFrame } from '../site/shared/ScreenStates.js';
import { errorText } from '../site/shared/site-api.js';
import { ArchivedMessage } from './ArchivedMessage.js';
import * as api from './email-api.js';

const DEFAULT_TEMPLATE = 50;

export function EmailTestPage({ http: given }: { http?: HttpClient }) {
  const http = useMemo(() => given ?? createHttpClient(), [given]);
  const client = useQueryClient();
  const [to, setTo] = useState('');
  const [subject, setSubject] = useState('');
  const [templateCId, setTemplateCId] = useState(DEFAULT_TEMPLATE);
  const [body, setBody] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string>();
  const [result, setResult] = useState<EmailTestResult>();
  const [viewing, setViewing] = useState<ArchivedEmail>();

  const templates = useQuery({ queryKey: api.emailKeys.templates(), queryFn: () => api.listTemplates(http), ...SCREEN_READ });
  const archive = useQuery({ queryKey: api.emailKeys.archive(), queryFn: () => api.recentArchive(http), ...SCREEN_READ });
  const chosen = templates.data?.find((t) => t.CId === templateCId);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setError(undefined);
    try {
      const answer = await api.sendTest(http, { to: to.trim(), subject, templateCId, body });
      setResult(answer);
      setViewing(answer.archived);
      void client.invalidateQueries({ queryKey: api.emailKeys.archive() });
    } catch (e) {
      setResult(undefined);
      setError(errorText(e));
    } finally {
      setSending(false);
    }
  };

  const open = async (id: number) => {
    setError(undefined);
    try {
      setViewing(await client.fetchQuery({ queryKey: api.emailKeys.message(id), queryFn: () => api.archivedMessage(http, id) }));
    } catch (e) {
      setError(errorText(e));
    }
  };

  return (
    <ScreenFrame title="Email Test" intro="Send a message through the site’s mail pipeline to check delivery and how a template looks. Every message is kept in the e-mail archive.">
      <Box component="form" aria-label="Test e-mail" onSubmit={send} sx={{ display: 'grid', gap: 2, maxWidth: 720, mb: 3 }}>
        <TextField label="To" value={to} onChange={(e) => setTo(e.target.value)} required helperText="One address, or several separated by commas." autoComplete="email" />
        <TextField
          select
          label="Template"
          value={templates.data ? templateCId : ''}
          onChange={(e) => setTemplateCId(Number(e.target.value))}
          helperText={chosen && !chosen.isLayout ? 'A message template: it brings its own words and, when the subject is empty, its subject.' : 'A layout: the body below is placed inside it.'}
        >
          {(templates.data ?? []).map((t) => (
            <MenuItem key={t.CId} value={t.CId}>
              {t.CTitle} ({t.CId})
            </MenuItem>
          ))}
        </TextField>
        {templates.error && <ErrorNotice message={errorText(templates.error)} />}
        <TextField label="Subject" value={subject} onChange={(e) => setSubject(e.target.value)} required={!chosen || chosen.isLayout} inputProps={{ maxLength: 998 }} />
        <TextField label="Body" value={body} onChange={(e) => setBody(e.target.value)} multiline minRows={6} helperText="HTML is allowed; scripts and unsafe markup are removed before sending." />
        <Box>
          <Button type="submit" variant="contained" disabled={sending}>
            {sending ? 'Sending…' : 'Send test e-mail'}
          </Button>
        </Box>
      </Box>
      {error && <ErrorNotice message={error} />}
      {result && (
        <Alert severity={result.status === 'failed' ? 'error' : result.status === 'outbox' ? 'info' : 'success'} role="status" sx={{ mb: 2 }}>
          {api.outcomeText(result)}
        </Alert>
      )}
      {viewing && <ArchivedMessage message={viewing} />}
      <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
        Recent e-mail archive
      </Typography>
      {archive.isPending ? (
        <Loading />
      ) : archive.error ? (
        <ErrorNotice message={errorText(archive.error)} />
      ) : (
        <Table size="small" aria-label="Recent e-mail archive">
          <TableHead>
            <TableRow>
              <TableCell>Date</TableCell>
              <TableCell>To</TableCell>
              <TableCell>Subject</TableCell>
              <TableCell>Status</TableCell>
              <TableCell>Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {archive.data.length === 0 && (
              <TableRow>
                <TableCell colSpan={5}>No data available</TableCell>
              </TableRow>
            )}
            {archive.data.map((m) => (
              <TableRow key={m.EaId} selected={viewing?.EaId === m.EaId}>
                <TableCell>{formatDateTime(m.EaSent)}</TableCell>
                <TableCell>{m.EaTo}</TableCell>
                <TableCell>{m.EaSubject}</TableCell>
                <TableCell>{m.EaStatus}</TableCell>
                <TableCell>
                  <Button size="small" onClick={() => void open(m.EaId)} aria-label={`View message #${m.EaId}`}>
                    View
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </ScreenFrame>
  );
}

export default EmailTestPage;
