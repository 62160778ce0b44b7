// Your authenticator app (docs/sign-in.md): set it up (QR code, key as text,
// a first code, then the recovery codes shown once), choose what sign-in asks
// for, or turn it off with a current code, a recovery code or the password.
// Where a role group requires the app, it stays on and sign-in asks for it.
import { useCallback, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, FormControlLabel, Radio, RadioGroup, Stack, TextField, Typography } from '@mui/material';
import type { FactorState } from '../../../shared/api/factors.js';
import type { Refusal } from '../../../shared/people/account-rules.js';
import { queryKeys } from '../../api/query-keys.js';
import { SCREEN_READ } from '../../api/read-options.js';
import { useText } from '../../i18n/use-text.js';
import { errorText } from '../people/people-api.js';
import { AuthenticatorSetup } from '../login/AuthenticatorSetup.js';
import { AccountSection, type Outcome } from './AccountSection.js';
import { useFactorsApi } from './factors-api.js';

export function AuthenticatorSection({ refusal }: { refusal?: Refusal }) {
  const text = useText();
  const api = useFactorsApi();
  const client = useQueryClient();
  const state = useQuery({ queryKey: queryKeys.people.factors(), queryFn: () => api.mine(), ...SCREEN_READ });
  const [settingUp, setSettingUp] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const adopt = (next: FactorState) => client.setQueryData(queryKeys.people.factors(), next);

  const run = async (work: () => Promise<FactorState>, done: string) => {
    setBusy(true);
    try {
      adopt(await work());
      setOutcome({ severity: 'success', text: done });
    } catch (e) {
      setOutcome({ severity: 'error', text: errorText(e, text) });
    } finally {
      setCode('');
      setPassword('');
      setBusy(false);
    }
  };
  const start = useCallback(() => api.start(), [api]);
  const confirm = useCallback(async (typed: string) => (await api.confirm(typed)).recoveryCodes, [api]);
  const errorOf = useCallback((e: unknown) => errorText(e, text), [text]);
  const finish = () => {
    setSettingUp(false);
    setOutcome({ severity: 'success', text: text('account.authenticator.nowOn') });
    void client.invalidateQueries({ queryKey: queryKeys.people.factors() });
  };

  const s = state.data;
  return (
    <AccountSection id="authenticator" title={text('account.authenticator.title')} refusal={refusal} outcome={outcome}>
      {!s ? null : settingUp ? (
        <AuthenticatorSetup start={start} confirm={confirm} onDone={finish} errorOf={errorOf} />
      ) : s.authenticator !== 'on' ? (
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Typography>{text('account.authenticator.off')}</Typography>
          <Button variant="contained" onClick={() => setSettingUp(true)} disabled={!!refusal}>
            {text('account.authenticator.setUp')}
          </Button>
        </Stack>
      ) : (
        <Stack spacing={2}>
          <Typography>
            {text('account.authenticator.on', { smart_count: s.recoveryCodesLeft, count: s.recoveryCodesLeft })}
          </Typography>
          {s.required && <Typography>{text('account.authenticator.required')}</Typography>}
          <RadioGroup
            aria-label={text('account.authenticator.signInAsks')}
            value={s.signInAsks}
            onChange={(e) =>
              void run(
                () => api.choose(e.target.value as FactorState['signInAsks']),
                text('account.authenticator.chosen'),
              )
            }
          >
            <FormControlLabel
              value="authenticator"
              control={<Radio />}
              label={text('account.authenticator.askApp')}
              disabled={busy || !!refusal}
            />
            <FormControlLabel
              value="email"
              control={<Radio />}
              label={text('account.authenticator.askEmail')}
              disabled={busy || !!refusal || s.required}
            />
          </RadioGroup>
          {!s.required && (
            <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }}>
              <TextField
                label={text('account.authenticator.code')}
                value={code}
                onChange={(e) => setCode(e.target.value)}
                autoComplete="one-time-code"
                disabled={!!refusal}
              />
              <TextField
                label={text('account.currentPassword')}
                type="password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                autoComplete="current-password"
                disabled={!!refusal}
              />
              <Button
                variant="outlined"
                color="error"
                disabled={busy || !!refusal || (!code.trim() && !password)}
                onClick={() =>
                  void run(() => api.turnOff({ code: code.trim(), password }), text('account.authenticator.nowOff'))
                }
              >
                {text('account.authenticator.turnOff')}
              </Button>
            </Stack>
          )}
        </Stack>
      )}
    </AccountSection>
  );
}
