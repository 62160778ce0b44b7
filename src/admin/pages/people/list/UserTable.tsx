// The accounts of one page: name (a link to the account), user name,
// e-mail, roles, last sign-in, lock-out, second factor and status. Never a
// normalized name, stamp or hash: the list call does not carry them.
import { Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { UserSummary } from '../../../../shared/api/people.js';
import { LOADING_TEXT, NO_DATA_TEXT, NO_RESULTS_TEXT } from '../../../resource-kit/ListStates.js';

export const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en-US') : '');
export const statusOf = (u: Pick<UserSummary, 'disabled' | 'invited' | 'lockedUntil'>) => (u.disabled ? 'Disabled' : u.invited ? 'Invited' : u.lockedUntil ? 'Locked' : 'Active');

export function UserTable({ rows, loading, filtering }: { rows: UserSummary[] | undefined; loading: boolean; filtering: boolean }) {
  if (loading && !rows) return <Typography role="status">{LOADING_TEXT}</Typography>;
  if (!rows?.length) return <Typography role="status">{filtering ? NO_RESULTS_TEXT : NO_DATA_TEXT}</Typography>;
  return (
    <Table size="small" aria-label="Users">
      <TableHead>
        <TableRow>
          <TableCell>Name</TableCell>
          <TableCell>User name</TableCell>
          <TableCell>E-mail</TableCell>
          <TableCell>Roles</TableCell>
          <TableCell>Last sign-in</TableCell>
          <TableCell>Locked</TableCell>
          <TableCell>Second factor</TableCell>
          <TableCell>Status</TableCell>
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
            <TableCell>{u.roles.join(', ') || 'None'}</TableCell>
            <TableCell>{when(u.lastSignIn) || 'Never'}</TableCell>
            <TableCell>{u.lockedUntil ? `Until ${when(u.lockedUntil)}` : 'No'}</TableCell>
            <TableCell>{u.twoFactor ? 'On' : 'Off'}</TableCell>
            <TableCell>{statusOf(u)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
