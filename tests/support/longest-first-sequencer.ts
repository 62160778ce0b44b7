// Test files start longest first (tests/durations.json, measured on a full
// run), so the long ones (data-safety, every-screen, the e2e files) overlap
// with the rest instead of running alone at the end: on two workers the run
// then ends close to half the total. A file the list does not know counts as
// a minute (durations.ts). Refresh the list from a full run when it drifts:
//   npm test -- --save-durations
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { readDurations, secondsOf } from './durations.js';

export class LongestFirstSequencer extends BaseSequencer {
  private readonly durations = readDurations(fileURLToPath(new URL('../durations.json', import.meta.url)));

  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root;
    const cost = (file: TestSpecification) => secondsOf(this.durations, relative(root, file.moduleId));
    return [...files].sort((a, b) => cost(b) - cost(a));
  }
}
