// /page-numbers: how many live pages there are, per content type and per
// section tag (GET /api/v1/mc/reports/page-numbers).
import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { queryKeys } from '../../../api/query-keys.js';
import { MC_BASE } from '../../../api/site-api.js';
import { ErrorNotice, Loading, ScreenFrame } from '../../../kit/ScreenStates.js';
import { useSiteRead } from '../../../api/site-queries.js';

import type { PageNumbers } from '../../../../shared/api/site.js';
import { formatNumber } from '../../../kit/numbers.js';
import { useText } from '../../../i18n/use-text.js';

function CountTable({ label, rows }: { label: string; rows: { key: number; name: string; count: number }[] }) {
  const text = useText();
  return (
    <Table size="small" aria-label={label} sx={{ maxWidth: 480, mb: 3 }}>
      <TableHead>
        <TableRow>
          <TableCell>{label}</TableCell>
          <TableCell align="right">{text('site.reports.livePages')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={r.key}>
            <TableCell>{r.name}</TableCell>
            <TableCell align="right">{formatNumber(r.count)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export function PageNumbersPage() {
  const text = useText();
  const { data, errorMessage: error } = useSiteRead<PageNumbers>(
    queryKeys.site.report('page-numbers'),
    `${MC_BASE}/reports/page-numbers`,
  );
  return (
    <ScreenFrame title={text('site.reports.pageNumbers')}>
      {error && <ErrorNotice message={error} />}
      {!error && !data && <Loading />}
      {data && (
        <Box>
          <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
            {text('site.reports.total', { smart_count: data.total, count: formatNumber(data.total) })}
          </Typography>
          <CountTable
            label={text('site.reports.byType')}
            rows={data.byType.map((r) => ({ key: r.CtId, name: r.CtName, count: r.count }))}
          />
          <CountTable
            label={text('site.reports.bySection')}
            rows={data.byTag.map((r) => ({ key: r.TId, name: r.TName, count: r.count }))}
          />
        </Box>
      )}
    </ScreenFrame>
  );
}

export default PageNumbersPage;
