// The data-safety runs and what each must show (docs/requirements/security-tests.md,
// "Data safety, measured under load"). Shared by `npm run safety` (run.mts)
// and the vitest wrapper, so both judge the counts by the same rules.
import { freshDatabase, type DialectName } from '../support/dialects.js';
import type { ServerEnv } from '../support/server-process.js';
import { findPostgresBin, startThrowawayPostgres } from '../support/throwaway-pg.js';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runConcurrentEditors, type EditorsResult } from './concurrent-editors.js';
import { runDatabaseStopped, type DatabaseStoppedResult } from './database-stopped.js';
import { runKilledBatches, type KilledBatchesResult } from './killed-batches.js';
import { runSigterm, type SigtermResult } from './sigterm.js';

export const killedBatchesProblems = (r: KilledBatchesResult): string[] => [
  ...(r.partial ? [`${r.partial} batches partly applied`] : []),
  ...(r.ledgerMismatches ? [`${r.ledgerMismatches} ledgers disagree with the rows (a batch half applied)`] : []),
  ...(r.acknowledgedButMissing ? [`${r.acknowledgedButMissing} acknowledged batches missing`] : []),
  ...(r.ruleBreakingWithRows ? [`${r.ruleBreakingWithRows} rule-breaking batches left rows`] : []),
  ...(r.applied === 0 ? ['no batch was applied at all: the run proved nothing'] : []),
];

export const editorsProblems = (r: EditorsResult): string[] => [
  ...(r.lostUpdates ? [`${r.lostUpdates} lost updates (final ${r.finalValue}, ${r.ok} writes answered 200)`] : []),
  ...(r.otherAnswers ? [`${r.otherAnswers} answers other than 200/412`] : []),
  ...(r.conflicts === 0 ? ['no 412 at all: the editors never raced'] : []),
];

export const databaseStoppedProblems = (r: DatabaseStoppedResult): string[] => {
  const other = Object.entries(r.outageAnswers).filter(([s]) => s !== '503');
  return [
    ...(r.duringOutage === 0 ? ['no request was made during the outage'] : []),
    ...(other.length ? [`answers other than 503 during the outage: ${JSON.stringify(Object.fromEntries(other))}`] : []),
    ...(r.slowestOutageAnswerMs > 5000
      ? [`a request took ${r.slowestOutageAnswerMs} ms during the outage (limit 5000)`]
      : []),
    ...(r.recoveryMs > 10_000 ? [`recovery took ${r.recoveryMs} ms after the database returned (limit 10000)`] : []),
    ...(r.failuresAfterRecovery ? [`${r.failuresAfterRecovery} failures after recovery`] : []),
    ...(!r.samePid ? ['the server process did not survive'] : []),
  ];
};

export const sigtermProblems = (r: SigtermResult, streams: number): string[] => [
  ...(r.cut ? [`${r.cut} requests in flight were cut off or answered wrongly`] : []),
  ...(r.completed < streams ? [`only ${r.completed} requests completed (the ${streams} streams were in flight)`] : []),
  ...(r.exitCode !== 0
    ? [`exit code ${r.exitCode} after ${r.shutdownMs} ms; the server's last lines:\n${r.serverLogTail ?? ''}`]
    : []),
  ...(r.acknowledgedWritesMissing ? [`${r.acknowledgedWritesMissing} acknowledged writes missing after restart`] : []),
];

export const SIGTERM_LOAD = { rows: 20_000, pages: 30, streams: 3, writes: 10 };

interface SuiteOptions {
  dialects: DialectName[];
  kills: number;
  editors: number;
  rounds: number;
  log: (line: string) => void;
}

/** Runs fn on a fresh database of the dialect, dropped afterwards. */
export async function withDatabase<T>(dialect: DialectName, fn: (env: ServerEnv) => Promise<T>): Promise<T> {
  const db = await freshDatabase(dialect);
  try {
    return await fn({ dataDir: db.dataDir, databaseUrl: db.databaseUrl, databaseDirectUrl: db.databaseDirectUrl });
  } finally {
    await db.drop();
  }
}

/** A throwaway PostgreSQL the run may stop; undefined (and the run skipped) without the Debian package. */
export async function withStoppablePostgres<T>(
  fn: (pg: Awaited<ReturnType<typeof startThrowawayPostgres>>, dataDir: string) => Promise<T>,
): Promise<T | undefined> {
  const bin = findPostgresBin();
  if (!bin) return undefined;
  const pg = await startThrowawayPostgres(bin);
  const dataDir = await mkdtemp(join(tmpdir(), 'cms-safety-'));
  try {
    return await fn(pg, dataDir);
  } finally {
    await pg.destroy();
    await rm(dataDir, { recursive: true, force: true });
  }
}

export async function runDataSafety(o: SuiteOptions): Promise<string[]> {
  const failures: string[] = [];
  const report = (dialect: string, name: string, result: object, problems: string[]) => {
    o.log(`${dialect} ${name}: ${JSON.stringify(result)}`);
    failures.push(...problems.map((p) => `${dialect} ${name}: ${p}`));
  };
  for (const dialect of o.dialects) {
    o.log(`\n== ${dialect} ==`);
    const killed = await withDatabase(dialect, (env) =>
      runKilledBatches(env, { kills: o.kills, loops: 4, items: 10, log: o.log }),
    );
    report(dialect, 'SIGKILL during batches', killed, killedBatchesProblems(killed));
    const editors = await withDatabase(dialect, (env) =>
      runConcurrentEditors(env, { editors: o.editors, rounds: o.rounds }),
    );
    report(dialect, 'concurrent editors', editors, editorsProblems(editors));
    const sigterm = await withDatabase(dialect, (env) => runSigterm(env, SIGTERM_LOAD));
    report(dialect, 'SIGTERM in flight', sigterm, sigtermProblems(sigterm, SIGTERM_LOAD.streams));
    if (dialect === 'postgres') {
      const stopped = await withStoppablePostgres((pg, dataDir) => runDatabaseStopped(pg, dataDir, { workers: 6 }));
      if (stopped) report(dialect, 'database stopped', stopped, databaseStoppedProblems(stopped));
      else
        o.log('postgres database stopped: skipped (no /usr/lib/postgresql/*/bin/initdb to run a stoppable instance)');
    }
  }
  return failures;
}
