// Logout (spec §4 "Logout"): clears the auth cookie, the show-admin flag and
// the token, then reloads. The reload drops every piece of the previous
// user's state; the reloaded app finds no token and goes to /login.
import { defaultAuthApi, type AuthApi } from './auth-api.js';
import { forgetSsoSession, ssoEndSessionUrl } from './sso.js';
import { clearSession, readToken } from './token-storage.js';

interface SignOutOptions {
  api?: AuthApi;
  reload?: () => void;
  /** The server call that ends the session(s); by default the logout, which ends this session only. */
  end?: () => Promise<unknown>;
  /** Where a single sign-on session goes next: the provider's end-session page (RP-initiated logout). */
  leave?: (href: string) => void;
}

export async function signOut({
  api = defaultAuthApi,
  reload = () => window.location.reload(),
  end = () => api.frontendLogout(),
  leave = (href) => window.location.assign(href),
}: SignOutOptions = {}): Promise<void> {
  // Asked while the session still stands; undefined unless it began by single sign-on and the provider offers it.
  const endSession = readToken() ? await ssoEndSessionUrl().catch(() => undefined) : undefined;
  // The server call ends this session (or, for "Sign out everywhere", every
  // one); it is best effort, and the local session is cleared whatever it answers.
  if (readToken()) await end().catch(() => undefined);
  clearSession();
  forgetSsoSession();
  if (endSession) leave(endSession);
  else reload();
}
