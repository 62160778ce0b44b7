// Invite a colleague: name, user name, e-mail, roles and permissions. No
// password is typed here: the server e-mails a link to choose one (through
// the real mail pipeline), and the account cannot sign in until it is used.
// A role the signed-in user may not hand out is greyed out with the reason.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert, Button, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { roleRefusal } from '../../../../shared/people/account-rules.js';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys.js';
import type { TreeTag } from '../../../api/tag-tree.js';
import { SizedDialog } from '../../../kit/SizedDialog.js';
import { Loading } from '../../../kit/ScreenStates.js';
import type { RuleActor } from '../../../../shared/people/account-rules.js';
import { errorText, usePeopleApi } from '../people-api.js';
import { UserForm, type UserFormValue } from '../UserForm.js';
import { EMPTY_FORM, fieldErrorsOf, inviteBodyOf, missingFields, missingText } from '../user-form-model.js';
import { useText } from '../../../i18n/use-text.js';

/** `roles` and `tags` are undefined while they are read: the dialog says so. */
export function InviteUserDialog({
  actor,
  roles,
  tags,
  onClose,
}: {
  actor: RuleActor;
  roles: { Id: string; Name: string }[] | undefined;
  tags: readonly TreeTag[] | undefined;
  onClose: () => void;
}) {
  const api = usePeopleApi();
  const text = useText();
  const client = useQueryClient();
  const navigate = useNavigate();
  const [value, setValue] = useState<UserFormValue>(EMPTY_FORM);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const isSuper = (roles ?? []).some(
    (r) => value.roleIds.includes(r.Id) && r.Name.trim().toLowerCase() === 'mojoadmin',
  );

  const send = async () => {
    const missing = missingFields(value);
    if (missing.length) return setError(missingText(missing, text));
    setBusy(true);
    setError(undefined);
    setFieldErrors({});
    try {
      const answer = await api.invite(inviteBodyOf(value));
      await client.invalidateQueries({ queryKey: queryKeys.people.all() });
      navigate(`/user-management/${encodeURIComponent(answer.user.Id)}`, {
        state: { notice: answer.message, noticeSeverity: answer.mailed ? 'success' : 'warning' },
      });
    } catch (e) {
      setError(errorText(e, text));
      setFieldErrors(fieldErrorsOf(e));
      setBusy(false);
    }
  };

  return (
    <SizedDialog open onClose={onClose} size="5xl" aria-labelledby="invite-title">
      <DialogTitle id="invite-title">{text('people.invite.title')}</DialogTitle>
      <DialogContent>
        <Alert severity="info" sx={{ mb: 2 }}>
          {text('people.invite.info')}
        </Alert>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        {!roles || !tags ? (
          <Loading />
        ) : (
          <UserForm
            value={value}
            onChange={(patch) => setValue((v) => ({ ...v, ...patch }))}
            roles={roles}
            tags={tags}
            refusals={{}}
            roleRefusal={(name) => roleRefusal(actor, name)}
            fieldErrors={fieldErrors}
            reachesEverything={isSuper}
            who={value.DisplayName.trim() || text('people.invite.newUser')}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{text('people.invite.cancel')}</Button>
        <Button variant="contained" onClick={() => void send()} disabled={busy || !roles || !tags}>
          {text('people.invite.send')}
        </Button>
      </DialogActions>
    </SizedDialog>
  );
}
