// A call judged by its ratio to one baseline (the by-id read, issue 43 item 5) measured in pairs, for
// `npm run bench` (bench/run.ts): product and baseline back to back, many times, judged by the median of the
// pairs' ratios (decision 0154). This machine's speed drifts by ±20–40 % within seconds, for both servers alike
// (decision 0161): ten-second runs gave pairs from 0.58 to 1.15. So the pairs are short (BENCH_PAIR_SECONDS, 3 s)
// and many (BENCH_PAIRS, 10): each pair's two runs see nearly the same moment, the order alternates so that a
// drift favours neither side, and the median of many short pairs is a steadier figure than that of three long ones.
// run.ts has warmed both servers on the call just before, so the pairs run without a warm-up of their own.
import { PAIR_SECONDS } from './run-config.js';
import { measure, type IdRange } from './run-measure.js';

type Measured = Awaited<ReturnType<typeof measure>>;

/** One pair: the product's run, the baseline's right before or after it, and their ratio of req/s. */
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
  const run = { seconds: PAIR_SECONDS, warm: false };
  const productRun = () => measure(product.port, product.pid, product.headers, path, ids, run);
  const baselineRun = () => measure(baseline.port, baseline.pid, {}, path, ids, run);
  for (let i = 0; i < count; i++) {
    // Product first in even pairs, baseline first in odd ones.
    let p: Measured, b: Measured;
    if (i % 2 === 0) {
      p = await productRun();
      b = await baselineRun();
    } else {
      b = await baselineRun();
      p = await productRun();
    }
    pairs.push({ product: p, baseline: b, ratio: p.rps / b.rps });
  }
  return { pairs, median: medianPair(pairs) };
}

/** The pair whose ratio is the median (of an even count, the lower middle one: the stricter judgement). */
export function medianPair(pairs: readonly Pair[]): Pair {
  const sorted = [...pairs].sort((a, b) => a.ratio - b.ratio);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}
