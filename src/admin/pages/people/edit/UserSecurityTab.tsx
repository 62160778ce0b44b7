// The account's one-click actions: second factor on or off, disable or
// enable, unlock, a reset link (or the invitation again), and Impersonate
// (MoJoAdmin only, spec §4: the token is stored and the app reloads at the
// root, where the banner offers 'Stop Impersonating'). Each control the
// shared rules refuse is greyed out with the reason.
import { useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Box, Button, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import type { UserDetail } from '../../../../shared/api/people.js';
import type { AccountChange, Refusal } from '../../../../shared/people/account-rules.js';
import { queryKeys } from '../../../api/query-keys.js';
import { defaultAuthApi, type AuthApi } from '../../../auth/auth-api.js';
import { startImpersonating } from '../../../auth/impersonation.js';
import { SizedDialog } from '../../../kit/SizedDialog.js';
import { errorText, usePeopleApi } from '../people-api.js';
import { RuleReason } from '../RuleReason.js';
import { when } from '../list/UserTable.js';

function ActionRow({ id, title, state, children, refusal }: { id: string; title: string; state: ReactNode; children: ReactNode; refusal?: Pick<Refusal, 'reason'> }) {
  return (
    <Box component="section" aria-labelledby={`${id}-title`} sx={{ py: 2, borderBottom: 1, borderColor: 'divider' }}>
      <Typography id={`${id}-title`} variant="h6" component="h2">
        {title}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {state}
      </Typography>
      {children}
      <RuleReason id={`${id}-reason`} refusal={refusal} />
    </Box>
  );
}

export interface UserSecurityTabProps {
  user: UserDetail;
  refusals: Partial<Record<AccountChange, Refusal>>;
  authApi?: AuthApi;
  /** Replaced in specs; reloads at the root by default. */
  reload?: () => void;
}

export function UserSecurityTab({ user, refusals, authApi = defaultAuthApi, reload }: UserSecurityTabProps) {
  const api = usePeopleApi();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ severity: 'success' | 'error'; text: string }>();
  const [confirmDisable, setConfirmDisable] = useState(false);

  const run = async (action: () => Promise<UserDetail | string>, done: string | ((u: UserDetail) => string)) => {
    setBusy(true);
    setOutcome(undefined);
    try {
      const answer = await action();
      if (typeof answer !== 'string') {
        client.setQueryData(queryKeys.people.user(user.Id), answer);
        await client.invalidateQueries({ queryKey: [...queryKeys.people.all(), 'list'] });
      }
      setOutcome({ severity: 'success', text: typeof answer === 'string' ? answer : typeof done === 'string' ? done : done(answer) });
    } catch (e) {
      setOutcome({ severity: 'error', text: errorText(e) });
    } finally {
      setBusy(false);
    }
  };
  const props = (change: AccountChange, extra = false) => ({ disabled: busy || !!refusals[change] || extra, ...(refusals[change] ? { 'aria-describedby': `${change}-reason` } : {}) });
  const disableChange: AccountChange = user.disabled ? 'enable' : 'disable';

  return (
    <Stack>
      <Box role="status">{outcome && <Alert severity={outcome.severity}>{outcome.text}</Alert>}</Box>
      <ActionRow id="second-factor" title="Second factor" state={user.twoFactor ? 'On: signing in asks for a code sent by e-mail.' : 'Off: the password alone signs in.'} refusal={refusals['second-factor']}>
        <Button variant="outlined" {...props('second-factor')} onClick={() => void run(() => api.setSecondFactor(user.Id, !user.twoFactor), (u) => `The second factor is ${u.twoFactor ? 'on' : 'off'}.`)}>
          {user.twoFactor ? 'Turn second factor off' : 'Turn second factor on'}
        </Button>
      </ActionRow>
      <ActionRow id={disableChange} title="Account" state={user.disabled ? 'Disabled: the account cannot sign in.' : 'Enabled.'} refusal={refusals[disableChange]}>
        <Button variant="outlined" color={user.disabled ? 'primary' : 'error'} {...props(disableChange)} onClick={() => (user.disabled ? void run(() => api.setDisabled(user.Id, false), 'The account is enabled.') : setConfirmDisable(true))}>
          {user.disabled ? 'Enable account' : 'Disable account'}
        </Button>
      </ActionRow>
      <ActionRow id="unlock" title="Lock-out" state={user.lockedUntil ? `Locked after failed sign-ins until ${when(user.lockedUntil)}.` : 'Not locked.'} refusal={refusals.unlock}>
        <Button variant="outlined" {...props('unlock', !user.lockedUntil)} onClick={() => void run(() => api.unlock(user.Id), 'The account is unlocked.')}>
          Unlock
        </Button>
      </ActionRow>
      <ActionRow id="reset-link" title="Password" state={user.invited ? 'No password yet: the invitation has not been used.' : 'Send a link to choose a new password; the current one works until then.'} refusal={refusals['reset-link']}>
        <Button variant="outlined" {...props('reset-link')} onClick={() => void run(async () => (await authApi.resetPasswordFor(user.Id)).message ?? 'Sent.', '')}>
          {user.invited ? 'Send the invitation again' : 'Send reset link'}
        </Button>
      </ActionRow>
      <ActionRow id="impersonate" title="Impersonate" state="See the back office as this user, for at most 30 minutes; the banner at the top ends it." refusal={refusals.impersonate}>
        <Button variant="outlined" {...props('impersonate')} onClick={() => void run(async () => (await startImpersonating(user.Id, { api: authApi, ...(reload ? { reload } : {}) }), 'Impersonating…'), '')}>
          Impersonate
        </Button>
      </ActionRow>
      {confirmDisable && (
        <SizedDialog open size="lg" onClose={() => setConfirmDisable(false)} aria-labelledby="disable-title">
          <DialogTitle id="disable-title">Are you sure?</DialogTitle>
          <DialogContent>
            <Typography>{user.DisplayName || user.UserName} will be signed out everywhere and cannot sign in until the account is enabled again.</Typography>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setConfirmDisable(false)}>Cancel</Button>
            <Button
              variant="contained"
              color="error"
              onClick={() => {
                setConfirmDisable(false);
                void run(() => api.setDisabled(user.Id, true), 'The account is disabled.');
              }}
            >
              Yes, continue
            </Button>
          </DialogActions>
        </SizedDialog>
      )}
    </Stack>
  );
}
