// Where the admin keeps its session (spec §9): the token in local storage
// under one fixed key, an auth cookie set to true while signed in (read by
// the public site to show its admin bar; the server never trusts it), and a
// session-storage flag for showing the admin. Logout clears all three.
export const TOKEN_KEY = 'mojo.admin.token';
export const AUTH_COOKIE = 'mojoAuth';
export const SHOW_ADMIN_FLAG = 'mojo.admin.show';

export function readToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null; // storage disabled (privacy mode): behave as signed out
  }
}

export function storeToken(token: string): void {
  localStorage.setItem(TOKEN_KEY, token);
  document.cookie = `${AUTH_COOKIE}=true; path=/; SameSite=Strict`;
  sessionStorage.setItem(SHOW_ADMIN_FLAG, 'true');
}

export function clearSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  document.cookie = `${AUTH_COOKIE}=; path=/; max-age=0; SameSite=Strict`;
  sessionStorage.removeItem(SHOW_ADMIN_FLAG);
}
