// Impersonation (spec §4): start and stop each store the token the server
// answers and reload at the root (the top window when framed), so no state
// of the previous identity survives.
import { defaultAuthApi, type AuthApi, type TokenAnswer } from './auth-api.js';
import { reloadAtRoot } from './framing.js';
import { decodeUser } from './session.js';
import { storeToken } from './token-storage.js';

interface SwitchOptions {
  api?: AuthApi;
  reload?: () => void;
}

function adopt(answer: TokenAnswer, reload: () => void): void {
  if (!answer?.success || !answer.token) throw new Error(answer?.errors?.[0]?.message || 'An unknown error occurred');
  decodeUser(answer.token); // never store a token the admin cannot read
  storeToken(answer.token);
  reload();
}

export async function startImpersonating(
  userId: string,
  { api = defaultAuthApi, reload = () => reloadAtRoot() }: SwitchOptions = {},
): Promise<void> {
  adopt(await api.impersonate(userId), reload);
}

export async function stopImpersonating({
  api = defaultAuthApi,
  reload = () => reloadAtRoot(),
}: SwitchOptions = {}): Promise<void> {
  adopt(await api.deimpersonate(), reload);
}
