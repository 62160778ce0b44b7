// /email-test (issue 15 item 1): write a message, pick the e-mail template it
// is sent in, and send it through the real pipeline (SMTP, or the outbox when
// none is configured). The outcome is shown with the message as the archive
// stored it, and the recent archive can be opened message by message.
import { useMemo, useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Button,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import type { ArchivedEmail, EmailTestResult } from '../../../shared/api/email.js';
import { formatDateTime } from '../../../shared/dates.js';
import { createHttpClient, type HttpClient } from '../../providers/http-client.js';
import { SCREEN_READ } from '../../api/read-options.js';
import { ErrorNotice, Loading, ScreenFrame } from '../../kit/ScreenStates.js';
import { errorText } from '../../api/site-api.js';
import { ArchivedMessage } from './ArchivedMessage.js';
import * as api from './email-api.js';
import { useText } from '../../i18n/use-text.js';

const DEFAULT_TEMPLATE = 50;

export function EmailTestPage({ http: given }: { http?: HttpClient }) {
  const http = useMemo(() => given ?? createHttpClient(), [given]);
  const text = useText();
  const client = useQueryClient();
  const [to, setTo] = useState('');
  const [subject, setSubject] = useState('');
  const [templateCId, setTemplateCId] = useState(DEFAULT_TEMPLATE);
  const [body, setBody] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string>();
  const [result, setResult] = useState<EmailTestResult>();
  const [viewing, setViewing] = useState<ArchivedEmail>();

  const templates = useQuery({
    queryKey: api.emailKeys.templates(),
    queryFn: () => api.listTemplates(http),
    ...SCREEN_READ,
  });
  const archive = useQuery({
    queryKey: api.emailKeys.archive(),
    queryFn: () => api.recentArchive(http),
    ...SCREEN_READ,
  });
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
      setViewing(
        await client.fetchQuery({ queryKey: api.emailKeys.message(id), queryFn: () => api.archivedMessage(http, id) }),
      );
    } catch (e) {
      setError(errorText(e));
    }
  };

  return (
    <ScreenFrame title={text('email.page.title')} intro={text('email.page.intro')}>
      <Box
        component="form"
        aria-label={text('email.page.form')}
        onSubmit={send}
        sx={{ display: 'grid', gap: 2, maxWidth: 720, mb: 3 }}
      >
        <TextField
          label={text('email.page.to')}
          value={to}
          onChange={(e) => setTo(e.target.value)}
          required
          helperText={text('email.page.toHelp')}
          autoComplete="email"
        />
        <TextField
          select
          label={text('email.page.template')}
          value={templates.data ? templateCId : ''}
          onChange={(e) => setTemplateCId(Number(e.target.value))}
          helperText={chosen && !chosen.isLayout ? text('email.page.messageTemplate') : text('email.page.layout')}
        >
          {(templates.data ?? []).map((t) => (
            <MenuItem key={t.CId} value={t.CId}>
              {t.CTitle} ({t.CId})
            </MenuItem>
          ))}
        </TextField>
        {templates.error && <ErrorNotice message={errorText(templates.error)} />}
        <TextField
          label={text('email.page.subject')}
          value={subject}
          onChange={(e) => setSubject(e.target.value)}
          required={!chosen || chosen.isLayout}
          inputProps={{ maxLength: 998 }}
        />
        <TextField
          label={text('email.page.body')}
          value={body}
          onChange={(e) => setBody(e.target.value)}
          multiline
          minRows={6}
          helperText={text('email.page.bodyHelp')}
        />
        <Box>
          <Button type="submit" variant="contained" disabled={sending}>
            {sending ? text('email.page.sending') : text('email.page.send')}
          </Button>
        </Box>
      </Box>
      {error && <ErrorNotice message={error} />}
      {result && (
        <Alert
          severity={result.status === 'failed' ? 'error' : result.status === 'outbox' ? 'info' : 'success'}
          role="status"
          sx={{ mb: 2 }}
        >
          {api.outcomeText(result, text)}
        </Alert>
      )}
      {viewing && <ArchivedMessage message={viewing} />}
      <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
        {text('email.page.recent')}
      </Typography>
      {archive.isPending ? (
        <Loading />
      ) : archive.error ? (
        <ErrorNotice message={errorText(archive.error)} />
      ) : (
        <Table size="small" aria-label={text('email.page.recent')}>
          <TableHead>
            <TableRow>
              <TableCell>{text('email.page.date')}</TableCell>
              <TableCell>{text('email.page.to')}</TableCell>
              <TableCell>{text('email.page.subject')}</TableCell>
              <TableCell>{text('email.page.status')}</TableCell>
              <TableCell>{text('email.page.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {archive.data.length === 0 && (
              <TableRow>
                <TableCell colSpan={5}>{text('email.page.noData')}</TableCell>
              </TableRow>
            )}
            {archive.data.map((m) => (
              <TableRow key={m.EaId} selected={viewing?.EaId === m.EaId}>
                <TableCell>{formatDateTime(m.EaSent)}</TableCell>
                <TableCell>{m.EaTo}</TableCell>
                <TableCell>{m.EaSubject}</TableCell>
                <TableCell>{m.EaStatus}</TableCell>
                <TableCell>
                  <Button
                    size="small"
                    onClick={() => void open(m.EaId)}
                    aria-label={text('email.page.viewLabel', { id: m.EaId })}
                  >
                    {text('email.page.view')}
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
