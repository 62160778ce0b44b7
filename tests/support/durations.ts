// tests/durations.json: each test file's seconds in a full run, which the longest-first sequencer
// (longest-first-sequencer.ts) orders the run by. `npm test -- --save-durations` rewrites it from the run's
// own file times (tests/run.ts), so the order follows the suite instead of a list typed in by hand
// (docs/decisions/0127-test-run-under-thirty-minutes.md).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';

type Durations = Record<string, number>;

/** A file the list does not know (new since the last measurement) counts as a minute, so it starts early rather than last. */
export const UNKNOWN_SECONDS = 60;

export function readDurations(file: string): Durations {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Durations) : {};
}

/**
 * A file's measured seconds. A file moved to another folder since the measurement keeps its time when its
 * name is unique in the list (the name, not the folder, says what it tests); otherwise UNKNOWN_SECONDS.
 */
export function secondsOf(durations: Durations, file: string): number {
  const known = durations[file];
  if (known !== undefined) return known;
  const name = basename(file);
  const sameName = Object.keys(durations).filter((f) => basename(f) === name);
  return sameName.length === 1 ? durations[sameName[0]!]! : UNKNOWN_SECONDS;
}

/**
 * The list after a run: each measured file's new time (a file run in two projects adds up), the others
 * kept unless their file is gone (moved or deleted), longest first, to a tenth of a second.
 */
export function mergeDurations(
  old: Durations,
  measured: ReadonlyArray<{ file: string; seconds: number }>,
  exists: (file: string) => boolean,
): Durations {
  const merged = new Map<string, number>(Object.entries(old).filter(([file]) => exists(file)));
  const fresh = new Map<string, number>();
  for (const m of measured) fresh.set(m.file, (fresh.get(m.file) ?? 0) + m.seconds);
  for (const [file, seconds] of fresh) merged.set(file, Math.round(seconds * 10) / 10);
  return Object.fromEntries([...merged].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])));
}

/** Writes the merged list to `file` (relative paths resolved against `root`); answers how many files were measured. */
export function saveDurations(
  file: string,
  root: string,
  measured: ReadonlyArray<{ file: string; seconds: number }>,
): number {
  const merged = mergeDurations(readDurations(file), measured, (f) => existsSync(join(root, f)));
  // One file a line, as the list has always been written: a refresh reads as a diff of times.
  const lines = Object.entries(merged).map(([f, seconds]) => `${JSON.stringify(f)}: ${seconds.toFixed(1)}`);
  writeFileSync(file, `{\n${lines.join(',\n')}\n}\n`);
  return new Set(measured.map((m) => m.file)).size;
}
