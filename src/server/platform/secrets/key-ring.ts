// Sealing stored secrets (the Key Manager's values) with AES-256-GCM from
// node:crypto. A sealed value is text:
//
//   v1.<key id>.<iv>.<tag>.<ciphertext>     (base64url parts)
//
// The key id (a hash of the key, never the key) says which key sealed it,
// so after a rotation the previous keys still open older values until they
// are sealed again (`npm run secrets:rewrap`). The purpose (entity and
// field) is bound as additional data: a value copied into another field
// does not open.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12; // GCM's recommended nonce length (NIST SP 800-38D)
const KEY_BYTES = 32;

class SecretKeyError extends Error {
  override name = 'SecretKeyError';
}

/** SECRETS_KEY text → the 32 key bytes: base64 (standard or URL-safe, padded or not) or 64 hex digits. */
export function parseSecretsKey(text: string, name = 'SECRETS_KEY'): Buffer {
  const t = text.trim();
  const bytes = /^[0-9a-fA-F]{64}$/.test(t)
    ? Buffer.from(t, 'hex')
    : /^[A-Za-z0-9+/_-]{43}=?$/.test(t)
      ? Buffer.from(t.replace(/=$/, ''), 'base64url')
      : undefined;
  if (!bytes || bytes.length !== KEY_BYTES)
    throw new SecretKeyError(
      `${name} must be 32 random bytes as base64 (openssl rand -base64 32) or as 64 hex digits, got ${t.length} characters (not shown)`,
    );
  return bytes;
}

/** A short name for a key that gives nothing of it away. */
export function keyId(key: Buffer): string {
  return createHash('sha256').update('cms secrets key id\u0000').update(key).digest('base64url').slice(0, 11);
}

export class KeyRing {
  private readonly currentId: string;
  private readonly byId = new Map<string, Buffer>();

  /** `current` seals; it and `previous` open. */
  constructor(current: Buffer, previous: readonly Buffer[] = []) {
    for (const key of [current, ...previous]) {
      if (key.length !== KEY_BYTES) throw new SecretKeyError(`A secrets key must be ${KEY_BYTES} bytes`);
      if (!this.byId.has(keyId(key))) this.byId.set(keyId(key), key);
    }
    this.currentId = keyId(current);
  }

  seal(plain: string, purpose: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.byId.get(this.currentId)!, iv);
    cipher.setAAD(Buffer.from(purpose, 'utf8'));
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [
      VERSION,
      this.currentId,
      iv.toString('base64url'),
      cipher.getAuthTag().toString('base64url'),
      body.toString('base64url'),
    ].join('.');
  }

  /** The plain text; throws a SecretKeyError (never with the value) when it cannot be opened. */
  open(sealed: string, purpose: string): string {
    const parts = sealed.split('.');
    if (parts.length !== 5 || parts[0] !== VERSION)
      throw new SecretKeyError(`The stored ${purpose} is not a sealed value (was it written around the server?)`);
    const [, id, iv, tag, body] = parts;
    const key = this.byId.get(id);
    if (!key)
      throw new SecretKeyError(
        `The stored ${purpose} was sealed with a key this server does not have (key id ${id}): set that key in SECRETS_KEY_PREVIOUS`,
      );
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(purpose, 'utf8'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    } catch {
      throw new SecretKeyError(
        `The stored ${purpose} does not open with its key (key id ${id}): it was changed or belongs to another field`,
      );
    }
  }

  /** Whether a sealed value should be sealed again under the current key. */
  isSealedWithCurrent(sealed: string): boolean {
    return sealed.split('.')[1] === this.currentId;
  }
}
