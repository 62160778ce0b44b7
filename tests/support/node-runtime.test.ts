// The Node the test processes run on. `npm run test:node -- <major>` (scripts/test-on-node.mjs)
// sets TEST_NODE_VERSION to the Node it chose and puts that Node first on PATH: this checks that
// vitest's workers really run on it, not on the Node that started npm. On any Node, the native
// modules must have been built for the Node that loads them.
import argon2 from 'argon2';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';

describe('the Node the tests run on', () => {
  it.runIf(!!process.env.TEST_NODE_VERSION)('is the one `npm run test:node` chose', () => {
    expect(process.version).toBe(process.env.TEST_NODE_VERSION);
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
});
