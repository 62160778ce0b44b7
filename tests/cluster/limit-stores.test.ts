// The PostgreSQL limit stores on their own (rate-limit/postgres-window.ts,
// shared-budget.ts), two "instances" being two stores with their own pools on
// one database, under a fake clock where the window matters:
//   - the security limits' window is exact across instances, concurrent hits
//     included, slides, and never counts a refused hit;
//   - the per-user API budget, leased in slices, is exact on one instance and
//     across 2–4 instances hit at once, costs a round trip per slice, returns
//     unused tokens at the flush, and decides alone without its database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/platform/db/open.js';
import { migrate } from '../../src/server/platform/db/migrate.js';
import type { Executor } from '../../src/server/platform/db/executor.js';
import { PostgresWindowStore } from '../../src/server/platform/rate-limit/postgres-window.js';
import { MAX_SLICE, SharedBudgetStore, sliceOf } from '../../src/server/platform/rate-limit/shared-budget.js';
import type { Rule } from '../../src/server/platform/rate-limit/rules.js';
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
      expect(
        results
          .filter((r) => r.allowed)
          .map((r) => r.remaining)
          .sort((x, y) => x - y),
      ).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
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

  describe('shared budget (per-user API limit): leased slices', () => {
    const rule: Rule = { name: 'api-user', what: 'requests', limit: 40, windowMs: 60_000 };
    const slice = sliceOf(rule.limit);

    /** The real executor, counting its statements (how many round trips the limit costs) and able to fail. */
    const observed = (db: Executor) => {
      const seen = { statements: 0, down: false };
      const gate = () => {
        seen.statements++;
        if (seen.down) throw new Error('connection refused');
      };
      const wrapped = Object.create(db) as Executor;
      wrapped.all = async (q) => (gate(), db.all(q));
      wrapped.run = async (q) => (gate(), db.run(q));
      return { db: wrapped, seen };
    };

    it('on one instance: exactly the limit, a round trip per slice (none per refused hit), and frees up as the window passes', async () => {
      const c = clock(1_800_000_200_000);
      const { db, seen } = observed(a);
      const A = new SharedBudgetStore(db, 'A', { now: c.now, autoFlush: false });
      let allowed = 0;
      for (let i = 0; i < 100; i++) if ((await A.hit('api-user:solo', rule)).allowed) allowed++;
      expect(allowed).toBe(rule.limit);
      // 20 slices of 2, and one lease that came back empty; the 59 refusals after it were decided in memory.
      expect(seen.statements).toBe(rule.limit / slice + 1);
      expect(A.hit('api-user:solo', rule)).toEqual({ allowed: false, retryAfterSeconds: 62, remaining: 0 });
      await A.flush();
      expect((await A.hit('api-user:solo', rule)).allowed).toBe(false);
      c.t += 61_000; // every hit is now more than a window old
      await A.flush();
      expect((await A.hit('api-user:solo', rule)).allowed).toBe(true);
      await A.close();
    });

    for (const instances of [2, 3, 4]) {
      it(`${instances} instances hit at once: the fleet allows exactly the limit, never more`, async () => {
        const c = clock(1_800_000_400_000 + instances * 100_000);
        const stores = [a, b, a, b]
          .slice(0, instances)
          .map((db, i) => new SharedBudgetStore(db, `S${i}`, { now: c.now, autoFlush: false }));
        const key = `api-user:fleet${instances}`;
        const results = await Promise.all(Array.from({ length: 200 }, (_, i) => stores[i % instances].hit(key, rule)));
        let allowed = results.filter((r) => r.allowed).length;
        expect(allowed).toBeLessThanOrEqual(rule.limit);
        // Tokens leased but not used come back with each instance's flush; then the rest is allowed, and no more.
        for (const s of stores) await s.flush();
        for (let i = 0; i < 100; i++) if ((await stores[i % instances].hit(key, rule)).allowed) allowed++;
        expect(allowed).toBe(rule.limit);
        for (const s of stores) await s.flush();
        for (const s of stores) expect((await s.hit(key, rule)).allowed).toBe(false);
        await Promise.all(stores.map((s) => s.close()));
      });
    }

    it('a lease left unused on one instance returns to the pool at its flush', async () => {
      const c = clock(1_800_001_000_000);
      const A = new SharedBudgetStore(a, 'A', { now: c.now, autoFlush: false });
      const B = new SharedBudgetStore(b, 'B', { now: c.now, autoFlush: false });
      expect((await A.hit('api-user:move', rule)).allowed).toBe(true); // A holds the slice's other token
      let onB = 0;
      for (let i = 0; i < 50; i++) if ((await B.hit('api-user:move', rule)).allowed) onB++;
      expect(onB).toBe(rule.limit - slice);
      c.t += 300;
      await A.flush(); // A was hit since its last flush: it keeps a lease
      c.t += 300;
      await A.flush(); // idle since: the unused token goes back
      await B.flush();
      expect((await B.hit('api-user:move', rule)).allowed).toBe(true);
      expect((await B.hit('api-user:move', rule)).allowed).toBe(false);
      await Promise.all([A.close(), B.close()]);
    });

    it('without its database an instance decides from its own counts, logs once, and reports the hits when it is back', async () => {
      const c = clock(1_800_001_200_000);
      const { db, seen } = observed(a);
      const log: string[] = [];
      const A = new SharedBudgetStore(db, 'A', { now: c.now, autoFlush: false, log: (m) => log.push(m) });
      const B = new SharedBudgetStore(b, 'B', { now: c.now, autoFlush: false });
      seen.down = true;
      for (let i = 0; i < 30; i++) expect((await A.hit('api-user:down', rule)).allowed).toBe(true);
      await A.flush();
      await A.flush();
      expect(log).toHaveLength(1);
      expect(log[0]).toMatch(/could not share API hits/);
      seen.down = false;
      await A.flush();
      expect(log[1]).toMatch(/works again/);
      let onB = 0;
      for (let i = 0; i < 20; i++) if ((await B.hit('api-user:down', rule)).allowed) onB++;
      expect(onB).toBe(rule.limit - 30 - slice); // A leased a slice again at its flush: it was hit since the last one
      await Promise.all([A.close(), B.close()]);
    });

    it('an instance that dies with its lease strands at most MAX_SLICE tokens, however high the limit', async () => {
      const c = clock(1_800_001_300_000);
      const high: Rule = { name: 'api-user', what: 'requests', limit: 1_000_000_000, windowMs: 60_000 };
      expect(sliceOf(high.limit)).toBe(MAX_SLICE);
      // Thirty instances each take a lease and die with it (no flush, no close): their tokens stay counted.
      for (let i = 0; i < 30; i++)
        expect(
          (
            await new SharedBudgetStore(i % 2 ? a : b, `dead${i}`, { now: c.now, autoFlush: false }).hit(
              'api-user:dead',
              high,
            )
          ).allowed,
        ).toBe(true);
      const B = new SharedBudgetStore(b, 'B', { now: c.now, autoFlush: false });
      const r = await B.hit('api-user:dead', high);
      expect(r.allowed).toBe(true);
      // What is left counts 31 leases (each of MAX_SLICE) and 31 hits, not 31 twentieths of the limit.
      expect(high.limit - r.remaining).toBeLessThanOrEqual(31 * MAX_SLICE + 31);
      await B.close();
    });

    it('reset forgets the key on every instance', async () => {
      const c = clock(1_800_001_400_000);
      const A = new SharedBudgetStore(a, 'A', { now: c.now, autoFlush: false });
      const B = new SharedBudgetStore(b, 'B', { now: c.now, autoFlush: false });
      for (let i = 0; i < rule.limit; i++) await A.hit('api-user:u4', rule);
      await A.reset('api-user:u4');
      expect((await B.hit('api-user:u4', rule)).allowed).toBe(true);
      await Promise.all([A.close(), B.close()]);
    });
  });
});
