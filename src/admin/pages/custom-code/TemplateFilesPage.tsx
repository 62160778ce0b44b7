// /template-files (issue 16 item 7, MoJoAdmin): the header, footer and e-mail templates' source edited as Liquid,
// checked by the server before it is saved (a syntax error is shown at its line and column in the editor), with
// versions compared and restored.
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Box, Button, List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import type { TemplateFile } from '../../../shared/api/custom-code.js';
import { createHttpClient, type HttpClient } from '../../providers/http-client.js';
import { CodeEditor, type CodeProblem } from '../../code-editor/CodeEditor.js';
import { ErrorNotice, Loading, ScreenFrame } from '../site/shared/ScreenStates.js';
import { errorText } from '../site/shared/site-api.js';
import * as api from './custom-code-api.js';
import { VersionHistory } from './VersionHistory.js';

const KIND_LABEL: Record<TemplateFile['kind'], string> = { header: 'Header templates', footer: 'Footer templates', email: 'E-mail templates' };

export function TemplateFilesPage({ http: given }: { http?: HttpClient }) {
  const http = useMemo(() => given ?? createHttpClient(), [given]);
  const client = useQueryClient();
  const files = useQuery({ queryKey: api.codeKeys.templates(), queryFn: () => api.listTemplateFiles(http) });
  const [cId, setCId] = useState<number>();
  const [source, setSource] = useState('');
  const [problem, setProblem] = useState<CodeProblem>();
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const chosen = files.data?.find((f) => f.CId === cId);

  const choose = (file: TemplateFile) => {
    setCId(file.CId);
    setSource(file.source);
    setProblem(undefined);
    setError(undefined);
    setNotice(undefined);
  };
  useEffect(() => {
    if (cId === undefined && files.data?.length) choose(files.data[0]);
  }, [cId, files.data]);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return;
    setError(undefined);
    setNotice(undefined);
    setProblem(undefined);
    try {
      const saved = await api.saveTemplateFile(http, chosen.CId, source);
      client.setQueryData<TemplateFile[]>(api.codeKeys.templates(), (all) => all?.map((f) => (f.CId === saved.CId ? saved : f)));
      await client.invalidateQueries({ queryKey: api.codeKeys.versions(api.FILES_URL, saved.CId) });
      setNotice(`Saved “${saved.CTitle}”.`);
    } catch (e) {
      setError(errorText(e));
      setProblem(api.sourcePosition(e));
    }
  };

  const restored = async () => {
    const fresh = await client.fetchQuery({ queryKey: api.codeKeys.templates(), queryFn: () => api.listTemplateFiles(http), staleTime: 0 });
    const again = fresh.find((f) => f.CId === cId);
    if (again) choose(again);
    setNotice('Restored: the version’s source was saved as a new version.');
  };

  if (files.isPending) return <Loading />;
  return (
    <ScreenFrame title="Template Files" intro="The Liquid source of the header, footer and e-mail templates. A template is checked before it is saved; each save keeps a version.">
      {files.error && <ErrorNotice message={errorText(files.error)} />}
      <Box sx={{ display: 'grid', gridTemplateColumns: { md: '260px 1fr' }, gap: 3 }}>
        <Box component="nav" aria-label="Templates">
          {(['header', 'footer', 'email'] as const).map((kind) => {
            const ofKind = (files.data ?? []).filter((f) => f.kind === kind);
            return ofKind.length ? (
              <Box key={kind}>
                <Typography id={`template-kind-${kind}`} component="h2" variant="subtitle2" sx={{ px: 2, pt: 1 }}>
                  {KIND_LABEL[kind]}
                </Typography>
                <List dense aria-labelledby={`template-kind-${kind}`}>
                  {ofKind.map((f) => (
                    <ListItem key={f.CId} disablePadding>
                      <ListItemButton selected={f.CId === cId} onClick={() => choose(f)}>
                        <ListItemText primary={f.CTitle} secondary={`Content ${f.CId}`} />
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
            <Box component="form" aria-label="Template source" onSubmit={save} sx={{ display: 'grid', gap: 2 }}>
              <CodeEditor
                label={`Source of “${chosen.CTitle}”`}
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
                  Save template
                </Button>
              </Box>
            </Box>
            <VersionHistory http={http} base={api.FILES_URL} cId={chosen.CId} title={chosen.CTitle} current={chosen.source} language="liquid" onRestored={() => void restored()} />
          </Box>
        )}
      </Box>
    </ScreenFrame>
  );
}

export default TemplateFilesPage;
