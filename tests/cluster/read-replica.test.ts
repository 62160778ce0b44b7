// Issue 43 item 3: a read replica. A throwaway primary and a streaming replica
// made from it with `pg_basebackup -R` (tests/support/pg-replica.ts), two
// server processes with DATABASE_REPLICA_URL. Pausing the replica's replay
// (pg_wal_replay_pause) makes its state differ from the primary's, which shows
// where each read went: a row the instances never heard of (written with the
// change triggers off) is missing from lists read on the replica and present
// in the ones read on the primary. Then: a save through one instance is read
// back at once through the other; a stopped or lagging replica is left out
// (reads answer from the primary; the metric and the log line say so) and is
// used again once it is back.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReplicaOf, type ThrowawayReplica } from '../support/pg-replica.js';
import { startServer, type ServerProcess } from '../support/server-process.js';
import { findPostgresBin, startThrowawayPostgres, type ThrowawayPostgres } from '../support/throwaway-pg.js';
import { call, CLUSTER_JWT_SECRET, clusterSkipped, tokenFor, within } from './support.js';

const pgbin = findPostgresBin();
const MAX_LAG_MS = 2000;
const COOKIE = 'cms-written';

async function sql<R = Record<string, unknown>>(url: string, text: string, values: unknown[] = []): Promise<R[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as R[];
  } finally {
    await client.end();
  }
}

/** One sample of /metrics; labels as they are printed, e.g. `target="replica",reason=""`. */
async function metric(node: ServerProcess, name: string, labels = ''): Promise<number> {
  const text = await (await fetch(`${node.baseUrl}/metrics`)).text();
  const line = text.split('\n').find((l) => l.startsWith(labels ? `${name}{${labels}} ` : `${name} `));
  return line ? Number(line.split(' ').pop()) : 0;
}
const replicaReads = (node: ServerProcess) => metric(node, 'cms_db_replica_reads_total', 'target="replica",reason=""');
const primaryReads = (node: ServerProcess, reason: string) =>
  metric(node, 'cms_db_replica_reads_total', `target="primary",reason="${reason}"`);
const inUse = async (node: ServerProcess) => (await metric(node, 'cms_db_replica_in_use')) === 1;
/** The figures docs/deploy.md quotes, printed with the run. */
const figure = (what: string, ms: number) => console.log(`read replica: ${what}: ${ms} ms`);

