// The PostgreSQL heaviness decision: remembered per statement text, asked
// again once RECHECK_MS has passed (the table may have grown), and a
// statement the planner refuses goes to the scan pool without being remembered.
import { describe, expect, it } from 'vitest';
import { HEAVY_PLAN_COST, HeavyPlans, RECHECK_MS } from './postgres-plan.js';

const q = (sql: string) => ({ sql, parameters: [] });

describe('HeavyPlans', () => {
  it('decides by the estimated cost and asks once per statement until RECHECK_MS has passed', async () => {
    let now = 0;
    let cost = 10;
    let asked = 0;
    const plans = new HeavyPlans(
      async () => (asked++, cost),
      () => now,
    );
    expect(await plans.isHeavy(q('SELECT a'))).toBe(false);
    cost = HEAVY_PLAN_COST; // the table grew
    now = RECHECK_MS - 1;
    expect(await plans.isHeavy(q('SELECT a'))).toBe(false);
    expect(asked).toBe(1);
    now = RECHECK_MS;
    expect(await plans.isHeavy(q('SELECT a'))).toBe(true);
    expect(asked).toBe(2);
    expect(await plans.isHeavy(q('SELECT b'))).toBe(true);
    expect(asked).toBe(3);
  });

  it('sends a statement the planner refuses to the scan pool, and asks again next time', async () => {
    let asked = 0;
    const plans = new HeavyPlans(async () => {
      asked++;
      throw new Error('syntax error');
    });
    expect(await plans.isHeavy(q('SELEC'))).toBe(true);
    expect(await plans.isHeavy(q('SELEC'))).toBe(true);
    expect(asked).toBe(2);
  });
});
