// The key ring the configuration names: SECRETS_KEY (and the replaced keys
// in SECRETS_KEY_PREVIOUS) when set; otherwise — SQLite only, since
// PostgreSQL refuses to start without it (settings/rules.ts) — a random key
// made on first start and kept in DATA_DIR/secrets-key (mode 0600), like the
// token key. That default suits development and a single machine, but the
// key then sits next to the database file: a copy of DATA_DIR holds both.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../config.js';
import { KeyRing, parseSecretsKey } from './key-ring.js';

export const GENERATED_KEY_FILE = 'secrets-key';

export function openKeyRing(config: Pick<Config, 'dataDir' | 'secretsKey' | 'secretsKeyPrevious'>): KeyRing {
  const previous = config.secretsKeyPrevious.map((k, i) => parseSecretsKey(k, `SECRETS_KEY_PREVIOUS entry ${i + 1}`));
  if (config.secretsKey) return new KeyRing(parseSecretsKey(config.secretsKey), previous);
  mkdirSync(config.dataDir, { recursive: true });
  const file = join(config.dataDir, GENERATED_KEY_FILE);
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
  return new KeyRing(parseSecretsKey(readFileSync(file, 'utf8'), file), previous);
}
