// Change Password (spec §2, public route /change-password). Reached from the
// 'Password Update Required' alert (the user name is the one remembered at
// sign-in) or from an e-mailed reset link (?email=&token=, which replaces
// the current password). The server's messages are shown as they come;
// success goes to /login, or, when a signed-in user changed their own
// password, stays signed in with the new token the server answered.
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { Alert, Button, Link, Stack, TextField } from '@mui/material';
import { AuthApiError, defaultAuthApi, firstErrorMessage, type AuthApi } from '../../auth/auth-api.js';
import { forgetResetRequired, recallResetRequired } from '../../auth/reset-required.js';
import { storeToken } from '../../auth/token-storage.js';
import { APP_BASE } from '../../auth/framing.js';
import { AuthPageFrame } from './AuthPageFrame.js';
import { englishText, useText } from '../../i18n/use-text.js';
import { serverMessageText } from '../../kit/server-messages.js';

// The English words (specs and the sign-in screen's notice compare with them).
export const PASSWORD_CHANGED = englishText('login.passwordChanged');
export const PASSWORD_CHANGED_SIGNED_IN = englishText('login.passwordChangedSignedIn');
export const MISMATCH = englishText('login.mismatch');

export function ChangePasswordPage({ api = defaultAuthApi }: { api?: AuthApi }) {
  const text = useText();
  const params = new URLSearchParams(useLocation().search);
  const resetToken = params.get('token') ?? '';
  const navigate = useNavigate();
  const [userName, setUserName] = useState(() => params.get('email') || recallResetRequired());
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const [done, setDone] = useState('');

  const ready =
    userName.trim() !== '' && (resetToken !== '' || currentPassword !== '') && newPassword !== '' && confirm !== '';

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!ready || busy) return;
    if (newPassword !== confirm) return setErrors([text('login.mismatch')]);
    setBusy(true);
    setErrors([]);
    try {
      const answer = await api.changePassword({
        userName: userName.trim(),
        newPassword,
        ...(resetToken ? { token: resetToken } : { currentPassword }),
      });
      if (answer?.success) {
        forgetResetRequired();
        // Changed from a live session: the server kept this one (a new token) and ended the others.
        if (answer.token) {
          storeToken(answer.token);
          setDone(text('login.passwordChangedSignedIn'));
        } else navigate('/login', { state: { notice: text('login.passwordChanged') } });
        return;
      }
      setErrors(
        answer?.errors
          ?.map((e) => e.message)
          .filter(Boolean)
          .map((m) => serverMessageText(m, text)) ?? [text('login.outcome.unknown')],
      );
    } catch (e) {
      setErrors([(e instanceof AuthApiError && firstErrorMessage(e.body)) || text('login.outcome.unknown')]);
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthPageFrame title={text('login.changePassword')}>
      {done ? (
        <Stack spacing={2} sx={{ width: '100%' }}>
          <Alert severity="success">{done}</Alert>
          <Button href={`${APP_BASE}/`} variant="contained">
            {text('login.continue')}
          </Button>
        </Stack>
      ) : (
        <Stack component="form" onSubmit={submit} noValidate spacing={2} sx={{ width: '100%' }}>
          {errors.map((message) => (
            <Alert key={message} severity="error">
              {message}
            </Alert>
          ))}
          <TextField
            label={text('login.userName')}
            value={userName}
            onChange={(e) => setUserName(e.target.value)}
            autoComplete="username"
            fullWidth
          />
          {!resetToken && (
            <TextField
              label={text('login.currentPassword')}
              type="password"
              value={currentPassword}
              onChange={(e) => setCurrentPassword(e.target.value)}
              autoComplete="current-password"
              fullWidth
            />
          )}
          <TextField
            label={text('login.newPassword')}
            type="password"
            value={newPassword}
            onChange={(e) => setNewPassword(e.target.value)}
            autoComplete="new-password"
            fullWidth
          />
          <TextField
            label={text('login.confirmNewPassword')}
            type="password"
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
            autoComplete="new-password"
            fullWidth
          />
          <Button type="submit" variant="contained" disabled={!ready || busy}>
            {text('login.changePassword')}
          </Button>
          <Link component={RouterLink} to="/login" variant="body2" sx={{ alignSelf: 'center' }}>
            {text('login.backToSignIn')}
          </Link>
        </Stack>
      )}
    </AuthPageFrame>
  );
}
