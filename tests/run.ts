/**
 * `npm test`: the whole test run, closing with one line `N passed, N failed`.
 *
 *   npm test                      checks (typecheck, lint, format:check, knip, deps, gen:check, build:admin) + all vitest tests
 *   npm test -- --no-checks       skip the checks (quick local run)
 *   npm test -- --save-durations  also rewrite tests/durations.json (the longest-first order) from this run's file times
 *   npm test -- tests/site/redirect-check.test.ts other args go to `vitest run`
 *
 * On CI (CI set) a failed browser test (tests/e2e/**) runs once more (vitest.config.ts); one that passes
 * only then is printed as `flaky: <file> › <test>` and added to tests/FLAKY.md. Before the closing line,
 * each phase's time (docs/decisions/0077-test-run-retries-and-ci-local.md).
 *
 * Environment:
 *   TEST_DIALECTS       comma list of dialects (sqlite,postgres); default both
 *   TEST_PG_ADMIN_URL   use this PostgreSQL server (admin connection; databases are created there)
 *   TEST_PG_FORCE       server | throwaway | pglite: use only that way of getting a PostgreSQL
 *
 * PostgreSQL is found in this order: TEST_PG_ADMIN_URL; a server at 127.0.0.1:5432 (user postgres);
 * a throwaway instance of the Debian package (initdb into a temp dir, own port, fsync=off), stopped at
 * the end; an embedded PGlite served over the wire protocol (quick local fallback; one database,
 * test files run one at a time).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { saveDurations } from './support/durations.js';
import { flakyLabel, recordFlaky } from './support/flaky-list.js';
import type { RunFacts } from './support/run-reporter.js';
import { findPostgres, type PgProvider } from './support/find-postgres.js';
import type { JsonReport } from './support/vitest-report.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const FLAKY_FILE = join(ROOT, 'tests', 'FLAKY.md');
const DURATIONS_FILE = join(ROOT, 'tests', 'durations.json');

const log = (line: string) => process.stdout.write(`${line}\n`);

// ---------------------------------------------------------------------------------------------
// Cleanup on exit, failure and signals

const cleanups: Array<() => Promise<void>> = [];
const runningChildren = new Set<ChildProcess>();
let interrupted: NodeJS.Signals | undefined;

async function runCleanups(): Promise<void> {
  while (cleanups.length) {
    const fn = cleanups.pop()!;
    try {
      await fn();
    } catch (err) {
      log(`cleanup failed: ${(err as Error).message}`);
    }
  }
}

function onSignal(signal: NodeJS.Signals): void {
  if (interrupted) return; // second signal while cleaning up: keep cleaning up
  interrupted = signal;
  log(`\nInterrupted (${signal}): stopping tests and cleaning up.`);
  const running = [...runningChildren].filter((child) => child.exitCode === null && child.signalCode === null);
  const childDone = Promise.all(
    running.map(
      (child) =>
        new Promise<void>((res) => {
          child.once('exit', () => res());
          child.kill(signal);
          setTimeout(() => {
            child.kill('SIGKILL');
            res();
          }, 10_000).unref();
        }),
    ),
  );
  void childDone.then(runCleanups).finally(() => {
    log(`Test run interrupted by ${signal}.`);
    log('0 passed, 1 failed');
    process.exit(signal === 'SIGINT' ? 130 : 143);
  });
}
process.on('SIGINT', onSignal);
process.on('SIGTERM', onSignal);
process.on('SIGHUP', onSignal);

// ---------------------------------------------------------------------------------------------
// Helpers

interface RunResult {
  code: number;
  output: string;
}

/** Runs a command; capture=true collects stdout+stderr instead of showing them. */
function run(
  cmd: string,
  args: string[],
  opts: { capture?: boolean; env?: NodeJS.ProcessEnv } = {},
): Promise<RunResult> {
  return new Promise((res) => {
    const child = spawn(cmd, args, {
      cwd: ROOT,
      env: opts.env ?? process.env,
      stdio: opts.capture ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'],
    });
    runningChildren.add(child);
    let output = '';
    child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
    child.on('error', (err) => {
      output += `\n${cmd}: ${err.message}\n`;
    });
    child.on('close', (code, signal) => {
      runningChildren.delete(child);
      res({ code: code ?? (signal ? 128 : 1), output });
    });
  });
}

