// tests/FLAKY.md: the tests that passed only on their retry (tests/run.ts records them; the rule is in
// the file's header). One line per test and date: `- 2025-01-31 tests/e2e/admin.test.ts › suite > test`.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

export const FLAKY_HEADER = `# Flaky tests

On CI (\`CI=true\`) a browser test (\`tests/e2e/**\`) that fails runs once more; one that passes only on
that second run is flaky. \`npm test\` prints it at the end as \`flaky: <file> › <test>\` and adds it here
with the date (UTC). A listed test gets fixed — its cause found and removed, not its wait lengthened
blindly — and never ignored: take its line out with the fix. Server and unit tests are never retried.
See docs/decisions/0077-test-run-retries-and-ci-local.md.

`;

interface FlakyEntry {
  file: string;
  test: string;
}

export const flakyLabel = (t: FlakyEntry) => `${t.file} › ${t.test}`;

const flakyLine = (date: string, t: FlakyEntry) => `- ${date} ${flakyLabel(t)}`;

/**
 * Appends a line per test not already listed for that date (creating the file with its header);
 * returns the lines added.
 */
export function recordFlaky(path: string, tests: FlakyEntry[], date = new Date().toISOString().slice(0, 10)): string[] {
  const text = existsSync(path) ? readFileSync(path, 'utf8') : FLAKY_HEADER;
  const present = new Set(text.split('\n'));
  const added: string[] = [];
  for (const t of tests) {
    const line = flakyLine(date, t);
    if (present.has(line)) continue;
    present.add(line);
    added.push(line);
  }
  if (added.length) {
    writeFileSync(path, `${text}${text.endsWith('\n') || !text ? '' : '\n'}${added.map((l) => `${l}\n`).join('')}`);
  }
  return added;
}
