// /edit/summary?cId= ('Summary', mode 'view'): the page read-only — title,
// URL, type, placement, versions and the last change — with a way into the
// editor.
import { Alert, Box, Button, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useContentTypes, usePage, useVersions } from '../api/editor-queries.js';
import { editorUrl, positiveInt } from '../modes.js';

const when = (iso: string | null | undefined) => (iso ? new Date(iso).toLocaleString('en-US') : '—');

export function SummaryScreen() {
  const [params] = useSearchParams();
  const cId = positiveInt(params.get('cId'));
  const pageRead = usePage(cId);
  const versionList = useVersions(cId);
  const typeList = useContentTypes();
  const versions = versionList.data ?? [];
  const types = typeList.data ?? [];
  const error = cId ? (pageRead.error ?? versionList.error ?? typeList.error)?.message : undefined;

  const page = pageRead.data?.page;
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
