// Passkeys as rows of _user_factors (kind 'passkey', several per account;
// db/migrations/0020_passkeys.ts). What WebAuthn needs (the credential's id,
// public key, signature counter, transports) and what the person chose (its
// name, whether it may sign in alone) are kept as one JSON sealed with the key
// ring, its purpose naming the account: a row copied to another account does
// not open. `last_step` holds when the last accepted sign-in ticket was made
// (ms): a ticket not later than it is refused, so one answer is taken once.
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../platform/db/executor.js';
import type { KeyRing } from '../../platform/secrets/key-ring.js';
import { factorPurpose } from './factor-store.js';

const KIND = 'passkey';

interface PasskeyData {
  credentialId: string;
  /** The COSE public key, base64url. */
  publicKey: string;
  counter: number;
  transports: string[];
  name: string;
  /** The person allows this passkey to sign in without the password. */
  alone: boolean;
  /** The authenticator verified the person (PIN, fingerprint) when it was made: needed to sign in alone. */
  verified: boolean;
}

export interface Passkey extends PasskeyData {
  id: string;
  created: number;
  /** When it last signed in (ms), or 0. */
  lastUsed: number;
  /** Sign-in asks for a passkey as the second step. */
  inUse: boolean;
}

const purpose = (userId: string) => factorPurpose(userId, KIND);

export async function listPasskeys(db: Queryable, ring: KeyRing, userId: string): Promise<Passkey[]> {
  const rows = await db.all<{ id: string; secret: string; last_step: unknown; in_use: unknown; created: unknown }>(
    db.builder
      .selectFrom('_user_factors')
      .select(['id', 'secret', 'last_step', 'in_use', 'created'])
      .where('user_id', '=', userId)
      .where('kind', '=', KIND)
      .orderBy('created')
      .orderBy('id')
      .compile(),
  );
  return rows.map((row) => ({
    ...(JSON.parse(ring.open(row.secret, purpose(userId))) as PasskeyData),
    id: row.id,
    created: Number(row.created),
    lastUsed: Number(row.last_step),
    inUse: Number(row.in_use) === 1,
  }));
}

export async function insertPasskey(
  tx: Queryable,
  ring: KeyRing,
  userId: string,
  data: PasskeyData,
  inUse: boolean,
): Promise<string> {
  const id = randomUUID();
  const now = Date.now();
  await tx.run(
    tx.builder
      .insertInto('_user_factors')
      .values({
        id,
        user_id: userId,
        kind: KIND,
        secret: ring.seal(JSON.stringify(data), purpose(userId)),
        confirmed: now,
        last_step: 0,
        in_use: inUse ? 1 : 0,
        created: now,
      })
      .compile(),
  );
  return id;
}

/** Rewrites what the passkey holds (its name, its "alone" switch, its counter). */
export async function updatePasskey(tx: Queryable, ring: KeyRing, userId: string, key: Passkey): Promise<void> {
  const data: PasskeyData = {
    credentialId: key.credentialId,
    publicKey: key.publicKey,
    counter: key.counter,
    transports: key.transports,
    name: key.name,
    alone: key.alone,
    verified: key.verified,
  };
  await tx.run(
    tx.builder
      .updateTable('_user_factors')
      .set({ secret: ring.seal(JSON.stringify(data), purpose(userId)) })
      .where('id', '=', key.id)
      .where('user_id', '=', userId)
      .compile(),
  );
}

/**
 * Takes a sign-in ticket made at `issued` (ms): true when it is later than the
 * last one taken. One statement, so the same answer sent twice passes once.
 */
export async function takePasskeyTicket(tx: Queryable, id: string, issued: number): Promise<boolean> {
  const row = await tx.first(
    tx.builder
      .updateTable('_user_factors')
      .set({ last_step: issued })
      .where('id', '=', id)
      .where('kind', '=', KIND)
      .where('last_step', '<', issued)
      .returning('id')
      .compile(),
  );
  return !!row;
}

export async function deletePasskey(tx: Queryable, userId: string, id: string): Promise<boolean> {
  const gone = await tx.all(
    tx.builder
      .deleteFrom('_user_factors')
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .where('kind', '=', KIND)
      .returning('id')
      .compile(),
  );
  return gone.length > 0;
}

/** Whether sign-in asks for a passkey: every passkey row of the account follows the person's one choice. */
export async function setPasskeysInUse(tx: Queryable, userId: string, inUse: boolean): Promise<void> {
  await tx.run(
    tx.builder
      .updateTable('_user_factors')
      .set({ in_use: inUse ? 1 : 0 })
      .where('user_id', '=', userId)
      .where('kind', '=', KIND)
      .compile(),
  );
}
