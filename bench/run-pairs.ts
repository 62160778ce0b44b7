// A call judged by its ratio to one baseline (the by-id read, issue 43 item 5) measured in pairs, for
// `npm run bench` (bench/run.ts): product then baseline back to back, several times, judged by the median of
// the pairs' ratios. One product run then one baseline run let the machine's load between the two move the
// ratio by ±0.1 on a shared machine; within a pair both runs see nearly the same moment, and the median drops
// the pair that a burst of other work fell on (decision 0154).
import { measure, type IdRange } from './run-measure.js';

type Measured = Awaited<ReturnType<typeof measure>>;

/** One pair: the product's run, the baseline's right after it, and their ratio of req/s. */
export interface Pair {
  product: Measured;
  baseline: Measured;
  ratio: number;
}

export async function measurePairs(
  count: number,
  product: { port: number; pid: number; headers: Record<string, string> },
  baseline: { port: number; pid: number },
  path: string,
  ids: IdRange,
): Promise<{ pairs: Pair[]; median: Pair }> {
  const pairs: Pair[] = [];
  for (let i = 0; i < count; i++) {
    const p = await measure(product.port, product.pid, product.headers, path, ids);
    const b = await measure(baseline.port, baseline.pid, {}, path, ids);
    pairs.push({ product: p, baseline: b, ratio: p.rps / b.rps });
  }
  return { pairs, median: medianPair(pairs) };
}

/** The pair whose ratio is the median (of an even count, the lower middle one: the stricter judgement). */
export function medianPair(pairs: readonly Pair[]): Pair {
  const sorted = [...pairs].sort((a, b) => a.ratio - b.ratio);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}
