// Issue 43 item 2: the product behind PgBouncer 1.18 in transaction mode,
// configured as docs/deploy.md shows (tests/support/pgbouncer.ts), with a
// pool of two server connections, so that clients share server sessions as
// a busy fleet's do. With DATABASE_POOLER=transaction two instances migrate
// a fresh database, read, write and hear each other's changes; the statement
// limit and the transactions hold; the listening connection and the session
// locks go straight to PostgreSQL. Without the setting the same executor is
// refused (its statement limit is a startup parameter) or, with no limit,
// its named prepared statements collide on the shared sessions.
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlOf } from '../../src/server/platform/db/executor.js';
import { openDatabase } from '../../src/server/platform/db/open.js';
import { freshDatabase, type TestDatabase } from '../support/dialects.js';
import { startPgBouncer, type PgBouncer } from '../support/pgbouncer.js';
import { startServer, type ServerProcess } from '../support/server-process.js';
import { call, CLUSTER_JWT_SECRET, clusterSkipped, tokenFor, total, within } from './support.js';

const SERVER_SESSIONS = 2;

describe.skipIf(clusterSkipped || !existsSync('/usr/sbin/pgbouncer'))(
  'behind PgBouncer in transaction mode (docs/deploy.md)',
  () => {
    let bouncer: PgBouncer;
    let database: TestDatabase;
    /** The test database reached directly, and through this file's PgBouncer. */
    let direct: string;
    let pooled: string;
    const nodes: ServerProcess[] = [];
    const dirs: string[] = [];

    const sql = async <R = Record<string, unknown>>(text: string, values: unknown[] = []) => {
      const client = new pg.Client({ connectionString: direct });
      await client.connect();
      try {
        return (await client.query(text, values)).rows as R[];
      } finally {
        await client.end();
      }
    };
    const pooledDatabase = (statementTimeoutMs = 0, name = 'probe') =>
      openDatabase(
        { dataDir: tmpdir(), databaseUrl: pooled, databaseDirectUrl: direct, statementTimeoutMs },
        `pgbouncer-test-${name}`,
      );

    beforeAll(async () => {
      database = await freshDatabase('postgres');
      // Under TEST_PG_VIA=pgbouncer the database comes through another PgBouncer: this file uses its own.
      direct = database.databaseDirectUrl ?? database.databaseUrl!;
      bouncer = await startPgBouncer(direct, { default_pool_size: String(SERVER_SESSIONS) });
      pooled = bouncer.pooled(direct);
      // The first instance migrates the fresh database and seeds it, through the pooler; then the second.
      for (let i = 0; i < 2; i++) {
        const dataDir = await mkdtemp(join(tmpdir(), `cms-pgbouncer-${i}-`));
        dirs.push(dataDir);
        nodes.push(
          await startServer(
            { dataDir, databaseUrl: pooled, databaseDirectUrl: direct },
            { JWT_SECRET: CLUSTER_JWT_SECRET },
          ),
        );
      }
    }, 120_000);

    afterAll(async () => {
      await Promise.all(
        nodes.map(async (node) => {
          node.child.kill('SIGTERM');
          await Promise.race([node.exited, new Promise((r) => setTimeout(r, 10_000))]);
          if (node.child.exitCode === null) node.child.kill('SIGKILL');
        }),
      );
      await bouncer?.stop();
      await database?.drop();
      for (const dir of dirs) await rm(dir, { recursive: true, force: true });
    }, 60_000);

    const [a, b] = [() => nodes[0], () => nodes[1]];

    it('two instances migrate a fresh database through it, and a write on A reaches B (its notices on a direct connection)', async () => {
      expect((await sql<{ n: number }>('SELECT count(*)::int AS n FROM _migrations'))[0].n).toBeGreaterThan(0);
      const admin = await tokenFor(a());
      const before = await total(b(), admin, 'redirect'); // B caches the total
      const created = await call(a(), 'POST', '/api/v1/db/redirect', {
        token: admin,
        body: { RFrom: `/pooled-${Date.now()}`, RTo: '/' },
      });
      expect(created.status).toBe(201);
      await within(1000, async () => (await total(b(), admin, 'redirect')) === before + 1, "B's total");
      const id = created.body.RId;
      const read = await call(b(), 'GET', `/api/v1/db/redirect/${id}`, { token: admin });
      expect(read.status).toBe(200);
      // Each instance listens on a connection of its own to PostgreSQL, none through PgBouncer.
      const listening = await sql<{ application_name: string }>(
        `SELECT application_name FROM pg_stat_activity WHERE datname = current_database() AND application_name LIKE '%:listen'`,
      );
      expect(listening).toHaveLength(2);
      const clients = await bouncer.show('CLIENTS');
      expect(clients.filter((c) => String(c.application_name).endsWith(':listen'))).toEqual([]);
      expect(clients.filter((c) => c.database === new URL(direct).pathname.slice(1)).length).toBeGreaterThan(0);
    });

    it('a multi-record transaction commits whole or not at all', async () => {
      const db = pooledDatabase();
      try {
        await db.exec('CREATE TABLE IF NOT EXISTS pooled_pair (id int PRIMARY KEY)');
        const insert = (id: number) => sqlOf('INSERT INTO pooled_pair (id) VALUES ($1)', [id]);
        await expect(
          db.transaction(async (tx) => {
            await tx.run(insert(1));
            await tx.run(insert(1)); // a duplicate key: the first row goes too
          }),
        ).rejects.toThrow(/duplicate key/);
        expect(await db.all(sqlOf('SELECT id FROM pooled_pair', []))).toEqual([]);
        await db.transaction(async (tx) => {
          await tx.run(insert(1));
          await tx.run(insert(2));
        });
        expect(await db.all(sqlOf('SELECT id FROM pooled_pair ORDER BY id', []))).toEqual([{ id: 1 }, { id: 2 }]);
      } finally {
        await db.close();
      }
    });

    it('the statement limit holds outside and inside transactions and per streamed batch, and leaves no session setting behind', async () => {
      const db = pooledDatabase(300);
      try {
        const sleep = sqlOf('SELECT pg_sleep(1)', []);
        await expect(db.all(sleep)).rejects.toMatchObject({ code: '57014' });
        await expect(db.transaction((tx) => tx.all(sleep))).rejects.toMatchObject({ code: '57014' });
        const stream = async () => {
          for await (const rows of db.stream(sqlOf('SELECT pg_sleep(1) AS slept', []))) void rows;
        };
        await expect(stream()).rejects.toMatchObject({ code: '57014' });
        // The stream's transaction runs on one core, as the scan connections do.
        for await (const rows of db.stream<{ v: string }>(
          sqlOf(`SELECT current_setting('max_parallel_workers_per_gather') AS v`, []),
        ))
          expect(rows).toEqual([{ v: '0' }]);
        // The limit was SET LOCAL: every server session PgBouncer holds is back at the server's default.
        const unlimited = pooledDatabase(0, 'unlimited');
        try {
          const seen = await Promise.all(
            Array.from({ length: SERVER_SESSIONS * 3 }, () =>
              unlimited.all<{ t: string }>(sqlOf(`SELECT current_setting('statement_timeout') AS t`, [])),
            ),
          );
          expect(new Set(seen.map((rows) => rows[0].t))).toEqual(new Set(['0']));
        } finally {
          await unlimited.close();
        }
      } finally {
        await db.close();
      }
    });

    it('a session advisory lock is held on a direct connection for as long as it is held', async () => {
      const db = pooledDatabase();
      const key = 7_300_999;
      const held = () =>
        sql<{ application_name: string }>(
          `SELECT a.application_name FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
            WHERE l.locktype = 'advisory' AND l.objid = $1 AND l.granted`,
          [key],
        );
      try {
        const inside = await db.withAdvisoryLock(key, async () => {
          // Many statements through the pooler meanwhile: the lock stays where it was taken.
          await Promise.all(Array.from({ length: 10 }, () => db.all(sqlOf('SELECT 1 AS one', []))));
          return held();
        });
        expect(inside).toEqual([{ application_name: 'pgbouncer-test-probe:lock' }]);
        expect(await held()).toEqual([]);
      } finally {
        await db.close();
      }
    });

    it('without DATABASE_POOLER the product is refused by PgBouncer, or its named statements collide', async () => {
      // A statement limit is a startup parameter of a direct connection: PgBouncer refuses it.
      const limited = openDatabase({ dataDir: tmpdir(), databaseUrl: pooled, statementTimeoutMs: 10_000 });
      try {
        await expect(limited.ping()).rejects.toThrow(/unsupported startup parameter: statement_timeout/);
      } finally {
        await limited.close();
      }
      // With no limit it connects, but a statement prepared by one client on a shared session is there for the next.
      const read = sqlOf('SELECT count(*) AS n FROM pg_class WHERE relname = $1', ['pg_class']);
      const concurrently = (db: ReturnType<typeof openDatabase>) =>
        Promise.allSettled(Array.from({ length: 8 }, () => db.all(read)));
      const unpooled = openDatabase({ dataDir: tmpdir(), databaseUrl: pooled, statementTimeoutMs: 0 });
      try {
        const failed = (await concurrently(unpooled)).filter((r) => r.status === 'rejected');
        expect(failed.length).toBeGreaterThan(0);
        expect(String((failed[0] as PromiseRejectedResult).reason)).toMatch(
          /prepared statement "s[0-9a-f]+" (already exists|does not exist)/,
        );
      } finally {
        await unpooled.close();
      }
      // The same reads with the setting: every one answers.
      const db = pooledDatabase(10_000);
      try {
        expect((await concurrently(db)).filter((r) => r.status === 'rejected')).toEqual([]);
      } finally {
        await db.close();
      }
    });
  },
);
