import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { LongestFirstSequencer } from './tests/support/longest-first-sequencer.js';

// tests/run.ts sets TEST_SINGLE_CONNECTION=1 when PostgreSQL is the embedded PGlite fallback:
// it is a single database, so test files must then run one at a time.
const singleConnection = !!process.env.TEST_SINGLE_CONNECTION && process.env.TEST_SINGLE_CONNECTION !== '0';

export default defineConfig({
  test: {
    include: [
      'src/**/*.spec.ts',
      'src/**/*.spec.tsx',
      'codegen/**/*.spec.ts',
      'schema/**/*.spec.ts',
      'tests/**/*.test.ts',
    ],
    setupFiles: ['tests/support/dom-timeouts.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    fileParallelism: !singleConnection,
    // Vitest's default on a 2-core machine is one worker (CPUs - 1); the files mostly wait on databases, servers and
    // Chromium (a full run used about half the CPU time it took), so two workers halve the run (docs/decisions.md).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    sequence: { sequencer: LongestFirstSequencer },
  },
});
