// SIGTERM with requests in flight: list pages, whole-table streamed reads and
// writes already sent must all finish with complete answers; the process then
// exits 0, and every acknowledged write is there after a restart.
import { adminToken, api, startServer, type ServerEnv } from '../support/server-process.js';

export interface SigtermResult {
  rows: number;
  sent: number;
  completed: number;
  /** Never accepted: connection refused, or 503 from a closing server. Not in flight, so not a loss. */
  refused: number;
  /** Accepted, then cut off or answered wrongly: must be zero. */
  cut: number;
  exitCode: number;
  /** From SIGTERM to the process's exit. */
  shutdownMs: number;
  acknowledgedWritesMissing: number;
  /** The server's last log lines, kept when it did not exit 0: they say what shutdown waited for. */
  serverLogTail?: string;
}

export async function runSigterm(
  env: ServerEnv,
  o: { rows: number; pages: number; streams: number; writes: number },
): Promise<SigtermResult> {
  let server = await startServer(env);
  let token = await adminToken(server.baseUrl);
  for (let done = 0; done < o.rows; done += 1000) {
    const chunk = Array.from({ length: Math.min(1000, o.rows - done) }, (_, i) => ({
      RFrom: `/safety/t/${done + i}`,
      RTo: '/t',
    }));
    const r = await api(server.baseUrl, token, 'POST', 'redirect/all', chunk);
    if (r.status !== 201) throw new Error(`seeding: ${r.status} ${JSON.stringify(r.body)}`);
  }
  const target = await api(server.baseUrl, token, 'GET', 'redirect?pageNumber=1&pageSize=' + o.writes);

  const base = server.baseUrl;
  const auth = { authorization: `Bearer ${token}` };
  // Start everything, and send SIGTERM as soon as the first stream has begun answering.
  const streams = Array.from({ length: o.streams }, () =>
    fetch(`${base}/api/v1/db/redirect?fields=RId,RFrom`, { headers: auth }),
  );
  const pages = Array.from({ length: o.pages }, (_, i) =>
    fetch(`${base}/api/v1/db/redirect?pageNumber=${1 + (i % 50)}&pageSize=100`, { headers: auth }),
  );
  const written = (target.body as { RId: number }[]).map((r) => ({ RId: r.RId, RTo: `/t/after-${r.RId}` }));
  const writes = written.map((w) =>
    fetch(`${base}/api/v1/db/redirect/${w.RId}`, {
      method: 'PATCH',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ RTo: w.RTo }),
    }),
  );
  const firstStream = await streams[0];
  const termAt = Date.now();
  server.child.kill('SIGTERM');

  let completed = 0;
  let refused = 0;
  let cut = 0;
  const acknowledged: typeof written = [];
  const check = async (p: Promise<Response>, expectRows?: number, write?: (typeof written)[number]) => {
    try {
      const res = await p;
      if (res.status === 503) {
        refused++;
        return;
      }
      const body = JSON.parse(await res.text());
      const ok =
        res.status === 200 && (expectRows === undefined || (Array.isArray(body) && body.length === expectRows));
      if (ok) completed++;
      else cut++;
      if (ok && write) acknowledged.push(write);
    } catch (err) {
      if (process.env.SAFETY_DEBUG)
        console.log('cut:', (err as Error).message, (err as { cause?: { code?: string } }).cause);
      if ((err as { cause?: { code?: string } }).cause?.code === 'ECONNREFUSED') refused++;
      else cut++;
    }
  };
  await Promise.all([
    check(Promise.resolve(firstStream), o.rows),
    ...streams.slice(1).map((s) => check(s, o.rows)),
    ...pages.map((p) => check(p)),
    ...writes.map((w, i) => check(w, undefined, written[i])),
  ]);
  const exitCode = await server.exited;
  const shutdownMs = Date.now() - termAt;
  const serverLogTail = exitCode === 0 ? undefined : server.output().split('\n').slice(-15).join('\n');

  server = await startServer(env);
  token = await adminToken(server.baseUrl);
  let missing = 0;
  for (const w of acknowledged) {
    const r = await api(server.baseUrl, token, 'GET', `redirect/${w.RId}`);
    if (r.body?.RTo !== w.RTo) missing++;
  }
  server.child.kill('SIGTERM');
  await server.exited;
  return {
    rows: o.rows,
    sent: o.streams + o.pages + o.writes,
    completed,
    refused,
    cut,
    exitCode,
    shutdownMs,
    acknowledgedWritesMissing: missing,
    ...(serverLogTail ? { serverLogTail } : {}),
  };
}
