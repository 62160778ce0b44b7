// Short-lived signed download URLs (docs/decisions/0041-secured-documents-and-form-files.md):
// /secured-documents/{id}/download?expires={unix s}&by={who}&sig={hmac}.
// The URL names the document, the expiry and who it was issued to (for the
// audit); the HMAC-SHA256 over all three, under a key derived from the
// server's token signing key, makes it unforgeable. `now` is a parameter so
// tests control the clock.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { ApiError } from '../platform/errors.js';

export const LINK_TTL_SECONDS = 5 * 60;

export interface LinkKey {
  readonly bytes: Buffer;
}

/** A key for one purpose only (links, the registration cookie), derived from the token signing key: one cannot forge the other. */
export function derivedKey(signingKey: Uint8Array, purpose: 'links' | 'registration'): LinkKey {
  return { bytes: createHmac('sha256', signingKey).update(`secured-documents/${purpose}/v1`).digest() };
}

export const macOf = (key: LinkKey, text: string) => createHmac('sha256', key.bytes).update(text).digest('base64url');

/** Whether `given` is the MAC of `text`, compared in constant time. */
export function macMatches(key: LinkKey, text: string, given: string): boolean {
  const expected = Buffer.from(macOf(key, text));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

const signed = (id: number, expires: number, by: string) => `${id}\n${expires}\n${by}`;

export function signLink(key: LinkKey, id: number, by: string, now: number): { url: string; expiresAt: string } {
  const expires = Math.floor(now / 1000) + LINK_TTL_SECONDS;
  const query = new URLSearchParams({ expires: String(expires), by, sig: macOf(key, signed(id, expires, by)) });
  return { url: `/secured-documents/${id}/download?${query}`, expiresAt: new Date(expires * 1000).toISOString() };
}

interface LinkQuery {
  expires?: string;
  by?: string;
  sig?: string;
}

/** Checks a link: 403 when it was not made by this server (tampered), 410 when it has expired. Returns who it was issued to. */
export function verifyLink(key: LinkKey, id: number, q: LinkQuery, now: number): string {
  const expires = Number(q.expires);
  if (!q.sig || !q.by || !/^\d{1,12}$/.test(q.expires ?? ''))
    throw new ApiError(403, 'This download link is incomplete: open the document’s page again for a new one.');
  if (!macMatches(key, signed(id, expires, q.by), q.sig))
    throw new ApiError(403, 'This download link is not valid (it was changed or not made by this site).');
  if (Math.floor(now / 1000) >= expires)
    throw new ApiError(
      410,
      `This download link expired at ${new Date(expires * 1000).toISOString()}: open the document’s page again for a new one.`,
    );
  return q.by;
}
