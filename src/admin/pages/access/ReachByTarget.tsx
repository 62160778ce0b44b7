// "Who can reach…" a protected page or a tag (issue 13 item 3): every user,
// whether they reach it and why (GET /api/v1/mc/access/reach); or, the
// other way round, everything one user reaches (UserReach, also mounted on
// the user screen). The choice is kept in the address (?tab=reach&path=…,
// &tag=… or &user=…) so an answer can be linked to.
import { pickerEmptyText } from '../../kit/picker-words.js';
import { Autocomplete, Box, Link, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { PROTECTED_PATHS, type ProtectedPath } from '../../../shared/protected-paths.js';
import type { ReacherRow } from '../../../shared/reach.js';
import { readTagTree, useTagTree, type TreeTag } from '../../api/tag-tree.js';
import { createHttpClient } from '../../providers/http-client.js';
import { ErrorNotice, Loading } from '../site/shared/ScreenStates.js';
import type { AccessUser } from '../../../shared/api/access.js';
import { useDebouncedValue } from '../../api/useDebouncedValue.js';
import { useReachers, useUserSearch } from './access-api.js';
import { UserReach } from './UserReach.js';
import { Reasons, Verdict } from './ReachVerdict.js';

const appHttp = createHttpClient();
const readAppTagTree = () => readTagTree(appHttp);

type Kind = 'route' | 'tag' | 'user';
const PARAM: Record<Kind, string> = { route: 'path', tag: 'tag', user: 'user' };

function kindOf(params: URLSearchParams): Kind {
  if (params.get('tag') !== null || params.get('kind') === 'tag') return 'tag';
  if (params.get('user') !== null || params.get('kind') === 'user') return 'user';
  return 'route';
}

export function ReachByTarget() {
  const [params, setParams] = useSearchParams();
  const kind = kindOf(params);
  const value = params.get(PARAM[kind]) ?? undefined;
  const choose = (next: Record<string, string>) => setParams({ tab: 'reach', ...next });
  return (
    <Stack spacing={2}>
      <Typography variant="body2">Pick a page or a tag: every user is listed with whether they can reach it, and the role, claim or rule that decides it. Or pick a user: everything they can reach, and why.</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems="flex-start">
        <ToggleButtonGroup exclusive size="small" value={kind} aria-label="Reach of" onChange={(_, k: Kind | null) => k && choose(k === 'route' ? {} : { kind: k })}>
          <ToggleButton value="route">Page</ToggleButton>
          <ToggleButton value="tag">Tag</ToggleButton>
          <ToggleButton value="user">User</ToggleButton>
        </ToggleButtonGroup>
        {kind === 'route' && <RoutePicker value={value} onChange={(path) => choose(path ? { path } : {})} />}
        {kind === 'tag' && <TagPicker value={value} onChange={(tag) => choose(tag ? { tag } : { kind: 'tag' })} />}
        {kind === 'user' && <UserPicker onChange={(user) => choose(user ? { user } : { kind: 'user' })} />}
      </Stack>
      {value && kind !== 'user' && <ReachersTable kind={kind} value={value} />}
      {value && kind === 'user' && <UserReach userId={value} />}
    </Stack>
  );
}

function RoutePicker({ value, onChange }: { value: string | undefined; onChange: (path: string | undefined) => void }) {
  const picked = PROTECTED_PATHS.find((r) => r.path === value) ?? null;
  return (
    <Autocomplete<ProtectedPath>
      sx={{ minWidth: 360 }}
      options={PROTECTED_PATHS as ProtectedPath[]}
      value={picked}
      onChange={(_, r) => onChange(r?.path)}
      isOptionEqualToValue={(a, b) => a.path === b.path}
      getOptionLabel={(r) => `${r.title} — ${r.path}`}
      renderInput={(params) => <TextField {...params} size="small" label="Page" />}
    />
  );
}

function UserPicker({ onChange }: { onChange: (userId: string | undefined) => void }) {
  const [text, setText] = useState('');
  const found = useUserSearch(useDebouncedValue(text, 250));
  return (
    <Autocomplete<AccessUser>
      sx={{ minWidth: 360 }}
      options={found.data ?? []}
      onInputChange={(_, t) => setText(t)}
      onChange={(_, u) => onChange(u?.Id)}
      filterOptions={(o) => o}
      isOptionEqualToValue={(a, b) => a.Id === b.Id}
      getOptionLabel={(u) => `${u.DisplayName || u.UserName} (${u.UserName})`}
      noOptionsText={pickerEmptyText(false)}
      renderInput={(params) => <TextField {...params} size="small" label="User" />}
    />
  );
}

function TagPicker({ value, onChange }: { value: string | undefined; onChange: (tag: string | undefined) => void }) {
  const tree = useTagTree(readAppTagTree);
  const options = useMemo(() => (tree.data ?? []).filter((t) => t.TId !== undefined).sort((a, b) => a.TId! - b.TId!), [tree.data]);
  const picked = options.find((t) => String(t.TId) === value) ?? null;
  return (
    <Autocomplete<TreeTag>
      sx={{ minWidth: 360 }}
      options={options}
      value={picked}
      loading={tree.isPending}
      onChange={(_, t) => onChange(t ? String(t.TId) : undefined)}
      isOptionEqualToValue={(a, b) => a.TId === b.TId}
      getOptionLabel={(t) => `${t.TName} (${t.TId})`}
      renderInput={(params) => <TextField {...params} size="small" label="Tag" />}
    />
  );
}

function verdictLabel(row: ReacherRow): string | undefined {
  if (row.reach === 'some') return `Only at ${row.at?.join(', ')}`;
  return undefined;
}

function ReachersTable({ kind, value }: { kind: 'route' | 'tag'; value: string }) {
  const rows = useReachers(kind, value);
  if (rows.errorMessage) return <ErrorNotice message={rows.errorMessage} />;
  if (!rows.data) return <Loading />;
  const count = rows.data.filter((r) => r.reachable).length;
  return (
    <Box>
      <Typography variant="subtitle1" component="h2" gutterBottom role="status">
        {count} of {rows.data.length} users can reach {kind === 'tag' ? `tag ${value}` : value}
      </Typography>
      <Table size="small" aria-label="Users and their reach">
        <TableHead>
          <TableRow>
            <TableCell>User</TableCell>
            <TableCell>Roles</TableCell>
            <TableCell>Reaches</TableCell>
            {kind === 'tag' && <TableCell>On the dashboard</TableCell>}
            <TableCell>Why</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.data.map((r) => (
            <TableRow key={r.userId}>
              <TableCell>
                <Link component={RouterLink} to={`/user-management/${r.userId}`}>
                  {r.name} ({r.userName})
                </Link>
              </TableCell>
              <TableCell>{r.roles.join(', ') || 'none'}</TableCell>
              <TableCell>
                <Verdict reachable={r.reachable} label={verdictLabel(r)} />
              </TableCell>
              {kind === 'tag' && (
                <TableCell>
                  {r.onDashboard === undefined ? 'Not a tool' : <Verdict reachable={r.onDashboard} />}
                  {r.onDashboard === false && r.reachable && r.dashboardMissing && <Reasons answer={{ reachable: false, because: [], missing: r.dashboardMissing }} />}
                </TableCell>
              )}
              <TableCell>
                <Reasons answer={r} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
