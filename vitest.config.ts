import { defineConfig } from 'vitest/config';
import { LongestFirstSequencer } from './tests/support/longest-first-sequencer.js';

// tests/run.ts sets TEST_SINGLE_CONNECTION=1 when PostgreSQL is the embedded PGlite fallback:
// it is a single database, so test files must then run one at a time.
const singleConnection = !!process.env.TEST_SINGLE_CONNECTION && process.env.TEST_SINGLE_CONNECTION !== '0';

// Two test files at a time (the CI machine has two cores, and the files spend half their time waiting on
// PostgreSQL, servers and Chromium); TEST_WORKERS overrides it (docs/decisions/0050-the-test-run.md).
const workers = singleConnection ? 1 : Math.max(1, Number(process.env.TEST_WORKERS ?? 2) || 2);

// Files whose assertions are about time itself (a statement limit of tens of milliseconds met or not met, rate-limit
// windows): they run after the rest, alone, so another file's load cannot decide their outcome.
const ALONE = ['tests/data/slow-queries.test.ts', 'tests/cluster/limits.test.ts'];

const INCLUDE = [
  'src/**/*.spec.ts',
  'src/**/*.spec.tsx',
  'codegen/**/*.spec.ts',
  'schema/**/*.spec.ts',
  'tests/**/*.test.ts',
];

// The browser tests. On CI (CI set, as .ci/run sets it) a failed one runs once more, as Playwright's
// `retries: process.env.CI ? 2 : 0` does (here one more run); a test that passes only on that run is
// "flaky": npm test prints it and lists it in tests/FLAKY.md, to be fixed. Server and unit tests never
// retry: a failure there is a failure (docs/decisions/0077-test-run-retries-and-ci-local.md).
const E2E = ['tests/e2e/**/*.test.ts'];

// The admin's specs: their own project (below).
const ADMIN = ['src/admin/**/*.spec.ts', 'src/admin/**/*.spec.tsx'];
// Run in every test file before it (the DOM ones only where there is a document). Each project names its own:
// a project's list would be added to one set here, and the admin's must come first (below).
const SETUP = ['tests/support/dom-timeouts.ts', 'tests/support/dom-ranges.ts', 'tests/support/languages.ts'];
const onCI = !!process.env.CI && process.env.CI !== 'false' && process.env.CI !== '0';

export default defineConfig({
  test: {
    globalSetup: ['tests/support/build-server.global.ts', 'tests/support/pgbouncer.global.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // The sequencer is a run-wide setting (a project's own is not used); groupOrder below is per project.
    // Projects of one groupOrder share one pool of their (equal) maxWorkers: 'shared' and 'e2e' together run
    // `workers` files at a time, in the sequencer's one longest-first order, as one project did before.
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          setupFiles: SETUP,
          include: INCLUDE,
          exclude: [...ALONE, ...E2E, ...ADMIN],
          // A worker keeps the modules it has imported from one file to the next: the server's ~600 modules and
          // their packages cost about 6 s per file to import, more than most files' tests
          // (docs/decisions/0150-server-test-files-share-their-imports.md). Each file still builds its own app on
          // its own database; state a module keeps must be per app or restored by the test that changes it.
          isolate: false,
          maxWorkers: workers,
          fileParallelism: workers > 1,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          // The admin's specs (jsdom, Testing Library's rendered screens) share a worker and its loaded packages from
          // one file to the next; admin-fresh-file.ts, first of the set-up files, gives each file its own evaluation of
          // the project's modules and a clean window (docs/decisions/0155-test-run-cpu-cuts.md).
          name: 'admin',
          isolate: false,
          setupFiles: ['tests/support/admin-fresh-file.ts', ...SETUP],
          include: ADMIN,
          maxWorkers: workers,
          fileParallelism: workers > 1,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          setupFiles: SETUP,
          include: E2E,
          retry: onCI ? 1 : 0,
          // expect.poll's own default gives up after 1 s, made for unit tests: a browser's answer on the busy 2-core
          // CI machine takes longer (a cold screen load polled at once failed in a clean-clone run). Playwright's own
          // waits allow 30 s; a poll gets 15 s, as the tests that set it themselves already did.
          expect: { poll: { timeout: 15_000 } },
          maxWorkers: workers,
          fileParallelism: workers > 1,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'alone',
          setupFiles: SETUP,
          include: ALONE,
          maxWorkers: 1,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
