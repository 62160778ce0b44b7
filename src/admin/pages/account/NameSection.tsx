// Your name, as others see it in the back office.
import { useState } from 'react';
import { Button, Stack, TextField } from '@mui/material';
import type { MyAccount } from '../../../shared/api/people.js';
import { errorText, usePeopleApi } from '../people/people-api.js';
import { AccountSection, type Outcome } from './AccountSection.js';
import { useAccountAnswer } from './account-write.js';
import { useText } from '../../i18n/use-text.js';

export function NameSection({ account }: { account: MyAccount }) {
  const text = useText();
  const api = usePeopleApi();
  const adopt = useAccountAnswer();
  const [name, setName] = useState(account.DisplayName ?? '');
  const [outcome, setOutcome] = useState<Outcome>();
  const [busy, setBusy] = useState(false);
  const save = async () => {
    if (!name.trim()) return setOutcome({ severity: 'error', text: text('account.name.required') });
    setBusy(true);
    try {
      setOutcome({ severity: 'success', text: await adopt(await api.rename(name.trim())) });
    } catch (e) {
      setOutcome({ severity: 'error', text: errorText(e) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <AccountSection id="name" title={text('account.name.title')} outcome={outcome}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
        <TextField
          label={text('account.name.label')}
          value={name}
          onChange={(e) => setName(e.target.value)}
          autoComplete="name"
          sx={{ minWidth: 320 }}
        />
        <Button
          variant="contained"
          onClick={() => void save()}
          disabled={busy || name.trim() === (account.DisplayName ?? '')}
        >
          {text('account.name.save')}
        </Button>
      </Stack>
    </AccountSection>
  );
}
