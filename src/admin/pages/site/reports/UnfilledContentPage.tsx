// /unfilled-content: pages missing an SEO title, URL or meta description, and
// blocks with a photo but no alt text (GET /api/v1/mc/reports/unfilled); a
// row opens the page in the editor.
import { useNavigate } from 'react-router-dom';
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { queryKeys } from '../../../api/query-keys.js';
import { MC_BASE } from '../shared/site-api.js';
import { ErrorNotice, Loading, ScreenFrame } from '../shared/ScreenStates.js';
import { useSiteRead } from '../shared/site-queries.js';
import type { UnfilledReport } from '../../../../shared/api/site.js';

const MISSING_LABEL = { CSeoTitle: 'SEO title', CSeoUrl: 'SEO URL', CMetaDesc: 'meta description' } as const;

/** A table row that opens the editor, by click or by Enter. */
function EditorRow({ cId, children }: { cId: number; children: React.ReactNode }) {
  const navigate = useNavigate();
  const open = () => navigate(`/edit?cId=${cId}`);
  return (
    <TableRow hover tabIndex={0} sx={{ cursor: 'pointer' }} onClick={open} onKeyDown={(e) => e.key === 'Enter' && open()}>
      {children}
    </TableRow>
  );
}

export function UnfilledContentPage() {
  const { data, errorMessage: error } = useSiteRead<UnfilledReport>(queryKeys.site.report('unfilled'), `${MC_BASE}/reports/unfilled`);
  return (
    <ScreenFrame title="Unfilled Content" intro="Pages and photos that search engines and screen readers need more from. Open one to fill it in.">
      {error && <ErrorNotice message={error} />}
      {!error && !data && <Loading />}
      {data && (
        <>
          <Typography variant="h6" component="h2">
            Pages missing SEO fields ({data.totals.pages})
          </Typography>
          {data.pages.length === 0 ? (
            <Typography sx={{ mb: 3 }}>Every page has its SEO title, URL and meta description.</Typography>
          ) : (
            <Table size="small" aria-label="Pages missing SEO fields" sx={{ mb: 3 }}>
              <TableHead>
                <TableRow>
                  <TableCell>Page</TableCell>
                  <TableCell>URL</TableCell>
                  <TableCell>Missing</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.pages.map((p) => (
                  <EditorRow key={p.CId} cId={p.CId}>
                    <TableCell>{p.CTitle}</TableCell>
                    <TableCell>{p.CSeoUrl ?? ''}</TableCell>
                    <TableCell>{p.missing.map((m) => MISSING_LABEL[m]).join(', ')}</TableCell>
                  </EditorRow>
                ))}
              </TableBody>
            </Table>
          )}
          <Typography variant="h6" component="h2">
            Photos without alt text ({data.totals.blocks})
          </Typography>
          {data.blocks.length === 0 ? (
            <Typography>Every photo has its alt text.</Typography>
          ) : (
            <Table size="small" aria-label="Photos without alt text">
              <TableHead>
                <TableRow>
                  <TableCell>Page</TableCell>
                  <TableCell>Block</TableCell>
                  <TableCell>Photo</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.blocks.map((b) => (
                  <EditorRow key={b.CbId} cId={b.CId}>
                    <TableCell>{b.CTitle}</TableCell>
                    <TableCell>{b.CbSortOrder ?? ''}</TableCell>
                    <TableCell>{b.CbPhoto}</TableCell>
                  </EditorRow>
                ))}
              </TableBody>
            </Table>
          )}
        </>
      )}
    </ScreenFrame>
  );
}

export default UnfilledContentPage;
