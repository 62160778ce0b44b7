// The report `npm run bench` (bench/run.ts) prints per dialect and size: the
// figures side by side, then PASS or MISS against each target.
import { printCompression } from './compression.js';
import { printIndexWriteCost } from './index-write-cost.js';
import { printMixedLoad } from './mixed-load.js';
import type { RunResult } from './run.js';
import { PAIR_SECONDS, SECONDS } from './run-config.js';
import { printUnpagedReads } from './unpaged-reads.js';

const fmt = (n: number, d = 0) => n.toLocaleString('en-US', { maximumFractionDigits: d, minimumFractionDigits: d });

const DIALECT_NAMES: Record<string, string> = {
  sqlite: 'SQLite',
  postgres: "PostgreSQL, shared core (the machine's server; everything on both cores)",
  'postgres-pinned': 'PostgreSQL, pinned (a throwaway server on core 1; product, baselines and load on core 0)',
};

export function print(r: RunResult) {
  console.log(
    `\n== ${DIALECT_NAMES[r.dialect] ?? r.dialect}, ${fmt(r.size)} rows (seeded in ${fmt(r.seedSeconds, 1)} s), 32 connections, ${SECONDS} s per run (${PAIR_SECONDS} s in a pair)`,
  );
  console.log(
    'call                     | product req/s  p50  p99  RSS MB  CPU µs | same headers req/s  p50  p99  CPU µs | ratio | plain req/s  p50  p99  CPU µs | ratio',
  );
  for (const x of r.rows) {
    const side = (s: typeof x.product, width = 14) =>
      `${fmt(s.rps).padStart(width)} ${String(s.p50).padStart(4)} ${String(s.p99).padStart(4)}`;
    const cpu = (s: typeof x.product) => String(s.cpuUs).padStart(7);
    const errors = x.product.errors + x.baseline.errors + x.plain.errors;
    console.log(
      `${x.call.padEnd(24)} |${side(x.product)} ${String(x.product.rssMb).padStart(7)}${cpu(x.product)} |${side(x.baseline, 19)}${cpu(x.baseline)} | ${fmt(x.ratio, 2).padStart(5)} |${side(x.plain, 12)}${cpu(x.plain)} | ${fmt(x.plainRatio, 2).padStart(5)}` +
        (errors
          ? `  (answers not 2xx: product ${x.product.errors}, baselines ${x.baseline.errors} / ${x.plain.errors})`
          : ''),
    );
    // A paired call (run-pairs.ts): every pair's figures, in the order measured; the row above is the median pair.
    x.pairs?.forEach((pair, i) =>
      console.log(
        `  pair ${i + 1}: product ${fmt(pair.product.rps)} req/s, p99 ${pair.product.p99} ms, ${pair.product.cpuUs} µs; same headers ${fmt(pair.baseline.rps)} req/s, p99 ${pair.baseline.p99} ms, ${pair.baseline.cpuUs} µs; ratio ${fmt(pair.ratio, 2)}; plain ratio ${fmt(pair.product.rps / x.plain.rps, 2)}`,
      ),
    );
  }
  printCompression(r.compression);
  const s = r.stream;
  console.log(
    `streamed every-row read: ${fmt(s.rows)} rows, ${s.mb} MB in ${fmt(s.seconds, 1)} s; product RSS ${s.rssBeforeMb} → peak ${s.rssPeakMb} MB (growth ${s.growthMb} MB)`,
  );
  for (const x of r.rows) {
    // The targets are to the plain server; the same-headers baseline must be met too. Beside them, how
    // far the same-headers baseline itself gets against the plain one: the most any server can reach that
    // answers with the product's headers and etag.
    const judged = x.judgedAgainst === 'same headers' ? x.ratio : Math.min(x.ratio, x.plainRatio);
    console.log(
      `  ${judged >= x.ratioTarget ? 'PASS' : 'MISS'} ${x.call}: ratio ${fmt(x.ratio, 2)} to the same-headers baseline, ${fmt(x.plainRatio, 2)} to the plain one (target ≥ ${fmt(x.ratioTarget, 2)}${x.judgedAgainst === 'same headers' ? ' to the same-headers baseline' : ''}; the same-headers baseline reaches ${fmt(x.baseline.rps / x.plain.rps, 2)} of the plain one)` +
        (x.pairs ? `; median of ${x.pairs.length} pairs: ${x.pairs.map((pair) => fmt(pair.ratio, 2)).join(', ')}` : ''),
    );
    if (x.product.errors) console.log(`  MISS ${x.call}: ${x.product.errors} answers not 2xx (target 0)`);
    if (r.size >= 1_000_000 && r.dialect === 'postgres-pinned' && x.p99ToPlainPinned)
      console.log(
        `  ${x.product.p99 <= x.p99ToPlainPinned * x.plain.p99 ? 'PASS' : 'MISS'} ${x.call}: p99 ${x.product.p99} ms, ${fmt(x.product.p99 / Math.max(1, x.plain.p99), 2)} of the plain twin's ${x.plain.p99} ms (target ≤ ${fmt(x.p99ToPlainPinned, 1)}×)`,
      );
    if (r.size >= 1_000_000)
      console.log(
        `  ${x.product.p99 <= x.p99Target ? 'PASS' : 'MISS'} ${x.call}: p99 ${x.product.p99} ms (target ≤ ${x.p99Target} ms; the plain server ${x.plain.p99} ms)`,
      );
  }
  if (r.mixed) printMixedLoad(r.mixed);
  if (r.unpaged) printUnpagedReads(r.unpaged);
  if (r.writes) printIndexWriteCost(r.writes);
  if (r.size >= 1_000_000)
    console.log(
      `  ${s.growthMb < 100 ? 'PASS' : 'MISS'} streamed read of ${fmt(s.rows)} rows: growth ${s.growthMb} MB (target < 100 MB)`,
    );
}
