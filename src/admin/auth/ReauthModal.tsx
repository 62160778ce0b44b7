// The re-authentication modal (spec §2): the sign-in form over the current
// screen when the session needs re-authentication. It has no close, cancel
// or confirm buttons and ignores Escape and backdrop clicks: signing in again
// is the only way on, and the screen underneath keeps its unsaved state.
import { Dialog, DialogContent } from '@mui/material';
import type { LoginParams } from './auth-provider.js';
import { SignInForm } from '../pages/login/SignInForm.js';
import { useText } from '../i18n/use-text.js';

interface ReauthModalProps {
  open: boolean;
  login: (params: LoginParams) => Promise<unknown>;
  /** The spec's callback (§2 "After success", rule 1): the modal's sign-in never redirects. */
  onSuccess: () => void;
}

export function ReauthModal({ open, login, onSuccess }: ReauthModalProps) {
  const text = useText();
  // No onClose: MUI then has nothing to call on Escape or a backdrop click.
  return (
    <Dialog open={open} disableEscapeKeyDown aria-label={text('login.signInAgain')} maxWidth="xs" fullWidth>
      <DialogContent sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <SignInForm login={login} onSuccess={onSuccess} inModal />
      </DialogContent>
    </Dialog>
  );
}
