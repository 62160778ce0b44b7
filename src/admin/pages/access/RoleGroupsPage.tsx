// /user-group-management: the role groups (each with its members and the
// claims it grants) and, on a second tab, "who can reach…" a route or a
// tag (ReachByTarget). A MoJoAdmin creates groups here; everyone else sees
// why the form is disabled. For Admin and MoJoAdmin (the server refuses
// anyone else; the guard says so instead of a screen of errors).
import { useState, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  Link,
  Stack,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tabs,
  TextField,
} from '@mui/material';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { mayCreateRole } from '../../../shared/role-rules.js';
import { AccessGuard } from '../../kit/AccessGuard.js';
import { errorText } from '../../api/site-api.js';
import { ErrorNotice, Loading, ScreenFrame } from '../../kit/ScreenStates.js';
import { useRoleGroups, useRoleGroupWrites } from './access-api.js';
import { ReachByTarget } from './ReachByTarget.js';
import { RuleReason, ruleFieldProps } from './RuleReason.js';
import { ruleActor } from './rule-actor.js';
import { formatNumber } from '../../kit/numbers.js';
import { useText } from '../../i18n/use-text.js';

const TABS = [
  { value: 'groups', label: 'access.tabs.groups' },
  { value: 'reach', label: 'access.tabs.reach' },
] as const;

export function RoleGroupsPage() {
  const text = useText();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'reach' ? 'reach' : 'groups';
  return (
    <ScreenFrame title={text('access.title')}>
      <AccessGuard noAccess={text('access.adminsOnly')}>
        <Tabs
          value={tab}
          onChange={(_, value: string) => setParams(value === 'groups' ? {} : { tab: value })}
          aria-label={text('access.title')}
          sx={{ mb: 2 }}
        >
          {TABS.map((t) => (
            <Tab
              key={t.value}
              value={t.value}
              label={text(t.label)}
              id={`access-tab-${t.value}`}
              aria-controls={`access-panel-${t.value}`}
            />
          ))}
        </Tabs>
        <Box role="tabpanel" id={`access-panel-${tab}`} aria-labelledby={`access-tab-${tab}`}>
          {tab === 'groups' ? <RoleGroupList /> : <ReachByTarget />}
        </Box>
      </AccessGuard>
    </ScreenFrame>
  );
}

function RoleGroupList() {
  const text = useText();
  const roles = useRoleGroups();
  if (roles.errorMessage) return <ErrorNotice message={roles.errorMessage} />;
  if (!roles.data) return <Loading />;
  return (
    <Stack spacing={3}>
      <NewRoleGroup />
      <Table size="small" aria-label={text('access.groups.table')}>
        <TableHead>
          <TableRow>
            <TableCell>{text('access.groups.roleGroup')}</TableCell>
            <TableCell align="right">{text('access.groups.members')}</TableCell>
            <TableCell align="right">{text('access.groups.claims')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {roles.data.map((r) => (
            <TableRow key={r.Id} hover>
              <TableCell>
                <Link component={RouterLink} to={`/user-group-management/${r.Id}`}>
                  {r.Name}
                </Link>
                {r.builtIn && <Chip size="small" label={text('access.groups.builtIn')} sx={{ ml: 1 }} />}
              </TableCell>
              <TableCell align="right">{formatNumber(r.memberCount)}</TableCell>
              <TableCell align="right">{formatNumber(r.claimCount)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Stack>
  );
}

function NewRoleGroup() {
  const text = useText();
  const writes = useRoleGroupWrites();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const verdict = mayCreateRole(ruleActor());
  const create = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setError(text('access.groups.nameMissing'));
    setBusy(true);
    setError(undefined);
    try {
      const created = await writes.create({ Name: name.trim(), claims: [] });
      navigate(`/user-group-management/${created.Id}`);
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box component="form" aria-label={text('access.groups.createForm')} noValidate onSubmit={(e) => void create(e)}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems="flex-start">
        <TextField
          size="small"
          label={text('access.groups.newName')}
          value={name}
          onChange={(e) => setName(e.target.value)}
          {...ruleFieldProps(verdict, 'new-role-reason')}
        />
        <Button
          type="submit"
          variant="contained"
          disabled={busy || !verdict.allowed}
          aria-describedby={verdict.allowed ? undefined : 'new-role-reason'}
        >
          {text('access.groups.create')}
        </Button>
      </Stack>
      <RuleReason verdict={verdict} id="new-role-reason" />
      {error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {error}
        </Alert>
      )}
    </Box>
  );
}
