// Per-page CSS: pick a content item (those with CSS are listed; any other by its id), edit its CSS in the CSS code
// editor and save it (one PageCSS row per content item).
import { useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Box, Button, List, ListItem, ListItemButton, ListItemText, TextField, Typography } from '@mui/material';
import type { PageCss } from '../../../shared/api/custom-code.js';
import type { HttpClient } from '../../providers/http-client.js';
import { CodeEditor } from '../../code-editor/CodeEditor.js';
import { ErrorNotice } from '../../kit/ScreenStates.js';
import { errorText } from '../../api/site-api.js';
import * as api from './custom-code-api.js';
import { useText } from '../../i18n/use-text.js';

export function PageCssPanel({ http }: { http: HttpClient }) {
  const text = useText();
  const client = useQueryClient();
  const list = useQuery({ queryKey: api.codeKeys.pageCss(), queryFn: () => api.listPageCss(http) });
  const [cIdText, setCIdText] = useState('');
  const [page, setPage] = useState<PageCss>();
  const [css, setCss] = useState('');
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<string>();

  const open = async (cId: number) => {
    setError(undefined);
    setNotice(undefined);
    try {
      const found = await api.readPageCss(http, cId);
      setPage(found);
      setCss(found.css);
    } catch (e) {
      setError(errorText(e));
    }
  };
  const openById = (event: FormEvent) => {
    event.preventDefault();
    const id = Number(cIdText);
    if (Number.isSafeInteger(id) && id > 0) void open(id);
    else setError(text('custom-code.pageCss.enterId'));
  };
  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!page) return;
    setError(undefined);
    try {
      const saved = await api.savePageCss(http, page.CId, css);
      setPage(saved);
      setNotice(text('custom-code.pageCss.saved', { title: saved.CTitle }));
      await client.invalidateQueries({ queryKey: api.codeKeys.pageCss() });
    } catch (e) {
      setError(errorText(e));
    }
  };

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { md: '280px 1fr' }, gap: 3 }}>
      <Box>
        <Box
          component="form"
          aria-label={text('custom-code.pageCss.openForm')}
          onSubmit={openById}
          sx={{ display: 'flex', gap: 1, mb: 1 }}
        >
          <TextField
            size="small"
            label={text('custom-code.pageCss.contentId')}
            value={cIdText}
            onChange={(e) => setCIdText(e.target.value)}
            inputProps={{ inputMode: 'numeric' }}
          />
          <Button type="submit" variant="outlined">
            {text('custom-code.pageCss.open')}
          </Button>
        </Box>
        <Typography component="h2" variant="subtitle2">
          {text('custom-code.pageCss.withCss')}
        </Typography>
        {list.error && <ErrorNotice message={errorText(list.error)} />}
        <List dense aria-label={text('custom-code.pageCss.withCss')}>
          {(list.data ?? []).map((p) => (
            <ListItem key={p.CId} disablePadding>
              <ListItemButton selected={page?.CId === p.CId} onClick={() => void open(p.CId)}>
                <ListItemText primary={p.CTitle} secondary={text('custom-code.pageCss.content', { id: p.CId })} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
        {list.data && !list.data.length && <Typography variant="body2">{text('custom-code.pageCss.none')}</Typography>}
      </Box>
      <Box>
        {error && <ErrorNotice message={error} />}
        {page && (
          <Box
            component="form"
            aria-label={text('custom-code.pageCss.form')}
            onSubmit={save}
            sx={{ display: 'grid', gap: 2 }}
          >
            <CodeEditor
              label={text('custom-code.pageCss.cssOf', { title: page.CTitle, id: page.CId })}
              language="css"
              value={css}
              onChange={setCss}
              minHeight="12rem"
            />
            {notice && (
              <Alert severity="success" role="status">
                {notice}
              </Alert>
            )}
            <Box>
              <Button type="submit" variant="contained">
                {text('custom-code.pageCss.save')}
              </Button>
            </Box>
          </Box>
        )}
      </Box>
    </Box>
  );
}
