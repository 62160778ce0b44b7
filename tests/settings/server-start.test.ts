// The real server (`npm start`'s process) refuses to start with bad settings:
// it prints every problem after "Could not start:", without a stack trace,
// and exits non-zero before it listens or writes anything into DATA_DIR.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from '../support/server-process.js';

describe('starting the server with bad settings', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'cms-bad-settings-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('stops with every problem named and a non-zero exit', async () => {
    const failure = await startServer({ dataDir }, { TOKEN_TTL_SECONDS: '8h', SEED_DEMO: 'maybe' }).then(
      () => 'started',
      (e: Error) => e.message,
    );
    expect(failure).toMatch(/^server exited \(1\) before it was ready:/);
    expect(failure).toContain(
      'Could not start: 2 settings are wrong:\n' +
        '  - SEED_DEMO must be true or false, got "maybe"\n' +
        '  - TOKEN_TTL_SECONDS must be a whole number from 60 to 2592000, got "8h"\n',
    );
    expect(failure).not.toMatch(/^\s+at /m); // no stack trace
    expect(readdirSync(dataDir)).toEqual([]); // no database, secret or upload folder made
  }, 60_000);
});
