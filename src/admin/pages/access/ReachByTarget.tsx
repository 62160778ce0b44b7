// "Who can reach…" a protected page or a tag (issue 13 item 3): every user,
// whether they reach it and why (GET /api/v1/mc/access/reach); or, the
// other way round, everything one user reaches (UserReach, also mounted on
// the user screen). The choice is kept in the address (?tab=reach&path=…,
// &tag=… or &user=…) so an answer can be linked to.
import { pickerEmptyText } from '../../kit/picker-words.js';
import {
  Autocomplete,
  Box,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useMemo, useState } from 'react';
import type { TranslateFunction } from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { PROTECTED_PATHS, type ProtectedPath } from '../../../shared/protected-paths.js';
import type { ReacherRow } from '../../../shared/reach.js';
import { readTagTree, useTagTree, type TreeTag } from '../../api/tag-tree.js';
import { createHttpClient } from '../../providers/http-client.js';
import { ErrorNotice, Loading } from '../../kit/ScreenStates.js';
import type { AccessUser } from '../../../shared/api/access.js';
import { useDebouncedValue } from '../../api/useDebouncedValue.js';
import { useReachers, useUserSearch } from './access-api.js';
import { UserReach } from './UserReach.js';
import { Reasons, Verdict } from './ReachVerdict.js';
import { useText } from '../../i18n/use-text.js';

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
  const text = useText();
  const [params, setParams] = useSearchParams();
  const kind = kindOf(params);
  const value = params.get(PARAM[kind]) ?? undefined;
  const choose = (next: Record<string, string>) => setParams({ tab: 'reach', ...next });
  return (
    <Stack spacing={2}>
      <Typography variant="body2">{text('access.byTarget.intro')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems="flex-start">
        <ToggleButtonGroup
          exclusive
          size="small"
          value={kind}
          aria-label={text('access.byTarget.of')}
          onChange={(_, k: Kind | null) => k && choose(k === 'route' ? {} : { kind: k })}
        >
          <ToggleButton value="route">{text('access.byTarget.page')}</ToggleButton>
          <ToggleButton value="tag">{text('access.byTarget.tag')}</ToggleButton>
          <ToggleButton value="user">{text('access.byTarget.user')}</ToggleButton>
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
  const text = useText();
  const picked = PROTECTED_PATHS.find((r) => r.path === value) ?? null;
  return (
    <Autocomplete<ProtectedPath>
      sx={{ minWidth: 360 }}
      options={PROTECTED_PATHS as ProtectedPath[]}
      value={picked}
      onChange={(_, r) => onChange(r?.path)}
      isOptionEqualToValue={(a, b) => a.path === b.path}
      getOptionLabel={(r) => `${r.title} — ${r.path}`}
      renderInput={(params) => <TextField {...params} size="small" label={text('access.byTarget.page')} />}
    />
  );
}

function UserPicker({ onChange }: { onChange: (userId: string | undefined) => void }) {
  const t = useText();
  const [text, setText] = useState('');
  const found = useUserSearch(useDebouncedValue(text, 250));
  return (
    <Autocomplete<AccessUser>
      sx={{ minWidth: 360 }}
      options={found.data ?? []}
      onInputChange={(_, typed) => setText(typed)}
      onChange={(_, u) => onChange(u?.Id)}
      filterOptions={(o) => o}
      isOptionEqualToValue={(a, b) => a.Id === b.Id}
      getOptionLabel={(u) => `${u.DisplayName || u.UserName} (${u.UserName})`}
      noOptionsText={pickerEmptyText(false)}
      renderInput={(params) => <TextField {...params} size="small" label={t('access.byTarget.user')} />}
    />
  );
}

function TagPicker({ value, onChange }: { value: string | undefined; onChange: (tag: string | undefined) => void }) {
  const text = useText();
  const tree = useTagTree(readAppTagTree);
  const options = useMemo(
    () => (tree.data ?? []).filter((t) => t.TId !== undefined).sort((a, b) => a.TId! - b.TId!),
    [tree.data],
  );
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
      renderInput={(params) => <TextField {...params} size="small" label={text('access.byTarget.tag')} />}
    />
  );
}

function verdictLabel(row: ReacherRow, text: TranslateFunction): string | undefined {
  if (row.reach === 'some') return text('access.verdict.onlyAt', { places: row.at?.join(', ') });
  return undefined;
}

function ReachersTable({ kind, value }: { kind: 'route' | 'tag'; value: string }) {
  const text = useText();
  const rows = useReachers(kind, value);
  if (rows.errorMessage) return <ErrorNotice message={rows.errorMessage} />;
  if (!rows.data) return <Loading />;
  const count = rows.data.filter((r) => r.reachable).length;
  return (
    <Box>
      <Typography variant="subtitle1" component="h2" gutterBottom role="status">
        {text('access.byTarget.count', {
          count,
          total: rows.data.length,
          target: kind === 'tag' ? text('access.byTarget.tagTarget', { id: value }) : value,
        })}
      </Typography>
      <Table size="small" aria-label={text('access.byTarget.table')}>
        <TableHead>
          <TableRow>
            <TableCell>{text('access.byTarget.user')}</TableCell>
            <TableCell>{text('access.byTarget.roles')}</TableCell>
            <TableCell>{text('access.byTarget.reaches')}</TableCell>
            {kind === 'tag' && <TableCell>{text('access.byTarget.onDashboard')}</TableCell>}
            <TableCell>{text('access.byTarget.why')}</TableCell>
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
              <TableCell>{r.roles.join(', ') || text('access.byTarget.noRoles')}</TableCell>
              <TableCell>
                <Verdict reachable={r.reachable} label={verdictLabel(r, text)} />
              </TableCell>
              {kind === 'tag' && (
                <TableCell>
                  {r.onDashboard === undefined ? (
                    text('access.byTarget.notATool')
                  ) : (
                    <Verdict reachable={r.onDashboard} />
                  )}
                  {r.onDashboard === false && r.reachable && r.dashboardMissing && (
                    <Reasons answer={{ reachable: false, because: [], missing: r.dashboardMissing }} />
                  )}
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