describe.skipIf(clusterSkipped || !pgbin)('a read replica (DATABASE_REPLICA_URL), two instances', () => {
  let primary: ThrowawayPostgres;
  let replica: ThrowawayReplica;
  let primaryUrl: string;
  let replicaUrl: string;
  const nodes: ServerProcess[] = [];
  const dirs: string[] = [];
  let token: string;
  let seq = 0;

  beforeAll(async () => {
    primary = await startThrowawayPostgres(pgbin!);
    await sql(primary.adminUrl, 'CREATE DATABASE app');
    primaryUrl = primary.adminUrl.replace(/\/postgres$/, '/app');
    replica = await startReplicaOf(pgbin!, primary);
    replicaUrl = `postgres://postgres@127.0.0.1:${replica.port}/app`;
    // The first instance migrates and seeds; the second starts on a ready database.
    for (let i = 0; i < 2; i++) {
      const dataDir = await mkdtemp(join(tmpdir(), `cms-replica-${i}-`));
      dirs.push(dataDir);
      nodes.push(
        await startServer(
          { dataDir, databaseUrl: primaryUrl },
          {
            JWT_SECRET: CLUSTER_JWT_SECRET,
            DATABASE_REPLICA_URL: replicaUrl,
            DATABASE_REPLICA_MAX_LAG_MS: String(MAX_LAG_MS),
            LOG_LEVEL: 'warn',
          },
        ),
      );
    }
    token = await tokenFor(nodes[0]);
    for (const node of nodes) await within(10_000, () => inUse(node), 'the replica in use');
  }, 180_000);

  afterAll(async () => {
    await Promise.all(
      nodes.map(async (node) => {
        node.child.kill('SIGTERM');
        await Promise.race([node.exited, new Promise((r) => setTimeout(r, 10_000))]);
        if (node.child.exitCode === null) node.child.kill('SIGKILL');
      }),
    );
    await replica?.destroy();
    await primary?.destroy();
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  }, 60_000);

  const [a, b] = [() => nodes[0], () => nodes[1]];
  const cookieOf = (at: string) => ({ cookie: `${COOKIE}=${at}` });
  /** The redirects' sources a list page shows, read through `node` (with a write position, when given). */
  async function listed(node: ServerProcess, headers: Record<string, string> = {}): Promise<string[]> {
    const res = await call(node, 'GET', '/api/v1/db/redirect?pageNumber=1&pageSize=200&orderBy=RId desc', {
      token,
      headers,
    });
    expect(res.status).toBe(200);
    return (res.body as { RFrom: string }[]).map((r) => r.RFrom);
  }
  /** A redirect written on the primary with the change triggers off: no instance hears of it. */
  async function writeUnheard(from: string): Promise<{ id: number; at: string }> {
    const client = new pg.Client({ connectionString: primaryUrl });
    await client.connect();
    try {
      await client.query("SET session_replication_role = 'replica'");
      const [row] = (
        await client.query(
          `INSERT INTO "Redirect" ("RFrom", "RTo", "RType") VALUES ($1, '/to', '301') RETURNING "RId"`,
          [from],
        )
      ).rows as { RId: number }[];
      const [pos] = (await client.query('SELECT pg_current_wal_insert_lsn()::text AS at')).rows as { at: string }[];
      return { id: Number(row.RId), at: pos.at };
    } finally {
      await client.end();
    }
  }
  const pauseReplay = () => sql(replicaUrl, 'SELECT pg_wal_replay_pause()');
  const resumeReplay = () => sql(replicaUrl, 'SELECT pg_wal_replay_resume()');

  it('list pages, records and exports are read from the replica; a write position in the cookie sends them to the primary, and a write reads the primary', async () => {
    await pauseReplay();
    try {
      const from = `/unheard-${++seq}`;
      const { id, at } = await writeUnheard(from);
      const before = await replicaReads(a());
      // The replica has not replayed the row: every read it answers is without it.
      expect(await listed(a())).not.toContain(from);
      expect((await call(a(), 'GET', `/api/v1/db/redirect/${id}`, { token })).status).toBe(404);
      const csv = await call(a(), 'GET', '/api/v1/mc/db-tools/export/Redirect', { token });
      expect(csv.status).toBe(200);
      expect(String(csv.body)).not.toContain(from);
      expect(await replicaReads(a())).toBeGreaterThan(before);
      // The same reads from someone whose last write is at `at`: the primary, which has the row.
      const ahead = await primaryReads(b(), 'writer-ahead');
      expect(await listed(b(), cookieOf(at))).toContain(from);
      const one = await call(b(), 'GET', `/api/v1/db/redirect/${id}`, { token, headers: cookieOf(at) });
      expect(one.status).toBe(200);
      expect(await primaryReads(b(), 'writer-ahead')).toBeGreaterThan(ahead);
      // A write of that row, with no write position given: its reads (the record, inside the transaction) find it,
      // which only the primary can (a read on the replica would answer 404).
      const put = await call(a(), 'PUT', `/api/v1/db/redirect/${id}`, { token, body: { RFrom: from, RTo: '/put' } });
      expect(put.status).toBe(200);
      expect((put.body as { RTo: string }).RTo).toBe('/put');
    } finally {
      await resumeReplay();
    }
    // Replayed: the replica answers with the row, for everyone.
    const from = `/unheard-${seq}`;
    figure(
      'replay resumed → the row in a list read on the replica',
      await within(MAX_LAG_MS, async () => (await listed(a())).includes(from), 'the row on the replica'),
    );
  });

  it('a save through one instance is read back at once through the other, and the write and its reads run on the primary', async () => {
    await pauseReplay();
    try {
      const from = `/saved-${++seq}`;
      // A hot standby refuses every write: a 201 says the write and the reads inside it ran on the primary.
      const created = await call(a(), 'POST', '/api/v1/db/redirect', { token, body: { RFrom: from, RTo: '/new' } });
      expect(created.status).toBe(201);
      const setCookie = created.headers.get('set-cookie') ?? '';
      const at = new RegExp(`${COOKIE}=([0-9A-F]+/[0-9A-F]+)`).exec(setCookie)?.[1];
      expect(at, setCookie).toBeDefined();
      // The writer's next read lands on the other instance: it has the save, though the replica has not.
      expect(await listed(b(), cookieOf(at!))).toContain(from);
      const id = (created.body as { RId: number }).RId;
      const updated = await call(b(), 'PUT', `/api/v1/db/redirect/${id}`, {
        token,
        body: { RFrom: from, RTo: '/newer' },
      });
      expect(updated.status).toBe(200);
      const one = await call(a(), 'GET', `/api/v1/db/redirect/${id}`, { token, headers: cookieOf(at!) });
      expect((one.body as { RTo: string }).RTo).toBe('/newer');
      // Anyone else's read on an instance that heard of the change waits on the primary too (no stale cached totals).
      await within(1000, async () => (await listed(b())).includes(from), 'the other instance told of the save');
      expect(await primaryReads(b(), 'change-ahead')).toBeGreaterThan(0);
    } finally {
      await resumeReplay();
    }
    // Once replayed, the same reads are the replica's again.
    const resumedAt = Date.now();
    await within(
      MAX_LAG_MS,
      async () => {
        const before = await replicaReads(b());
        return (await listed(b())).includes(`/saved-${seq}`) && (await replicaReads(b())) > before;
      },
      'the replica used again after the save',
    );
    figure('replay resumed → the saved row read on the replica again', Date.now() - resumedAt);
  });

  it('a stopped replica is left out (reads answer from the primary, metric and log line) and taken back when it returns', async () => {
    await replica.stopServer();
    try {
      const stoppedAt = Date.now();
      for (const node of nodes) await within(3000, async () => !(await inUse(node)), 'the replica left out');
      figure('replica stopped → left out on both instances', Date.now() - stoppedAt);
      const from = `/while-down-${++seq}`;
      expect((await call(a(), 'POST', '/api/v1/db/redirect', { token, body: { RFrom: from, RTo: '/x' } })).status).toBe(
        201,
      );
      const down = await primaryReads(b(), 'down');
      expect(await listed(b())).toContain(from);
      expect(await primaryReads(b(), 'down')).toBeGreaterThan(down);
      for (const node of nodes) expect(node.output()).toMatch(/Read replica left out \(down\)/);
    } finally {
      await replica.startServer();
    }
    const startedAt = Date.now();
    for (const node of nodes) await within(10_000, () => inUse(node), 'the replica back in use');
    figure('replica started (pg_ctl -w returned) → in use on both instances', Date.now() - startedAt);
    // In use is not yet replayed past the save made while it was down: reads of redirects wait on the primary till then.
    await within(
      MAX_LAG_MS,
      async () => {
        const before = await replicaReads(a());
        return (await listed(a())).includes(`/while-down-${seq}`) && (await replicaReads(a())) > before;
      },
      'the save made while the replica was down, read on the replica',
    );
    // Both warnings come through the instance's stdout pipe, which may arrive after the HTTP answers above.
    const inUseWarnings = () =>
      a()
        .output()
        .match(/Read replica in use/g)?.length ?? 0;
    await within(5000, async () => inUseWarnings() >= 2, 'the replica in use again, said twice');
  });

  it('a replica further behind than DATABASE_REPLICA_MAX_LAG_MS is left out until it catches up', async () => {
    await pauseReplay();
    try {
      await writeUnheard(`/lag-${++seq}`);
      const pausedAt = Date.now();
      for (const node of nodes)
        await within(MAX_LAG_MS * 3, async () => !(await inUse(node)), 'the lagging replica left out');
      figure(`replay paused, a write → left out as lagging on both (limit ${MAX_LAG_MS} ms)`, Date.now() - pausedAt);
      expect(await metric(a(), 'cms_db_replica_lag_seconds')).toBeGreaterThan(MAX_LAG_MS / 1000);
      const lagging = await primaryReads(a(), 'lagging');
      expect(await listed(a())).toContain(`/lag-${seq}`);
      expect(await primaryReads(a(), 'lagging')).toBeGreaterThan(lagging);
      // The warning comes through the instance's stdout pipe, which may arrive after the HTTP answers above.
      await within(5000, async () => /Read replica left out \(lagging\)/.test(a().output()), 'the lagging warning');
    } finally {
      await resumeReplay();
    }
    const resumedAt = Date.now();
    for (const node of nodes) await within(5000, () => inUse(node), 'the caught-up replica in use');
    figure('replay resumed → the caught-up replica in use on both', Date.now() - resumedAt);
    expect(await metric(a(), 'cms_db_replica_lag_seconds')).toBeLessThan(1);
  });
  it('under a steady stream of saves, reads of the saved table go to the primary and reads of other tables to the replica', async () => {
    const saving = { on: true, saves: 0 };
    const writer = (async () => {
      while (saving.on) {
        const res = await call(a(), 'POST', '/api/v1/db/redirect', {
          token,
          body: { RFrom: `/steady-${++seq}`, RTo: '/s' },
        });
        expect(res.status).toBe(201);
        saving.saves++;
      }
    })();
    /** Four readers of one list on B for `ms`: the reads answered, and the share B sent to the replica. */
    async function readFor(entity: string, ms: number) {
      const [replicaBefore, primaryBefore] = [await replicaReads(b()), await primaryReads(b(), 'change-ahead')];
      const until = Date.now() + ms;
      let answered = 0;
      await Promise.all(
        Array.from({ length: 4 }, async () => {
          while (Date.now() < until) {
            const res = await call(b(), 'GET', `/api/v1/db/${entity}?pageNumber=1&pageSize=20`, { token });
            expect(res.status).toBe(200);
            answered++;
          }
        }),
      );
      const onReplica = (await replicaReads(b())) - replicaBefore;
      const fenced = (await primaryReads(b(), 'change-ahead')) - primaryBefore;
      return { answered, onReplica, fenced };
    }
    try {
      const saved = await readFor('redirect', 3000);
      const other = await readFor('tag', 3000);
      console.log(
        `read replica: 3 s of saves on A (${saving.saves}), 4 readers of the saved table's list on B: ${saved.answered} lists, ` +
          `${saved.onReplica} reads on the replica, ${saved.fenced} on the primary (a change not yet replayed)`,
      );
      console.log(
        `read replica: the next 3 s, 4 readers of another table's list on B: ${other.answered} lists, ` +
          `${other.onReplica} reads on the replica, ${other.fenced} on the primary (a change not yet replayed)`,
      );
      expect(saved.fenced).toBeGreaterThan(0);
      expect(other.fenced).toBe(0);
      expect(other.onReplica).toBeGreaterThan(0);
    } finally {
      saving.on = false;
      await writer;
    }
  });
});
