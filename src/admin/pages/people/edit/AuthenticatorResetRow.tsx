// The account's authenticator app as an administrator sees it, and its reset
// (docs/sign-in.md): the app and its recovery codes are removed, so a person
// who lost the phone signs in with the e-mailed code again (or, where a role
// group requires an app, sets up a new one at sign-in). The shared rule of
// the second factor decides who may, as on the server.
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Box, Button, Typography } from '@mui/material';
import type { Refusal } from '../../../../shared/people/account-rules.js';
import { queryKeys } from '../../../api/query-keys.js';
import { SCREEN_READ } from '../../../api/read-options.js';
import { useText } from '../../../i18n/use-text.js';
import { useFactorsApi } from '../../account/factors-api.js';
import { errorText } from '../people-api.js';
import { RuleReason } from '../RuleReason.js';

export function AuthenticatorResetRow({ userId, refusal }: { userId: string; refusal?: Refusal }) {
  const text = useText();
  const api = useFactorsApi();
  const client = useQueryClient();
  const state = useQuery({
    queryKey: queryKeys.people.factors(userId),
    queryFn: () => api.of(userId),
    enabled: !refusal,
    ...SCREEN_READ,
  });
  const [outcome, setOutcome] = useState<{ severity: 'success' | 'error'; text: string }>();
  const [busy, setBusy] = useState(false);
  const reset = async () => {
    setBusy(true);
    try {
      client.setQueryData(queryKeys.people.factors(userId), await api.reset(userId));
      setOutcome({ severity: 'success', text: text('people.security.authenticator.wasReset') });
    } catch (e) {
      setOutcome({ severity: 'error', text: errorText(e, text) });
    } finally {
      setBusy(false);
    }
  };
  const on = state.data && state.data.authenticator !== 'off';
  return (
    <Box
      component="section"
      aria-labelledby="authenticator-title"
      sx={{ py: 2, borderBottom: 1, borderColor: 'divider' }}
    >
      <Typography id="authenticator-title" variant="h6" component="h2">
        {text('people.security.authenticator.title')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {text(on ? 'people.security.authenticator.on' : 'people.security.authenticator.off')}
      </Typography>
      <Box role="status">{outcome && <Alert severity={outcome.severity}>{outcome.text}</Alert>}</Box>
      <Button
        variant="outlined"
        disabled={busy || !!refusal || !on}
        onClick={() => void reset()}
        {...(refusal ? { 'aria-describedby': 'authenticator-reason' } : {})}
      >
        {text('people.security.authenticator.reset')}
      </Button>
      <RuleReason id="authenticator-reason" refusal={refusal} />
    </Box>
  );
}
