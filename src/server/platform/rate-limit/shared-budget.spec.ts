// SharedBudgetStore when its database hangs (its SQL against a real
// PostgreSQL, and the database being away, are tested in
// tests/cluster/limit-stores.test.ts): an executor that answers nothing and
// can be held.
import { describe, expect, it } from 'vitest';
import type { Executor } from '../db/executor.js';
import { SharedBudgetStore } from './shared-budget.js';
import type { Rule } from './rules.js';

const rule: Rule = { name: 'api-user', what: 'requests', limit: 5, windowMs: 60_000 };

function heldDb() {
  const state = { hang: undefined as Promise<void> | undefined, statements: 0 };
  const gate = async () => {
    state.statements++;
    if (state.hang) await state.hang;
  };
  const db = {
    dialect: 'postgres',
    async run() {
      await gate();
      return { changes: 0 };
    },
    async all() {
      await gate();
      return [];
    },
  } as unknown as Executor;
  return { db, state };
}

describe('SharedBudgetStore behind a hanging database', () => {
  it('does not pile up flushes', async () => {
    const { db, state } = heldDb();
    const store = new SharedBudgetStore(db, 'A', { autoFlush: false });
    await store.hit('api-user:u', rule);
    let release!: () => void;
    state.hang = new Promise((r) => (release = r));
    const before = state.statements;
    const flushes = [store.flush()];
    await new Promise((r) => setTimeout(r, 10)); // the first flush is running, stuck in its statement
    // Timer ticks meanwhile: they share one waiting flush.
    for (let i = 0; i < 49; i++) flushes.push(store.flush());
    state.hang = undefined;
    release();
    await Promise.all(flushes);
    // The running flush and the one waiting, not fifty.
    expect(state.statements - before).toBe(2);
  });
});
