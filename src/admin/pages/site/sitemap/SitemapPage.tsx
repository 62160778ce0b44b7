// /sitemap: the published pages as a tree (GET /api/v1/mc/sitemap/tree), each
// with its change frequency and priority, and 'Regenerate sitemap' (GET
// /api/v1/mc/sitemap/regen), which writes /sitemap.xml (an index of several
// files past 50,000 URLs) and /robots.txt. The tree is read as a form read:
// each row holds its own settings from it, so it is read afresh on every
// opening rather than shown from an older answer.
import { Fragment, useState } from 'react';
import { Alert, Button, Link, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { queryKeys } from '../../../api/query-keys.js';
import { MC_BASE, errorText, useSiteApi } from '../../../api/site-api.js';
import { useSiteRead } from '../../../api/site-queries.js';
import { ErrorNotice, Loading, ScreenFrame } from '../../../kit/ScreenStates.js';
import type { SitemapNode } from './page-settings.js';
import { SitemapRow } from './SitemapRow.js';
import { useText } from '../../../i18n/use-text.js';

import type { RegenResult } from '../../../../shared/api/site.js';

function Rows({ nodes, depth }: { nodes: SitemapNode[]; depth: number }) {
  return (
    <>
      {nodes.map((n) => (
        <Fragment key={n.CId}>
          <SitemapRow node={n} depth={depth} />
          <Rows nodes={n.children ?? []} depth={depth + 1} />
        </Fragment>
      ))}
    </>
  );
}

export function SitemapPage() {
  const api = useSiteApi();
  const text = useText();
  const { data: tree, errorMessage: error } = useSiteRead<SitemapNode[]>(
    queryKeys.site.sitemapTree(),
    `${MC_BASE}/sitemap/tree`,
    { form: true },
  );
  const [regen, setRegen] = useState<{ result?: RegenResult; error?: string; running?: boolean }>({});
  const regenerate = async () => {
    setRegen({ running: true });
    try {
      setRegen({ result: await api.get<RegenResult>(`${MC_BASE}/sitemap/regen`) });
    } catch (e) {
      setRegen({ error: errorText(e) });
    }
  };
  const action = (
    <Button variant="contained" onClick={() => void regenerate()} disabled={regen.running}>
      {text('site.sitemap.regenerate')}
    </Button>
  );
  return (
    <ScreenFrame title={text('site.sitemap.title')} actions={action} intro={text('site.sitemap.intro')}>
      {regen.result && (
        <Alert severity="success" sx={{ mb: 2 }} role="status">
          {text('site.sitemap.regenerated', { urls: regen.result.urls })}{' '}
          <Link href={regen.result.sitemap} target="_blank" rel="noopener">
            {regen.result.sitemap}
          </Link>
          {regen.result.sitemaps.length > 1 && text('site.sitemap.index', { count: regen.result.sitemaps.length })}{' '}
          {text('site.sitemap.and')}{' '}
          <Link href={regen.result.robots} target="_blank" rel="noopener">
            {regen.result.robots}
          </Link>
          .
        </Alert>
      )}
      {regen.error && <ErrorNotice message={text('site.sitemap.failed', { error: regen.error })} />}
      {error && <ErrorNotice message={error} />}
      {!error && !tree && <Loading />}
      {tree && (
        <Table size="small" aria-label={text('site.sitemap.pages')}>
          <TableHead>
            <TableRow>
              <TableCell>{text('site.sitemap.page')}</TableCell>
              <TableCell>{text('site.sitemap.url')}</TableCell>
              <TableCell>{text('site.sitemap.frequency')}</TableCell>
              <TableCell>{text('site.sitemap.priority')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            <Rows nodes={tree} depth={0} />
          </TableBody>
        </Table>
      )}
    </ScreenFrame>
  );
}

export default SitemapPage;
