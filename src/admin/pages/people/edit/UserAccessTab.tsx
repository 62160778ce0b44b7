// The account's profile, roles and permissions, saved together (one
// transaction on the server, refused as a whole if the account changed
// meanwhile: 412). Parts the signed-in user may not change are greyed out
// with the shared rule's reason, so a save never fails on a rule.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Box, Button } from '@mui/material';
import type { UserDetail } from '../../../../shared/api/people.js';
import { hasRole } from '../../../../shared/roles.js';
import {
  roleRefusal,
  type AccountChange,
  type Refusal,
  type RuleActor,
} from '../../../../shared/people/account-rules.js';
import { queryKeys } from '../../../api/query-keys.js';
import type { TreeTag } from '../../../api/tag-tree.js';
import { errorText, usePeopleApi } from '../people-api.js';
import { UserForm, type UserFormValue } from '../UserForm.js';
import { fieldErrorsOf, formOf, missingFields, missingText, saveBodyOf } from '../user-form-model.js';
import { useText } from '../../../i18n/use-text.js';

interface UserAccessTabProps {
  user: UserDetail;
  actor: RuleActor;
  refusals: Partial<Record<AccountChange, Refusal>>;
  roles: { Id: string; Name: string }[];
  tags: readonly TreeTag[];
}

export function UserAccessTab({ user, actor, refusals, roles, tags }: UserAccessTabProps) {
  const api = usePeopleApi();
  const text = useText();
  const client = useQueryClient();
  const [value, setValue] = useState<UserFormValue>(() => formOf(user));
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ severity: 'success' | 'error'; text: string; stale?: boolean }>();
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const member = { userId: user.Id, roles: user.roles, disabled: user.disabled };
  const chosenRoles = roles.filter((r) => value.roleIds.includes(r.Id)).map((r) => r.Name);
  const everything = refusals.name && refusals.roles && refusals.permissions && refusals['user-name'] && refusals.email;

  const save = async () => {
    const missing = missingFields(value);
    if (missing.length) return setOutcome({ severity: 'error', text: missingText(missing, text) });
    setBusy(true);
    setOutcome(undefined);
    setFieldErrors({});
    try {
      const saved = await api.save(user.Id, saveBodyOf(value, user.version));
      client.setQueryData(queryKeys.people.user(user.Id), saved);
      await client.invalidateQueries({ queryKey: [...queryKeys.people.all(), 'list'] });
      setValue(formOf(saved));
      setOutcome({ severity: 'success', text: text('people.edit.saved') });
    } catch (e) {
      setOutcome({ severity: 'error', text: errorText(e, text), stale: (e as { status?: number }).status === 412 });
      setFieldErrors(fieldErrorsOf(e));
    } finally {
      setBusy(false);
    }
  };
  const reload = async () => {
    const fresh = await client.fetchQuery({
      queryKey: queryKeys.people.user(user.Id),
      queryFn: () => api.user(user.Id),
      staleTime: 0,
    });
    setValue(formOf(fresh));
    setOutcome(undefined);
  };

  return (
    <Box>
      <UserForm
        value={value}
        onChange={(patch) => setValue((v) => ({ ...v, ...patch }))}
        roles={roles}
        tags={tags}
        refusals={{
          name: refusals.name,
          userName: refusals['user-name'],
          email: refusals.email,
          roles: refusals.roles,
          permissions: refusals.permissions,
        }}
        roleRefusal={(name) =>
          roleRefusal(actor, name, {
            member,
            change: hasRole(user.roles, name) ? 'remove' : 'add',
            superAdminCount: user.moJoAdmins,
          })
        }
        fieldErrors={fieldErrors}
        reachesEverything={hasRole(chosenRoles, 'MoJoAdmin')}
        who={user.DisplayName || user.UserName}
      />
      <Box role="status" sx={{ mt: 2 }}>
        {outcome && (
          <Alert
            severity={outcome.severity}
            action={
              outcome.stale ? <Button onClick={() => void reload()}>{text('people.edit.reload')}</Button> : undefined
            }
          >
            {outcome.text}
          </Alert>
        )}
      </Box>
      <Button variant="contained" sx={{ mt: 2 }} onClick={() => void save()} disabled={busy || !!everything}>
        {text('people.edit.save')}
      </Button>
    </Box>
  );
}
