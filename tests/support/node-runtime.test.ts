// The Node the test processes run on, and the native modules on it (docs/decisions/0093-node-versions.md).
// `npm run test:node -- <major>` (scripts/test-on-node.mjs) sets TEST_NODE_VERSION to the Node it chose and
// puts that Node first on PATH: the first test checks that vitest's workers really run on it, not on the
// Node that started npm. The others hold on any Node.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import argon2 from 'argon2';
import { describe, expect, it } from 'vitest';
import Database, { sqliteDriverPackage } from '../../src/server/platform/db/sqlite-driver.js';

const DRIVER = fileURLToPath(new URL('../../src/server/platform/db/sqlite-driver.js', import.meta.url));

describe('the Node the tests run on', () => {
  it.runIf(!!process.env.TEST_NODE_VERSION)('is the one `npm run test:node` chose', () => {
    expect(process.version).toBe(process.env.TEST_NODE_VERSION);
  });

  it('gets better-sqlite3 13 with Node-API 10 and later, 12 before (Node 20)', () => {
    const napi10 = Number(process.versions.napi) >= 10;
    expect(sqliteDriverPackage).toBe(napi10 ? 'better-sqlite3' : 'better-sqlite3-node20');
    const version = (createRequire(DRIVER)(`${sqliteDriverPackage}/package.json`) as { version: string }).version;
    expect(version.split('.')[0]).toBe(napi10 ? '13' : '12');
  });

  it('loads better-sqlite3 and argon2 built for it', async () => {
    const db = new Database(':memory:');
    try {
      expect(db.prepare('select 6 * 7 as n').get()).toEqual({ n: 42 });
    } finally {
      db.close();
    }
    const hash = await argon2.hash('correct horse', { memoryCost: 4096, timeCost: 2 });
    expect(await argon2.verify(hash, 'correct horse')).toBe(true);
  });

  // better-sqlite3 12 built against Node 24.19+ headers aborted such a process ("Assertion failed: (env) != nullptr"
  // in RemoveEnvironmentCleanupHook, from Statement::~Statement) at its exit, after statements had been collected:
  // 3 times out of 3 from 50,000 statements on, on Node 24.21.0.
  it('survives 100,000 statements prepared and dropped, and its exit', () => {
    const script = `
      import Database from ${JSON.stringify(pathToFileURL(DRIVER).href)};
      const db = new Database(':memory:');
      let n = 0;
      const batch = () => {
        for (let i = 0; i < 2000; i++) db.prepare('select ? as n, ' + (n++ % 50) + ' as k').get(i);
        if (n < 100000) setImmediate(batch); else console.log('prepared', n);
      };
      batch();`;
    const child = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect({
      status: child.status,
      signal: child.signal,
      stdout: child.stdout.trim(),
      stderr: child.stderr.trim(),
    }).toEqual({
      status: 0,
      signal: null,
      stdout: 'prepared 100000',
      stderr: '',
    });
  }, 60_000);
});
