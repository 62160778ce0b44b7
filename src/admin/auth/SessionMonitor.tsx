// Keeps the session alive and honest while the shell is shown: the session
// check (useSessionCheck) plus the re-authentication modal it may open.
// Mount it inside the protected layout only: a failed check leaves for /login.
import type { ReactNode } from 'react';
import type { AuthProvider } from 'react-admin';
import type { AuthApi } from './auth-api.js';
import { ReauthModal } from './ReauthModal.js';
import { decodeUser } from './session.js';
import { readToken } from './token-storage.js';
import { useSessionCheck, type SessionCheck } from './useSessionCheck.js';

interface SessionMonitorProps {
  authProvider: AuthProvider;
  api?: AuthApi;
  onUnauthenticated?: () => void;
  /** The session state for the shell (user, status), each time it changes. */
  children?: (session: SessionCheck) => ReactNode;
  /** Replaced in tests. */
  reload?: () => void;
}

function storedUserId(): string | null {
  try {
    const token = readToken();
    return token ? decodeUser(token).userId : null;
  } catch {
    return null;
  }
}

export function SessionMonitor({
  authProvider,
  api,
  onUnauthenticated,
  children,
  reload = () => window.location.reload(),
}: SessionMonitorProps) {
  const session = useSessionCheck({ api, onUnauthenticated });
  const previous = session.user?.userId ?? null;

  const onSuccess = () => {
    session.reauthenticated();
    // Someone else signed in over the previous user's screen: start afresh
    // rather than show them (or let them save) the previous user's data.
    if (previous && storedUserId() !== previous) reload();
  };

  return (
    <>
      {children?.(session)}
      <ReauthModal open={session.reauthenticate} login={(params) => authProvider.login(params)} onSuccess={onSuccess} />
    </>
  );
}
