// What the per-user API limit costs (`node --import tsx bench/api-limit.ts`):
// the bench's get-by-id call on one account, 32 connections on 127.0.0.1,
// against the product with the limit off (API_REQUESTS_PER_MINUTE=0) and
// applied but lifted (10⁹, as `npm run bench` runs it), in alternating rounds
// on one database so drift and noise fall on both alike. Prints req/s, p50
// and p99 per round and the median ratio. Settings: LIMIT_DIALECT (postgres
// | sqlite), LIMIT_ROUNDS (3), LIMIT_SECONDS (8), LIMIT_ROWS (10000).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { ensureServerBuild, SERVER_BUNDLE } from '../scripts/build-server.mjs';
import { maxContentId, seedPostgres, seedSqlite } from './seed-rows.js';

const DIALECT = process.env.LIMIT_DIALECT ?? 'postgres';
const ROUNDS = Number(process.env.LIMIT_ROUNDS ?? 3);
const SECONDS = Number(process.env.LIMIT_SECONDS ?? 8);
const ROWS = Number(process.env.LIMIT_ROWS ?? 10_000);
const PG_ADMIN = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PORT = 18_191;
const PASSWORD = 'bench-password-1';

function start(env: Record<string, string>): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [SERVER_BUNDLE], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server did not start:\n${out}`));
    }, 60_000);
    const onData = (d: Buffer) => {
      out += d;
      if (/Sign in at/.test(out)) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      if (!/Sign in at/.test(out)) reject(new Error(`the server exited with ${code}:\n${out}`));
    });
  });
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

async function load(token: string, ids: { min: number; max: number }, seconds: number) {
  const pick = () => ids.min + Math.floor(Math.random() * (ids.max - ids.min + 1));
  const result = await autocannon({
    url: `http://127.0.0.1:${PORT}/api/v1/db/content/${ids.min}`,
    connections: 32,
    duration: seconds,
    headers: { authorization: `Bearer ${token}` },
    requests: [{ setupRequest: (req: autocannon.Request) => ({ ...req, path: `/api/v1/db/content/${pick()}` }) }],
  });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'api-limit-'));
  let databaseUrl: string | undefined;
  const name = `api_limit_${process.pid}`;
  if (DIALECT === 'postgres') {
    const admin = new pg.Client(PG_ADMIN);
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const u = new URL(PG_ADMIN);
    u.pathname = `/${name}`;
    databaseUrl = u.toString();
  }
  const base = {
    DATA_DIR: dataDir,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    SEED_DEMO: 'false',
    CMS_ADMIN_PASSWORD: PASSWORD,
    LOG_LEVEL: 'warn',
    ...(databaseUrl
      ? {
          DATABASE_URL: databaseUrl,
          JWT_SECRET: 'bench-secret-0123456789-0123456789-abcdef',
          SECRETS_KEY: 'YmVuY2gtc2VjcmV0cy1rZXktMzItYnl0ZXMtMDEyMzQ=',
        }
      : {}),
  };
  try {
    await stop(await start({ ...base, API_REQUESTS_PER_MINUTE: '0' }));
    if (databaseUrl) await seedPostgres(databaseUrl, ROWS);
    else seedSqlite(join(dataDir, 'cms.sqlite'), ROWS);
    // The rows follow the seeded fixed records: they are the last ROWS ids.
    const max = await maxContentId(databaseUrl, join(dataDir, 'cms.sqlite'));
    const ids = { min: max - ROWS + 1, max };
    const ratios: number[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const rps: Record<string, number> = {};
      for (const [label, limit] of [
        ['off', '0'],
        ['on', '1000000000'],
      ] as const) {
        const server = await start({ ...base, API_REQUESTS_PER_MINUTE: limit });
        try {
          const login = await fetch(`http://127.0.0.1:${PORT}/api/v1/mc/jwt/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ UserName: 'admin', Password: Buffer.from(PASSWORD).toString('base64') }),
          });
          const token = ((await login.json()) as { token: string }).token;
          const probe = await fetch(`http://127.0.0.1:${PORT}/api/v1/db/content/${ids.max}`, {
            headers: { authorization: `Bearer ${token}` },
          });
          if (probe.status !== 200) throw new Error(`get by id answered ${probe.status}: ${await probe.text()}`);
          await load(token, ids, 2); // warm-up, discarded
          const r = await load(token, ids, SECONDS);
          rps[label] = r.rps;
          console.log(
            `round ${round} limit ${label.padEnd(3)}  ${r.rps} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms  errors ${r.errors}`,
          );
        } finally {
          await stop(server);
        }
      }
      ratios.push(rps.on / rps.off);
    }
    ratios.sort((a, b) => a - b);
    console.log(
      `${DIALECT}: on/off req/s ratios ${ratios.map((r) => r.toFixed(3)).join(', ')}; median ${ratios[Math.floor(ratios.length / 2)].toFixed(3)}`,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    if (databaseUrl) {
      const c = new pg.Client(PG_ADMIN);
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    }
  }
}

await ensureServerBuild();
await main();
