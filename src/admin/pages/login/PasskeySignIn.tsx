// "Use a passkey instead" under the sign-in form (its words hold no "Sign In", the submit button's name): no user name, no password.
// Works with a passkey its owner allowed to sign in alone (My Account); the
// server's outcome texts are worded like the password's (serverMessageText).
import { useState } from 'react';
import { Alert, Button } from '@mui/material';
import { AuthApiError, defaultAuthApi, firstErrorMessage } from '../../auth/auth-api.js';
import { adoptSession } from '../../auth/sign-in.js';
import { useText } from '../../i18n/use-text.js';
import { serverMessageText } from '../../kit/server-messages.js';
import { answerPasskey, ceremonyCancelled } from './passkey-ceremony.js';

export function PasskeySignIn({ onSuccess }: { onSuccess: () => void }) {
  const text = useText();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const signIn = async () => {
    setBusy(true);
    setError(null);
    try {
      const answer = await defaultAuthApi.passkeySignIn(await answerPasskey(await defaultAuthApi.passkeyOptions()));
      if (answer.success) {
        await adoptSession(answer);
        onSuccess();
        return;
      }
      if ('deniedAccess' in answer) setError(text('login.outcome.denied'));
      else if ('resetRequired' in answer) setError(text('login.outcome.resetRequired'));
      else setError(serverMessageText(firstErrorMessage(answer) ?? '', text) || text('login.outcome.unknown'));
    } catch (e) {
      const message = e instanceof AuthApiError ? firstErrorMessage(e.body) : undefined;
      setError(
        ceremonyCancelled(e)
          ? text('login.passkey.cancelled')
          : message
            ? serverMessageText(message, text)
            : text('login.outcome.unknown'),
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <Button variant="outlined" onClick={() => void signIn()} disabled={busy}>
        {text('login.passkey.withPasskey')}
      </Button>
    </>
  );
}
