// Thin wrappers over the sign-in calls (spec §7 "Authentication", base
// /api/v1/mc/jwt). Like ra-data-simple-rest, a factory takes the fetch to use,
// so specs pass a fake one and the app the browser's.
//
//   login           POST /login            {UserName, Password (base64), s2fa}
//   check           GET  /check
//   resetPassword   POST /reset-password   {email}   (?userId= for an administrator)
//   changePassword  POST /change-password  {UserName, CurrentPassword | Token, NewPassword (base64)}
//   impersonate     POST /impersonate      {UserId}
//   deimpersonate   GET  /deimpersonate
//   frontendLogout  GET  /frontendlogout
//   enrolment       POST /authenticator-enrolment(/confirm)  {enrolment, code}  (the second-factor policy's set-up step)
//   passkey         POST /passkey/options, POST /passkey  {ticket, response}  (a passkey alone)
import { readToken } from './token-storage.js';

const AUTH_BASE = API_PREFIX.signIn;

// The answers are declared once, with the schemas the server checks them by (src/shared/api/auth.ts).
import type { AuthOutcome, CheckAnswer, LoginAnswer } from '../../shared/api/auth.js';
import type { TotpSetup } from '../../shared/api/factors.js';
import type { PasskeyAnswer, PasskeyChallenge } from '../../shared/api/passkeys.js';
import { API_PREFIX } from '../../shared/api/prefixes.js';
import { bearerHeader } from '../providers/http-client.js';

export type { AuthOutcome, LoginAnswer };
/** impersonate / deimpersonate: success and the new token, or errors. */
export type TokenAnswer = AuthOutcome;
/** The password and logout calls: success, a message or errors (change-password may add a token). */
type MessageAnswer = AuthOutcome;

/** A non-2xx answer: the status and the server's error body (contract §3). */
export class AuthApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(firstErrorMessage(body) ?? `Request failed with status ${status}`);
    this.name = 'AuthApiError';
  }
}

/** The first `errors[].message` of an answer, if it has one. */
export function firstErrorMessage(body: unknown): string | undefined {
  const errors = (body as { errors?: unknown } | null | undefined)?.errors;
  const first = Array.isArray(errors) ? (errors[0] as { message?: unknown } | undefined) : undefined;
  return typeof first?.message === 'string' && first.message ? first.message : undefined;
}

/** Base64 of the UTF-8 bytes (spec §5): btoa alone rejects characters above U+00FF. */
export function encodePassword(password: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(password)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

interface AuthApiOptions {
  fetch?: typeof fetch;
  base?: string;
  getToken?: () => string | null;
}

export function createAuthApi({ fetch: fetchFn, base = AUTH_BASE, getToken = readToken }: AuthApiOptions = {}) {
  // Looked up at call time, so the API can be created before a test or polyfill replaces fetch.
  const doFetch: typeof fetch = fetchFn ?? ((input, init) => globalThis.fetch(input, init));

  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...bearerHeader(getToken),
    };
    const response = await doFetch(`${base}${path}`, {
      method,
      headers,
      credentials: 'include',
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    let parsed: unknown = undefined;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = text; // a proxy's HTML error page: keep it for the error, never crash on it
    }
    if (!response.ok) throw new AuthApiError(response.status, parsed);
    return parsed as T;
  }

  return {
    login: (input: { userName: string; password: string; code?: string; passkey?: PasskeyAnswer }) =>
      call<LoginAnswer>('POST', '/login', {
        UserName: input.userName,
        Password: encodePassword(input.password),
        s2fa: input.code ?? '',
        ...(input.passkey ? { passkey: input.passkey } : {}),
      }),
    /** Sign-in with a passkey alone: the options (and their ticket), then the browser's answer. */
    passkeyOptions: () => call<PasskeyChallenge>('POST', '/passkey/options', {}),
    passkeySignIn: (answer: PasskeyAnswer) => call<LoginAnswer>('POST', '/passkey', answer),
    check: () => call<CheckAnswer>('GET', '/check'),
    resetPassword: (email: string) => call<MessageAnswer>('POST', '/reset-password', { email }),
    /** An administrator sends the reset link to another account. */
    resetPasswordFor: (userId: string) =>
      call<MessageAnswer>('POST', `/reset-password?userId=${encodeURIComponent(userId)}`, {}),
    changePassword: (input: { userName: string; newPassword: string; currentPassword?: string; token?: string }) =>
      // A signed-in caller changing their own password gets a new token for this session (the others end).
      call<MessageAnswer>('POST', '/change-password', {
        UserName: input.userName,
        NewPassword: encodePassword(input.newPassword),
        // A reset link's token replaces the current password (docs/decisions/0006-sign-in-and-sessions.md, "Passwords").
        ...(input.token ? { Token: input.token } : { CurrentPassword: encodePassword(input.currentPassword ?? '') }),
      }),
    impersonate: (userId: string) => call<TokenAnswer>('POST', '/impersonate', { UserId: userId }),
    deimpersonate: () => call<TokenAnswer>('GET', '/deimpersonate'),
    frontendLogout: () => call<MessageAnswer>('GET', '/frontendlogout'),
    startEnrolment: (enrolment: string) => call<TotpSetup>('POST', '/authenticator-enrolment', { enrolment }),
    confirmEnrolment: (enrolment: string, code: string) =>
      call<{ success: true; token: string; recoveryCodes: string[]; language?: string }>(
        'POST',
        '/authenticator-enrolment/confirm',
        { enrolment, code },
      ),
  };
}

export type AuthApi = ReturnType<typeof createAuthApi>;

/** The browser's instance, for components given no `api` prop. */
export const defaultAuthApi: AuthApi = createAuthApi();
