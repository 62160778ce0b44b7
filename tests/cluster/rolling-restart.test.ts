// Issue 43 item 1: a rolling restart behind nginx, configured exactly as
// docs/deploy.md shows (tests/support/nginx.ts reads the block from there),
// fails no request. Three instances on one PostgreSQL; clients that play
// staff (a record by id, a sorted page, a redirect created, the session
// check) go through nginx while each instance in turn gets SIGTERM, exits,
// starts again on its port and gets ready. Then one is killed with SIGKILL:
// only the requests in flight on it may fail.
// TEST_PG_VIA=pgbouncer runs the fleet through PgBouncer in transaction mode (issue 43 item 2).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type TestDatabase } from '../support/dialects.js';
import { startNginx, type Nginx } from '../support/nginx.js';
import { SERVER_ADMIN_PASSWORD, startServer, type ServerProcess } from '../support/server-process.js';
import { CLUSTER_JWT_SECRET, clusterSkipped } from './support.js';

const CLIENTS = 8;
/** Restarts, one instance after another: three in `npm test` (each once); `FLEET_RESTARTS=10` for the ten in a row. */
const RESTARTS = Number(process.env.FLEET_RESTARTS ?? 3);
const INSTANCE_ENV = { JWT_SECRET: CLUSTER_JWT_SECRET, TRUSTED_PROXIES: 'loopback' };

interface Instance {
  dataDir: string;
  port: number;
  process: ServerProcess;
}

/** One request the clients made: its status (0: no answer at all) and when it was under way. */
interface Outcome {
  what: string;
  status: number;
  startedAt: number;
  endedAt: number;
}

