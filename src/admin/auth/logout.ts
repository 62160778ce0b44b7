// Logout (spec §4 "Logout"): clears the auth cookie, the show-admin flag and
// the token, then reloads. The reload drops every piece of the previous
// user's state; the reloaded app finds no token and goes to /login.
import { defaultAuthApi, type AuthApi } from './auth-api.js';
import { clearSession, readToken } from './token-storage.js';

export interface SignOutOptions {
  api?: AuthApi;
  reload?: () => void;
}

export async function signOut({ api = defaultAuthApi, reload = () => window.location.reload() }: SignOutOptions = {}): Promise<void> {
  // The server call ends the account's sessions everywhere; it is best
  // effort, and the local session is cleared whatever it answers.
  if (readToken()) await api.frontendLogout().catch(() => undefined);
  clearSession();
  reload();
}
