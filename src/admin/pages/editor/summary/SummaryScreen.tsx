// /edit/summary?cId= ('Summary', mode 'view'): the page read-only — title,
// URL, type, placement, versions and the last change — with a way into the
// editor. A read-only account (the Auditor: shared/history-access.ts) gets
// no way into the editor but the page's version history, to list and compare.
import { Alert, Box, Button, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useContentTypes, usePage, useVersions } from '../api/editor-queries.js';
import { editorUrl, positiveInt } from '../modes.js';
import { VersionsPanel } from '../versions/VersionsPanel.js';
import { readsHistoryOnly } from '../../../../shared/history-access.js';
import { currentUser } from '../../../auth/auth-provider.js';
import { useText } from '../../../i18n/use-text.js';
import { useDates } from '../../../kit/dates/use-dates.js';

export function SummaryScreen() {
  const text = useText();
  const dates = useDates();
  const when = (iso: string | null | undefined) => dates.moment(iso) || '—';
  const [params] = useSearchParams();
  const cId = positiveInt(params.get('cId'));
  const pageRead = usePage(cId);
  const versionList = useVersions(cId);
  const typeList = useContentTypes();
  const versions = versionList.data ?? [];
  const types = typeList.data ?? [];
  const error = cId ? (pageRead.error ?? versionList.error ?? typeList.error)?.message : undefined;

  const page = pageRead.data?.page;
  const readOnly = readsHistoryOnly(currentUser());
  const type = types.find((t) => t.CtId === page?.content.CtId)?.CtName;
  const rows: [string, string][] = page
    ? [
        [text('editor.summary.pageTitle'), page.content.CTitle],
        [text('editor.summary.seoTitle'), page.content.CSeoTitle ?? '—'],
        [text('editor.summary.url'), page.content.CSeoUrl || '—'],
        [text('editor.summary.type'), type ? type.replace(/_/g, ' ') : String(page.content.CtId)],
        [
          text('editor.summary.placement'),
          page.links.map((l) => l.TName ?? text('editor.summary.tagNumber', { id: l.TId })).join(', ') ||
            text('editor.summary.underNoTag'),
        ],
        [text('editor.summary.blocks'), String(page.blocks.length)],
        [
          text('editor.summary.versions'),
          text('editor.summary.versionCount', {
            count: versions.length,
            drafts: versions.filter((v) => v.Draft).length,
          }),
        ],
        [
          text('editor.summary.lastChange'),
          page.version
            ? text('editor.summary.changedBy', {
                when: when(page.version.ChangeDate),
                name: page.version.CvUserName ?? text('editor.unknown'),
              })
            : when(page.content.CLastModified),
        ],
        [
          text('editor.summary.pendingDraft'),
          page.draft
            ? text('editor.summary.changedBy', {
                when: when(page.draft.ChangeDate),
                name: page.draft.CvUserName ?? text('editor.unknown'),
              })
            : text('editor.summary.none'),
        ],
      ]
    : [];

  return (
    <Box sx={{ p: 2, display: 'grid', gap: 2 }}>
      <Typography variant="h5" component="h1">
        {text('editor.summary.title')}
      </Typography>
      {!cId && <Alert severity="info">{text('editor.summary.noPage')}</Alert>}
      {error && <Alert severity="error">{error}</Alert>}
      {cId && !page && !error && <Typography role="status">{text('editor.loading')}</Typography>}
      {page && (
        <>
          <Table size="small" aria-label={text('editor.summary.table')}>
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
          {readOnly && pageRead.data ? (
            <VersionsPanel loaded={pageRead.data} dirty={false} onReplaced={() => undefined} readOnly />
          ) : (
            <Box>
              <Button variant="contained" component={RouterLink} to={editorUrl('edit', page.content.CId)}>
                {text('editor.summary.edit')}
              </Button>
            </Box>
          )}
        </>
      )}
    </Box>
  );
}
