// The accounts of one page: name (a link to the account), user name,
// e-mail, roles, last sign-in, lock-out, second factor and status. Never a
// normalized name, stamp or hash: the list call does not carry them.
import { Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { UserSummary } from '../../../../shared/api/people.js';
import type { TranslateFunction } from 'react-admin';
import { useText } from '../../../i18n/use-text.js';
import { useDates } from '../../../kit/dates/use-dates.js';

export const statusOf = (u: Pick<UserSummary, 'disabled' | 'invited' | 'lockedUntil'>, text: TranslateFunction) =>
  text(
    u.disabled
      ? 'people.status.disabled'
      : u.invited
        ? 'people.status.invited'
        : u.lockedUntil
          ? 'people.status.locked'
          : 'people.status.active',
  );

export function UserTable({
  rows,
  loading,
  filtering,
}: {
  rows: UserSummary[] | undefined;
  loading: boolean;
  filtering: boolean;
}) {
  const text = useText();
  const { moment: when } = useDates();
  if (loading && !rows) return <Typography role="status">{text('people.states.loading')}</Typography>;
  if (!rows?.length)
    return (
      <Typography role="status">{text(filtering ? 'people.states.noResults' : 'people.states.noData')}</Typography>
    );
  return (
    <Table size="small" aria-label={text('people.list.table')}>
      <TableHead>
        <TableRow>
          <TableCell>{text('people.list.name')}</TableCell>
          <TableCell>{text('people.list.userName')}</TableCell>
          <TableCell>{text('people.list.email')}</TableCell>
          <TableCell>{text('people.list.roles')}</TableCell>
          <TableCell>{text('people.list.lastSignIn')}</TableCell>
          <TableCell>{text('people.list.locked')}</TableCell>
          <TableCell>{text('people.list.secondFactor')}</TableCell>
          <TableCell>{text('people.list.status')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((u) => (
          <TableRow key={u.Id} hover>
            <TableCell>
              <Link component={RouterLink} to={`/user-management/${encodeURIComponent(u.Id)}`}>
                {u.DisplayName || u.UserName}
              </Link>
            </TableCell>
            <TableCell>{u.UserName}</TableCell>
            <TableCell>{u.Email}</TableCell>
            <TableCell>{u.roles.join(', ') || text('people.list.noRoles')}</TableCell>
            <TableCell>{when(u.lastSignIn) || text('people.list.never')}</TableCell>
            <TableCell>
              {u.lockedUntil
                ? text('people.list.lockedUntil', { when: when(u.lockedUntil) })
                : text('people.list.notLocked')}
            </TableCell>
            <TableCell>{text(u.twoFactor ? 'people.list.on' : 'people.list.off')}</TableCell>
            <TableCell>{statusOf(u, text)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
