// Forgot Password (spec §2, public route /forgot-password): an e-mail address
// in, POST /reset-password, and always the same neutral answer, so the
// screen never tells whether an address has an account (docs/decisions/0006-sign-in-and-sessions.md, "Reset links").
// Only refusals that say nothing about the address (rate
// limit, malformed input) are shown as errors.
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { Alert, Button, Link, Stack, TextField } from '@mui/material';
import { AuthApiError, defaultAuthApi, firstErrorMessage, type AuthApi } from '../../auth/auth-api.js';
import { AuthPageFrame } from './AuthPageFrame.js';
import { englishText, useText } from '../../i18n/use-text.js';

/** The neutral answer in English (specs compare with it). */
export const RESET_SENT = englishText('login.resetSent');

export function ForgotPasswordPage({ api = defaultAuthApi }: { api?: AuthApi }) {
  const text = useText();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim() || busy) return;
    setBusy(true);
    setError(null);
    try {
      await api.resetPassword(email.trim());
      setSent(true);
    } catch (e) {
      setError(
        (e instanceof AuthApiError && e.status < 500 && firstErrorMessage(e.body)) || text('login.outcome.unknown'),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthPageFrame title={text('login.forgotTitle')}>
      <Stack component="form" onSubmit={submit} noValidate spacing={2} sx={{ width: '100%' }}>
        {sent ? (
          <Alert severity="info">{text('login.resetSent')}</Alert>
        ) : (
          <>
            {error && <Alert severity="error">{error}</Alert>}
            <TextField
              label={text('login.email')}
              type="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              autoComplete="email"
              autoFocus
              fullWidth
            />
            <Button type="submit" variant="contained" disabled={!email.trim() || busy}>
              {text('login.sendResetLink')}
            </Button>
          </>
        )}
        <Link component={RouterLink} to="/login" variant="body2" sx={{ alignSelf: 'center' }}>
          {text('login.backToSignIn')}
        </Link>
      </Stack>
    </AuthPageFrame>
  );
}
