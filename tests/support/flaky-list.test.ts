// tests/FLAKY.md's upkeep (tests/support/flaky-list.ts): header kept, entries appended, one per test and date.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FLAKY_HEADER, recordFlaky } from './flaky-list.js';

describe('recordFlaky', () => {
  let dir: string;
  let file: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'flaky-list-'));
    file = join(dir, 'FLAKY.md');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const a = { file: 'tests/e2e/a.test.ts', test: 'screens > opens the list' };
  const b = { file: 'tests/e2e/b.test.ts', test: 'saves' };

  it('creates the file with its header and appends one line per test', () => {
    expect(recordFlaky(file, [a, b], '2025-01-31')).toEqual([
      '- 2025-01-31 tests/e2e/a.test.ts › screens > opens the list',
      '- 2025-01-31 tests/e2e/b.test.ts › saves',
    ]);
    expect(readFileSync(file, 'utf8')).toBe(
      `${FLAKY_HEADER}- 2025-01-31 tests/e2e/a.test.ts › screens > opens the list\n- 2025-01-31 tests/e2e/b.test.ts › saves\n`,
    );
  });

  it('does not list a test twice on one date, but does on another; keeps what the file had', () => {
    writeFileSync(file, '# Flaky tests\n\nsome rule\n\n- 2025-01-30 tests/e2e/b.test.ts › saves'); // no final newline
    expect(recordFlaky(file, [a], '2025-01-31')).toHaveLength(1);
    expect(recordFlaky(file, [a, a, b], '2025-01-31')).toEqual(['- 2025-01-31 tests/e2e/b.test.ts › saves']);
    expect(readFileSync(file, 'utf8')).toBe(
      '# Flaky tests\n\nsome rule\n\n- 2025-01-30 tests/e2e/b.test.ts › saves\n' +
        '- 2025-01-31 tests/e2e/a.test.ts › screens > opens the list\n- 2025-01-31 tests/e2e/b.test.ts › saves\n',
    );
  });

  it('writes nothing when there is nothing to add', () => {
    expect(recordFlaky(file, [], '2025-01-31')).toEqual([]);
    expect(() => readFileSync(file)).toThrow();
  });
});
