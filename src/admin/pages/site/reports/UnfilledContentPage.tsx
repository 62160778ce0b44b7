// /unfilled-content: pages missing an SEO title, URL or meta description, and
// blocks with a photo but no alt text (GET /api/v1/mc/reports/unfilled); a
// row opens the page in the editor. Each list may hold up to 1,000 rows
// (REPORT_LIMIT), so each is a VirtualTable: only the rows in view are drawn.
import type { ComponentProps, ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { TableCell, TableRow, Typography } from '@mui/material';
import { formatNumber } from '../../../kit/numbers.js';
import { VirtualTable } from '../../../kit/virtual/VirtualTable.js';
import { queryKeys } from '../../../api/query-keys.js';
import { MC_BASE } from '../../../api/site-api.js';
import { ErrorNotice, Loading, ScreenFrame } from '../../../kit/ScreenStates.js';
import { useSiteRead } from '../../../api/site-queries.js';
import type { UnfilledReport } from '../../../../shared/api/site.js';
import { useText } from '../../../i18n/use-text.js';

/** A table row that opens the editor, by click or by Enter (VirtualTable passes its position and measuring ref through). */
function EditorRow({ cId, children, ...rest }: { cId: number; children: ReactNode } & ComponentProps<typeof TableRow>) {
  const navigate = useNavigate();
  const open = () => navigate(`/edit?cId=${cId}`);
  return (
    <TableRow
      {...rest}
      hover
      tabIndex={0}
      sx={{ cursor: 'pointer' }}
      onClick={open}
      onKeyDown={(e) => e.key === 'Enter' && open()}
    >
      {children}
    </TableRow>
  );
}

export function UnfilledContentPage() {
  const text = useText();
  const { data, errorMessage: error } = useSiteRead<UnfilledReport>(
    queryKeys.site.report('unfilled'),
    `${MC_BASE}/reports/unfilled`,
  );
  return (
    <ScreenFrame title={text('site.reports.unfilled')} intro={text('site.reports.unfilledIntro')}>
      {error && <ErrorNotice message={error} />}
      {!error && !data && <Loading />}
      {data && (
        <>
          <Typography variant="h6" component="h2">
            {text('site.reports.pagesMissingCount', { count: formatNumber(data.totals.pages) })}
          </Typography>
          {data.pages.length === 0 ? (
            <Typography sx={{ mb: 3 }}>{text('site.reports.pagesComplete')}</Typography>
          ) : (
            <VirtualTable
              label={text('site.reports.pagesMissing')}
              head={
                <>
                  <TableCell>{text('site.reports.page')}</TableCell>
                  <TableCell>{text('site.reports.url')}</TableCell>
                  <TableCell>{text('site.reports.missing')}</TableCell>
                </>
              }
              rows={data.pages}
              rowKey={(p) => p.CId}
              renderRow={(p) => (
                <EditorRow cId={p.CId}>
                  <TableCell>{p.CTitle}</TableCell>
                  <TableCell>{p.CSeoUrl ?? ''}</TableCell>
                  <TableCell>{p.missing.map((m) => text(`site.reports.fields.${m}`)).join(', ')}</TableCell>
                </EditorRow>
              )}
            />
          )}
          <Typography variant="h6" component="h2">
            {text('site.reports.photosMissingCount', { count: formatNumber(data.totals.blocks) })}
          </Typography>
          {data.blocks.length === 0 ? (
            <Typography>{text('site.reports.photosComplete')}</Typography>
          ) : (
            <VirtualTable
              label={text('site.reports.photosMissing')}
              head={
                <>
                  <TableCell>{text('site.reports.page')}</TableCell>
                  <TableCell>{text('site.reports.block')}</TableCell>
                  <TableCell>{text('site.reports.photo')}</TableCell>
                </>
              }
              rows={data.blocks}
              rowKey={(b) => b.CbId}
              renderRow={(b) => (
                <EditorRow cId={b.CId}>
                  <TableCell>{b.CTitle}</TableCell>
                  <TableCell>{b.CbSortOrder ?? ''}</TableCell>
                  <TableCell>{b.CbPhoto}</TableCell>
                </EditorRow>
              )}
            />
          )}
        </>
      )}
    </ScreenFrame>
  );
}

export default UnfilledContentPage;
