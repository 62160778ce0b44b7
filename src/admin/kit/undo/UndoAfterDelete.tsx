// The Undo button of a delete's toast (issue 29 item 5, decision 0105). When
// a delete offers an Undo (undo-channel.ts), the next toast the screen shows
// — react-admin's "Element deleted", or the screen's own words — becomes
// undoable: react-admin's notification then shows its Undo button for the
// toast's 4 seconds (toast-timing.ts) and, when it is clicked, runs the
// undoable mutation registered here, which asks the server to restore. The
// screens' notify calls are caught through react-admin's AddNotification
// context, so no screen changes. A delete whose screen shows no toast gets
// one of ours.
import { useEffect, useRef, type ReactNode } from 'react';
import {
  AddNotificationContext,
  useAddNotificationContext,
  useAddUndoableMutation,
  useRefresh,
  type NotificationPayload,
} from 'react-admin';
import { useText } from '../../i18n/use-text.js';
import { listenForUndo, type UndoOffer } from './undo-channel.js';

/** How long after a delete its screen has to show its toast before ours is shown instead. */
const OWN_TOAST_AFTER_MS = 300;

export function UndoAfterDelete({ children }: { children: ReactNode }) {
  const add = useAddNotificationContext();
  const addUndoable = useAddUndoableMutation();
  const refresh = useRefresh();
  const text = useText();
  const pending = useRef<{ offer: UndoOffer; timer: ReturnType<typeof setTimeout> } | null>(null);

  const undoable = (offer: UndoOffer) =>
    addUndoable(({ isUndo }: { isUndo: boolean }) => {
      if (!isUndo) return; // the toast closed: the delete stands
      offer.restore().then(
        () => {
          add({ message: text('undo.restored'), type: 'success' });
          refresh();
        },
        (e: unknown) =>
          add({ message: text('undo.failed', { message: e instanceof Error ? e.message : String(e) }), type: 'error' }),
      );
    });

  const claim = () => {
    const p = pending.current;
    if (p) clearTimeout(p.timer);
    pending.current = null;
    return p?.offer;
  };

  // Our own toast, for a delete whose screen shows none; read through a ref, as the listener is registered once.
  const ownToast = useRef<(offer: UndoOffer) => void>(() => undefined);
  ownToast.current = (offer) => {
    undoable(offer);
    add({ message: text('undo.deleted'), type: 'info', notificationOptions: { undoable: true } });
  };
  useEffect(() => {
    const stop = listenForUndo((offer) => {
      claim();
      const timer = setTimeout(() => {
        const mine = claim();
        if (mine) ownToast.current(mine);
      }, OWN_TOAST_AFTER_MS);
      pending.current = { offer, timer };
    });
    return () => {
      stop();
      claim();
    };
  }, []);

  const addWithUndo = (n: NotificationPayload) => {
    if (pending.current && n.type !== 'error' && n.type !== 'warning') {
      undoable(claim()!);
      return add({ ...n, notificationOptions: { ...n.notificationOptions, undoable: true } });
    }
    return add(n);
  };
  return <AddNotificationContext.Provider value={addWithUndo}>{children}</AddNotificationContext.Provider>;
}
