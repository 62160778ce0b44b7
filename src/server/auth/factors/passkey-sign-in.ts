// Passkeys at sign-in: the second step after the password (any of the
// account's passkeys), or alone, without user name or password, where the
// person allowed that passkey to (user verification required). The challenge
// travels in a sealed ticket (passkey-ticket.ts) and each ticket is taken once
// per passkey. The callers count a failed answer as a failed sign-in, so five
// in a row lock the account like five wrong passwords (failed-logins.ts).
import type { PasskeyChallenge } from '../../../shared/api/passkeys.js';
import type { Executor } from '../../platform/db/executor.js';
import type { KeyRing } from '../../platform/secrets/key-ring.js';
import type { UserRow } from '../users.js';
import { authenticationOptions, credentialIdOf, verifyAssertion, type RelyingParty } from './passkey-ceremony.js';
import { takePasskeyTicket, updatePasskey, type Passkey } from './passkey-store.js';
import { openTicket, sealTicket, ticketKey, type TicketPurpose } from './passkey-ticket.js';

interface PasskeySignInDeps extends RelyingParty {
  db: Executor;
  ring: KeyRing;
  tokenKey: Uint8Array;
}

type StepResult = { passed: true; key: Passkey } | { passed: false; reason: string };

/** Options for the account's passkeys (the second step), or for any passkey (alone). */
export async function passkeyChallenge(
  deps: PasskeySignInDeps,
  keys: Passkey[] | 'any',
  userId?: string,
): Promise<PasskeyChallenge> {
  const options = await authenticationOptions(deps, keys);
  const purpose: TicketPurpose = keys === 'any' ? 'alone' : 'second-step';
  const ticket = await sealTicket(
    { purpose, challenge: options.challenge, ...(userId ? { userId } : {}) },
    ticketKey(deps.tokenKey),
  );
  return { ticket, options };
}

/** The sealed ticket's content for this step, or undefined (expired, forged, made for another step or person). */
export async function ticketFor(deps: PasskeySignInDeps, sealed: string, purpose: TicketPurpose, userId?: string) {
  const ticket = await openTicket(sealed, ticketKey(deps.tokenKey), purpose);
  return ticket && (purpose === 'alone' || ticket.userId === userId) ? ticket : undefined;
}

/**
 * Checks the browser's answer against the passkey it names among `keys`; on
 * success takes the ticket (once) and keeps the new signature counter.
 */
export async function checkPasskey(
  deps: PasskeySignInDeps,
  user: UserRow,
  keys: Passkey[],
  answer: { ticket: { challenge: string; issued: number }; response: unknown },
  alone: boolean,
): Promise<StepResult> {
  const key = keys.find((k) => k.credentialId === credentialIdOf(answer.response));
  if (!key) return { passed: false, reason: 'not one of the account’s passkeys' };
  if (alone && !(key.alone && key.verified)) return { passed: false, reason: `${key.name} may not sign in alone` };
  const result = await verifyAssertion(deps, answer.response, answer.ticket.challenge, key, alone);
  if (!result.ok) return { passed: false, reason: `${key.name}: ${result.reason}` };
  const taken = await deps.db.transaction(async (tx) => {
    if (!(await takePasskeyTicket(tx, key.id, answer.ticket.issued))) return false;
    await updatePasskey(tx, deps.ring, user.Id, { ...key, counter: result.counter });
    return true;
  });
  return taken ? { passed: true, key } : { passed: false, reason: `${key.name}: the answer was already used` };
}
