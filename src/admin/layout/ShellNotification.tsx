// react-admin's notification, placed and timed as the shell's toasts.
import { Notification } from 'react-admin';
import { TOAST_ANCHOR, TOAST_EXIT_MS, TOAST_GRACE_MS, TOAST_MS } from './toast-timing.js';

export function ShellNotification() {
  return (
    <Notification
      anchorOrigin={TOAST_ANCHOR}
      autoHideDuration={TOAST_MS + TOAST_GRACE_MS}
      TransitionProps={{ timeout: { enter: 225, exit: TOAST_EXIT_MS } }}
    />
  );
}
