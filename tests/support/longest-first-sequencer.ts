// Test files start longest first (tests/durations.json, measured on a full
// run), so the long ones (data-safety, every-screen, the e2e files) overlap
// with the rest instead of running alone at the end: on two workers the run
// then ends close to half the total. A file not in the list (new since the
// last measurement) counts as a minute, so it starts early rather than last.
// Refresh the list from a full run's per-file times when it drifts:
//   npm test 2>&1 | tee /tmp/run.log, then the lines " ✓ file (N tests) T".
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const UNKNOWN_SECONDS = 60;

export class LongestFirstSequencer extends BaseSequencer {
  private readonly seconds: Record<string, number> = JSON.parse(readFileSync(new URL('../durations.json', import.meta.url), 'utf8')) as Record<string, number>;

  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root;
    const cost = (file: TestSpecification) => this.seconds[relative(root, file.moduleId)] ?? UNKNOWN_SECONDS;
    return [...files].sort((a, b) => cost(b) - cost(a));
  }
}
