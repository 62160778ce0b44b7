// Setting up an authenticator app, on My Account and in the sign-in step the
// second-factor policy asks for: the QR code and the key as text (for apps
// without a camera), a first code to confirm, then the ten recovery codes,
// shown this once, and Continue.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import type { TotpSetup } from '../../../shared/api/factors.js';
import { useText } from '../../i18n/use-text.js';

interface AuthenticatorSetupProps {
  start: () => Promise<TotpSetup>;
  /** Resolves with the recovery codes once the first code is right. */
  confirm: (code: string) => Promise<string[]>;
  /** After the recovery codes were shown. */
  onDone: () => void;
  errorOf: (error: unknown) => string;
}

export function AuthenticatorSetup({ start, confirm, onDone, errorOf }: AuthenticatorSetupProps) {
  const text = useText();
  const [setup, setSetup] = useState<TotpSetup>();
  const [code, setCode] = useState('');
  const [codes, setCodes] = useState<string[]>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  // Once per set-up (React's development double effect included): a second secret would replace the first while it is scanned.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    start().then(setSetup, (e: unknown) => setError(errorOf(e)));
  }, [start, errorOf]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!code.trim() || busy) return;
    setBusy(true);
    setError(undefined);
    try {
      setCodes(await confirm(code.trim()));
    } catch (e) {
      setError(errorOf(e));
    } finally {
      setBusy(false);
    }
  }

  if (codes)
    return (
      <Stack spacing={2}>
        <Typography component="h2" variant="h6">
          {text('login.enrol.codesTitle')}
        </Typography>
        <Alert severity="warning">{text('login.enrol.codesIntro')}</Alert>
        <Box
          component="ul"
          aria-label={text('login.enrol.codesTitle')}
          sx={{ fontFamily: 'monospace', fontSize: '1.1rem', columns: 2, pl: 3, m: 0 }}
        >
          {codes.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </Box>
        <Button variant="contained" onClick={onDone}>
          {text('login.enrol.done')}
        </Button>
      </Stack>
    );

  return (
    <Box component="form" onSubmit={submit} noValidate aria-label={text('login.enrol.title')}>
      <Stack spacing={2}>
        <Typography>{text('login.enrol.scan')}</Typography>
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        {setup && (
          <>
            <Box sx={{ display: 'flex', justifyContent: 'center', bgcolor: '#fff', p: 1, borderRadius: 1 }}>
              <img src={setup.qr} alt={text('login.enrol.qrAlt')} width={200} height={200} />
            </Box>
            <TextField
              label={text('login.enrol.secret')}
              value={setup.secret}
              slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'authenticator-secret' } }}
              fullWidth
            />
            <TextField
              label={text('login.enrol.code')}
              value={code}
              onChange={(e) => setCode(e.target.value)}
              autoComplete="one-time-code"
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 32 } }}
              fullWidth
            />
            <Button type="submit" variant="contained" disabled={busy || !code.trim()}>
              {text('login.enrol.confirm')}
            </Button>
          </>
        )}
      </Stack>
    </Box>
  );
}
