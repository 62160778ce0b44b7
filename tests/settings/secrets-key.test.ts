// SECRETS_KEY (issue 13 item 5): required with PostgreSQL, refused when it is
// not a 32-byte key (without repeating it), and on SQLite a key generated
// once into DATA_DIR, private to its owner and the same on every start.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/platform/config.js';
import { keyId } from '../../src/server/platform/secrets/key-ring.js';
import { GENERATED_KEY_FILE, openKeyRing } from '../../src/server/platform/secrets/open-key-ring.js';
import { TEST_JWT_SECRET, TEST_SECRETS_KEY } from '../support/dialects.js';
import { startServer } from '../support/server-process.js';

const PG = { DATABASE_URL: 'postgres://cms@db/cms', JWT_SECRET: TEST_JWT_SECRET };
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'cms-secrets-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('SECRETS_KEY', () => {
  it('is required with DATABASE_URL, saying why and how to make one', () => {
    expect(() => loadConfig(PG)).toThrow(
      /^SECRETS_KEY is required with DATABASE_URL \(PostgreSQL\): every instance .*openssl rand -base64 32/,
    );
    expect(loadConfig({ ...PG, SECRETS_KEY: TEST_SECRETS_KEY }).secretsKey).toBe(TEST_SECRETS_KEY);
  });

  it('is refused when malformed, on any database, without being repeated', () => {
    for (const env of [
      { SECRETS_KEY: 'hunter2-hunter2' },
      { ...PG, SECRETS_KEY: Buffer.alloc(16, 9).toString('base64') },
      { SECRETS_KEY_PREVIOUS: `${TEST_SECRETS_KEY},hunter2-hunter2` },
    ]) {
      let message = '';
      try {
        loadConfig(env);
      } catch (e) {
        message = (e as Error).message;
      }
      expect(message).toMatch(
        /SECRETS_KEY(_PREVIOUS)? must be .*32 random bytes as base64 \(openssl rand -base64 32\) or as 64 hex digits, got \d+ characters \(not shown\)/,
      );
      expect(message).not.toContain('hunter2');
      expect(message).not.toContain(Buffer.alloc(16, 9).toString('base64'));
    }
  });

  it('on SQLite defaults to a key generated into DATA_DIR (mode 0600), the same on every start', () => {
    const dataDir = tempDir();
    const first = openKeyRing({ dataDir, secretsKey: undefined, secretsKeyPrevious: [] });
    const file = join(dataDir, GENERATED_KEY_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const sealed = first.seal('value', 'p');
    expect(openKeyRing({ dataDir, secretsKey: undefined, secretsKeyPrevious: [] }).open(sealed, 'p')).toBe('value');
    expect(sealed.split('.')[1]).toBe(keyId(Buffer.from(readFileSync(file, 'utf8'), 'base64')));
  });

  it('stops the start when the generated key file was damaged', () => {
    const dataDir = tempDir();
    writeFileSync(join(dataDir, GENERATED_KEY_FILE), 'not a key');
    expect(() => openKeyRing({ dataDir, secretsKey: undefined, secretsKeyPrevious: [] })).toThrow(
      /secrets-key must be 32 random bytes/,
    );
  });

  it('stops the real server, missing with PostgreSQL or malformed anywhere, before anything is opened', async () => {
    const dataDir = tempDir();
    const failures = await Promise.all(
      [
        // Settings are checked before any connection: the address need not exist.
        startServer({ dataDir, databaseUrl: 'postgres://cms@127.0.0.1:1/cms' }, { SECRETS_KEY: '' }),
        startServer({ dataDir }, { SECRETS_KEY: 'hunter2-hunter2' }),
      ].map((started) =>
        started.then(
          () => 'started',
          (e: Error) => e.message,
        ),
      ),
    );
    expect(failures[0]).toMatch(/Could not start: SECRETS_KEY is required with DATABASE_URL \(PostgreSQL\)/);
    expect(failures[1]).toMatch(
      /Could not start: SECRETS_KEY must be 32 random bytes as base64 \(openssl rand -base64 32\) or as 64 hex digits, got 15 characters \(not shown\)/,
    );
    expect(failures.join('')).not.toContain('hunter2');
    expect(readdirSync(dataDir)).toEqual([]);
  }, 60_000);
});
