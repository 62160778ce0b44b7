// /edit/summary?cId= ('Summary', mode 'view'): the page read-only — title,
// URL, type, placement, versions and the last change — with a way into the
// editor.
import { useEffect, useState } from 'react';
import { Alert, Box, Button, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useEditorApi } from '../api/EditorApiContext.js';
import type { ContentTypeRow, LoadedPage, VersionSummary } from '../api/types.js';
import { editorUrl, positiveInt } from '../modes.js';

const when = (iso: string | null | undefined) => (iso ? new Date(iso).toLocaleString('en-US') : '—');

export function SummaryScreen() {
  const api = useEditorApi();
  const [params] = useSearchParams();
  const cId = positiveInt(params.get('cId'));
  const [loaded, setLoaded] = useState<LoadedPage>();
  const [versions, setVersions] = useState<VersionSummary[]>([]);
  const [types, setTypes] = useState<ContentTypeRow[]>([]);
  const [error, setError] = useState<string>();

  useEffect(() => {
    if (!cId) return;
    const fail = (e: Error) => setError(e.message);
    api.getPage(cId).then(setLoaded, fail);
    api.versions(cId).then(setVersions, fail);
    api.contentTypes().then(setTypes, fail);
  }, [api, cId]);

  const page = loaded?.page;
  const type = types.find((t) => t.CtId === page?.content.CtId)?.CtName;
  const rows: [string, string][] = page
    ? [
        ['Title', page.content.CTitle],
        ['SEO title', page.content.CSeoTitle ?? '—'],
        ['URL', page.content.CSeoUrl || '—'],
        ['Type', type ? type.replace(/_/g, ' ') : String(page.content.CtId)],
        ['Placement', page.links.map((l) => l.TName ?? `Tag ${l.TId}`).join(', ') || 'under no tag'],
        ['Blocks', String(page.blocks.length)],
        ['Versions', `${versions.length} (${versions.filter((v) => v.Draft).length} draft)`],
        ['Last change', page.version ? `${when(page.version.ChangeDate)} by ${page.version.CvUserName ?? 'unknown'}` : when(page.content.CLastModified)],
        ['Pending draft', page.draft ? `${when(page.draft.ChangeDate)} by ${page.draft.CvUserName ?? 'unknown'}` : 'none'],
      ]
    : [];

  return (
    <Box sx={{ p: 2, display: 'grid', gap: 2 }}>
      <Typography variant="h5" component="h1">
        Summary
      </Typography>
      {!cId && <Alert severity="info">Open a page's summary from the editor or Select Content (/edit/summary?cId=…).</Alert>}
      {error && <Alert severity="error">{error}</Alert>}
      {cId && !page && !error && <Typography role="status">Loading...</Typography>}
      {page && (
        <>
          <Table size="small" aria-label="Page summary">
            <TableBody>
              {rows.map(([label, value]) => (
                <TableRow key={label}>
                  <TableCell component="th" scope="row" sx={{ width: '12rem', fontWeight: 600 }}>
                    {label}
                  </TableCell>
                  <TableCell>{value}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Box>
            <Button variant="contained" component={RouterLink} to={editorUrl('edit', page.content.CId)}>
              Edit this page
            </Button>
          </Box>
        </>
      )}
    </Box>
  );
}
