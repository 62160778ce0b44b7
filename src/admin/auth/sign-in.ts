// The sign-in call and its outcomes (spec §4 'Login outcomes'), without
// react-admin: the public sign-in page uses it directly, so it ships none of
// react-admin, and the authProvider's login is this function.
import { AuthApiError, type AuthApi } from './auth-api.js';
import type { PasskeyAnswer } from '../../shared/api/passkeys.js';
import { outcomeOf } from './login-outcome.js';
import { rememberResetRequired } from './reset-required.js';
import { decodeUser } from './session.js';
import { storeToken } from './token-storage.js';
import { applyAccountLanguage } from '../i18n/account-language.js';

export interface LoginParams {
  username: string;
  password: string;
  /** The e-mailed second-factor code, on the second step. */
  code?: string;
  /** The second step by passkey: the browser's answer and its ticket. */
  passkey?: PasskeyAnswer;
}

/** A session's token (sign-in's, or the authenticator set-up step's): stored, and the account's language applied. */
export async function adoptSession(answer: { token: string; language?: string }): Promise<void> {
  decodeUser(answer.token); // refuse to store what the admin could not read
  storeToken(answer.token);
  // The account's language before the first screen (issue 41 item 2).
  if (answer.language) await applyAccountLanguage(answer.language);
}

/** Stores the token on success; otherwise rejects with the LoginOutcomeError of the answer. */
export async function signInWith(api: AuthApi, { username, password, code, passkey }: LoginParams): Promise<void> {
  let answer;
  try {
    answer = await api.login({ userName: username, password, code, passkey });
  } catch (error) {
    // 429 and 400 carry the server's words; a network failure has none.
    throw outcomeOf(error instanceof AuthApiError ? (error.body as never) : undefined);
  }
  if (answer?.success && answer.token) return adoptSession(answer);
  const outcome = outcomeOf(answer);
  if (outcome.outcome === 'resetRequired')
    rememberResetRequired((answer && 'email' in answer && answer.email) || username);
  throw outcome;
}
