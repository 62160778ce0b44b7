// A vitest reporter for tests/run.ts (which adds it with --reporter): it writes the facts the
// JSON report lacks to the file named by TEST_RUN_FACTS, and reports nothing itself.
//   - flaky: the tests that passed only on a retry (TestCase.diagnostic().flaky; retries are on
//     for the e2e project under CI, vitest.config.ts), by file relative to the root and full name;
//   - files: when each test file started and ended, in ms since the run started (as the main
//     process saw them: from the worker taking the file to its last hook), and its project, so
//     tests/run.ts can give each kind of test its time.
// Without TEST_RUN_FACTS it does nothing, so a plain `vitest run --reporter=…` is unaffected.
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { Reporter, TestModule, TestSpecification, Vitest } from 'vitest/node';

export interface FlakyTest {
  /** The test file, relative to the repository (e.g. tests/e2e/xss.test.ts). */
  file: string;
  /** The test's full name: its suites and its own name, joined by " > ". */
  test: string;
  /** How many times it was run again before it passed. */
  retries: number;
}

export interface FileTime {
  file: string;
  project: string;
  /** ms since the test run started */
  start: number;
  end: number;
}

export interface RunFacts {
  /** The test run's wall clock, in ms (first file queued to the run's end, as the reporter saw it). */
  runMs: number;
  flaky: FlakyTest[];
  files: FileTime[];
}

/** @public Loaded by vitest from its path (tests/run.ts passes --reporter=<this file>). */
export default class RunReporter implements Reporter {
  private root = process.cwd();
  private t0 = Date.now();
  private readonly starts = new Map<string, number>();
  private readonly files: FileTime[] = [];

  onInit(vitest: Vitest): void {
    this.root = vitest.config.root;
  }

  onTestRunStart(_specifications: ReadonlyArray<TestSpecification>): void {
    this.t0 = Date.now();
  }

  private key(module: TestModule): string {
    return `${module.project.name}\0${module.moduleId}`;
  }

  onTestModuleQueued(module: TestModule): void {
    this.starts.set(this.key(module), Date.now() - this.t0);
  }

  onTestModuleEnd(module: TestModule): void {
    const end = Date.now() - this.t0;
    this.files.push({
      file: relative(this.root, module.moduleId),
      project: module.project.name,
      start: this.starts.get(this.key(module)) ?? end,
      end,
    });
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const out = process.env.TEST_RUN_FACTS;
    if (!out) return;
    const flaky: FlakyTest[] = [];
    for (const module of modules) {
      for (const test of module.children.allTests()) {
        const diagnostic = test.diagnostic();
        if (diagnostic?.flaky)
          flaky.push({
            file: relative(this.root, module.moduleId),
            test: test.fullName,
            retries: diagnostic.retryCount,
          });
      }
    }
    const facts: RunFacts = { runMs: Date.now() - this.t0, flaky, files: this.files };
    writeFileSync(out, JSON.stringify(facts, null, 1));
  }
}