describe.skipIf(clusterSkipped)('a fleet behind nginx (docs/deploy.md)', () => {
  let database: TestDatabase;
  const instances: Instance[] = [];
  let nginx: Nginx;
  let token: string;

  const start = async (dataDir: string, port = 0) =>
    startServer(
      { dataDir, databaseUrl: database.databaseUrl, databaseDirectUrl: database.databaseDirectUrl },
      { ...INSTANCE_ENV, PORT: String(port) },
    );
  const portOf = (process: ServerProcess) => Number(new URL(process.baseUrl).port);

  beforeAll(async () => {
    database = await freshDatabase('postgres');
    // One at a time: the first migrates and seeds (starting together is tests/cluster/startup.test.ts's subject).
    for (let i = 0; i < 3; i++) {
      const dataDir = await mkdtemp(join(tmpdir(), `cms-fleet-${i}-`));
      const process = await start(dataDir);
      instances.push({ dataDir, port: portOf(process), process });
    }
    nginx = await startNginx(instances.map((i) => `127.0.0.1:${i.port}`));
    const login = await fetch(`${nginx.url}/api/v1/mc/jwt/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ UserName: 'admin', Password: Buffer.from(SERVER_ADMIN_PASSWORD).toString('base64') }),
    });
    token = ((await login.json()) as { token: string }).token;
    expect(token).toBeTruthy();
  }, 120_000);

  afterAll(async () => {
    await nginx?.stop();
    for (const instance of instances) {
      instance.process.child.kill('SIGKILL');
      await instance.process.exited;
      await rm(instance.dataDir, { recursive: true, force: true });
    }
    await database?.drop();
  });

  /** Staff-like clients through nginx until stop() is called; each keeps one request in flight. */
  function runLoad(tag: string) {
    let stopping = false;
    const outcomes: Outcome[] = [];
    const created: string[] = [];
    const knownIds: number[] = [];
    const request = async (what: string, method: string, path: string, body?: unknown) => {
      const startedAt = Date.now();
      let status = 0;
      let answer: any;
      try {
        const res = await fetch(`${nginx.url}${path}`, {
          method,
          headers: {
            authorization: `Bearer ${token}`,
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        status = res.status;
        answer = await res.json().catch(() => undefined);
      } catch {
        status = 0;
      }
      outcomes.push({ what: `${method} ${what}`, status, startedAt, endedAt: Date.now() });
      return { status, answer };
    };
    const client = async (c: number) => {
      for (let n = 0; !stopping; n++) {
        switch (n % 4) {
          case 0: {
            const from = `/${tag}-${c}-${n}`;
            const { status, answer } = await request('redirect', 'POST', '/api/v1/db/redirect', {
              RFrom: from,
              RTo: '/',
              RType: '301',
            });
            if (status === 201) {
              created.push(from);
              knownIds.push(answer.RId);
            }
            break;
          }
          case 1:
            if (knownIds.length)
              await request('redirect by id', 'GET', `/api/v1/db/redirect/${knownIds[(c * 7 + n) % knownIds.length]}`);
            break;
          case 2:
            await request('sorted page', 'GET', '/api/v1/db/redirect?pageNumber=1&pageSize=20&orderBy=RFrom%20asc');
            break;
          default:
            await request('session check', 'GET', '/api/v1/mc/jwt/check');
        }
      }
    };
    const running = Promise.all(Array.from({ length: CLIENTS }, (_, c) => client(c)));
    return {
      outcomes,
      created,
      stop: async () => {
        stopping = true;
        await running;
      },
    };
  }

  const failures = (outcomes: Outcome[]) =>
    outcomes.filter((o) => o.status === 0 || o.status >= 500 || o.status === 429);
  const unexpected = (outcomes: Outcome[]) =>
    outcomes.filter((o) => o.status !== 0 && (o.status < 200 || o.status >= 300) && o.status < 500 && o.status !== 429);

  async function stored(created: string[]): Promise<number> {
    const client = new pg.Client({ connectionString: database.databaseUrl });
    await client.connect();
    try {
      const rows = await client.query('SELECT count(*)::int AS n FROM "Redirect" WHERE "RFrom" = ANY($1)', [created]);
      return rows.rows[0].n as number;
    } finally {
      await client.end();
    }
  }

  async function everyInstanceReady() {
    for (const instance of instances) {
      const res = await fetch(`http://127.0.0.1:${instance.port}/api/ready`);
      expect(res.status, `instance on ${instance.port}`).toBe(200);
    }
  }

  const settle = (ms: number) => new Promise((r) => setTimeout(r, ms));
  /** nginx's error lines that say why a request failed (a refused connection is passed on, so it is left out). */
  const nginxErrors = () =>
    nginx
      .errors()
      .split('\n')
      .filter((line) => line.includes('[error]') && !line.includes('Connection refused'))
      .join('\n')
      .slice(0, 4000);

  it(
    `restarts the instances in turn (${RESTARTS} restarts) under load with no failed request and no lost write`,
    async () => {
      const load = runLoad('rolling');
      await settle(1_000);
      for (let round = 0; round < RESTARTS; round++) {
        const instance = instances[round % instances.length];
        instance.process.child.kill('SIGTERM');
        expect(await instance.process.exited, `exit code of the instance on ${instance.port}`).toBe(0);
        instance.process = await start(instance.dataDir, instance.port);
        await settle(500);
      }
      await settle(1_000);
      await load.stop();
      const failed = failures(load.outcomes);
      console.log(
        `${RESTARTS} rolling restarts of 3 instances: ${load.outcomes.length} requests, ${failed.length} failed, ${load.created.length} redirects created`,
      );
      expect(
        failed.slice(0, 10),
        `failed requests (nginx's errors other than refused connections: ${nginxErrors()})`,
      ).toEqual([]);
      expect(unexpected(load.outcomes).slice(0, 10)).toEqual([]);
      expect(load.created.length).toBeGreaterThan(0);
      expect(await stored(load.created)).toBe(load.created.length);
      await everyInstanceReady();
    },
    60_000 * (RESTARTS + 1),
  );

  it('when an instance is killed, fails only the requests that were in flight on it', async () => {
    const load = runLoad('killed');
    await settle(1_000);
    const victim = instances[1];
    const killedAt = Date.now();
    victim.process.child.kill('SIGKILL');
    await victim.process.exited;
    const diedAt = Date.now();
    await settle(1_000);
    victim.process = await start(victim.dataDir, victim.port);
    await settle(1_000);
    await load.stop();
    const failed = failures(load.outcomes);
    console.log(
      `SIGKILL of one instance of 3: ${load.outcomes.length} requests, ${failed.length} failed (in flight on it when it died)`,
    );
    // In flight: sent before the process was gone, answered after it was killed; at most one per client.
    expect(failed.filter((o) => !(o.startedAt <= diedAt && o.endedAt >= killedAt))).toEqual([]);
    expect(failed.length).toBeLessThanOrEqual(CLIENTS);
    expect(failed.every((o) => o.status === 502)).toBe(true);
    expect(unexpected(load.outcomes).slice(0, 10)).toEqual([]);
    expect(await stored(load.created)).toBe(load.created.length);
    await everyInstanceReady();
  }, 180_000);
});
