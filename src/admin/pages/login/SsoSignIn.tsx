// The single sign-on part of the sign-in screen (issue 44 item 1): the
// button, worded by OIDC_LABEL, shown only when the server offers it; and,
// back from the provider, the ticket's exchange or the refusal, in the
// reader's language.
import { useEffect, useState } from 'react';
import { Alert, Button, Divider, Typography } from '@mui/material';
import { useLocation } from 'react-router';
import type { OidcOptions } from '../../../shared/api/oidc.js';
import { exchangeTicket, ssoFragment, ssoOptions, ssoStartHref } from '../../auth/sso.js';
import { useText } from '../../i18n/use-text.js';

export function SsoSignIn({ onSuccess }: { onSuccess: () => void }) {
  const text = useText();
  const location = useLocation();
  const [options, setOptions] = useState<OidcOptions>({ enabled: false });
  const [error, setError] = useState<string | null>(null);
  const [exchanging, setExchanging] = useState(false);

  useEffect(() => {
    let live = true;
    ssoOptions()
      .then((o) => live && setOptions(o))
      .catch(() => undefined);
    const { ticket, refusal } = ssoFragment(window.location.hash);
    if (ticket || refusal)
      window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    if (refusal) setError(text(`sso.refusal.${refusal}`));
    if (ticket) {
      setExchanging(true);
      exchangeTicket(ticket)
        .then((ok) => (ok ? onSuccess() : live && setError(text('sso.refusal.failed'))))
        .catch(() => live && setError(text('sso.refusal.failed')))
        .finally(() => live && setExchanging(false));
    }
    return () => {
      live = false;
    };
    // Once, on arrival: the fragment is read and cleared.
  }, []);

  return (
    <>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      {exchanging && <Alert severity="info">{text('sso.signingIn')}</Alert>}
      {options.enabled && (
        <>
          <Divider>
            <Typography variant="caption" color="text.secondary">
              {text('sso.or')}
            </Typography>
          </Divider>
          <Button variant="outlined" href={ssoStartHref(location.search)} disabled={exchanging}>
            {options.label}
          </Button>
        </>
      )}
    </>
  );
}
