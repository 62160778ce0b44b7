// `npm run bench`: the data API against the node:http baseline, measured in
// the same run (issue 2 item 8). For each dialect and size: a fresh
// database, migrated and seeded by the product itself, then N Content rows;
// the product and the baseline are started as processes of their own and
// loaded in turn (never together) by autocannon on 127.0.0.1, 32
// connections; then a streamed every-row read watches the product's memory.
// Two baselines: one answering with the product's headers and etag, one
// plain (body, type, length; the shape of issue 26's hidden check).
// Settings: BENCH_SEED (api or direct; default api up to 100,000 rows: run-config.ts), BENCH_SIZES (100000,1000000), BENCH_DIALECTS (sqlite,postgres,
// postgres-pinned: a throwaway PostgreSQL on core 1, everything else on core 0),
// BENCH_SECONDS (10), BENCH_PAIRS (10: the by-id read's product/baseline pairs, run-pairs.ts), BENCH_PAIR_SECONDS (3: each run of a pair), BENCH_PROFILE_DIR (none), BENCH_NODE_FLAGS (none: node flags for the product). Results also go to bench/results/<time>.json.
// Split by part: settings and calls (run-config.ts), processes (run-processes.ts),
// one measurement (run-measure.ts), the same-answers check (run-same-answers.ts)
// and the printed report (run-report.ts); this file runs them per dialect and size.
import { type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { maxContentId, seedPostgres, seedSqlite, seedThroughApi } from './seed-rows.js';
import { compressionCosts } from './compression.js';
import { adminBytes, printAdminBytes } from './admin-bytes.js';
import { mixedLoad } from './mixed-load.js';
import { indexWriteCost } from './index-write-cost.js';
import { unpagedReads } from './unpaged-reads.js';
import { startPinnedPostgres } from './pinned-postgres.js';
import {
  BASELINE_PORT,
  DIALECTS,
  ONLY_CALLS,
  PASSWORD,
  PG_ADMIN,
  PLAIN_PORT,
  PRODUCT_PORT,
  SECONDS,
  SELECTED,
  seedsThroughApi,
  SIZES,
} from './run-config.js';
import { load, measure, randomId, streamRead } from './run-measure.js';
import { measurePairs } from './run-pairs.js';
import { cleanups, signInToProduct, start, startProduct, stop, stopAll } from './run-processes.js';
import { print } from './run-report.js';
import { samebodies, staticHeaders } from './run-same-answers.js';

process.on('SIGINT', () => {
  stopAll();
  process.exit(130);
});

async function runOne(dialect: string, size: number, pgAdmin: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  let databaseUrl: string | undefined;
  if (dialect !== 'sqlite') {
    const name = `bench_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = new pg.Client(pgAdmin);
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const u = new URL(pgAdmin);
    u.pathname = `/${name}`;
    databaseUrl = u.toString();
    cleanups.push(async () => {
      const c = new pg.Client(pgAdmin);
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    });
  }
  // The product as shipped, as issue 26's hidden check starts it (issue 43 item 5): the demo site seeded, every
  // setting at its default (the per-user API limit among them: off, decision 0133); only the address, the
  // folder and a known admin password are given.
  const env = {
    DATA_DIR: dataDir,
    PORT: String(PRODUCT_PORT),
    HOST: '127.0.0.1',
    CMS_ADMIN_PASSWORD: PASSWORD,
    ...(databaseUrl
      ? {
          DATABASE_URL: databaseUrl,
          JWT_SECRET: 'bench-secret-0123456789-0123456789-abcdef',
          SECRETS_KEY: 'YmVuY2gtc2VjcmV0cy1rZXktMzItYnl0ZXMtMDEyMzQ=',
        }
      : {}),
  };
  // 1. the product migrates and seeds an empty database; 2. the rows, straight into the database (then
  // left at rest: VACUUM ANALYZE / ANALYZE) or, up to 100,000 rows or with BENCH_SEED=api, through the product's POST /content/all
  // as an import would, measured at once as the writes leave the database (issue 26's hidden check).
  const seedStart = Date.now();
  let product: ChildProcess;
  if (seedsThroughApi(size)) {
    product = await startProduct(env);
    await seedThroughApi(`http://127.0.0.1:${PRODUCT_PORT}`, await signInToProduct(), size);
  } else {
    await stop(await startProduct(env));
    if (databaseUrl) await seedPostgres(databaseUrl, size);
    else seedSqlite(join(dataDir, 'cms.sqlite'), size);
    product = await startProduct(env);
  }
  const seedSeconds = (Date.now() - seedStart) / 1000;
  // The bulk rows follow the seeded fixed records: they are the last `size` ids.
  const max = await maxContentId(databaseUrl, join(dataDir, 'cms.sqlite'));
  const ids = { min: max - size + 1, max };
  // 3. the baselines beside the product
  let baseline: ChildProcess | undefined;
  let plain: ChildProcess | undefined;
  let measured;
  try {
    const token = await signInToProduct();
    const headers = await staticHeaders(token, ids);
    const target = databaseUrl ?? join(dataDir, 'cms.sqlite');
    baseline = await start(
      ['--import', 'tsx', 'bench/baseline-server.ts', target, String(BASELINE_PORT)],
      { BASELINE_HEADERS: JSON.stringify(headers) },
      /baseline ready/,
    );
    plain = await start(
      ['--import', 'tsx', 'bench/baseline-server.ts', target, String(PLAIN_PORT)],
      { BASELINE_PLAIN: '1' },
      /baseline ready/,
    );
    await samebodies(token, ids);
    // Both servers run every call once before anything is measured, so the
    // first call measured does not pay for JIT compilation the others don't.
    for (const call of SELECTED) {
      await load(PRODUCT_PORT, call.path, { authorization: `Bearer ${token}` }, 2, ids);
      await load(BASELINE_PORT, call.path, {}, 2, ids);
      await load(PLAIN_PORT, call.path, {}, 2, ids);
    }
    const rows = [];
    for (const call of SELECTED) {
      const auth = { authorization: `Bearer ${token}` };
      // A call judged against the same-headers baseline alone is measured in pairs and judged by their median
      // ratio (run-pairs.ts); the row's figures are the median pair's.
      const pairCount = 'pairs' in call ? call.pairs : undefined;
      const paired = pairCount
        ? await measurePairs(
            pairCount,
            { port: PRODUCT_PORT, pid: product.pid!, headers: auth },
            { port: BASELINE_PORT, pid: baseline.pid! },
            call.path,
            ids,
          )
        : undefined;
      const p = paired?.median.product ?? (await measure(PRODUCT_PORT, product.pid!, auth, call.path, ids));
      const b = paired?.median.baseline ?? (await measure(BASELINE_PORT, baseline.pid!, {}, call.path, ids));
      const bare = await measure(PLAIN_PORT, plain.pid!, {}, call.path, ids);
      rows.push({
        call: call.name,
        p99Target: call.p99Target,
        ratioTarget: ('ratioTarget' in call ? call.ratioTarget : undefined) ?? 0.9,
        judgedAgainst: ('judgedAgainst' in call ? call.judgedAgainst : undefined) ?? 'both',
        p99ToPlainPinned: 'p99ToPlainPinned' in call ? call.p99ToPlainPinned : undefined,
        product: p,
        baseline: b,
        plain: bare,
        ratio: p.rps / b.rps,
        plainRatio: p.rps / bare.rps,
        pairs: paired?.pairs,
      });
    }
    // Once per dialect (the cost does not depend on the row count); BENCH_CALLS=compression alone selects it.
    const compression =
      size !== SIZES[0] || (ONLY_CALLS && !ONLY_CALLS.includes('compression'))
        ? []
        : await compressionCosts(`http://127.0.0.1:${PRODUCT_PORT}`, product.pid!, token, () => randomId(ids), SECONDS);
    const stream = await streamRead(PRODUCT_PORT, product.pid!, token);
    const mixed =
      !ONLY_CALLS || ONLY_CALLS.includes('mixed load') ? await mixedLoad(PRODUCT_PORT, token, ids, SECONDS) : undefined;
    const unpaged =
      !ONLY_CALLS || ONLY_CALLS.includes('unpaged reads')
        ? await unpagedReads(PRODUCT_PORT, token, ids, SECONDS)
        : undefined;
    measured = { dialect, size, seedSeconds, rows, stream, compression, mixed, unpaged };
  } finally {
    await stop(product);
    if (baseline) await stop(baseline);
    if (plain) await stop(plain);
  }
  // Last, with both servers stopped: it drops the sort indexes of this throwaway database.
  const writes =
    !ONLY_CALLS || ONLY_CALLS.includes('index write cost')
      ? await indexWriteCost(databaseUrl, join(dataDir, 'cms.sqlite'))
      : undefined;
  return { ...measured, writes };
}

/** One dialect and size measured: what run-report.ts prints and the results file keeps. */
export type RunResult = Awaited<ReturnType<typeof runOne>>;

async function pgAvailable() {
  const c = new pg.Client({ connectionString: PG_ADMIN, connectionTimeoutMillis: 3000 });
  try {
    await c.connect();
    await c.end();
    return true;
  } catch {
    return false;
  }
}

async function main() {
  const results = [];
  for (const dialect of DIALECTS) {
    if (dialect === 'postgres' && !(await pgAvailable())) {
      console.log(`PostgreSQL does not answer at ${PG_ADMIN}: skipping its figures`);
      continue;
    }
    const pinned = dialect === 'postgres-pinned' ? await startPinnedPostgres() : undefined;
    try {
      for (const size of SIZES) {
        const r = await runOne(dialect, size, pinned?.adminUrl ?? PG_ADMIN);
        print(r);
        results.push(r);
      }
    } finally {
      await pinned?.stop();
    }
  }
  const admin = ONLY_CALLS && !ONLY_CALLS.includes('admin bytes') ? undefined : await adminBytes();
  if (admin) printAdminBytes(admin);
  mkdirSync('bench/results', { recursive: true });
  const file = `bench/results/${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
  writeFileSync(
    file,
    JSON.stringify(
      {
        seconds: SECONDS,
        results,
        admin: admin && { signIn: admin.signIn.compressed.bytes, dashboard: admin.dashboard.compressed.bytes },
      },
      null,
      2,
    ),
  );
  console.log(`\nresults: ${file}`);
}

main()
  .catch((e) => {
    console.error(e);
    process.exitCode = 1;
  })
  .finally(async () => {
    stopAll();
    for (const c of cleanups.reverse()) await Promise.resolve(c()).catch(() => undefined);
  });
