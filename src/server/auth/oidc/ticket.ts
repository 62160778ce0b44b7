// The hand-over from the callback to the admin app (docs/decisions/0135):
// the callback never puts the session token in a URL. It stores a one-time
// ticket (only its SHA-256, in AspNetUserTokens, one minute, one try: any
// instance can redeem it) and sends the browser to the sign-in page with the
// ticket in the fragment, which browsers send to no server; the page
// exchanges it by POST for the token, as a password sign-in answers it.
import { randomBytes } from 'node:crypto';
import type { Executor } from '../../platform/db/executor.js';
import { consumeSecret, pendingSecretData, storeSecret } from '../one-time.js';

const TICKET_TTL_MS = 60_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function issueTicket(db: Executor, userId: string, idToken: string): Promise<string> {
  const secret = randomBytes(32).toString('base64url');
  await db.transaction((tx) => storeSecret(tx, userId, 'SsoTicket', secret, TICKET_TTL_MS, { idToken }));
  return `${userId}.${secret}`;
}

/** The account and ID token of a ticket, once: a second try, a wrong or an expired ticket get undefined. */
export async function redeemTicket(
  db: Executor,
  ticket: string,
): Promise<{ userId: string; idToken: string } | undefined> {
  const dot = ticket.indexOf('.');
  const userId = ticket.slice(0, dot);
  if (dot < 0 || !UUID.test(userId)) return undefined;
  return db.transaction(async (tx) => {
    const data = await pendingSecretData(tx, userId, 'SsoTicket');
    const result = await consumeSecret(tx, userId, 'SsoTicket', ticket.slice(dot + 1), 1);
    return result === 'ok' ? { userId, idToken: data?.idToken ?? '' } : undefined;
  });
}
