// Which reads the caller shapes are heavy on PostgreSQL (postgres.ts routes
// those to the scan pool): the planner's estimated total cost, asked once per
// statement text with the first values it runs with, like SQLite's plan check
// (sqlite-plan.ts). Unlike SQLite's, a PostgreSQL plan's cost follows the
// table's size, so a decision is asked again after RECHECK_MS: a list shape
// first seen on a near-empty table must not stay "light" once it holds a
// million rows.
import type { Query } from './executor.js';

/**
 * The planner's estimated cost (its units: about one sequential page read each) from which a
 * read counts as heavy. Measured at 100k Content rows: a title search on the trigram index ~54,
 * page 2000 walked on a sort index ~2,500, a count of every row ~2,900, a sort on columns no
 * index gives ~16,400 (about 110 ms of a core).
 */
export const HEAVY_PLAN_COST = 5_000;
export const RECHECK_MS = 60_000;
const CACHE_LIMIT = 2000;

/** The estimated total cost of a statement (EXPLAIN); throws when the database refuses it. */
type PlanCost = (q: Query) => Promise<number>;

export class HeavyPlans {
  private readonly decided = new Map<string, { heavy: boolean; at: number }>();

  constructor(
    private readonly costOf: PlanCost,
    private readonly now: () => number = Date.now,
  ) {}

  /** Forgets every decision: the next use of each statement asks its plan again. */
  forget(): void {
    this.decided.clear();
  }

  async isHeavy(q: Query): Promise<boolean> {
    const known = this.decided.get(q.sql);
    if (known && this.now() - known.at < RECHECK_MS) return known.heavy;
    let heavy: boolean;
    try {
      heavy = !((await this.costOf(q)) < HEAVY_PLAN_COST);
    } catch {
      // The statement fails the same way when run, with its own error: on the scan pool, unremembered.
      return true;
    }
    this.decided.delete(q.sql);
    if (this.decided.size >= CACHE_LIMIT) this.decided.delete(this.decided.keys().next().value!);
    this.decided.set(q.sql, { heavy, at: this.now() });
    return heavy;
  }
}
