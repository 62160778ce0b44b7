// A role group's members: each with a Remove button, and a picker to add
// someone. Who may add or remove whom is the shared rule
// (mayChangeMembership); a refused control is disabled with its reason.
import { pickerEmptyText } from '../../kit/picker-words.js';
import { useState } from 'react';
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  Chip,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { AccessUser, RoleGroup } from '../../../shared/api/access.js';
import { mayChangeMembership } from '../../../shared/role-rules.js';
import { SUPER_ADMIN } from '../../../shared/roles.js';
import { useDebouncedValue } from '../../api/useDebouncedValue.js';
import { errorText } from '../../api/site-api.js';
import { useRoleGroupWrites, useUserSearch } from './access-api.js';
import { RuleReason } from './RuleReason.js';
import { ruleActor } from './rule-actor.js';
import { useText } from '../../i18n/use-text.js';

const who = (u: AccessUser) => `${u.DisplayName || u.UserName} (${u.UserName})`;

export function RoleMembers({ group }: { group: RoleGroup }) {
  const text = useText();
  const writes = useRoleGroupWrites();
  const actor = ruleActor();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    setError(undefined);
    try {
      await work();
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box component="section" aria-labelledby="members-title">
      <Typography id="members-title" variant="h6" component="h2" gutterBottom>
        {text('access.members.title')}
      </Typography>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      {group.members.length === 0 ? (
        <Typography variant="body2" sx={{ mb: 2 }}>
          {text('access.members.none')}
        </Typography>
      ) : (
        <Table size="small" aria-labelledby="members-title" sx={{ mb: 2 }}>
          <TableHead>
            <TableRow>
              <TableCell>{text('access.members.user')}</TableCell>
              <TableCell>{text('access.members.email')}</TableCell>
              <TableCell align="right">{text('access.members.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {group.members.map((m) => {
              const verdict = mayChangeMembership(
                actor,
                group,
                { userId: m.Id, isMJA: m.isMJA },
                'remove',
                group.superAdminCount,
              );
              const reasonId = `remove-reason-${m.Id}`;
              return (
                <TableRow key={m.Id}>
                  <TableCell>
                    <Link component={RouterLink} to={`/user-management/${m.Id}`}>
                      {who(m)}
                    </Link>
                    {m.isMJA && <Chip size="small" label={SUPER_ADMIN} sx={{ ml: 1 }} />}
                    {m.disabled && <Chip size="small" label={text('access.members.disabled')} sx={{ ml: 1 }} />}
                  </TableCell>
                  <TableCell>{m.Email}</TableCell>
                  <TableCell align="right">
                    <Button
                      size="small"
                      color="error"
                      disabled={busy || !verdict.allowed}
                      aria-label={text('access.members.removeUser', { userName: m.UserName })}
                      aria-describedby={verdict.allowed ? undefined : reasonId}
                      onClick={() => void run(() => writes.removeMember(group.Id, m.Id))}
                    >
                      {text('access.members.remove')}
                    </Button>
                    <RuleReason verdict={verdict} id={reasonId} />
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
      <AddMember group={group} busy={busy} onAdd={(userId) => run(() => writes.addMember(group.Id, userId))} />
    </Box>
  );
}

function AddMember({
  group,
  busy,
  onAdd,
}: {
  group: RoleGroup;
  busy: boolean;
  onAdd: (userId: string) => Promise<void>;
}) {
  const t = useText();
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<AccessUser | null>(null);
  const found = useUserSearch(useDebouncedValue(text, 250));
  const members = new Set(group.members.map((m) => m.Id));
  const options = (found.data ?? []).filter((u) => !members.has(u.Id));
  const verdict = picked
    ? mayChangeMembership(ruleActor(), group, { userId: picked.Id, isMJA: picked.isMJA }, 'add')
    : { allowed: true as const };
  const add = async () => {
    if (!picked) return;
    await onAdd(picked.Id);
    setPicked(null);
    setText('');
  };
  return (
    <Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems="flex-start">
        <Autocomplete<AccessUser>
          sx={{ minWidth: 320 }}
          options={options}
          value={picked}
          inputValue={text}
          onInputChange={(_, typed) => setText(typed)}
          onChange={(_, u) => setPicked(u)}
          filterOptions={(o) => o}
          isOptionEqualToValue={(a, b) => a.Id === b.Id}
          getOptionLabel={who}
          noOptionsText={pickerEmptyText(false)}
          renderInput={(params) => <TextField {...params} size="small" label={t('access.members.add')} />}
        />
        <Button
          variant="outlined"
          disabled={busy || !picked || !verdict.allowed}
          aria-describedby={verdict.allowed ? undefined : 'add-member-reason'}
          onClick={() => void add()}
        >
          {t('access.members.addButton')}
        </Button>
      </Stack>
      <RuleReason verdict={verdict} id="add-member-reason" />
    </Box>
  );
}
