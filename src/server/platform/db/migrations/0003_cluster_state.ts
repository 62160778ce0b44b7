// Hand-written: state that several instances on one database share and that
// is not part of the schema's entities (contract §4a).
//   _login_failures  failed sign-ins against names without an account, so they
//                    lock exactly like real ones on every instance (both dialects)
//   _rate_limits     the exact sliding window of each security limit's key (PostgreSQL)
//   _api_hits        the per-user API limit's hits, per instance and second (PostgreSQL)
// SQLite is one process: its rate limits stay in memory.
import { dialectOf } from '../dialect.js';
import type { Migration } from '../migration-types.js';

/** The tables below, for the Database interface (database.ts). Counts and times are numbers on both dialects (postgres.ts parses int8). */
export interface ClusterStateTables {
  _login_failures: { name: string; count: number; locked_until: number; updated: number };
  /** PostgreSQL only. */
  _rate_limits: { key: string; times: number[]; expires: number };
  /** PostgreSQL only. */
  _api_hits: { key: string; instance: string; bucket: number; hits: number };
}

export const migration: Migration = {
  id: '0003_cluster_state',
  up: async (tx) => {
    const d = dialectOf(tx);
    const big = d.bigIntegerType;
    await tx.exec(
      `CREATE TABLE "_login_failures" ("name" text PRIMARY KEY, "count" integer NOT NULL, "locked_until" ${big} NOT NULL, "updated" ${big} NOT NULL);
       CREATE INDEX "ix__login_failures_updated" ON "_login_failures" ("updated")`,
    );
    // One process keeps its limits in memory (rate-limit/open-store.ts).
    if (!d.sharedByInstances) return;
    await tx.exec(
      `CREATE TABLE "_rate_limits" ("key" text PRIMARY KEY, "times" double precision[] NOT NULL, "expires" bigint NOT NULL);
       CREATE INDEX "ix__rate_limits_expires" ON "_rate_limits" ("expires");
       CREATE TABLE "_api_hits" ("key" text NOT NULL, "instance" text NOT NULL, "bucket" bigint NOT NULL, "hits" integer NOT NULL, PRIMARY KEY ("key", "instance", "bucket"));
       CREATE INDEX "ix__api_hits_bucket" ON "_api_hits" ("bucket")`,
    );
  },
};