/** Runs work over items two at a time; the results keep the items' order. */
async function inPairs<T, R>(items: T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length && !interrupted) {
      const i = next++;
      results[i] = await work(items[i]!);
    }
  };
  await Promise.all([lane(), lane()]);
  return results;
}

// ---------------------------------------------------------------------------------------------
// Phase times

const secondsSince = (t0: number) => (Date.now() - t0) / 1000;
const fmtSeconds = (s: number) => `${s.toFixed(s < 10 ? 1 : 0)} s`;

/** How the vitest projects (vitest.config.ts) are named in the phase times, in this order. */
const PROJECT_LABELS: Record<string, string> = {
  shared: 'server and unit tests',
  admin: 'admin specs (jsdom)',
  e2e: 'e2e tests (Chromium)',
  alone: 'time-measuring server tests, alone',
};

/**
 * The tests' share of the run by kind. They run interleaved in one vitest run, so a kind has no wall
 * clock of its own: each line gives the kind's file time (each file's time summed, from a worker taking it
 * to its last hook; two files run at a time, so the kinds add up to about twice the wall clock) and
 * when, within the vitest run, its first file started and its last ended.
 */
function testTimeLines(facts: RunFacts): string[] {
  const byProject = new Map<string, { files: number; busy: number; first: number; last: number }>();
  for (const f of facts.files) {
    const p = byProject.get(f.project) ?? { files: 0, busy: 0, first: Infinity, last: 0 };
    p.files++;
    p.busy += f.end - f.start;
    p.first = Math.min(p.first, f.start);
    p.last = Math.max(p.last, f.end);
    byProject.set(f.project, p);
  }
  const names = [...Object.keys(PROJECT_LABELS), ...[...byProject.keys()].filter((n) => !(n in PROJECT_LABELS))];
  const lines: string[] = [];
  for (const name of names) {
    const p = byProject.get(name);
    if (!p) continue;
    lines.push(
      `    ${(PROJECT_LABELS[name] ?? name).padEnd(34)} ${String(p.files).padStart(4)} files, ${fmtSeconds(p.busy / 1000).padStart(8)} ` +
        `of file time, from ${fmtSeconds(p.first / 1000)} to ${fmtSeconds(p.last / 1000)}`,
    );
  }
  // Where the time goes: the files that would most repay a look when the run grows past its budget.
  const slowest = [...facts.files].sort((a, b) => b.end - b.start - (a.end - a.start)).slice(0, SLOWEST_FILES_LISTED);
  lines.push(
    `    the ${slowest.length} slowest files: ${slowest.map((f) => `${f.file} ${fmtSeconds((f.end - f.start) / 1000)}`).join(', ')}`,
  );
  return lines;
}

const SLOWEST_FILES_LISTED = 15;

// ---------------------------------------------------------------------------------------------

