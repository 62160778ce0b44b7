// Asks before the user leaves a page with unsaved changes: in-app navigation
// (links, buttons, the browser's back and forward within the app) through
// react-router's useBlocker, which is why the admin app runs on a data router
// (AdminApp.tsx), and the browser's own leaving (reload, closing the tab,
// typing an address) through beforeunload.
import { useEffect } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useBlocker } from 'react-router-dom';
import { useText } from '../../i18n/use-text.js';

function LeaveDialog({ open, onStay, onLeave }: { open: boolean; onStay: () => void; onLeave: () => void }) {
  const text = useText();
  return (
    <Dialog open={open} onClose={onStay} aria-labelledby="leave-guard-title">
      <DialogTitle id="leave-guard-title">{text('editor.leave.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text('editor.leave.text')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onStay} autoFocus variant="contained">
          {text('editor.leave.stay')}
        </Button>
        <Button onClick={onLeave} color="error">
          {text('editor.leave.leave')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function DataRouterGuard({ when }: { when: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when && currentLocation.pathname + currentLocation.search !== nextLocation.pathname + nextLocation.search,
  );
  return (
    <LeaveDialog
      open={blocker.state === 'blocked'}
      onStay={() => blocker.reset?.()}
      onLeave={() => blocker.proceed?.()}
    />
  );
}

export function LeaveGuard({ when }: { when: boolean }) {
  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = ''; // older Chromium shows its prompt only with returnValue set
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);

  return <DataRouterGuard when={when} />;
}
