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
import { AuthenticatorResetRow } from './AuthenticatorResetRow.js';
import { useText } from '../../../i18n/use-text.js';
import { useDates } from '../../../kit/dates/use-dates.js';

function ActionRow({
  id,
  title,
  state,
  children,
  refusal,
}: {
  id: string;
  title: string;
  state: ReactNode;
  children: ReactNode;
  refusal?: Pick<Refusal, 'reason'>;
}) {
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

interface UserSecurityTabProps {
  user: UserDetail;
  refusals: Partial<Record<AccountChange, Refusal>>;
  authApi?: AuthApi;
  /** Replaced in specs; reloads at the root by default. */
  reload?: () => void;
}

export function UserSecurityTab({ user, refusals, authApi = defaultAuthApi, reload }: UserSecurityTabProps) {
  const api = usePeopleApi();
  const text = useText();
  const { moment: when } = useDates();
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
      setOutcome({
        severity: 'success',
        text: typeof answer === 'string' ? answer : typeof done === 'string' ? done : done(answer),
      });
    } catch (e) {
      setOutcome({ severity: 'error', text: errorText(e, text) });
    } finally {
      setBusy(false);
    }
  };
  const props = (change: AccountChange, extra = false) => ({
    disabled: busy || !!refusals[change] || extra,
    ...(refusals[change] ? { 'aria-describedby': `${change}-reason` } : {}),
  });
  const disableChange: AccountChange = user.disabled ? 'enable' : 'disable';

  return (
    <Stack>
      <Box role="status">{outcome && <Alert severity={outcome.severity}>{outcome.text}</Alert>}</Box>
      <ActionRow
        id="second-factor"
        title={text('people.security.secondFactor.title')}
        state={text(user.twoFactor ? 'people.security.secondFactor.on' : 'people.security.secondFactor.off')}
        refusal={refusals['second-factor']}
      >
        <Button
          variant="outlined"
          {...props('second-factor')}
          onClick={() =>
            void run(
              () => api.setSecondFactor(user.Id, !user.twoFactor),
              (u) => text(u.twoFactor ? 'people.security.secondFactor.nowOn' : 'people.security.secondFactor.nowOff'),
            )
          }
        >
          {text(user.twoFactor ? 'people.security.secondFactor.turnOff' : 'people.security.secondFactor.turnOn')}
        </Button>
      </ActionRow>
      <AuthenticatorResetRow userId={user.Id} refusal={refusals['second-factor']} />
      <ActionRow
        id={disableChange}
        title={text('people.security.account.title')}
        state={text(user.disabled ? 'people.security.account.disabled' : 'people.security.account.enabled')}
        refusal={refusals[disableChange]}
      >
        <Button
          variant="outlined"
          color={user.disabled ? 'primary' : 'error'}
          {...props(disableChange)}
          onClick={() =>
            user.disabled
              ? void run(() => api.setDisabled(user.Id, false), text('people.security.account.nowEnabled'))
              : setConfirmDisable(true)
          }
        >
          {text(user.disabled ? 'people.security.account.enable' : 'people.security.account.disable')}
        </Button>
      </ActionRow>
      <ActionRow
        id="unlock"
        title={text('people.security.lockOut.title')}
        state={
          user.lockedUntil
            ? text('people.security.lockOut.locked', { when: when(user.lockedUntil) })
            : text('people.security.lockOut.notLocked')
        }
        refusal={refusals.unlock}
      >
        <Button
          variant="outlined"
          {...props('unlock', !user.lockedUntil)}
          onClick={() => void run(() => api.unlock(user.Id), text('people.security.lockOut.unlocked'))}
        >
          {text('people.security.lockOut.unlock')}
        </Button>
      </ActionRow>
      <ActionRow
        id="reset-link"
        title={text('people.security.password.title')}
        state={text(user.invited ? 'people.security.password.invited' : 'people.security.password.reset')}
        refusal={refusals['reset-link']}
      >
        <Button
          variant="outlined"
          {...props('reset-link')}
          onClick={() =>
            void run(
              async () => (await authApi.resetPasswordFor(user.Id)).message ?? text('people.security.password.sent'),
              '',
            )
          }
        >
          {text(user.invited ? 'people.security.password.sendInvitation' : 'people.security.password.sendReset')}
        </Button>
      </ActionRow>
      <ActionRow
        id="impersonate"
        title={text('people.security.impersonate.title')}
        state={text('people.security.impersonate.state')}
        refusal={refusals.impersonate}
      >
        <Button
          variant="outlined"
          {...props('impersonate')}
          onClick={() =>
            void run(
              async () => (
                await startImpersonating(user.Id, { api: authApi, ...(reload ? { reload } : {}) }),
                text('people.security.impersonate.started')
              ),
              '',
            )
          }
        >
          {text('people.security.impersonate.button')}
        </Button>
      </ActionRow>
      {confirmDisable && (
        <SizedDialog open size="lg" onClose={() => setConfirmDisable(false)} aria-labelledby="disable-title">
          <DialogTitle id="disable-title">{text('people.security.confirm.title')}</DialogTitle>
          <DialogContent>
            <Typography>{text('people.security.confirm.text', { name: user.DisplayName || user.UserName })}</Typography>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setConfirmDisable(false)}>{text('people.security.confirm.cancel')}</Button>
            <Button
              variant="contained"
              color="error"
              onClick={() => {
                setConfirmDisable(false);
                void run(() => api.setDisabled(user.Id, true), text('people.security.account.nowDisabled'));
              }}
            >
              {text('people.security.confirm.yes')}
            </Button>
          </DialogActions>
        </SizedDialog>
      )}
    </Stack>
  );
}
