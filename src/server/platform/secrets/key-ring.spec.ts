import { describe, expect, it } from 'vitest';
import { KeyRing, keyId, parseSecretsKey } from './key-ring.js';

const A = Buffer.alloc(32, 1);
const B = Buffer.alloc(32, 2);

describe('KeyRing', () => {
  it('seals to text that opens again, with a fresh nonce each time', () => {
    const ring = new KeyRing(A);
    const one = ring.seal('sk-live-abc', 'KeyManager.KmValue');
    const two = ring.seal('sk-live-abc', 'KeyManager.KmValue');
    expect(one).not.toBe(two);
    expect(one).not.toContain('sk-live-abc');
    expect(one.split('.')).toHaveLength(5);
    expect(ring.open(one, 'KeyManager.KmValue')).toBe('sk-live-abc');
    expect(ring.open(ring.seal('', 'p'), 'p')).toBe('');
    expect(ring.open(ring.seal('ключ 🔑', 'p'), 'p')).toBe('ключ 🔑');
  });

  it('refuses a value sealed for another purpose, changed, or not sealed at all', () => {
    const ring = new KeyRing(A);
    const sealed = ring.seal('value', 'KeyManager.KmValue');
    expect(() => ring.open(sealed, 'Other.Field')).toThrow(/does not open with its key/);
    const parts = sealed.split('.');
    const flipped = Buffer.from(parts[4], 'base64url');
    flipped[0] ^= 1;
    expect(() =>
      ring.open([...parts.slice(0, 4), flipped.toString('base64url')].join('.'), 'KeyManager.KmValue'),
    ).toThrow(/does not open/);
    expect(() => ring.open('plain text', 'KeyManager.KmValue')).toThrow(/not a sealed value/);
  });

  it('opens values of a previous key, seals with the current one, and names a missing key by its id only', () => {
    const old = new KeyRing(A).seal('value', 'p');
    const rotated = new KeyRing(B, [A]);
    expect(rotated.open(old, 'p')).toBe('value');
    expect(rotated.isSealedWithCurrent(old)).toBe(false);
    expect(rotated.isSealedWithCurrent(rotated.seal('value', 'p'))).toBe(true);
    const error = (() => {
      try {
        new KeyRing(B).open(old, 'p');
      } catch (e) {
        return (e as Error).message;
      }
    })();
    expect(error).toContain(keyId(A));
    expect(error).not.toContain(A.toString('base64'));
  });
});

describe('parseSecretsKey', () => {
  it('reads 32 bytes as base64 (standard or URL-safe, padded or not) or as hex', () => {
    const key = Buffer.from(Array.from({ length: 32 }, (_, i) => i * 7));
    for (const text of [
      key.toString('base64'),
      key.toString('base64').replace(/=$/, ''),
      key.toString('base64url'),
      key.toString('hex'),
      ` ${key.toString('hex')}\n`,
    ]) {
      expect(parseSecretsKey(text).equals(key), text).toBe(true);
    }
  });

  it('refuses anything else without repeating it', () => {
    for (const text of [
      '',
      'short',
      Buffer.alloc(16).toString('base64'),
      Buffer.alloc(33).toString('base64'),
      'z'.repeat(64),
    ]) {
      expect(() => parseSecretsKey(text, 'SECRETS_KEY'), text).toThrow(/SECRETS_KEY must be 32 random bytes/);
    }
    expect(() => parseSecretsKey('my-secret-words')).toThrow(/got 15 characters \(not shown\)$/);
  });
});
