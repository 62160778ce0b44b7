// The by-id read's CPU per request, the product against its same-headers baseline, at a fixed request rate
// (issue 43 item 5). On a shared 2-core machine req/s at saturation moves with the other load far more than
// the servers' own CPU time per request served does, and at a fixed rate both servers get the same number of
// requests per turn of the event loop, so the figures compare like work. Both servers run side by side on one
// database (SQLite, 10,000 rows written straight in: a by-id read does not depend on the row count), and are
// loaded in turn, several rounds, so that a change of the machine's load shows in both.
// Usage: node --import tsx bench/by-id-cpu.ts [rate=2000] [seconds=10] [rounds=3]
// BENCH_PROFILE_DIR writes the product's CPU profile there when it stops (read it with bench/profile-top.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { byIdDatabase } from './by-id-database.js';
import { BASELINE_PORT, PRODUCT_PORT } from './run-config.js';
import { randomId } from './run-measure.js';
import { cpuSeconds, signInToProduct, start, startProduct, stop, stopAll } from './run-processes.js';
import { staticHeaders } from './run-same-answers.js';

const [rate, seconds, rounds] = [2000, 10, 3].map((d, i) => Number(process.argv[2 + i] ?? d));
const ROWS = 10_000;

/** CPU µs per answered request of `pid` while autocannon sends `rate` by-id reads a second to `port`. */
async function cpuPerRead(
  port: number,
  pid: number,
  headers: Record<string, string>,
  ids: { min: number; max: number },
) {
  const before = cpuSeconds(pid);
  const result = await autocannon({
    url: `http://127.0.0.1:${port}/api/v1/db/content/1`,
    connections: 32,
    overallRate: rate,
    duration: seconds,
    headers,
    requests: [{ setupRequest: (req) => ({ ...req, path: `/api/v1/db/content/${randomId(ids)}` }) }],
  });
  const errors = result.errors + result.non2xx;
  if (errors) throw new Error(`${errors} failed requests on port ${port}`);
  return { us: Math.round(((cpuSeconds(pid) - before) * 1e6) / result.requests.total), p99: result.latency.p99 };
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-by-id-'));
  try {
    const { env, file, ids } = await byIdDatabase(dataDir, ROWS);
    const product = await startProduct(env);
    const token = await signInToProduct();
    const headers = await staticHeaders(token, ids);
    const baseline = await start(
      ['--import', 'tsx', 'bench/baseline-server.ts', file, String(BASELINE_PORT)],
      { BASELINE_HEADERS: JSON.stringify(headers) },
      /baseline ready/,
    );
    const auth = { authorization: `Bearer ${token}` };
    // Warm-up of both (JIT), not counted.
    await cpuPerRead(PRODUCT_PORT, product.pid!, auth, ids);
    await cpuPerRead(BASELINE_PORT, baseline.pid!, {}, ids);
    for (let round = 1; round <= rounds; round++) {
      const p = await cpuPerRead(PRODUCT_PORT, product.pid!, auth, ids);
      const b = await cpuPerRead(BASELINE_PORT, baseline.pid!, {}, ids);
      console.log(
        `round ${round} at ${rate}/s: product ${p.us} µs (p99 ${p.p99} ms), same-headers baseline ${b.us} µs (p99 ${b.p99} ms), baseline/product ${(b.us / p.us).toFixed(2)}`,
      );
    }
    await stop(product);
    await stop(baseline);
  } finally {
    stopAll();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(e);
  process.exitCode = 1;
});
