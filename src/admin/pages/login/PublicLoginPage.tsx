// The sign-in page as first loaded at /maintenance/login: the same form and
// the same "After success" rules as LoginPage, without react-admin, so the
// page ships a fraction of the admin's JavaScript (issue 4: ≤ 250 kB gzip).
// In-app navigation (when framed) hands over to the admin app in place.
import { Alert } from '@mui/material';
import { useLocation, useNavigate } from 'react-router';
import { defaultAuthApi } from '../../auth/auth-api.js';
import { isFramed } from '../../auth/framing.js';
import { signInWith } from '../../auth/sign-in.js';
import { AuthPageFrame } from './AuthPageFrame.js';
import { loginRedirectTarget } from './redirect-rules.js';
import { SignInForm } from './SignInForm.js';

export function PublicLoginPage({ onEnterAdmin, framed = isFramed() }: { onEnterAdmin: () => void; framed?: boolean }) {
  const navigate = useNavigate();
  const location = useLocation();
  const notice = (location.state as { notice?: unknown } | null)?.notice;
  const onSuccess = () => {
    const target = loginRedirectTarget(location.search, framed);
    if (target.kind === 'navigate') {
      navigate(target.to);
      onEnterAdmin();
    } else window.location.assign(target.href);
  };
  return (
    <AuthPageFrame logo={false}>
      {typeof notice === 'string' && (
        <Alert severity="success" sx={{ width: '100%' }}>
          {notice}
        </Alert>
      )}
      <SignInForm login={(params) => signInWith(defaultAuthApi, params)} onSuccess={onSuccess} />
    </AuthPageFrame>
  );
}
