// The token signing key: JWT_SECRET when set, otherwise a random key made on
// first start and kept in DATA_DIR (mode 0600) so sessions survive restarts.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export function signingKey(dataDir: string, configured?: string): Uint8Array {
  if (configured) {
    if (configured.length < 32) throw new Error('JWT_SECRET must be at least 32 characters');
    return new TextEncoder().encode(configured);
  }
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'jwt-secret');
  if (!existsSync(file)) writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}
