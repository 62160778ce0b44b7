// Creating or editing one token: its name (the key is made from it as it is
// typed: the token variant of the slug, spec §5) and its value (text, HTML
// or Liquid, in the code editor highlighted as Liquid), with the value
// previewed as the server renders it, the other tokens in scope, while it is
// typed. The server has the last word: a taken key or a used token's new
// key comes back as its message. A save carries the version the token was
// loaded with: when someone saved it meanwhile (412) the user's edits stay in
// the form, the other saved version is shown beside them, and the next save
// is made over that version on purpose.
import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
  Typography,
} from '@mui/material';
import type { TokenItem } from '../../../shared/api/tokens.js';
import { tokenKeyOf, tokenUsageSyntax } from '../../../shared/token-key.js';
import { HttpError } from 'react-admin';
import type { HttpClient } from '../../providers/http-client.js';
import { SCREEN_READ } from '../../api/read-options.js';
import { useDebouncedValue } from '../../api/useDebouncedValue.js';
import { CodeEditor } from '../../code-editor/CodeEditor.js';
import { ErrorNotice } from '../../kit/ScreenStates.js';
import { errorText } from '../../api/site-api.js';
import * as api from './tokens-api.js';
import { ValuePreview } from './ValuePreview.js';
import { useText } from '../../i18n/use-text.js';
import { serverErrorText } from '../../kit/server-messages.js';

const PREVIEW_WAIT_MS = 400;

interface TokenDialogProps {
  http: HttpClient;
  /** The token edited; undefined for a new one. */
  token?: TokenItem;
  onClose: () => void;
  onSaved: (token: TokenItem) => void;
}

export function TokenDialog({ http, token, onClose, onSaved }: TokenDialogProps) {
  const text = useText();
  const [name, setName] = useState(token?.name ?? '');
  const [value, setValue] = useState(token?.value ?? '');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string>();
  const [etag, setEtag] = useState(token?.etag ?? '');
  /** After a 412: the version someone else saved meanwhile. */
  const [theirs, setTheirs] = useState<TokenItem>();
  const key = tokenKeyOf(name);
  const settled = useDebouncedValue(value, PREVIEW_WAIT_MS);
  const preview = useQuery({
    queryKey: [...api.tokenKeys.list(), 'preview', token?.id ?? 0, settled],
    queryFn: () => api.previewToken(http, { value: settled, ...(token ? { id: token.id } : {}) }),
    enabled: settled !== '',
    placeholderData: (previous) => previous,
    ...SCREEN_READ,
  });

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setError(undefined);
    try {
      const body = { name, value };
      onSaved(token ? await api.saveToken(http, token.id, body, etag) : await api.createToken(http, body));
    } catch (e) {
      if (token && e instanceof HttpError && e.status === 412) {
        // The edits stay as typed; the other version comes alongside, and becomes the one the next save replaces.
        const now = await api.readToken(http, token.id).catch(() => undefined);
        if (now) {
          setTheirs(now);
          setEtag(now.etag);
        }
      }
      setError(errorText(e));
    } finally {
      setSaving(false);
    }
  };

  const useTheirs = () => {
    if (!theirs) return;
    setName(theirs.name);
    setValue(theirs.value);
    setTheirs(undefined);
    setError(undefined);
  };

  const title = token
    ? text('tokens.dialog.editTitle', { token: tokenUsageSyntax(token.key) })
    : text('tokens.dialog.newTitle');
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="token-dialog-title">
      <form onSubmit={save} aria-label={title}>
        <DialogTitle id="token-dialog-title">{title}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          <TextField
            label={text('tokens.dialog.name')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            required
            autoFocus
            inputProps={{ maxLength: 400 }}
            error={name !== '' && !key.ok}
            helperText={
              name === ''
                ? text('tokens.dialog.nameHelp')
                : key.ok
                  ? text('tokens.dialog.keyHelp', { key: tokenUsageSyntax(key.key) })
                  : serverErrorText(key.problem, text)
            }
          />
          {/* The shared code editor: a value is text, HTML or Liquid, highlighted as Liquid (HTML with Liquid tags). */}
          <CodeEditor
            label={text('tokens.dialog.value')}
            language="liquid"
            value={value}
            onChange={setValue}
            minHeight="6rem"
            maxHeight="24rem"
            helperText={text('tokens.dialog.valueHelp')}
          />
          <Typography variant="subtitle2" component="h3">
            {text('tokens.dialog.preview')}
          </Typography>
          {settled === '' ? (
            <Typography variant="body2">{text('tokens.dialog.empty')}</Typography>
          ) : preview.data ? (
            <ValuePreview preview={preview.data} title={text('tokens.dialog.valuePreview')} />
          ) : preview.error ? (
            <ErrorNotice message={errorText(preview.error)} />
          ) : null}
          {theirs && (
            <Alert
              severity="warning"
              role="region"
              aria-label={text('tokens.dialog.savedMeanwhile')}
              action={
                <Button color="inherit" size="small" onClick={useTheirs}>
                  {text('tokens.dialog.useTheirs')}
                </Button>
              }
            >
              {text('tokens.dialog.savedMeanwhileBy')}
              <Box
                component="dl"
                sx={{
                  m: 0,
                  '& dd': { ml: 2, fontFamily: 'monospace', whiteSpace: 'pre-wrap', wordBreak: 'break-word' },
                }}
              >
                <dt>{text('tokens.dialog.name')}</dt>
                <dd>{theirs.name}</dd>
                <dt>{text('tokens.dialog.value')}</dt>
                <dd>{theirs.value === '' ? text('tokens.dialog.empty') : theirs.value}</dd>
              </Box>
            </Alert>
          )}
          {error && <ErrorNotice message={error} />}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{text('tokens.dialog.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={saving || !key.ok}>
            {saving ? text('tokens.dialog.saving') : text('tokens.dialog.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
