// While a user is impersonated, a banner reads 'Impersonating: {name}' with
// a 'Stop Impersonating' link (spec §1), which returns to the impersonator
// (spec §4 "Impersonation": store the new token, reload at the root).
import { useState } from 'react';
import { Alert, Link } from '@mui/material';
import { AuthApiError, firstErrorMessage, type AuthApi } from '../auth/auth-api.js';
import { stopImpersonating } from '../auth/impersonation.js';
import type { User } from '../auth/session.js';
import { useText } from '../i18n/use-text.js';

interface ImpersonationBannerProps {
  user: Pick<User, 'name' | 'impersonating'> | null | undefined;
  api?: AuthApi;
  /** Replaced in tests; reloads at the root by default. */
  reload?: () => void;
}

export function ImpersonationBanner({ user, api, reload }: ImpersonationBannerProps) {
  const text = useText();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!user?.impersonating) return null;

  const stop = async () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await stopImpersonating({ api, ...(reload ? { reload } : {}) });
    } catch (e) {
      setError(
        (e instanceof AuthApiError && firstErrorMessage(e.body)) ||
          (e instanceof Error && e.message) ||
          text('shell.impersonation.unknownError'),
      );
      setBusy(false);
    }
  };

  return (
    <Alert severity="warning" role="status" aria-label={text('shell.impersonation.label')} sx={{ borderRadius: 0 }}>
      {text('shell.impersonation.impersonating')} {user.name}{' '}
      <Link component="button" type="button" onClick={stop} disabled={busy} sx={{ verticalAlign: 'baseline' }}>
        {text('shell.impersonation.stop')}
      </Link>
      {error && <div role="alert">{error}</div>}
    </Alert>
  );
}
