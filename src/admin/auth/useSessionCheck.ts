// The session check (spec §4 "Session"): GET /check on mount, on window
// focus and on reconnect, never retried. A fresh token replaces the stored
// one; any failure means not authenticated, except a check the browser
// aborted because the page is being left. When the server asks for
// re-authentication and the window is visible, `reauthenticate` turns on
// (the re-authentication modal); a hidden tab waits for its next focus.
import { useCallback, useEffect, useRef, useState } from 'react';
import { defaultAuthApi, type AuthApi } from './auth-api.js';
import { isFramed, APP_BASE } from './framing.js';
import { loginPathFor } from '../pages/login/redirect-rules.js';
import { decodeUser, type User } from './session.js';
import { clearSession, readToken, storeToken } from './token-storage.js';

export type SessionStatus = 'loading' | 'authenticated' | 'unauthenticated';

interface SessionCheckOptions {
  api?: AuthApi;
  /** Called once a check fails, after the session is cleared. By default a full load of /login with the return parameter. */
  onUnauthenticated?: () => void;
  target?: Window;
  doc?: Document;
}

export interface SessionCheck {
  status: SessionStatus;
  user: User | null;
  reauthenticate: boolean;
  /** Runs a check now (deduplicated with one in flight). */
  recheck: () => Promise<void>;
  /** The modal's sign-in succeeded: close it and read the new token. */
  reauthenticated: () => void;
}

const storedUser = (): User | null => {
  const token = readToken();
  try {
    return token ? decodeUser(token) : null;
  } catch {
    return null;
  }
};

/** How long a check without an answer waits before it ends the session (see the catch below). */
const NO_ANSWER_GRACE_MS = 500;

const goToLogin = () => {
  window.location.assign(`${APP_BASE}${loginPathFor(window.location, isFramed())}`);
};

export function useSessionCheck({
  api = defaultAuthApi,
  onUnauthenticated = goToLogin,
  target = window,
  doc = document,
}: SessionCheckOptions = {}): SessionCheck {
  const [status, setStatus] = useState<SessionStatus>('loading');
  const [user, setUser] = useState<User | null>(storedUser);
  const [reauthenticate, setReauthenticate] = useState(false);
  const inFlight = useRef<Promise<void> | null>(null);
  // Set when the page is being left (a link, a reload, a typed URL): the browser then aborts the
  // check in flight, which is no answer from the server. Ending the session on it cleared the token
  // the next page was about to use, and signed the user out by navigating (found by the e2e run).
  const leaving = useRef(false);
  const latest = useRef({ api, onUnauthenticated, doc });
  useEffect(() => {
    latest.current = { api, onUnauthenticated, doc };
  });

  const recheck = useCallback((): Promise<void> => {
    // Focus and online can fire together: one call answers both.
    if (inFlight.current) return inFlight.current;
    const { api, onUnauthenticated, doc } = latest.current;
    const fail = () => {
      clearSession();
      setUser(null);
      setStatus('unauthenticated');
      onUnauthenticated();
    };
    const run = async () => {
      if (!readToken()) return fail(); // nothing to check: the server would only say 401
      try {
        const answer = await api.check(); // no retry: a failed check ends the session (spec §8)
        if (!answer?.success) return fail();
        if (answer.reauthenticate) {
          if (doc.visibilityState === 'visible') setReauthenticate(true);
          setStatus('authenticated');
          return;
        }
        if (!answer.token) return fail();
        const fresh = decodeUser(answer.token);
        storeToken(answer.token);
        setUser(fresh);
        setReauthenticate(false);
        setStatus('authenticated');
      } catch {
        // No answer (a network error, or the browser cut the call off because this page is being
        // replaced: Chromium aborts it as the next page commits, before any unload event). Decide
        // a moment later: a page being replaced is gone by then, and its timers never fire.
        await new Promise((resolve) => setTimeout(resolve, NO_ANSWER_GRACE_MS));
        if (!leaving.current) fail();
      }
    };
    inFlight.current = run().finally(() => {
      inFlight.current = null;
    });
    return inFlight.current;
  }, []);

  useEffect(() => {
    void recheck();
    const onEvent = () => void recheck();
    const onLeave = () => (leaving.current = true);
    const onReturn = () => (leaving.current = false); // back from the back/forward cache
    target.addEventListener('focus', onEvent);
    target.addEventListener('online', onEvent);
    target.addEventListener('pagehide', onLeave);
    target.addEventListener('beforeunload', onLeave);
    target.addEventListener('pageshow', onReturn);
    return () => {
      target.removeEventListener('focus', onEvent);
      target.removeEventListener('online', onEvent);
      target.removeEventListener('pagehide', onLeave);
      target.removeEventListener('beforeunload', onLeave);
      target.removeEventListener('pageshow', onReturn);
    };
  }, [recheck, target]);

  const reauthenticated = useCallback(() => {
    setReauthenticate(false);
    setUser(storedUser());
    setStatus('authenticated');
  }, []);

  return { status, user, reauthenticate, recheck, reauthenticated };
}
