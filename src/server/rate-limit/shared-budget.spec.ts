// SharedBudgetStore when the database misbehaves (its SQL against a real
// PostgreSQL is tested in tests/cluster/limit-stores.test.ts): a fake
// executor that keeps _api_hits in a Map and can be made to fail or hang.
import { describe, expect, it } from 'vitest';
import type { Executor, Query } from '../db/executor.js';
import { SharedBudgetStore } from './shared-budget.js';
import type { Rule } from './rules.js';

const rule: Rule = { name: 'api-user', what: 'requests', limit: 5, windowMs: 60_000 };

function fakeDb() {
  const rows = new Map<string, number>(); // `${key}|${instance}|${bucket}` → hits
  const state = { down: false, hang: undefined as Promise<void> | undefined, statements: 0 };
  const gate = async () => {
    state.statements++;
    if (state.hang) await state.hang;
    if (state.down) throw new Error('connection refused');
  };
  const db = {
    dialect: 'postgres',
    async run(q: Query) {
      await gate();
      if (q.sql.includes('INSERT INTO "_api_hits"')) {
        const [instance, keys, buckets, hits] = q.parameters as [string, string[], number[], number[]];
        keys.forEach((k, i) => rows.set(`${k}|${instance}|${buckets[i]}`, (rows.get(`${k}|${instance}|${buckets[i]}`) ?? 0) + hits[i]));
      }
      return { changes: 0 };
    },
    async all(q: Query) {
      await gate();
      const [keys, since] = q.parameters as [string[], number[]];
      return keys.flatMap((key, i) => {
        const inside = [...rows].filter(([id]) => id.startsWith(`${key}|`) && Number(id.split('|')[2]) >= since[i]);
        return inside.length ? [{ key, hits: inside.reduce((n, [, h]) => n + h, 0), oldest: Math.min(...inside.map(([id]) => Number(id.split('|')[2]))) }] : [];
      });
    },
  } as unknown as Executor;
  const total = () => [...rows.values()].reduce((a, b) => a + b, 0);
  return { db, state, total };
}

describe('SharedBudgetStore without its database', () => {
  it('decides from its own counts, logs once, and writes the hits once the database is back', async () => {
    const { db, state, total } = fakeDb();
    const log: string[] = [];
    const store = new SharedBudgetStore(db, 'A', { autoFlush: false, log: (m) => log.push(m) });
    state.down = true;
    for (let i = 0; i < 3; i++) expect((await store.hit('api-user:u', rule)).allowed).toBe(true);
    await store.flush();
    await store.flush();
    expect(log).toHaveLength(1);
    expect(log[0]).toMatch(/could not share API hits/);
    // The failed write's hits still count: 2 more allowed, then refused.
    expect((await store.hit('api-user:u', rule)).allowed).toBe(true);
    expect((await store.hit('api-user:u', rule)).allowed).toBe(true);
    expect((await store.hit('api-user:u', rule)).allowed).toBe(false);
    state.down = false;
    await store.flush();
    expect(total()).toBe(5);
    expect(log[1]).toMatch(/works again/);
    expect((await store.hit('api-user:u', rule)).allowed).toBe(false);
  });

  it('does not pile up flushes behind a hanging database', async () => {
    const { db, state } = fakeDb();
    const store = new SharedBudgetStore(db, 'A', { autoFlush: false });
    await store.hit('api-user:u', rule);
    let release!: () => void;
    state.hang = new Promise((r) => (release = r));
    const before = state.statements;
    const flushes = [store.flush()];
    await new Promise((r) => setTimeout(r, 10)); // the first flush is running, stuck in its write
    // Timer ticks meanwhile: they share one waiting flush.
    for (let i = 0; i < 49; i++) flushes.push(store.flush());
    state.hang = undefined;
    release();
    await Promise.all(flushes);
    // The running flush (write + read) and the one waiting (read), not fifty.
    expect(state.statements - before).toBe(3);
  });
});
