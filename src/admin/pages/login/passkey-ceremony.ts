// The browser's side of a passkey sign-in (@simplewebauthn/browser): the
// server's options in, the answer out. A cancelled or timed-out ceremony is
// the browser's refusal, not the server's: the sign-in screen words it itself.
import { startAuthentication, type PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import type { PasskeyAnswer, PasskeyChallenge } from '../../../shared/api/passkeys.js';

export async function answerPasskey(challenge: PasskeyChallenge): Promise<PasskeyAnswer> {
  const response = await startAuthentication({
    optionsJSON: challenge.options as PublicKeyCredentialRequestOptionsJSON,
  });
  return { ticket: challenge.ticket, response: response as unknown as Record<string, unknown> };
}

export const ceremonyCancelled = (e: unknown) =>
  e instanceof Error && (e.name === 'NotAllowedError' || e.name === 'AbortError');
