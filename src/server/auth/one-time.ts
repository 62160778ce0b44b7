// One-time secrets kept in AspNetUserTokens (a secret column): the e-mailed
// sign-in code (6 digits, 10 minutes, 5 tries, single use) and the password
// reset token (1 hour, single use). Only a SHA-256 of the secret is stored;
// issuing a new one replaces the old, so a code belongs to the latest login
// attempt only.
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../platform/db/executor.js';

const TOKEN_PROVIDER = '[BackOffice]';
export const CODE_TTL_MS = 10 * 60_000;
const CODE_MAX_TRIES = 5;
export const RESET_TTL_MS = 60 * 60_000;
/** An invitation's set-password link (a PasswordReset secret) lives a week: a new colleague may not read mail at once. */
export const INVITE_TTL_MS = 7 * 24 * 60 * 60_000;
/** The link confirming a new e-mail address (My Account). */
export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60_000;

// SsoTicket: the single sign-on callback's one-time ticket; SsoSession: the provider's ID token of the latest SSO session (its logout hint).
// FactorEnrolment: the key of the set-up step the second-factor policy puts into sign-in (factors/enrolment.ts).
type SecretKind = 'LoginCode' | 'PasswordReset' | 'EmailChange' | 'SsoTicket' | 'SsoSession' | 'FactorEnrolment';

interface Stored {
  hash: string;
  expires: number;
  tries: number;
  /** What the secret is for, when that is more than the account (the new address of an e-mail change). */
  data?: Record<string, string>;
}

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

export const newLoginCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');
export const newResetToken = () => randomBytes(32).toString('base64url');

function where(tx: Queryable, userId: string, kind: SecretKind) {
  return tx.builder
    .deleteFrom('AspNetUserTokens')
    .where('UserId', '=', userId)
    .where('LoginProvider', '=', TOKEN_PROVIDER)
    .where('Name', '=', kind);
}

export async function storeSecret(
  tx: Queryable,
  userId: string,
  kind: SecretKind,
  secret: string,
  ttlMs: number,
  data?: Record<string, string>,
): Promise<void> {
  await tx.run(where(tx, userId, kind).compile());
  const value: Stored = { hash: sha256(secret), expires: Date.now() + ttlMs, tries: 0, ...(data ? { data } : {}) };
  await tx.run(
    tx.builder
      .insertInto('AspNetUserTokens')
      .values({ UserId: userId, LoginProvider: TOKEN_PROVIDER, Name: kind, Value: JSON.stringify(value) })
      .compile(),
  );
}

type SecretCheck = 'ok' | 'wrong' | 'expired' | 'missing' | 'exhausted';

/**
 * Checks a secret; it is used up when right, when expired, or at the last
 * allowed try. Run inside a transaction so two tries cannot both succeed.
 */
export function consumeSecret(
  tx: Queryable,
  userId: string,
  kind: SecretKind,
  given: string,
  maxTries = CODE_MAX_TRIES,
): Promise<SecretCheck> {
  return checkSecret(tx, userId, kind, given, maxTries, true);
}

/**
 * Checks a secret like consumeSecret, but a right one is kept: for a request
 * the secret opens that is then refused for another reason (a set-password
 * link with a password too short), so the link still works for the next try.
 * A wrong or expired one counts and is used up as in consumeSecret.
 */
export function verifySecret(
  tx: Queryable,
  userId: string,
  kind: SecretKind,
  given: string,
  maxTries = CODE_MAX_TRIES,
): Promise<SecretCheck> {
  return checkSecret(tx, userId, kind, given, maxTries, false);
}

async function checkSecret(
  tx: Queryable,
  userId: string,
  kind: SecretKind,
  given: string,
  maxTries: number,
  useUpWhenRight: boolean,
): Promise<SecretCheck> {
  const row = await tx.first<{ Value: string }>(
    tx.builder
      .selectFrom('AspNetUserTokens')
      .select('Value')
      .where('UserId', '=', userId)
      .where('LoginProvider', '=', TOKEN_PROVIDER)
      .where('Name', '=', kind)
      .compile(),
  );
  if (!row) return 'missing';
  const stored = JSON.parse(row.Value) as Stored;
  const drop = () => tx.run(where(tx, userId, kind).compile());
  if (Date.now() > stored.expires) {
    await drop();
    return 'expired';
  }
  const a = Buffer.from(sha256(given));
  const b = Buffer.from(stored.hash);
  if (a.length === b.length && timingSafeEqual(a, b)) {
    if (useUpWhenRight) await drop();
    return 'ok';
  }
  const tries = stored.tries + 1;
  if (tries >= maxTries) {
    await drop();
    return 'exhausted';
  }
  await tx.run(
    tx.builder
      .updateTable('AspNetUserTokens')
      .set({ Value: JSON.stringify({ ...stored, tries }) })
      .where('UserId', '=', userId)
      .where('LoginProvider', '=', TOKEN_PROVIDER)
      .where('Name', '=', kind)
      .compile(),
  );
  return 'wrong';
}

/** The data stored with a secret that has not expired (the secret itself is never readable). */
export async function pendingSecretData(
  tx: Queryable,
  userId: string,
  kind: SecretKind,
): Promise<Record<string, string> | undefined> {
  const row = await tx.first<{ Value: string }>(
    tx.builder
      .selectFrom('AspNetUserTokens')
      .select('Value')
      .where('UserId', '=', userId)
      .where('LoginProvider', '=', TOKEN_PROVIDER)
      .where('Name', '=', kind)
      .compile(),
  );
  const stored = row ? (JSON.parse(row.Value) as Stored) : undefined;
  return stored && Date.now() <= stored.expires ? stored.data : undefined;
}

export async function dropSecrets(tx: Queryable, userId: string, kind: SecretKind): Promise<void> {
  await tx.run(where(tx, userId, kind).compile());
}
