// Single sign-on on the admin's side (issue 44 item 1, docs/decisions/0135):
// the sign-in screen asks whether it is offered, sends the browser to the
// server's start, and, back from the provider, exchanges the one-time ticket
// of the page's fragment for the session token by POST (the token is never
// in a URL). A session begun this way is marked, so signing out can also end
// the provider's session.
import type { LoginAnswer } from '../../shared/api/auth.js';
import { SSO_REFUSALS, type OidcLogoutAnswer, type OidcOptions, type SsoRefusal } from '../../shared/api/oidc.js';
import { API_PREFIX } from '../../shared/api/prefixes.js';
import { applyAccountLanguage } from '../i18n/account-language.js';
import { bearerHeader } from '../providers/http-client.js';
import { decodeUser } from './session.js';
import { storeToken } from './token-storage.js';

const SSO_MARK = 'mojo.admin.sso';

export async function ssoOptions(): Promise<OidcOptions> {
  const response = await fetch(`${API_PREFIX.oidc}/options`, { headers: { Accept: 'application/json' } });
  return response.ok ? ((await response.json()) as OidcOptions) : { enabled: false };
}

/** The server's start, keeping the sign-in screen's return parameter through the provider. */
export function ssoStartHref(search: string): string {
  const back = new URLSearchParams(search).get('return');
  return `${API_PREFIX.oidc}/start${back ? `?return=${encodeURIComponent(back)}` : ''}`;
}

/** What the callback left in the fragment: a ticket to exchange, or why nobody was signed in. */
export function ssoFragment(hash: string): { ticket?: string; refusal?: SsoRefusal } {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const ticket = params.get('sso-ticket') ?? undefined;
  const error = params.get('sso-error');
  if (ticket) return { ticket };
  if (error) return { refusal: (SSO_REFUSALS as readonly string[]).includes(error) ? (error as SsoRefusal) : 'failed' };
  return {};
}

/** Exchanges the ticket for the session token and stores it as a password sign-in does; false when refused. */
export async function exchangeTicket(ticket: string): Promise<boolean> {
  const response = await fetch(`${API_PREFIX.oidc}/exchange`, {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify({ ticket }),
  });
  const answer = response.ok ? ((await response.json()) as LoginAnswer) : undefined;
  if (!answer?.success) return false;
  decodeUser(answer.token); // refuse to store what the admin could not read
  storeToken(answer.token);
  localStorage.setItem(SSO_MARK, 'true');
  if (answer.language) await applyAccountLanguage(answer.language);
  return true;
}

/** For a session begun by single sign-on: the provider's end-session URL (asked while the session still stands). */
export async function ssoEndSessionUrl(): Promise<string | undefined> {
  if (localStorage.getItem(SSO_MARK) !== 'true') return undefined;
  const response = await fetch(`${API_PREFIX.oidc}/logout`, {
    headers: { Accept: 'application/json', ...bearerHeader() },
  });
  return response.ok ? ((await response.json()) as OidcLogoutAnswer).endSessionUrl : undefined;
}

export function forgetSsoSession(): void {
  localStorage.removeItem(SSO_MARK);
}
