// The sign-in form (spec §2 "Sign-in screen"), used full page and inside the
// re-authentication modal. Step 1 asks for the user name and password; step
// 2, when the server e-mails a code, for that code (or the authenticator app's
// code, where the account uses one); or, when a role group requires an
// authenticator app the account lacks, its set-up (AuthenticatorSetup); or,
// where a passkey is the account's second step, the passkey (the browser asks
// the device). Below the form, a passkey alone ("Use a passkey instead"). The
// outcome texts are the spec's (§4 "Login outcomes", §8).
import { useCallback, useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { Alert, AlertTitle, Box, Button, Link, Stack, TextField, Typography } from '@mui/material';
import type { LoginParams } from '../../auth/auth-provider.js';
import { LoginOutcomeError } from '../../auth/login-outcome.js';
import { useText } from '../../i18n/use-text.js';
import { serverErrorText, serverMessageText } from '../../kit/server-messages.js';
import { ProductLogo } from './ProductLogo.js';
import { SsoSignIn } from './SsoSignIn.js';
import { APP_VERSION } from './version.js';
import { AuthenticatorSetup } from './AuthenticatorSetup.js';
import { AuthApiError, defaultAuthApi } from '../../auth/auth-api.js';
import { adoptSession } from '../../auth/sign-in.js';
import type { PasskeyChallenge } from '../../../shared/api/passkeys.js';
import { answerPasskey, ceremonyCancelled } from './passkey-ceremony.js';
import { PasskeySignIn } from './PasskeySignIn.js';

interface SignInFormProps {
  /** authProvider.login: resolves when signed in, rejects with a LoginOutcomeError otherwise. */
  login: (params: LoginParams) => Promise<unknown>;
  onSuccess: () => void;
  /** Inside the re-authentication modal: no 'Forgot Password?' link. */
  inModal?: boolean;
}

type Step = 'credentials' | 'code' | 'passkey' | 'enrol';

export function SignInForm({ login, onSuccess, inModal = false }: SignInFormProps) {
  const text = useText();
  const [step, setStep] = useState<Step>('credentials');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [resetRequired, setResetRequired] = useState(false);
  const [authenticator, setAuthenticator] = useState(false);
  const [enrolment, setEnrolment] = useState('');
  const [challenge, setChallenge] = useState<PasskeyChallenge>();

  // Spec §5: enabled only when both user name and password are non-empty.
  const ready = step === 'credentials' ? username !== '' && password !== '' : step === 'passkey' || code.trim() !== '';

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!ready || busy) return;
    setBusy(true);
    setError(null);
    setResetRequired(false);
    try {
      // The passkey step: the browser answers the options sign-in gave, then the password goes again with the answer.
      const passkey = step === 'passkey' && challenge ? await answerPasskey(challenge) : undefined;
      await login({
        username,
        password,
        ...(step === 'code' ? { code: code.trim() } : {}),
        ...(passkey ? { passkey } : {}),
      });
      onSuccess();
    } catch (e) {
      const outcome = e instanceof LoginOutcomeError ? e : null;
      if (ceremonyCancelled(e)) setError(text('login.passkey.cancelled'));
      else if (outcome?.outcome === 'passkey') {
        setChallenge(outcome.passkey);
        setStep('passkey');
      } else if (step === 'passkey' && outcome?.outcome === 'failed') {
        // A refused answer used up its ticket: back to the password for a new one.
        setStep('credentials');
        setError(outcome.message ? serverMessageText(outcome.message, text) : text('login.outcome.unknown'));
      } else if (outcome?.outcome === 'b2fa' || outcome?.outcome === 'authenticator') {
        setAuthenticator(outcome.outcome === 'authenticator');
        setStep('code');
      } else if (outcome?.outcome === 'enrol') {
        setEnrolment(outcome.enrolment ?? '');
        setStep('enrol');
      } else if (outcome?.outcome === 'resetRequired') setResetRequired(true);
      else if (outcome?.outcome === 'denied') setError(text('login.outcome.denied'));
      else setError(outcome?.message ? serverMessageText(outcome.message, text) : text('login.outcome.unknown'));
    } finally {
      setBusy(false);
    }
  }

  const startEnrolment = useCallback(() => defaultAuthApi.startEnrolment(enrolment), [enrolment]);
  const confirmEnrolment = useCallback(
    async (typed: string) => {
      const answer = await defaultAuthApi.confirmEnrolment(enrolment, typed);
      await adoptSession(answer);
      return answer.recoveryCodes;
    },
    [enrolment],
  );
  const enrolmentError = useCallback(
    (e: unknown) =>
      e instanceof AuthApiError
        ? serverErrorText((e.body as { errors?: object[] } | undefined)?.errors?.[0] ?? { message: e.message }, text)
        : text('login.outcome.unknown'),
    [text],
  );

  function backToCredentials() {
    // A code that expired or was used up needs a new sign-in (server message says so).
    setStep('credentials');
    setCode('');
    setError(null);
  }

  // The policy's set-up step: its own form (AuthenticatorSetup), the session's token once the first code is right.
  if (step === 'enrol')
    return (
      <Stack spacing={2} sx={{ width: '100%', maxWidth: 380 }}>
        <Box sx={{ display: 'flex', justifyContent: 'center' }}>
          <ProductLogo />
        </Box>
        <Typography component="h1" variant="h6">
          {text('login.enrol.title')}
        </Typography>
        <Alert severity="info">{text('login.outcome.enrol')}</Alert>
        <AuthenticatorSetup
          start={startEnrolment}
          confirm={confirmEnrolment}
          onDone={onSuccess}
          errorOf={enrolmentError}
        />
        <Button variant="text" size="small" onClick={backToCredentials}>
          {text('login.back')}
        </Button>
      </Stack>
    );

  return (
    <Box
      component="form"
      onSubmit={submit}
      noValidate
      aria-label={text('login.signIn')}
      sx={{ width: '100%', maxWidth: 380 }}
    >
      <Stack spacing={2} alignItems="stretch">
        <Box sx={{ display: 'flex', justifyContent: 'center' }}>
          <ProductLogo />
        </Box>
        {resetRequired && (
          <Alert
            severity="warning"
            action={
              <Button component={RouterLink} to="/change-password" color="inherit" size="small">
                {text('login.changePassword')}
              </Button>
            }
          >
            <AlertTitle>{text('login.passwordUpdateRequired')}</AlertTitle>
            {text('login.outcome.resetRequired')}
          </Alert>
        )}
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        {step === 'credentials' ? (
          <>
            <TextField
              label={text('login.userName')}
              value={username}
              onChange={(e) => setUsername(e.target.value)}
              autoComplete="username"
              autoFocus
              fullWidth
            />
            <TextField
              label={text('login.password')}
              type="password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              autoComplete="current-password"
              fullWidth
            />
            {!inModal && (
              <Link component={RouterLink} to="/forgot-password" variant="body2" sx={{ alignSelf: 'flex-end' }}>
                {text('login.forgotPassword')}
              </Link>
            )}
          </>
        ) : step === 'passkey' ? (
          <Alert severity="info">{text('login.passkey.step')}</Alert>
        ) : (
          <>
            <Alert severity="info">
              {text(authenticator ? 'login.outcome.authenticatorCode' : 'login.outcome.codeSent')}
            </Alert>
            <TextField
              label={text(authenticator ? 'login.authenticatorCode' : 'login.verificationCode')}
              value={code}
              onChange={(e) => setCode(e.target.value)}
              autoComplete="one-time-code"
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 32 } }}
              autoFocus
              fullWidth
            />
          </>
        )}
        <Button type="submit" variant="contained" disabled={!ready || busy}>
          {text(step === 'passkey' ? 'login.passkey.usePasskey' : 'login.signIn')}
        </Button>
        {!inModal && step === 'credentials' && <PasskeySignIn onSuccess={onSuccess} />}
        {!inModal && step === 'credentials' && <SsoSignIn onSuccess={onSuccess} />}
        {(step === 'code' || step === 'passkey') && (
          <Button variant="text" size="small" onClick={backToCredentials} disabled={busy}>
            {text('login.back')}
          </Button>
        )}
        <Typography variant="caption" color="text.secondary" align="center">
          {text('login.version', { version: APP_VERSION })}
        </Typography>
      </Stack>
    </Box>
  );
}
