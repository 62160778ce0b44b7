// 'Sign out everywhere': the account gets a new security stamp (the logout
// call, /jwt/frontendlogout), so every session on every device ends at its
// next call, this one included; the app then goes to the sign-in page.
import { useState } from 'react';
import { Button, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import type { AuthApi } from '../../auth/auth-api.js';
import { signOut } from '../../auth/logout.js';
import { SizedDialog } from '../../kit/SizedDialog.js';
import { AccountSection } from './AccountSection.js';

export function SignOutEverywhere({ impersonating, authApi, reload }: { impersonating: boolean; authApi?: AuthApi; reload?: () => void }) {
  const [asking, setAsking] = useState(false);
  return (
    <AccountSection id="sessions" title="Sessions">
      <Typography sx={{ mb: 1 }}>
        {impersonating ? 'While impersonating, signing out ends the impersonation.' : 'Signed in on another computer, or lost a phone? End every session of your account at once, this one too.'}
      </Typography>
      <Button variant="outlined" color="error" onClick={() => setAsking(true)}>
        Sign out everywhere
      </Button>
      {asking && (
        <SizedDialog open size="lg" onClose={() => setAsking(false)} aria-labelledby="sign-out-title">
          <DialogTitle id="sign-out-title">Are you sure?</DialogTitle>
          <DialogContent>
            <Typography>Every session of your account ends, on every device. You will sign in again here.</Typography>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setAsking(false)}>Cancel</Button>
            <Button variant="contained" color="error" onClick={() => void signOut({ ...(authApi ? { api: authApi } : {}), ...(reload ? { reload } : {}) })}>
              Yes, continue
            </Button>
          </DialogActions>
        </SizedDialog>
      )}
    </AccountSection>
  );
}
