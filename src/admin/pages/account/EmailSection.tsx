// Your e-mail address. A new one takes effect only once the link sent to it
// is opened while signed in (the link comes back to this page); asking for
// it needs the current password. Not while impersonating (shared rule).
import { useState } from 'react';
import { Button, Stack, TextField, Typography } from '@mui/material';
import type { MyAccount } from '../../../shared/api/people.js';
import type { Refusal } from '../../../shared/people/account-rules.js';
import { errorText, usePeopleApi } from '../people/people-api.js';
import { AccountSection, type Outcome } from './AccountSection.js';
import { useAccountAnswer } from './account-write.js';
import { useText } from '../../i18n/use-text.js';

export function EmailSection({
  account,
  refusal,
  confirmed,
}: {
  account: MyAccount;
  refusal?: Refusal;
  confirmed?: Outcome;
}) {
  const text = useText();
  const api = usePeopleApi();
  const adopt = useAccountAnswer();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [outcome, setOutcome] = useState<Outcome>();
  const [busy, setBusy] = useState(false);
  const described = refusal ? { 'aria-describedby': 'email-reason' } : {};
  const ask = async () => {
    setBusy(true);
    try {
      setOutcome({ severity: 'success', text: await adopt(await api.askEmailChange(email.trim(), password)) });
      setEmail('');
    } catch (e) {
      setOutcome({ severity: 'error', text: errorText(e) });
    } finally {
      setPassword('');
      setBusy(false);
    }
  };
  return (
    <AccountSection id="email" title={text('account.email.title')} refusal={refusal} outcome={outcome ?? confirmed}>
      <Typography sx={{ mb: 1 }}>
        {text('account.email.now')} <strong>{account.Email}</strong>
      </Typography>
      {account.pendingEmail && (
        <Typography variant="body2" sx={{ mb: 1 }}>
          {text('account.email.waiting', { email: account.pendingEmail })}
        </Typography>
      )}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <TextField
          label={text('account.email.newAddress')}
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          disabled={!!refusal}
          autoComplete="email"
          slotProps={{ htmlInput: described as object }}
          sx={{ minWidth: 280 }}
        />
        <TextField
          label={text('account.currentPassword')}
          type="password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          disabled={!!refusal}
          autoComplete="current-password"
          slotProps={{ htmlInput: described as object }}
        />
        <Button
          variant="contained"
          onClick={() => void ask()}
          disabled={busy || !!refusal || !email.trim() || !password}
        >
          {text('account.email.send')}
        </Button>
      </Stack>
    </AccountSection>
  );
}
