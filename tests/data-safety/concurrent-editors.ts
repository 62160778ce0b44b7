// Editors doing read-modify-write rounds on one record with If-Match: each
// reads the counter and its ETag, then writes counter+1 with If-Match. The
// final counter must equal the number of 200 answers: no update is lost, and
// a stale write is refused (412), never applied.
import { adminToken, api, startServer, type ServerEnv } from '../support/server-process.js';

export interface EditorsResult {
  editors: number;
  rounds: number;
  ok: number;
  conflicts: number;
  otherAnswers: number;
  finalValue: number;
  lostUpdates: number;
}

export async function runConcurrentEditors(
  env: ServerEnv,
  o: { editors: number; rounds: number },
): Promise<EditorsResult> {
  const server = await startServer(env);
  try {
    const token = await adminToken(server.baseUrl);
    const created = await api(server.baseUrl, token, 'POST', 'miscdata', {
      MdKind: 99,
      MdName: 'data-safety counter',
      MdSortOrder: 0,
    });
    if (created.status !== 201) throw new Error(`counter row: ${created.status} ${JSON.stringify(created.body)}`);
    const path = `miscdata/${created.body.MdId}`;
    const tally = { ok: 0, conflicts: 0, otherAnswers: 0 };

    const editor = async () => {
      for (let round = 0; round < o.rounds; round++) {
        const read = await api(server.baseUrl, token, 'GET', path);
        const etag = read.headers.get('etag');
        if (read.status !== 200 || !etag) {
          tally.otherAnswers++;
          continue;
        }
        const write = await api(
          server.baseUrl,
          token,
          'PATCH',
          path,
          { MdSortOrder: read.body.MdSortOrder + 1 },
          { 'if-match': etag },
        );
        if (write.status === 200) tally.ok++;
        else if (write.status === 412) tally.conflicts++;
        else tally.otherAnswers++;
      }
    };
    await Promise.all(Array.from({ length: o.editors }, editor));

    const final = await api(server.baseUrl, token, 'GET', path);
    const finalValue = final.body.MdSortOrder as number;
    return { editors: o.editors, rounds: o.rounds, ...tally, finalValue, lostUpdates: tally.ok - finalValue };
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
}
