// Hand-written: the per-user API limit's shared budget on PostgreSQL
// (rate-limit/shared-budget.ts, docs/decisions/0092-fleet-api-limits.md).
// One row per key holds everything a lease is decided on — the fleet's
// settled hits per second of the window and each instance's outstanding
// lease — so that one INSERT … ON CONFLICT DO UPDATE, which locks the row
// and judges its newest version, settles and leases atomically. (The rows of
// _api_hits, one per instance and second, could only be summed from a
// statement's snapshot, which concurrent leases would both read.) _api_hits
// stays, unused: migrations only add.
import { dialectOf } from '../dialect.js';
import type { Migration } from '../migration-types.js';

/** For the Database interface (database.ts). PostgreSQL only. */
export interface ApiBudgetTables {
  _api_budget: {
    key: string;
    hits: Record<string, number>;
    leases: Record<string, { n: number; at: number; asked: number }>;
    expires: number;
  };
}

export const migration: Migration = {
  id: '0012_api_budget',
  up: async (tx) => {
    // One process keeps its limits in memory (rate-limit/open-store.ts).
    if (!dialectOf(tx).sharedByInstances) return;
    await tx.exec(
      `CREATE TABLE "_api_budget" ("key" text PRIMARY KEY, "hits" jsonb NOT NULL, "leases" jsonb NOT NULL, "expires" bigint NOT NULL);
       CREATE INDEX "ix__api_budget_expires" ON "_api_budget" ("expires")`,
    );
  },
};
