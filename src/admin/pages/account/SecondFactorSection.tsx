// Your second factor: a code e-mailed at each sign-in. Turning it on or off
// needs the current password; your other sessions end, this one goes on.
import { useState } from 'react';
import { Button, Stack, TextField, Typography } from '@mui/material';
import type { MyAccount } from '../../../shared/api/people.js';
import type { Refusal } from '../../../shared/people/account-rules.js';
import { errorText, usePeopleApi } from '../people/people-api.js';
import { AccountSection, type Outcome } from './AccountSection.js';
import { useAccountAnswer } from './account-write.js';
import { useText } from '../../i18n/use-text.js';

export function SecondFactorSection({ account, refusal }: { account: MyAccount; refusal?: Refusal }) {
  const text = useText();
  const api = usePeopleApi();
  const adopt = useAccountAnswer();
  const [password, setPassword] = useState('');
  const [outcome, setOutcome] = useState<Outcome>();
  const [busy, setBusy] = useState(false);
  const flip = async () => {
    setBusy(true);
    try {
      setOutcome({ severity: 'success', text: await adopt(await api.setMySecondFactor(!account.twoFactor, password)) });
    } catch (e) {
      setOutcome({ severity: 'error', text: errorText(e) });
    } finally {
      setPassword('');
      setBusy(false);
    }
  };
  return (
    <AccountSection id="second-factor" title={text('account.secondFactor.title')} refusal={refusal} outcome={outcome}>
      <Typography sx={{ mb: 1 }}>
        {account.twoFactor ? text('account.secondFactor.on') : text('account.secondFactor.off')}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
        <TextField
          label={text('account.currentPassword')}
          type="password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          disabled={!!refusal}
          autoComplete="current-password"
          slotProps={{ htmlInput: (refusal ? { 'aria-describedby': 'second-factor-reason' } : {}) as object }}
        />
        <Button variant="contained" onClick={() => void flip()} disabled={busy || !!refusal || !password}>
          {account.twoFactor ? text('account.secondFactor.turnOff') : text('account.secondFactor.turnOn')}
        </Button>
      </Stack>
    </AccountSection>
  );
}
