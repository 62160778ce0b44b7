// The PostgreSQL limit stores on their own (rate-limit/postgres-window.ts,
// shared-budget.ts), two "instances" being two stores with their own pools on
// one database, under a fake clock where the window matters:
//   - the security limits' window is exact across instances, concurrent hits
//     included, slides, and never counts a refused hit;
//   - the per-user API budget is never over the limit on one instance, and
//     across instances over it by exactly the hits the other had not yet
//     flushed — the documented bound — until the next flush.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/open.js';
import { migrate } from '../../src/server/db/migrate.js';
import type { Executor } from '../../src/server/db/executor.js';
import { PostgresWindowStore } from '../../src/server/rate-limit/postgres-window.js';
import { SharedBudgetStore, STALE_MS } from '../../src/server/rate-limit/shared-budget.js';
import type { Rule } from '../../src/server/rate-limit/rules.js';
import { freshDatabase, type TestDatabase } from '../support/dialects.js';
import { clusterSkipped } from './support.js';

const clock = (t = Date.now()) => {
  const c = { t, now: () => c.t };
  return c;
};

describe.skipIf(clusterSkipped)('PostgreSQL limit stores', () => {
  let database: TestDatabase;
  let a: Executor;
  let b: Executor;
  beforeAll(async () => {
    database = await freshDatabase('postgres');
    a = openDatabase(database, 'store-a');
    b = openDatabase(database, 'store-b');
    await migrate(a);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.drop();
  });

  describe('exact window (security limits)', () => {
    it('counts concurrent hits from two instances exactly once each, and refuses the rest with an honest wait', async () => {
      const rule: Rule = { name: 'race', what: 'tries', limit: 10, windowMs: 60_000 };
      const stores = [new PostgresWindowStore(a), new PostgresWindowStore(b)];
      const results = await Promise.all(Array.from({ length: 40 }, (_, i) => stores[i % 2].hit('race:k', rule)));
      expect(results.filter((r) => r.allowed)).toHaveLength(10);
      expect(results.filter((r) => r.allowed).map((r) => r.remaining).sort((x, y) => x - y)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
      for (const r of results.filter((x) => !x.allowed)) {
        expect(r.retryAfterSeconds).toBeGreaterThanOrEqual(59);
        expect(r.retryAfterSeconds).toBeLessThanOrEqual(60);
      }
    });

    it('slides, never counts refused hits, and forgets a key on reset — whichever instance is asked', async () => {
      const c = clock(1_800_000_000_000);
      const A = new PostgresWindowStore(a, c.now);
      const B = new PostgresWindowStore(b, c.now);
      const rule: Rule = { name: 'slide', what: 'tries', limit: 3, windowMs: 60_000 };
      expect(await A.hit('slide:k', rule)).toEqual({ allowed: true, retryAfterSeconds: 0, remaining: 2 });
      c.t += 10_000;
      expect((await B.hit('slide:k', rule)).remaining).toBe(1);
      c.t += 10_000;
      expect((await A.hit('slide:k', rule)).remaining).toBe(0);
      expect(await B.hit('slide:k', rule)).toEqual({ allowed: false, retryAfterSeconds: 40, remaining: 0 });
      for (let i = 0; i < 20; i++) expect((await (i % 2 ? A : B).hit('slide:k', rule)).allowed).toBe(false); // hammering does not extend the wait
      c.t += 39_500;
      expect(await A.hit('slide:k', rule)).toEqual({ allowed: false, retryAfterSeconds: 1, remaining: 0 });
      c.t += 500; // the first hit has left: one more, and the next waits for the second (10 s)
      expect((await B.hit('slide:k', rule)).allowed).toBe(true);
      expect(await A.hit('slide:k', rule)).toEqual({ allowed: false, retryAfterSeconds: 10, remaining: 0 });
      await B.reset('slide:k');
      expect((await A.hit('slide:k', rule)).allowed).toBe(true);
    });

    it('is a sliding window, not a fixed one: a burst at the end of a window is not followed by a fresh burst', async () => {
      const c = clock(1_800_000_100_000);
      const A = new PostgresWindowStore(a, c.now);
      const rule: Rule = { name: 'burst', what: 'tries', limit: 5, windowMs: 60_000 };
      c.t += 59_000;
      for (let i = 0; i < 5; i++) expect((await A.hit('burst:k', rule)).allowed).toBe(true);
      c.t += 2_000;
      expect(await A.hit('burst:k', rule)).toMatchObject({ allowed: false, retryAfterSeconds: 58 });
    });
  });

  describe('shared budget (per-user API limit)', () => {
    const rule: Rule = { name: 'api-user', what: 'requests', limit: 5, windowMs: 60_000 };

    it('on one instance is never over the limit, flushed or not, and frees up as the window passes', async () => {
      const c = clock(1_800_000_200_000);
      const A = new SharedBudgetStore(a, 'A', { now: c.now, autoFlush: false });
      for (let i = 0; i < 5; i++) expect((await A.hit('api-user:solo', rule)).allowed).toBe(true);
      expect(await A.hit('api-user:solo', rule)).toEqual({ allowed: false, retryAfterSeconds: 61, remaining: 0 });
      await A.flush();
      expect((await A.hit('api-user:solo', rule)).allowed).toBe(false);
      c.t += 61_000;
      await A.flush(); // the next read sees the old hits gone
      expect((await A.hit('api-user:solo', rule)).allowed).toBe(true);
      await A.close();
    });

    it('across instances: each decides with the hits the other has flushed', async () => {
      const c = clock(1_800_000_400_000);
      const A = new SharedBudgetStore(a, 'A', { now: c.now, autoFlush: false });
      const B = new SharedBudgetStore(b, 'B', { now: c.now, autoFlush: false });
      for (let i = 0; i < 3; i++) expect((await A.hit('api-user:u1', rule)).allowed).toBe(true);
      await A.flush();
      // B has not met the key: its first hit reads the shared count before deciding.
      expect(await B.hit('api-user:u1', rule)).toMatchObject({ allowed: true, remaining: 1 });
      expect((await B.hit('api-user:u1', rule)).allowed).toBe(true);
      expect((await B.hit('api-user:u1', rule)).allowed).toBe(false);
      await B.flush();
      await A.flush();
      expect((await A.hit('api-user:u1', rule)).allowed).toBe(false);
      await Promise.all([A.close(), B.close()]);
    });

    it('the bound: the fleet passes the limit by at most the hits the others had not flushed, and only until the next flush', async () => {
      const c = clock(1_800_000_600_000);
      const A = new SharedBudgetStore(a, 'A', { now: c.now, autoFlush: false });
      const B = new SharedBudgetStore(b, 'B', { now: c.now, autoFlush: false });
      for (let i = 0; i < 3; i++) await A.hit('api-user:u2', rule);
      await A.flush();
      // B reads the 3 and allows 2; A, not knowing those yet, allows its own 2 more.
      const unflushed = { A: 0, B: 0 };
      for (let i = 0; i < 4; i++) {
        if ((await B.hit('api-user:u2', rule)).allowed) unflushed.B++;
        if ((await A.hit('api-user:u2', rule)).allowed) unflushed.A++;
      }
      expect(unflushed).toEqual({ A: 2, B: 2 });
      const allowed = 3 + unflushed.A + unflushed.B;
      expect(allowed).toBe(rule.limit + 2);
      expect(allowed - rule.limit).toBeLessThanOrEqual(unflushed.A + unflushed.B);
      // A flush each (in either order) and both know the whole count: everything is refused.
      await A.flush();
      await B.flush();
      await A.flush();
      expect((await A.hit('api-user:u2', rule)).allowed).toBe(false);
      expect((await B.hit('api-user:u2', rule)).allowed).toBe(false);
      await Promise.all([A.close(), B.close()]);
    });

    it('re-reads a view older than STALE_MS before deciding', async () => {
      const c = clock(1_800_000_800_000);
      const A = new SharedBudgetStore(a, 'A', { now: c.now, autoFlush: false });
      const B = new SharedBudgetStore(b, 'B', { now: c.now, autoFlush: false });
      expect((await B.hit('api-user:u3', rule)).allowed).toBe(true);
      await B.flush();
      for (let i = 0; i < 4; i++) expect((await A.hit('api-user:u3', rule)).allowed).toBe(true);
      await A.flush();
      // B's view (1 hit) is fresh: it would still allow; once it is stale, B reads first and refuses.
      c.t += STALE_MS + 1;
      expect((await B.hit('api-user:u3', rule)).allowed).toBe(false);
      await Promise.all([A.close(), B.close()]);
    });

    it('reset forgets the key on every instance', async () => {
      const c = clock(1_800_001_000_000);
      const A = new SharedBudgetStore(a, 'A', { now: c.now, autoFlush: false });
      const B = new SharedBudgetStore(b, 'B', { now: c.now, autoFlush: false });
      for (let i = 0; i < 5; i++) await A.hit('api-user:u4', rule);
      await A.flush();
      await A.reset('api-user:u4');
      expect((await B.hit('api-user:u4', rule)).allowed).toBe(true);
      await Promise.all([A.close(), B.close()]);
    });
  });
});
