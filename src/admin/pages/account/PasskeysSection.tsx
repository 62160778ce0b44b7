// Your passkeys (docs/sign-in.md, decision 0138): add one with a name (the
// browser and the device make it), see them listed with when each last signed
// in, rename, allow one to sign in alone (without the password; only one that
// verified you with a PIN or fingerprint), remove. A new passkey becomes what
// sign-in asks for after the password, unless the authenticator app is chosen.
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, FormControlLabel, List, ListItem, Stack, Switch, TextField, Typography } from '@mui/material';
import type { PasskeyInfo, PasskeyList } from '../../../shared/api/passkeys.js';
import type { Refusal } from '../../../shared/people/account-rules.js';
import { queryKeys } from '../../api/query-keys.js';
import { SCREEN_READ } from '../../api/read-options.js';
import { useText } from '../../i18n/use-text.js';
import { useDates } from '../../kit/dates/use-dates.js';
import { errorText } from '../people/people-api.js';
import { AccountSection, type Outcome } from './AccountSection.js';
import { useFactorsApi } from './factors-api.js';
import { usePasskeysApi } from './passkeys-api.js';
import { ceremonyCancelled } from '../login/passkey-ceremony.js';

// The browser's refusal (cancelled, timed out) is no server message: one sentence of ours.

export function PasskeysSection({ refusal }: { refusal?: Refusal }) {
  const text = useText();
  const api = usePasskeysApi();
  const factors = useFactorsApi();
  const client = useQueryClient();
  const list = useQuery({ queryKey: queryKeys.people.passkeys(), queryFn: () => api.list(), ...SCREEN_READ });
  const state = useQuery({ queryKey: queryKeys.people.factors(), queryFn: () => factors.mine(), ...SCREEN_READ });
  const [name, setName] = useState('');
  const [outcome, setOutcome] = useState<Outcome>();
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<PasskeyList>, done: string) => {
    setBusy(true);
    try {
      client.setQueryData(queryKeys.people.passkeys(), await work());
      void client.invalidateQueries({ queryKey: queryKeys.people.factors() });
      setOutcome({ severity: 'success', text: done });
    } catch (e) {
      setOutcome({
        severity: 'error',
        text: ceremonyCancelled(e) ? text('account.passkeys.cancelled') : errorText(e, text),
      });
    } finally {
      setBusy(false);
    }
  };
  const add = () =>
    void run(async () => {
      const answer = await api.add(name.trim());
      setName('');
      return answer;
    }, text('account.passkeys.added'));
  const askPasskey = async () => {
    setBusy(true);
    try {
      client.setQueryData(queryKeys.people.factors(), await factors.choose('passkey'));
      setOutcome({ severity: 'success', text: text('account.authenticator.chosen') });
    } catch (e) {
      setOutcome({ severity: 'error', text: errorText(e, text) });
    } finally {
      setBusy(false);
    }
  };

  const keys = list.data?.passkeys ?? [];
  return (
    <AccountSection id="passkeys" title={text('account.passkeys.title')} refusal={refusal} outcome={outcome}>
      <Stack spacing={2}>
        <Typography>{text('account.passkeys.intro')}</Typography>
        {keys.length > 0 && (
          <List aria-label={text('account.passkeys.list')} disablePadding>
            {keys.map((key) => (
              <PasskeyRow key={key.id} passkey={key} disabled={busy || !!refusal} run={run} />
            ))}
          </List>
        )}
        {keys.length > 0 && state.data && (
          <Typography>
            {state.data.signInAsks === 'passkey' ? text('account.passkeys.asked') : text('account.passkeys.notAsked')}
          </Typography>
        )}
        {keys.length > 0 && state.data && state.data.signInAsks !== 'passkey' && (
          <Button
            variant="outlined"
            sx={{ alignSelf: 'flex-start' }}
            disabled={busy || !!refusal}
            onClick={() => void askPasskey()}
          >
            {text('account.passkeys.ask')}
          </Button>
        )}
        {/* Nothing to add while the section is refused (impersonating): the section says why, and a disabled
            field's helper text would be drawn too faint to read. */}
        {!refusal && (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }}>
            <TextField
              label={text('account.passkeys.name')}
              helperText={text('account.passkeys.nameHelp')}
              value={name}
              onChange={(e) => setName(e.target.value)}
              slotProps={{ htmlInput: { maxLength: 60 } }}
            />
            <Button variant="contained" onClick={add} disabled={busy || !name.trim()}>
              {text('account.passkeys.add')}
            </Button>
          </Stack>
        )}
      </Stack>
    </AccountSection>
  );
}

function PasskeyRow({
  passkey,
  disabled,
  run,
}: {
  passkey: PasskeyInfo;
  disabled: boolean;
  run: (work: () => Promise<PasskeyList>, done: string) => Promise<void>;
}) {
  const text = useText();
  const api = usePasskeysApi();
  const { moment: when } = useDates();
  const [name, setName] = useState(passkey.name);
  return (
    <ListItem divider sx={{ display: 'block', px: 0 }}>
      <Typography sx={{ fontWeight: 600 }}>{passkey.name}</Typography>
      <Typography variant="body2" color="text.secondary">
        {text('account.passkeys.added_on', { when: when(passkey.created) })}{' '}
        {passkey.lastUsed
          ? text('account.passkeys.lastUsed', { when: when(passkey.lastUsed) })
          : text('account.passkeys.neverUsed')}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 1 }}>
        <TextField
          size="small"
          label={text('account.passkeys.rename', { name: passkey.name })}
          value={name}
          onChange={(e) => setName(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 60 } }}
          disabled={disabled}
        />
        <Button
          disabled={disabled || !name.trim() || name.trim() === passkey.name}
          onClick={() =>
            void run(() => api.change(passkey.id, { name: name.trim() }), text('account.passkeys.renamed'))
          }
        >
          {text('account.passkeys.save')}
        </Button>
        <FormControlLabel
          control={
            <Switch
              checked={passkey.alone}
              disabled={disabled || !passkey.canSignInAlone}
              onChange={(e) =>
                void run(
                  () => api.change(passkey.id, { alone: e.target.checked }),
                  text(e.target.checked ? 'account.passkeys.aloneOn' : 'account.passkeys.aloneOff'),
                )
              }
            />
          }
          label={text('account.passkeys.alone', { name: passkey.name })}
        />
        <Button
          color="error"
          variant="outlined"
          disabled={disabled}
          aria-label={text('account.passkeys.removeLabel', { name: passkey.name })}
          onClick={() => void run(() => api.remove(passkey.id), text('account.passkeys.removed'))}
        >
          {text('account.passkeys.remove')}
        </Button>
      </Stack>
      {!passkey.canSignInAlone && (
        <Typography variant="body2" color="text.secondary">
          {text('account.passkeys.cannotAlone')}
        </Typography>
      )}
    </ListItem>
  );
}
