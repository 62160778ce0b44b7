// 'Sign out everywhere': the account gets a new security stamp
// (DELETE /account/sessions), so every session on every device ends at its
// next call, this one included; the app then goes to the sign-in page. A
// plain logout ends this session only. While impersonating, signing out ends
// the impersonation (the logout call).
import { useState } from 'react';
import { Button, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { signOut } from '../../auth/logout.js';
import { SizedDialog } from '../../kit/SizedDialog.js';
import { usePeopleApi } from '../people/people-api.js';
import { useText } from '../../i18n/use-text.js';

export function SignOutEverywhere({ impersonating, reload }: { impersonating: boolean; reload?: () => void }) {
  const text = useText();
  const api = usePeopleApi();
  const [asking, setAsking] = useState(false);
  const confirm = () =>
    void signOut({ ...(reload ? { reload } : {}), ...(impersonating ? {} : { end: () => api.endAllSessions() }) });
  return (
    <>
      <Button variant="outlined" color="error" onClick={() => setAsking(true)}>
        {text('account.everywhere.button')}
      </Button>
      {asking && (
        <SizedDialog open size="lg" onClose={() => setAsking(false)} aria-labelledby="sign-out-title">
          <DialogTitle id="sign-out-title">{text('account.everywhere.title')}</DialogTitle>
          <DialogContent>
            <Typography>{text('account.everywhere.text')}</Typography>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setAsking(false)}>{text('account.everywhere.cancel')}</Button>
            <Button variant="contained" color="error" onClick={confirm}>
              {text('account.everywhere.confirm')}
            </Button>
          </DialogActions>
        </SizedDialog>
      )}
    </>
  );
}
