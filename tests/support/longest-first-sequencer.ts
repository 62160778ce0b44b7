// Test files start longest first (tests/durations.json, measured on a full
// run), so the long ones (data-safety, every-screen, the e2e files) overlap
// with the rest instead of running alone at the end: on two workers the run
// then ends close to half the total. A file the list does not know counts as
// a minute (durations.ts). Refresh the list from a full run when it drifts:
//   npm test -- --save-durations
//
// The shorter files (under GROUPED_BELOW_SECONDS) follow project by project, each project's longest first: a
// 'shared' worker keeps its imported modules only while the next file in the queue is also 'shared' (isolate:
// false, vitest.config.ts), so mixing projects there would start fresh workers and import everything again. The
// order among short files barely moves the run's end: none is longer than the tail they make. Within a project
// the files of one test environment come together too: 'admin' also keeps its worker (decision 0155), but only
// from a jsdom spec to a jsdom spec, and its node-environment specs (a `@vitest-environment` docblock or none)
// would otherwise fall between them.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { readDurations, secondsOf } from './durations.js';

const GROUPED_BELOW_SECONDS = 60;

export class LongestFirstSequencer extends BaseSequencer {
  private readonly durations = readDurations(fileURLToPath(new URL('../durations.json', import.meta.url)));

  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root;
    const cost = (file: TestSpecification) => secondsOf(this.durations, relative(root, file.moduleId));
    const longestFirst = (list: TestSpecification[]) => [...list].sort((a, b) => cost(b) - cost(a));
    const long = longestFirst(files.filter((f) => cost(f) >= GROUPED_BELOW_SECONDS));
    const short = files.filter((f) => cost(f) < GROUPED_BELOW_SECONDS);
    // Projects in the order they first appear among the short files' longest-first order.
    const projects = [...new Set(longestFirst(short).map((f) => f.project.name))];
    const byEnvironment = (list: TestSpecification[]) => {
      const envOf = new Map(list.map((f) => [f, environmentOf(f)]));
      return [...new Set(envOf.values())].flatMap((env) => list.filter((f) => envOf.get(f) === env));
    };
    return [
      ...long,
      ...projects.flatMap((name) => byEnvironment(longestFirst(short.filter((f) => f.project.name === name)))),
    ];
  }
}

/** The environment a file's docblock asks for (what vitest reads to pick it), or '' for its project's default. */
function environmentOf(file: TestSpecification): string {
  const head = readFileSync(file.moduleId, 'utf8').slice(0, 1000);
  return /@vitest-environment\s+([\w-]+)/.exec(head)?.[1] ?? '';
}