async function main(): Promise<number> {
  const runStart = Date.now();
  const argv = process.argv.slice(2);
  const noChecks = argv.includes('--no-checks');
  const saveTimes = argv.includes('--save-durations');
  const vitestArgs = argv.filter((a) => a !== '--no-checks' && a !== '--save-durations');

  let passed = 0;
  let failed = 0;
  /** Printed before the closing line. */
  const phases: Array<{ name: string; secs: number; note?: string; lines?: string[] }> = [];

  // Checks: typecheck, lint, format:check (Prettier), knip, deps (the import arrows) and gen:check, one test each; then the admin build, which the
  // end-to-end files share (built here once, so parallel test files never rebuild dist/ under each other).
  const scripts: Record<string, string> =
    (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts?: Record<string, string> }).scripts ??
    {};
  if (noChecks) {
    log('Checks: skipped (--no-checks); building the admin if stale');
    const t0 = Date.now();
    await run('npm', ['run', '-s', 'build:admin']);
    phases.push({ name: 'admin build if stale (checks skipped)', secs: secondsSince(t0) });
  } else {
    // Two at a time (they are independent, and each keeps one core busy); reported in this order.
    const names = ['typecheck', 'lint', 'format:check', 'knip', 'deps', 'gen:check', 'build:admin'].filter(
      (name) => scripts[name],
    );
    const checksStart = Date.now();
    const results = await inPairs(names, async (name) => {
      const t0 = Date.now();
      const r = await run('npm', ['run', '-s', name], { capture: true });
      return { name, ...r, secs: ((Date.now() - t0) / 1000).toFixed(1) };
    });
    if (interrupted) return 1;
    phases.push({
      name: 'checks, two at a time',
      secs: secondsSince(checksStart),
      note: results.map((r) => `${r.name} ${r.secs} s`).join(', '),
    });
    for (const r of results) {
      if (r.code === 0) {
        passed++;
        log(`Check ${r.name}: passed (${r.secs} s)`);
      } else {
        failed++;
        log(`Check ${r.name}: FAILED (exit ${r.code}, ${r.secs} s):`);
        process.stdout.write(r.output.endsWith('\n') || !r.output ? r.output : `${r.output}\n`);
      }
    }
  }

  // PostgreSQL, unless the dialects exclude it.
  const dialectsRaw = process.env.TEST_DIALECTS?.trim();
  const dialects = dialectsRaw ? dialectsRaw.split(',').map((s) => s.trim().toLowerCase()) : ['sqlite', 'postgres'];
  const env: NodeJS.ProcessEnv = { ...process.env, ADMIN_BUILT_BY_RUNNER: '1' };
  if (dialects.includes('postgres')) {
    let provider: PgProvider;
    const t0 = Date.now();
    try {
      provider = await findPostgres({ log, cleanups, runCleanups });
      phases.push({ name: `PostgreSQL (${provider.kind})`, secs: secondsSince(t0) });
    } catch (err) {
      log(`PostgreSQL: none available: ${(err as Error).message}`);
      log('No PostgreSQL for the postgres dialect (set TEST_DIALECTS=sqlite to run without it).');
      await runCleanups();
      log(`${passed} passed, ${failed + 1} failed`);
      return 1;
    }
    if (interrupted) return 1;
    env.TEST_PG_ADMIN_URL = provider.adminUrl;
    env.TEST_PG_KIND = provider.kind;
    if (provider.kind === 'pglite') env.TEST_SINGLE_CONNECTION = '1';
    else delete env.TEST_SINGLE_CONNECTION;
  } else {
    log(`PostgreSQL: not needed (TEST_DIALECTS=${dialectsRaw})`);
  }

  // Vitest.
  const reportDir = mkdtempSync(join(tmpdir(), 'vitest-report-'));
  cleanups.push(async () => rmSync(reportDir, { recursive: true, force: true }));
  const reportFile = join(reportDir, 'report.json');
  // tests/support/run-reporter.ts writes the flaky tests and each file's start and end here.
  const factsFile = join(reportDir, 'facts.json');
  env.TEST_RUN_FACTS = factsFile;
  const vitestBin = join(ROOT, 'node_modules', '.bin', 'vitest');
  const vitestStart = Date.now();
  const vt = await run(
    vitestBin,
    [
      'run',
      '--reporter=default',
      '--reporter=json',
      `--reporter=${join(ROOT, 'tests', 'support', 'run-reporter.ts')}`,
      `--outputFile=${reportFile}`,
      ...vitestArgs,
    ],
    {
      env,
    },
  );
  if (interrupted) return 1;
  const vitestSecs = secondsSince(vitestStart);

  let report: JsonReport | undefined;
  try {
    report = JSON.parse(readFileSync(reportFile, 'utf8')) as JsonReport;
  } catch (err) {
    log(`Vitest wrote no readable JSON report (${(err as Error).message}); exit code ${vt.code}.`);
  }

  if (!report) {
    failed++;
  } else {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    // Files that failed without a failing test: failed to load, or a hook/suite error.
    const brokenFiles = (report.testResults ?? []).filter(
      (f) => f.status === 'failed' && !(f.assertionResults ?? []).some((a) => a.status === 'failed'),
    );
    for (const f of brokenFiles) {
      log(`Test file failed without a failing test (load or hook error): ${f.name.replace(`${ROOT}/`, '')}`);
    }
    failed += brokenFiles.length;
    const skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    if (skipped) log(`(${skipped} tests skipped or todo)`);
    if (report.numTotalTests === 0 || report.numPassedTests + report.numFailedTests === 0) {
      log('No test ran: vitest found no test files or ran no test; counted as a failure.');
      failed++;
    } else if (vt.code !== 0 && failed === 0) {
      log(
        `Vitest exited with code ${vt.code} although no test failed (e.g. an unhandled error); counted as a failure.`,
      );
      failed++;
    }
  }

  let facts: RunFacts | undefined;
  try {
    if (existsSync(factsFile)) facts = JSON.parse(readFileSync(factsFile, 'utf8')) as RunFacts;
  } catch (err) {
    log(`The run reporter's facts are unreadable (${(err as Error).message}): no flaky list or times by kind.`);
  }

  // Tests that passed only on their retry (CI, e2e): named here and listed in tests/FLAKY.md, to be fixed.
  if (facts?.flaky.length) {
    log('');
    for (const t of facts.flaky) log(`flaky: ${flakyLabel(t)}`);
    try {
      const added = recordFlaky(FLAKY_FILE, facts.flaky);
      log(
        `${facts.flaky.length} test(s) passed only on their retry` +
          (added.length
            ? `; added to tests/FLAKY.md (${added.length} new line(s))`
            : '; already in tests/FLAKY.md for today') +
          ': flaky tests get fixed, never ignored.',
      );
    } catch (err) {
      log(`Could not update tests/FLAKY.md: ${(err as Error).message}`);
    }
  }

  // The longest-first order's times, from this run (docs/decisions/0127-test-run-under-thirty-minutes.md).
  if (saveTimes && facts) {
    const measured = saveDurations(
      DURATIONS_FILE,
      ROOT,
      facts.files.map((f) => ({ file: f.file, seconds: (f.end - f.start) / 1000 })),
    );
    log(`tests/durations.json: the times of ${measured} files from this run`);
  } else if (saveTimes) log('tests/durations.json: not rewritten (no file times from this run)');

  await runCleanups();
  const workers =
    env.TEST_SINGLE_CONNECTION && env.TEST_SINGLE_CONNECTION !== '0'
      ? 1
      : Math.max(1, Number(process.env.TEST_WORKERS ?? 2) || 2); // as vitest.config.ts
  phases.push({
    name: `tests, ${workers === 1 ? 'one file' : `${workers} files`} at a time`,
    secs: vitestSecs,
    note: 'one vitest run; by kind below',
    lines: facts ? testTimeLines(facts) : undefined,
  });
  log('');
  log(`Times (wall clock; the whole run ${fmtSeconds(secondsSince(runStart))}):`);
  for (const p of phases) {
    log(`  ${p.name.padEnd(38)} ${fmtSeconds(p.secs).padStart(8)}${p.note ? `  (${p.note})` : ''}`);
    for (const line of p.lines ?? []) log(line);
  }
  log(`${passed} passed, ${failed} failed`);
  return failed > 0 || vt.code !== 0 ? 1 : 0;
}

main().then(
  (code) => {
    if (!interrupted) process.exit(code);
  },
  async (err: unknown) => {
    if (interrupted) return;
    log(`tests/run.ts failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
    await runCleanups();
    log('0 passed, 1 failed');
    process.exit(1);
  },
);
