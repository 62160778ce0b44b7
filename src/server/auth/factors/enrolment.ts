// The set-up step the second-factor policy puts between the password and the
// session (docs/decisions/0134-authenticator-apps.md): sign-in answers with an
// enrolment key instead of a token. The key opens only the two calls of this
// step (make the secret, confirm it with a first code) and is no session: every
// other call stays a 401. It is a one-time secret (one-time.ts): stored as a
// hash, 15 minutes, 5 wrong tries, gone once the app is confirmed.
import type { Executor, Queryable } from '../../platform/db/executor.js';
import { coded } from '../../platform/errors.js';
import { dropSecrets, newResetToken, storeSecret, verifySecret } from '../one-time.js';
import { findUserById, type UserRow } from '../users.js';

const ENROLMENT_TTL_MS = 15 * 60_000;

/** A new key for the account's set-up step: `<user id>.<random>`; the account's previous key stops working. */
export async function newEnrolment(db: Executor, userId: string): Promise<string> {
  const secret = newResetToken();
  await db.transaction((tx) => storeSecret(tx, userId, 'FactorEnrolment', secret, ENROLMENT_TTL_MS));
  return `${userId}.${secret}`;
}

/** The account the key was given to, or a 401 naming the way back (sign in again). */
export async function enrolmentAccount(db: Executor, key: string): Promise<UserRow> {
  const at = key.lastIndexOf('.');
  const [userId, secret] = at > 0 ? [key.slice(0, at), key.slice(at + 1)] : ['', ''];
  const result = userId ? await db.transaction((tx) => verifySecret(tx, userId, 'FactorEnrolment', secret)) : 'missing';
  const user = result === 'ok' ? await findUserById(db, userId) : undefined;
  if (!user || user.Disabled) throw coded(401, 'factors.enrolmentGone');
  return user;
}

export const endEnrolment = (tx: Queryable, userId: string) => dropSecrets(tx, userId, 'FactorEnrolment');
