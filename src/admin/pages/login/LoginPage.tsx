// The full-page sign-in (spec §2, public route /login), react-admin's
// loginPage. After success it follows the spec's "After success" rules:
//   1. a callback, if given, is called (and nothing else happens);
//   2. return=/maintenance goes to /;
//   3. another return parameter is followed: in-app when framed, a full
//      redirect otherwise, and only if it is a same-origin path
//      (redirect-rules.ts: never off-site);
//   4. otherwise /.
import { Alert } from '@mui/material';
import { useAuthProvider, useRefresh, type AuthProvider } from 'react-admin';
import { useLocation, useNavigate } from 'react-router';
import { isFramed } from '../../auth/framing.js';
import { AuthPageFrame } from './AuthPageFrame.js';
import { loginRedirectTarget } from './redirect-rules.js';
import { SignInForm } from './SignInForm.js';

export interface LoginPageProps {
  /** Defaults to the one given to <Admin>. */
  authProvider?: AuthProvider;
  /** Rule 1: called instead of any redirect. */
  callback?: () => void;
  framed?: boolean;
  /** A full page load; replaced in tests. */
  redirect?: (href: string) => void;
}

export function LoginPage({
  authProvider,
  callback,
  framed = isFramed(),
  redirect = (href) => window.location.assign(href),
}: LoginPageProps) {
  const fromContext = useAuthProvider();
  const provider = authProvider ?? fromContext;
  if (!provider) throw new Error('LoginPage needs an authProvider (prop or <Admin authProvider>)');
  const refresh = useRefresh();
  const navigate = useNavigate();
  const location = useLocation();
  const notice = (location.state as { notice?: unknown } | null)?.notice;

  const onSuccess = () => {
    refresh(); // permissions and identity were cached for the signed-out visitor
    if (callback) return callback();
    const target = loginRedirectTarget(location.search, framed);
    if (target.kind === 'navigate') navigate(target.to);
    else redirect(target.href);
  };

  // The form draws the logo itself (it is shown in the modal too).
  return (
    <AuthPageFrame logo={false}>
      {typeof notice === 'string' && (
        <Alert severity="success" sx={{ width: '100%' }}>
          {notice}
        </Alert>
      )}
      <SignInForm login={(params) => provider.login(params)} onSuccess={onSuccess} />
    </AuthPageFrame>
  );
}
