// Site-wide snippets: the list in order (moved with Up/Down buttons), one snippet edited in the JavaScript code
// editor with its token location and on/off switch, and its versions. The CSP warnings are shown above the list.
import { useEffect, useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Button,
  FormControlLabel,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  MenuItem,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import type { Snippet, SnippetWarning } from '../../../shared/api/custom-code.js';
import type { HttpClient } from '../../providers/http-client.js';
import { CodeEditor } from '../../code-editor/CodeEditor.js';
import { ErrorNotice, Loading } from '../../kit/ScreenStates.js';
import { errorText } from '../../api/site-api.js';
import * as api from './custom-code-api.js';
import { VersionHistory } from './VersionHistory.js';
import { useText } from '../../i18n/use-text.js';

interface Draft {
  CId: number | null;
  CTitle: string;
  code: string;
  tokenLocationId: number | '';
  enabled: boolean;
}

const NEW: Draft = { CId: null, CTitle: '', code: '', tokenLocationId: '', enabled: true };
const draftOf = (s: Snippet): Draft => ({
  CId: s.CId,
  CTitle: s.CTitle,
  code: s.code,
  tokenLocationId: s.tokenLocationId ?? '',
  enabled: s.enabled,
});

export function SnippetsPanel({ http, warnings }: { http: HttpClient; warnings: SnippetWarning[] }) {
  const text = useText();
  const client = useQueryClient();
  const snippets = useQuery({ queryKey: api.codeKeys.snippets(), queryFn: () => api.listSnippets(http) });
  const locations = useQuery({ queryKey: api.codeKeys.locations(), queryFn: () => api.listTokenLocations(http) });
  const [draft, setDraft] = useState<Draft>();
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const [busy, setBusy] = useState(false);
  const selected = snippets.data?.find((s) => s.CId === draft?.CId);

  useEffect(() => {
    if (!draft && snippets.data?.length) setDraft(draftOf(snippets.data[0]));
  }, [draft, snippets.data]);

  const refresh = async () => {
    await client.invalidateQueries({ queryKey: ['custom-code'] });
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!draft || draft.tokenLocationId === '') return;
    setBusy(true);
    setError(undefined);
    setNotice(undefined);
    try {
      const body = {
        CTitle: draft.CTitle.trim(),
        code: draft.code,
        tokenLocationId: draft.tokenLocationId,
        enabled: draft.enabled,
      };
      const saved =
        draft.CId == null ? await api.createSnippet(http, body) : await api.saveSnippet(http, draft.CId, body);
      setDraft(draftOf(saved));
      setNotice(text('custom-code.snippets.saved', { name: saved.CTitle }));
      await refresh();
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  const move = async (index: number, by: -1 | 1) => {
    const ids = (snippets.data ?? []).map((s) => s.CId);
    const [id] = ids.splice(index, 1);
    ids.splice(index + by, 0, id);
    setError(undefined);
    try {
      client.setQueryData(api.codeKeys.snippets(), await api.orderSnippets(http, ids));
    } catch (e) {
      setError(errorText(e));
    }
  };

  const remove = async () => {
    if (draft?.CId == null || !window.confirm(text('custom-code.snippets.confirmDelete', { name: draft.CTitle })))
      return;
    try {
      await api.deleteSnippet(http, draft.CId);
      setDraft(undefined);
      await refresh();
    } catch (e) {
      setError(errorText(e));
    }
  };

  if (snippets.isPending || locations.isPending) return <Loading />;
  return (
    <Box>
      {warnings.length > 0 && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          <Typography component="h2" variant="subtitle2">
            {text('custom-code.snippets.cspBlocks')}
          </Typography>
          <ul>
            {warnings.map((w, i) => (
              <li key={i}>{w.message}</li>
            ))}
          </ul>
        </Alert>
      )}
      {snippets.error && <ErrorNotice message={errorText(snippets.error)} />}
      <Box sx={{ display: 'grid', gridTemplateColumns: { md: '280px 1fr' }, gap: 3 }}>
        <Box component="nav" aria-label={text('custom-code.snippets.nav')}>
          <Button variant="outlined" onClick={() => setDraft(NEW)} sx={{ mb: 1 }}>
            {text('custom-code.snippets.newSnippet')}
          </Button>
          <List dense>
            {(snippets.data ?? []).map((s, i, all) => (
              <ListItem
                key={s.CId}
                disablePadding
                secondaryAction={
                  <>
                    <Button
                      size="small"
                      sx={{ minWidth: 0 }}
                      disabled={i === 0}
                      onClick={() => void move(i, -1)}
                      aria-label={text('custom-code.snippets.moveUp', { name: s.CTitle })}
                    >
                      ↑
                    </Button>
                    <Button
                      size="small"
                      sx={{ minWidth: 0 }}
                      disabled={i === all.length - 1}
                      onClick={() => void move(i, 1)}
                      aria-label={text('custom-code.snippets.moveDown', { name: s.CTitle })}
                    >
                      ↓
                    </Button>
                  </>
                }
              >
                <ListItemButton selected={draft?.CId === s.CId} onClick={() => setDraft(draftOf(s))}>
                  <ListItemText
                    primary={`${i + 1}. ${s.CTitle}`}
                    secondary={`${locations.data?.find((l) => l.MdId === s.tokenLocationId)?.MdName ?? text('custom-code.snippets.noLocation')} · ${s.enabled ? text('custom-code.snippets.on') : text('custom-code.snippets.off')}`}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
          {snippets.data && !snippets.data.length && (
            <Typography variant="body2">{text('custom-code.snippets.none')}</Typography>
          )}
        </Box>
        {draft && (
          <Box>
            <Box
              component="form"
              aria-label={text('custom-code.snippets.form')}
              onSubmit={save}
              sx={{ display: 'grid', gap: 2 }}
            >
              <TextField
                label={text('custom-code.snippets.name')}
                value={draft.CTitle}
                onChange={(e) => setDraft({ ...draft, CTitle: e.target.value })}
                required
                inputProps={{ maxLength: 400 }}
              />
              <TextField
                select
                label={text('custom-code.snippets.location')}
                value={draft.tokenLocationId}
                onChange={(e) => setDraft({ ...draft, tokenLocationId: Number(e.target.value) })}
                required
                helperText={text('custom-code.snippets.locationHelp')}
              >
                {(locations.data ?? []).map((l) => (
                  <MenuItem key={l.MdId} value={l.MdId}>
                    {l.MdName}
                  </MenuItem>
                ))}
              </TextField>
              <FormControlLabel
                control={
                  <Switch checked={draft.enabled} onChange={(e) => setDraft({ ...draft, enabled: e.target.checked })} />
                }
                label={text('custom-code.snippets.enabled')}
              />
              <CodeEditor
                label={text('custom-code.snippets.code')}
                language="javascript"
                value={draft.code}
                onChange={(code) => setDraft((d) => (d ? { ...d, code } : d))}
                helperText={text('custom-code.snippets.codeHelp')}
                minHeight="12rem"
              />
              {error && <ErrorNotice message={error} />}
              {notice && (
                <Alert severity="success" role="status">
                  {notice}
                </Alert>
              )}
              <Box sx={{ display: 'flex', gap: 1 }}>
                <Button
                  type="submit"
                  variant="contained"
                  disabled={busy || !draft.CTitle.trim() || draft.tokenLocationId === ''}
                >
                  {draft.CId == null ? text('custom-code.snippets.create') : text('custom-code.snippets.save')}
                </Button>
                {draft.CId != null && (
                  <Button color="error" onClick={() => void remove()}>
                    {text('custom-code.snippets.delete')}
                  </Button>
                )}
              </Box>
            </Box>
            {selected && (
              <VersionHistory
                http={http}
                base={`${api.CODE_URL}/snippets`}
                cId={selected.CId}
                title={selected.CTitle}
                current={selected.code}
                language="javascript"
                onRestored={() => {
                  void (async () => {
                    await refresh();
                    const fresh = await api.listSnippets(http);
                    const again = fresh.find((s) => s.CId === selected.CId);
                    if (again) setDraft(draftOf(again));
                  })();
                }}
              />
            )}
          </Box>
        )}
      </Box>
    </Box>
  );
}
