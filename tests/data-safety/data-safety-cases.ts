// The data-safety runs (docs/requirements/security-tests.md) inside
// `npm test`, judged by the same rules as `npm run safety` (suite.ts). Full
// counts: 50 SIGKILLs, 20 editors × 50 rounds. One test file per dialect
// (sqlite.test.ts, postgres.test.ts) declares them: each half is several
// minutes of server restarts, and as two files the two test workers can run
// them side by side (docs/decisions/0127-test-run-under-thirty-minutes.md).
import { describe, expect, it } from 'vitest';
import { testDialects, type DialectName } from '../support/dialects.js';
import { runConcurrentEditors } from './concurrent-editors.js';
import { runDatabaseStopped } from './database-stopped.js';
import { runKilledBatches } from './killed-batches.js';
import { runSigterm } from './sigterm.js';
import {
  databaseStoppedProblems,
  editorsProblems,
  killedBatchesProblems,
  SIGTERM_LOAD,
  sigtermProblems,
  withDatabase,
  withStoppablePostgres,
} from './suite.js';

const MINUTES = 60_000;

/** The data-safety tests on one dialect; skipped (and counted so) when TEST_DIALECTS leaves it out. */
export function describeDataSafety(dialect: DialectName): void {
  describe.skipIf(!testDialects().includes(dialect))(`data safety under load on ${dialect}`, () => {
    it(
      'SIGKILL at random points during batches, 50 times: every batch applied whole or not at all',
      async () => {
        const r = await withDatabase(dialect, (env) => runKilledBatches(env, { kills: 50, loops: 4, items: 10 }));
        expect(killedBatchesProblems(r)).toEqual([]);
        expect(r.partial).toBe(0);
      },
      15 * MINUTES,
    );

    it(
      '20 editors × 50 If-Match rounds: the final state accounts for every 200',
      async () => {
        const r = await withDatabase(dialect, (env) => runConcurrentEditors(env, { editors: 20, rounds: 50 }));
        expect(editorsProblems(r)).toEqual([]);
        expect(r.lostUpdates).toBe(0);
      },
      5 * MINUTES,
    );

    it(
      'SIGTERM lets requests in flight finish',
      async () => {
        const r = await withDatabase(dialect, (env) => runSigterm(env, SIGTERM_LOAD));
        expect(sigtermProblems(r, SIGTERM_LOAD.streams)).toEqual([]);
      },
      5 * MINUTES,
    );

    it.runIf(dialect === 'postgres')(
      'database stopped mid-request: 503 within 5 s, recovery within 10 s, same process',
      async () => {
        const r = await withStoppablePostgres((pg, dataDir) => runDatabaseStopped(pg, dataDir, { workers: 6 }));
        if (!r) return expect.fail('needs the PostgreSQL Debian package (initdb) to run a PostgreSQL it may stop');
        expect(databaseStoppedProblems(r)).toEqual([]);
      },
      5 * MINUTES,
    );
  });
}
