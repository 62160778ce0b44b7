// The account's own audit trail, read-only: what it did and what was done
// to it, newest first, a page at a time.
import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { queryKeys } from '../../../api/query-keys.js';
import { SCREEN_READ } from '../../../api/read-options.js';
import { ErrorNotice } from '../../../kit/ScreenStates.js';
import { PagingBar } from '../PagingBar.js';
import { errorText, usePeopleApi } from '../people-api.js';
import { useText } from '../../../i18n/use-text.js';
import { useDates } from '../../../kit/dates/use-dates.js';

const PAGE_SIZE = 20;

export function UserAuditTab({ userId }: { userId: string }) {
  const api = usePeopleApi();
  const text = useText();
  const { moment: when } = useDates();
  const [page, setPage] = useState(1);
  const trail = useQuery({
    queryKey: queryKeys.people.audit(userId, page, PAGE_SIZE),
    queryFn: () => api.audit(userId, page, PAGE_SIZE),
    placeholderData: keepPreviousData,
    ...SCREEN_READ,
  });
  if (trail.error) return <ErrorNotice message={errorText(trail.error, text)} />;
  if (!trail.data) return <Typography role="status">{text('people.states.loading')}</Typography>;
  if (!trail.data.rows.length) return <Typography role="status">{text('people.states.noData')}</Typography>;
  return (
    <>
      <Table size="small" aria-label={text('people.audit.label')}>
        <TableHead>
          <TableRow>
            <TableCell>{text('people.audit.date')}</TableCell>
            <TableCell>{text('people.audit.type')}</TableCell>
            <TableCell>{text('people.audit.what')}</TableCell>
            <TableCell>{text('people.audit.by')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {trail.data.rows.map((e) => (
            <TableRow key={e.AlId}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{when(e.Date)}</TableCell>
              <TableCell>{e.Type}</TableCell>
              <TableCell sx={{ wordBreak: 'break-word' }}>{e.Message}</TableCell>
              <TableCell>
                {e.Impersonator
                  ? text('people.audit.impersonated', { user: e.UserName, impersonator: e.Impersonator })
                  : e.UserName}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <PagingBar
        label={text('people.audit.label')}
        pagination={trail.data.pagination}
        pageSize={PAGE_SIZE}
        onPage={setPage}
      />
    </>
  );
}
