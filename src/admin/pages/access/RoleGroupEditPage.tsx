// /user-group-management/{RoleId}: one role group — its name and the claims
// it grants (one save, one transaction), its members, and deleting it.
// Every rule the server enforces shows here first, from the same shared
// function (shared/role-rules.ts): a control the server would refuse is
// disabled, with the reason beside it.
import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Chip, Divider, Link, Stack, TextField, Typography } from '@mui/material';
import { useNotify } from 'react-admin';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import type { RoleGroup } from '../../../shared/api/access.js';
import { mayChangeRoleClaims, mayDeleteRole, mayRenameRole } from '../../../shared/role-rules.js';
import { AccessGuard } from '../../kit/AccessGuard.js';
import { ConfirmDialog } from '../editor/ConfirmDialog.js';
import { errorText } from '../../api/site-api.js';
import { ErrorNotice, Loading, ScreenFrame } from '../../kit/ScreenStates.js';
import { useRoleGroup, useRoleGroupWrites } from './access-api.js';
import { claimsOf, formOf, isChanged, type ClaimsForm } from './claims-form.js';
import { ClaimsEditor } from './ClaimsEditor.js';
import { PolicyClaimSwitch } from './PolicyClaimSwitch.js';
import { AUTHENTICATOR_POLICY_CLAIM } from '../../../shared/second-factor-policy.js';
import { REVIEW_POLICY_CLAIM } from '../../../shared/review-policy.js';
import { RoleMembers } from './RoleMembers.js';
import { RuleReason, ruleFieldProps, ruleProps } from './RuleReason.js';
import { ruleActor } from './rule-actor.js';
import { useText } from '../../i18n/use-text.js';

export function RoleGroupEditPage() {
  const text = useText();
  const { RoleId = '' } = useParams();
  return (
    <ScreenFrame
      title={text('access.title')}
      actions={
        <Link component={RouterLink} to="/user-group-management">
          {text('access.edit.allGroups')}
        </Link>
      }
    >
      <AccessGuard noAccess={text('access.adminsOnly')}>
        <RoleGroupScreen roleId={RoleId} />
      </AccessGuard>
    </ScreenFrame>
  );
}

function RoleGroupScreen({ roleId }: { roleId: string }) {
  const group = useRoleGroup(roleId);
  if (group.errorMessage) return <ErrorNotice message={group.errorMessage} />;
  if (!group.data) return <Loading />;
  const data = group.data;
  return (
    <Stack spacing={4} divider={<Divider flexItem />}>
      {/* Keyed on what is stored: a save (or another tab's) starts the form afresh from the answer. */}
      <DefinitionForm key={JSON.stringify([data.Name, data.claims])} group={data} />
      <RoleMembers group={data} />
      <DeleteRole group={data} />
    </Stack>
  );
}

function DefinitionForm({ group }: { group: RoleGroup }) {
  const text = useText();
  const writes = useRoleGroupWrites();
  const notify = useNotify();
  const actor = ruleActor();
  const stored = formOf(group.Name, group.claims);
  const [form, setForm] = useState<ClaimsForm>(stored);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const rename = mayRenameRole(actor, group);
  const claims = mayChangeRoleClaims(actor, group);
  const changed = isChanged(form, stored);
  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.name.trim()) return setError(text('access.groups.nameMissing'));
    setBusy(true);
    setError(undefined);
    try {
      await writes.save(group.Id, { Name: form.name.trim(), claims: claimsOf(form) });
      notify(text('access.edit.saved'), { type: 'success' });
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box component="form" aria-labelledby="role-title" noValidate onSubmit={(e) => void save(e)}>
      <Typography id="role-title" variant="h6" component="h2" gutterBottom>
        {group.Name} {group.builtIn && <Chip size="small" label={text('access.groups.builtIn')} />}
      </Typography>
      <Stack spacing={2} sx={{ maxWidth: 720 }}>
        {error && <Alert severity="error">{error}</Alert>}
        <Box>
          <TextField
            label={text('access.edit.name')}
            value={form.name}
            onChange={(e) => setForm({ ...form, name: e.target.value })}
            fullWidth
            {...ruleFieldProps(rename, 'rename-reason')}
          />
          <RuleReason verdict={rename} id="rename-reason" />
        </Box>
        <Box>
          <Typography variant="subtitle1" component="h3" gutterBottom>
            {text('access.edit.grants')}
          </Typography>
          <ClaimsEditor
            form={form}
            onChange={setForm}
            disabled={!claims.allowed}
            describedBy={claims.allowed ? undefined : 'claims-reason'}
          />
          <RuleReason verdict={claims} id="claims-reason" />
        </Box>
        <Box>
          <PolicyClaimSwitch
            claim={AUTHENTICATOR_POLICY_CLAIM}
            label={text('access.edit.requireAuthenticator')}
            help={text('access.edit.requireAuthenticatorHelp')}
            form={form}
            onChange={setForm}
            disabled={!claims.allowed}
          />
        </Box>
        <Box>
          <PolicyClaimSwitch
            claim={REVIEW_POLICY_CLAIM}
            label={text('review.policy.label')}
            help={text('review.policy.help')}
            form={form}
            onChange={setForm}
            disabled={!claims.allowed}
          />
        </Box>
        <Box>
          <Button type="submit" variant="contained" disabled={busy || !changed}>
            {text('access.edit.save')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

function DeleteRole({ group }: { group: RoleGroup }) {
  const text = useText();
  const writes = useRoleGroupWrites();
  const navigate = useNavigate();
  const notify = useNotify();
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string>();
  const verdict = mayDeleteRole(ruleActor(), group, group.members.length);
  const remove = async () => {
    setAsking(false);
    try {
      await writes.remove(group.Id);
      notify(text('access.edit.deleted'), { type: 'success' });
      navigate('/user-group-management');
    } catch (e) {
      setError(errorText(e));
    }
  };
  return (
    <Box>
      {error && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {error}
        </Alert>
      )}
      <Button color="error" variant="outlined" onClick={() => setAsking(true)} {...ruleProps(verdict, 'delete-reason')}>
        {text('access.edit.delete')}
      </Button>
      <RuleReason verdict={verdict} id="delete-reason" />
      <ConfirmDialog
        open={asking}
        text={text('access.edit.confirmDelete', { name: group.Name })}
        onConfirm={() => void remove()}
        onCancel={() => setAsking(false)}
      />
    </Box>
  );
}
