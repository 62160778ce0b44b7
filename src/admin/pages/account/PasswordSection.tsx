// Your password: the current one and a new one, under the server's password
// policy (8 to 128 characters, not a common one, not your name). This session
// goes on with the token the server answers; every other one ends.
import { useState } from 'react';
import { Button, Stack, TextField, Typography } from '@mui/material';
import type { Refusal } from '../../../shared/people/account-rules.js';
import { AuthApiError, defaultAuthApi, firstErrorMessage, type AuthApi } from '../../auth/auth-api.js';
import { storeToken } from '../../auth/token-storage.js';
import { useText } from '../../i18n/use-text.js';
import { AccountSection, type Outcome } from './AccountSection.js';

export function PasswordSection({
  userName,
  refusal,
  authApi = defaultAuthApi,
}: {
  userName: string;
  refusal?: Refusal;
  authApi?: AuthApi;
}) {
  const text = useText();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [outcome, setOutcome] = useState<Outcome>();
  const [busy, setBusy] = useState(false);
  const described = (refusal ? { 'aria-describedby': 'password-reason' } : {}) as object;
  const change = async () => {
    if (next !== confirm) return setOutcome({ severity: 'error', text: text('login.mismatch') });
    setBusy(true);
    try {
      const answer = await authApi.changePassword({ userName, currentPassword: current, newPassword: next });
      if (answer?.success) {
        if (answer.token) storeToken(answer.token);
        setOutcome({ severity: 'success', text: text('login.passwordChangedSignedIn') });
        setCurrent('');
        setNext('');
        setConfirm('');
      } else
        setOutcome({
          severity: 'error',
          text: answer?.errors?.map((e) => e.message).join(' ') || text('login.outcome.unknown'),
        });
    } catch (e) {
      setOutcome({
        severity: 'error',
        text: (e instanceof AuthApiError && firstErrorMessage(e.body)) || text('login.outcome.unknown'),
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <AccountSection id="password" title={text('account.password.title')} refusal={refusal} outcome={outcome}>
      {/* Not a helper text: a disabled field greys its helper text below the contrast axe asks for. */}
      <Typography variant="body2" sx={{ mb: 2 }}>
        {text('account.password.rules')}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <TextField
          label={text('account.currentPassword')}
          type="password"
          value={current}
          onChange={(e) => setCurrent(e.target.value)}
          disabled={!!refusal}
          autoComplete="current-password"
          slotProps={{ htmlInput: described }}
        />
        <TextField
          label={text('account.password.newPassword')}
          type="password"
          value={next}
          onChange={(e) => setNext(e.target.value)}
          disabled={!!refusal}
          autoComplete="new-password"
          slotProps={{ htmlInput: described }}
        />
        <TextField
          label={text('account.password.confirm')}
          type="password"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
          disabled={!!refusal}
          autoComplete="new-password"
          slotProps={{ htmlInput: described }}
        />
        <Button
          variant="contained"
          onClick={() => void change()}
          disabled={busy || !!refusal || !current || !next || !confirm}
        >
          {text('account.password.change')}
        </Button>
      </Stack>
    </AccountSection>
  );
}
