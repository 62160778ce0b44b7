// Passkeys on My Account: made (options with a sealed ticket, then the
// browser's answer), named, renamed, allowed to sign in alone, removed. Each
// change is audited. Under the second-factor policy the last factor of the
// account cannot be removed.
import type { PasskeyChallenge, PasskeyInfo } from '../../../shared/api/passkeys.js';
import { auditEvent } from '../../platform/data/audit-events.js';
import type { Identity } from '../../platform/data/identity.js';
import type { Executor } from '../../platform/db/executor.js';
import { coded, notFound } from '../../platform/errors.js';
import type { KeyRing } from '../../platform/secrets/key-ring.js';
import { findUserById, type UserRow } from '../users.js';
import { requireSelfService } from './factor-rules.js';
import { authenticatorRequired } from './factor-policy.js';
import { readFactor } from './factor-store.js';
import { registrationOptions, verifyRegistration } from './passkey-ceremony.js';
import {
  deletePasskey,
  insertPasskey,
  listPasskeys,
  setPasskeysInUse,
  updatePasskey,
  type Passkey,
} from './passkey-store.js';
import { openTicket, sealTicket, ticketKey } from './passkey-ticket.js';

interface PasskeyDeps {
  db: Executor;
  ring: KeyRing;
  publicUrl: string;
  tokenKey: Uint8Array;
}

const audit = (deps: PasskeyDeps, actor: Identity, message: string, requestId: string) =>
  auditEvent(deps.db, {
    type: 'Second Factor',
    message,
    userName: actor.userName,
    impersonator: actor.impersonatorName,
    requestId,
  });

const iso = (ms: number) => new Date(ms).toISOString();
const infoOf = (k: Passkey): PasskeyInfo => ({
  id: k.id,
  name: k.name,
  created: iso(k.created),
  lastUsed: k.lastUsed > 0 ? iso(k.lastUsed) : null,
  alone: k.alone,
  canSignInAlone: k.verified,
});

async function ownUser(deps: PasskeyDeps, identity: Identity): Promise<UserRow> {
  requireSelfService(identity);
  const user = await findUserById(deps.db, identity.userId);
  if (!user) throw notFound('Your account was not found');
  return user;
}

export async function myPasskeys(deps: PasskeyDeps, userId: string) {
  return { passkeys: (await listPasskeys(deps.db, deps.ring, userId)).map(infoOf) };
}

export async function startMyPasskey(deps: PasskeyDeps, identity: Identity): Promise<PasskeyChallenge> {
  const user = await ownUser(deps, identity);
  const existing = await listPasskeys(deps.db, deps.ring, user.Id);
  const options = await registrationOptions(
    deps,
    { id: user.Id, name: user.Email || user.UserName, displayName: user.DisplayName || user.UserName },
    existing,
  );
  const ticket = await sealTicket(
    { purpose: 'register', challenge: options.challenge, userId: user.Id },
    ticketKey(deps.tokenKey),
  );
  return { ticket, options };
}

export async function addMyPasskey(
  deps: PasskeyDeps,
  identity: Identity,
  body: { ticket: string; response: unknown; name: string },
  requestId: string,
) {
  const user = await ownUser(deps, identity);
  const ticket = await openTicket(body.ticket, ticketKey(deps.tokenKey), 'register');
  if (!ticket || ticket.userId !== user.Id) throw coded(409, 'factors.passkeyGone', {}, 'ticket');
  const made = await verifyRegistration(deps, body.response, ticket.challenge);
  if (!made) {
    await audit(deps, identity, 'Passkey Not Added: the answer did not verify', requestId);
    throw coded(422, 'factors.passkeyWrong', {}, 'response');
  }
  const name = body.name.trim();
  if (!name) throw coded(400, 'factors.passkeyName', {}, 'name');
  const totp = await readFactor(deps.db, deps.ring, user.Id);
  await deps.db.transaction(async (tx) => {
    const existing = await listPasskeys(tx, deps.ring, user.Id);
    if (existing.some((k) => k.credentialId === made.credentialId))
      throw coded(409, 'factors.passkeyTaken', {}, 'response');
    // A new passkey becomes what sign-in asks for, unless the person chose the authenticator app.
    const inUse = !(totp?.confirmed && totp.inUse);
    await insertPasskey(tx, deps.ring, user.Id, { ...made, name, alone: false }, inUse);
    if (inUse) await setPasskeysInUse(tx, user.Id, true);
  });
  await audit(deps, identity, `Passkey Added: ${name}`, requestId);
  return myPasskeys(deps, user.Id);
}

async function ownPasskey(deps: PasskeyDeps, user: UserRow, id: string): Promise<Passkey> {
  const key = (await listPasskeys(deps.db, deps.ring, user.Id)).find((k) => k.id === id);
  if (!key) throw coded(404, 'factors.passkeyNotFound');
  return key;
}

export async function changeMyPasskey(
  deps: PasskeyDeps,
  identity: Identity,
  id: string,
  change: { name?: string; alone?: boolean },
  requestId: string,
) {
  const user = await ownUser(deps, identity);
  const key = await ownPasskey(deps, user, id);
  const name = change.name === undefined ? key.name : change.name.trim();
  if (!name) throw coded(400, 'factors.passkeyName', {}, 'name');
  // Alone, the passkey is the whole sign-in: only one that verifies the person (PIN, fingerprint) may.
  if (change.alone && !key.verified) throw coded(422, 'factors.passkeyCannotSignInAlone', {}, 'alone');
  const alone = change.alone ?? key.alone;
  await deps.db.transaction((tx) => updatePasskey(tx, deps.ring, user.Id, { ...key, name, alone }));
  if (name !== key.name) await audit(deps, identity, `Passkey Renamed: ${key.name} → ${name}`, requestId);
  if (alone !== key.alone)
    await audit(deps, identity, `Passkey ${name}: sign-in alone ${alone ? 'allowed' : 'turned off'}`, requestId);
  return myPasskeys(deps, user.Id);
}

export async function removeMyPasskey(deps: PasskeyDeps, identity: Identity, id: string, requestId: string) {
  const user = await ownUser(deps, identity);
  const key = await ownPasskey(deps, user, id);
  const others = (await listPasskeys(deps.db, deps.ring, user.Id)).length - 1;
  const totp = await readFactor(deps.db, deps.ring, user.Id);
  if (others === 0 && !totp?.confirmed && (await authenticatorRequired(deps.db, user.Id)))
    throw coded(403, 'factors.lastFactor');
  await deps.db.transaction((tx) => deletePasskey(tx, user.Id, key.id));
  await audit(deps, identity, `Passkey Removed: ${key.name}`, requestId);
  return myPasskeys(deps, user.Id);
}
