// /template-files (issue 16 item 7, MoJoAdmin): the Liquid source of the page templates (Template 1-7) and of the
// header, footer and e-mail templates, checked by the server before it is saved (a syntax error is shown at its
// line and column in the editor), with versions compared and restored.
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Box, Button, List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import { createHttpClient, type HttpClient } from '../../providers/http-client.js';
import { CodeEditor, type CodeProblem } from '../../code-editor/CodeEditor.js';
import { ErrorNotice, Loading, ScreenFrame } from '../../kit/ScreenStates.js';
import { errorText } from '../../api/site-api.js';
import * as api from './custom-code-api.js';
import { GROUP_LABEL, GROUPS, templateEntries, type TemplateEntry } from './template-entries.js';
import { VersionHistory } from './VersionHistory.js';
import { useText } from '../../i18n/use-text.js';

export function TemplateFilesPage({ http: given }: { http?: HttpClient }) {
  const http = useMemo(() => given ?? createHttpClient(), [given]);
  const text = useText();
  const client = useQueryClient();
  const pages = useQuery({ queryKey: api.codeKeys.pageTemplates(), queryFn: () => api.listPageTemplates(http) });
  const files = useQuery({ queryKey: api.codeKeys.templates(), queryFn: () => api.listTemplateFiles(http) });
  const entries = useMemo(
    () => (pages.data && files.data ? templateEntries(pages.data, files.data, text) : undefined),
    [pages.data, files.data, text],
  );
  const [key, setKey] = useState<string>();
  const [source, setSource] = useState('');
  const [problem, setProblem] = useState<CodeProblem>();
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const chosen = entries?.find((e) => e.key === key);

  const choose = (entry: TemplateEntry) => {
    setKey(entry.key);
    setSource(entry.source);
    setProblem(undefined);
    setError(undefined);
    setNotice(undefined);
  };
  useEffect(() => {
    if (key === undefined && entries?.length) choose(entries.find((e) => e.group === 'header') ?? entries[0]);
  }, [key, entries]);

  const reload = () => client.invalidateQueries({ queryKey: api.codeKeys.templates() });

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return;
    setError(undefined);
    setNotice(undefined);
    setProblem(undefined);
    try {
      await api.saveTemplateSource(http, chosen.base, chosen.id, source);
      await Promise.all([
        reload(),
        client.invalidateQueries({ queryKey: api.codeKeys.versions(chosen.base, chosen.id) }),
      ]);
      setNotice(text('custom-code.templates.saved', { title: chosen.title }));
    } catch (e) {
      setError(errorText(e));
      setProblem(api.sourcePosition(e));
    }
  };

  const restored = async () => {
    if (!chosen) return;
    await reload();
    const fresh =
      chosen.group === 'page'
        ? (await api.listPageTemplates(http)).find((p) => p.TemplateId === chosen.id)?.source
        : (await api.listTemplateFiles(http)).find((f) => f.CId === chosen.id)?.source;
    setSource(fresh ?? '');
    setProblem(undefined);
    setError(undefined);
    setNotice(text('custom-code.templates.restored'));
  };

  if (pages.isPending || files.isPending) return <Loading />;
  return (
    <ScreenFrame title={text('custom-code.templates.title')} intro={text('custom-code.templates.intro')}>
      {pages.error && <ErrorNotice message={errorText(pages.error)} />}
      {files.error && <ErrorNotice message={errorText(files.error)} />}
      <Box sx={{ display: 'grid', gridTemplateColumns: { md: '260px 1fr' }, gap: 3 }}>
        <Box component="nav" aria-label={text('custom-code.templates.nav')}>
          {GROUPS.map((group) => {
            const ofGroup = (entries ?? []).filter((e) => e.group === group);
            return ofGroup.length ? (
              <Box key={group}>
                <Typography id={`template-group-${group}`} component="h2" variant="subtitle2" sx={{ px: 2, pt: 1 }}>
                  {text(GROUP_LABEL[group])}
                </Typography>
                <List dense aria-labelledby={`template-group-${group}`}>
                  {ofGroup.map((e) => (
                    <ListItem key={e.key} disablePadding>
                      <ListItemButton selected={e.key === key} onClick={() => choose(e)}>
                        <ListItemText primary={e.title} secondary={e.detail} />
                      </ListItemButton>
                    </ListItem>
                  ))}
                </List>
              </Box>
            ) : null;
          })}
        </Box>
        {chosen && (
          <Box>
            <Box
              component="form"
              aria-label={text('custom-code.templates.form')}
              onSubmit={save}
              sx={{ display: 'grid', gap: 2 }}
            >
              <CodeEditor
                label={text('custom-code.templates.sourceOf', { title: chosen.title })}
                language="liquid"
                value={source}
                onChange={(next) => {
                  setSource(next);
                  setNotice(undefined);
                }}
                error={error}
                problem={problem}
                minHeight="16rem"
              />
              {notice && (
                <Alert severity="success" role="status">
                  {notice}
                </Alert>
              )}
              <Box>
                <Button type="submit" variant="contained">
                  {text('custom-code.templates.save')}
                </Button>
              </Box>
            </Box>
            <VersionHistory
              http={http}
              base={chosen.base}
              cId={chosen.id}
              title={chosen.title}
              current={chosen.source}
              language="liquid"
              onRestored={() => void restored()}
            />
          </Box>
        )}
      </Box>
    </ScreenFrame>
  );
}

export default TemplateFilesPage;
