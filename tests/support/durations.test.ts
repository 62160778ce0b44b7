// tests/durations.json's upkeep and reading (tests/support/durations.ts): the order the run starts its files in.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mergeDurations, readDurations, saveDurations, secondsOf, UNKNOWN_SECONDS } from './durations.js';

describe('secondsOf', () => {
  const durations = {
    'tests/e2e/admin.test.ts': 119,
    'tests/api/comments.test.ts': 12,
    'tests/api/users.test.ts': 8,
    'tests/people/users.test.ts': 9,
  };

  it('answers a listed file its measured time', () => {
    expect(secondsOf(durations, 'tests/e2e/admin.test.ts')).toBe(119);
  });

  it('finds a file moved to another folder by its name, when the name is unique in the list', () => {
    expect(secondsOf(durations, 'tests/comments/comments.test.ts')).toBe(12);
  });

  it('counts a new file, or a moved one whose name two listed files share, as a minute', () => {
    expect(secondsOf(durations, 'tests/e2e/brand-new.test.ts')).toBe(UNKNOWN_SECONDS);
    expect(secondsOf(durations, 'tests/accounts/users.test.ts')).toBe(UNKNOWN_SECONDS);
  });
});

describe('mergeDurations', () => {
  it('takes the run’s times, keeps the unmeasured files that still exist, drops the gone, longest first', () => {
    const old = { 'a.test.ts': 10, 'gone.test.ts': 99, 'kept.test.ts': 5 };
    const merged = mergeDurations(
      old,
      [
        { file: 'a.test.ts', seconds: 3.14159 },
        { file: 'new.test.ts', seconds: 42 },
      ],
      (f) => f !== 'gone.test.ts',
    );
    expect(merged).toEqual({ 'new.test.ts': 42, 'kept.test.ts': 5, 'a.test.ts': 3.1 });
    expect(Object.keys(merged)).toEqual(['new.test.ts', 'kept.test.ts', 'a.test.ts']);
  });

  it('adds up a file that ran in two projects', () => {
    expect(
      mergeDurations(
        {},
        [
          { file: 'x.test.ts', seconds: 1 },
          { file: 'x.test.ts', seconds: 2 },
        ],
        () => true,
      ),
    ).toEqual({ 'x.test.ts': 3 });
  });
});

describe('saveDurations', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'durations-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes one file a line, longest first, and reads back what it wrote', () => {
    const file = join(dir, 'durations.json');
    writeFileSync(join(dir, 'old.test.ts'), '');
    writeFileSync(file, JSON.stringify({ 'old.test.ts': 7, 'removed.test.ts': 1 }));
    expect(saveDurations(file, dir, [{ file: 'slow.test.ts', seconds: 120.04 }])).toBe(1);
    expect(readFileSync(file, 'utf8')).toBe('{\n"slow.test.ts": 120.0,\n"old.test.ts": 7.0\n}\n');
    expect(readDurations(file)).toEqual({ 'slow.test.ts': 120, 'old.test.ts': 7 });
  });
});
