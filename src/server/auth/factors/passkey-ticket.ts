// A WebAuthn challenge between its options and the browser's answer, sealed
// into a ticket the client hands back (A256GCM, a key derived from the token
// key every instance shares): the answer may reach any instance, and nothing
// is kept in one process's memory. The ticket names what it is for and, where
// known, the account, so a ticket made for one step or one person opens no
// other. It lives 5 minutes; a sign-in ticket is taken once (passkey-store.ts).
import { hkdfSync } from 'node:crypto';
import { EncryptJWT, jwtDecrypt } from 'jose';

const TICKET_SECONDS = 5 * 60;

export type TicketPurpose = 'register' | 'second-step' | 'alone';

interface Ticket {
  purpose: TicketPurpose;
  challenge: string;
  /** The account, for registration and the second step; absent for a passkey alone. */
  userId?: string;
  /** When it was made (ms): a sign-in ticket older than the passkey's last one is refused. */
  issued: number;
}

export const ticketKey = (tokenKey: Uint8Array) =>
  new Uint8Array(hkdfSync('sha256', tokenKey, new Uint8Array(0), 'mojo passkey challenge', 32));

export async function sealTicket(ticket: Omit<Ticket, 'issued'>, key: Uint8Array, now = Date.now()): Promise<string> {
  const at = Math.floor(now / 1000);
  return new EncryptJWT({ ...ticket, issued: now })
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
    .setIssuedAt(at)
    .setExpirationTime(at + TICKET_SECONDS)
    .encrypt(key);
}

/** The ticket's content when it opens, is unexpired and was made for `purpose`; otherwise undefined. */
export async function openTicket(sealed: string, key: Uint8Array, purpose: TicketPurpose): Promise<Ticket | undefined> {
  try {
    const { payload } = await jwtDecrypt(sealed, key, { requiredClaims: ['exp'] });
    const { challenge, userId, issued } = payload as Partial<Ticket>;
    if (payload.purpose !== purpose || typeof challenge !== 'string' || typeof issued !== 'number') return undefined;
    return { purpose, challenge, issued, ...(typeof userId === 'string' ? { userId } : {}) };
  } catch {
    return undefined;
  }
}
