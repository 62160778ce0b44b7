// How far V8 lets the heap grow past what is alive before a full collection
// (decision 0110). By default the old generation may reach up to four times
// the live heap: with the server's ~45 MB alive after start, a whole-table
// stream of a million rows (every row a few short-lived objects, some
// promoted while the next batch is read) took the process from 165 to
// 280 MB before the first full collection. A growing factor of 2, as Go's
// GOGC=100, kept the same stream to 42 MB more, at the price of more full
// collections during such bursts (each a few milliseconds, mostly
// incremental); ordinary requests promote little and are not affected.
import { setFlagsFromString } from 'node:v8';

const FLAG = 'heap-growing-percent';
/** The old generation grows to at most twice what is alive before a full collection. */
export const HEAP_GROWING_PERCENT = 100;

/**
 * Bounds the heap's growth, unless the operator chose a value themselves
 * (`node --heap-growing-percent=N build/server/server.mjs`). Answers whether
 * it set it.
 */
export function boundHeapGrowth(
  execArgv: readonly string[] = process.execArgv,
  setFlags: (flags: string) => void = setFlagsFromString,
): boolean {
  if (execArgv.some((arg) => arg.replace(/_/g, '-').startsWith(`--${FLAG}`))) return false;
  setFlags(`--${FLAG}=${HEAP_GROWING_PERCENT}`);
  return true;
}
