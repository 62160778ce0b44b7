// PostgreSQL stopped under load (as a crash: pg_ctl -m immediate), then
// started again on the same port, with the product running throughout. Every
// request during the outage must be answered 503 within 5 s (no hang, no 500),
// and answers must be 200 again within 10 s of the database's return, from
// the same server process.
import pg from 'pg';
import type { ThrowawayPostgres } from '../support/throwaway-pg.js';
import { adminToken, api, startServer } from '../support/server-process.js';

export interface DatabaseStoppedResult {
  requests: number;
  /** Requests that started while the database was down. */
  duringOutage: number;
  outageAnswers: Record<string, number>;
  slowestOutageAnswerMs: number;
  firstFailureAfterStopMs: number;
  recoveryMs: number;
  failuresAfterRecovery: number;
  samePid: boolean;
}

interface Sample {
  start: number;
  end: number;
  status: number | 'network';
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function runDatabaseStopped(
  pgServer: ThrowawayPostgres,
  dataDir: string,
  o: { workers: number },
): Promise<DatabaseStoppedResult> {
  const admin = new pg.Client({ connectionString: pgServer.adminUrl });
  await admin.connect();
  await admin.query('create database safety');
  await admin.end();
  const databaseUrl = pgServer.adminUrl.replace(/\/postgres$/, '/safety');

  const server = await startServer({ dataDir, databaseUrl });
  const pid = server.pid;
  const token = await adminToken(server.baseUrl);
  const row = await api(server.baseUrl, token, 'POST', 'redirect', { RFrom: '/safety/outage', RTo: '/x' });
  if (row.status !== 201) throw new Error(`setup: ${row.status}`);

  const samples: Sample[] = [];
  let running = true;
  const worker = async (w: number) => {
    for (let i = 0; running; i++) {
      const start = Date.now();
      let status: Sample['status'];
      try {
        const r =
          (i + w) % 3 === 0
            ? await api(server.baseUrl, token, 'PATCH', `redirect/${row.body.RId}`, { RTo: `/x/${w}/${i}` })
            : await api(server.baseUrl, token, 'GET', 'redirect?pageNumber=1&pageSize=5');
        status = r.status;
      } catch {
        status = 'network';
      }
      samples.push({ start, end: Date.now(), status });
      await sleep(25);
    }
  };
  const workers = Array.from({ length: o.workers }, (_, w) => worker(w));

  try {
    await sleep(1500);
    const stopAt = Date.now();
    await pgServer.stopServer('immediate');
    const stoppedAt = Date.now(); // requests from here on find no database
    await sleep(6000);
    const restartAt = Date.now();
    await pgServer.startServer();
    const readyAt = Date.now();
    await sleep(12_000);
    running = false;
    await Promise.all(workers);

    const outage = samples.filter((s) => s.start >= stoppedAt && s.start < restartAt);
    const outageAnswers: Record<string, number> = {};
    for (const s of outage) outageAnswers[String(s.status)] = (outageAnswers[String(s.status)] ?? 0) + 1;
    const firstFailure = samples.find((s) => s.end >= stopAt && s.status !== 200);
    const afterReady = samples.filter((s) => s.start >= readyAt);
    const lastFailure = [...afterReady].reverse().find((s) => s.status !== 200);
    const recoveredAt = lastFailure ? lastFailure.end : readyAt;
    return {
      requests: samples.length,
      duringOutage: outage.length,
      outageAnswers,
      slowestOutageAnswerMs: Math.max(0, ...outage.map((s) => s.end - s.start)),
      firstFailureAfterStopMs: firstFailure ? firstFailure.end - stopAt : -1,
      recoveryMs: recoveredAt - readyAt,
      failuresAfterRecovery: afterReady.filter((s) => s.start > recoveredAt && s.status !== 200).length,
      samePid: server.child.exitCode === null && server.pid === pid,
      ...(process.env.SAFETY_DEBUG ? { output: server.output().slice(-4000) } : {}),
    };
  } finally {
    running = false;
    await Promise.all(workers);
    server.child.kill('SIGTERM');
    await server.exited;
  }
}
