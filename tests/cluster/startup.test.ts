// Starting a fleet (issue 10 item 6): instances started at the same moment on
// an empty PostgreSQL database all come up and the database is seeded exactly
// once; without JWT_SECRET an instance on PostgreSQL refuses to start and
// says why.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/platform/config.js';
import { freshDatabase, TEST_SECRETS_KEY, type TestDatabase } from '../support/dialects.js';
import { startServer, type ServerProcess } from '../support/server-process.js';
import { call, CLUSTER_JWT_SECRET, clusterSkipped, tokenFor } from './support.js';

describe('settings for a fleet', () => {
  it('refuses PostgreSQL without JWT_SECRET, or with a short one, naming it', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://x@127.0.0.1/db' })).toThrow(
      /JWT_SECRET is required with DATABASE_URL/,
    );
    expect(() => loadConfig({ DATABASE_URL: 'postgres://x@127.0.0.1/db', JWT_SECRET: 'short' })).toThrow(
      /JWT_SECRET must be at least 32 characters/,
    );
    expect(
      loadConfig({
        DATABASE_URL: 'postgres://x@127.0.0.1/db',
        JWT_SECRET: CLUSTER_JWT_SECRET,
        SECRETS_KEY: TEST_SECRETS_KEY,
      }).jwtSecret,
    ).toBe(CLUSTER_JWT_SECRET);
    expect(loadConfig({}).jwtSecret).toBeUndefined(); // SQLite: generated into DATA_DIR
  });
});

describe.skipIf(clusterSkipped)('three instances started at once on an empty database', () => {
  let database: TestDatabase | undefined;
  const dirs: string[] = [];
  const nodes: ServerProcess[] = [];
  afterAll(async () => {
    for (const node of nodes) node.child.kill('SIGKILL');
    await Promise.all(nodes.map((n) => n.exited));
    await database?.drop();
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  }, 60_000);

  it('all come up, seeded exactly once, and answer alike', async () => {
    database = await freshDatabase('postgres');
    for (let i = 0; i < 3; i++) dirs.push(await mkdtemp(join(tmpdir(), `cms-start-${i}-`)));
    const started = await Promise.allSettled(
      dirs.map((dataDir) =>
        startServer(
          { dataDir, databaseUrl: database!.databaseUrl, databaseDirectUrl: database!.databaseDirectUrl },
          { JWT_SECRET: CLUSTER_JWT_SECRET },
        ),
      ),
    );
    for (const s of started) if (s.status === 'fulfilled') nodes.push(s.value);
    expect(started.map((s) => (s.status === 'rejected' ? String(s.reason).slice(0, 400) : 'up'))).toEqual([
      'up',
      'up',
      'up',
    ]);
    const client = new pg.Client({ connectionString: database.databaseUrl });
    await client.connect();
    try {
      const { rows: markers } = await client.query(`SELECT "id" FROM "_migrations" WHERE "id" LIKE 'seed:%'`);
      expect(markers.length).toBe(1);
      const { rows: admins } = await client.query(
        `SELECT count(*)::int AS n FROM "AspNetUsers" WHERE "NormalizedUserName" = 'ADMIN'`,
      );
      expect(admins[0].n).toBe(1);
    } finally {
      await client.end();
    }
    const token = await tokenFor(nodes[0]);
    for (const node of nodes) {
      const res = await call(node, 'GET', '/api/v1/db/content/4', { token });
      expect(res.status).toBe(200);
      expect(res.body.CTitle).toBe('Cache');
    }
  }, 120_000);

  it('an instance without JWT_SECRET on PostgreSQL does not start, and says why', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'cms-nosecret-'));
    dirs.push(dataDir);
    const error = await startServer(
      { dataDir, databaseUrl: database!.databaseUrl, databaseDirectUrl: database!.databaseDirectUrl },
      { JWT_SECRET: '' },
    ).then(
      () => 'started',
      (e: Error) => e.message,
    );
    expect(error).toMatch(/Could not start: JWT_SECRET is required with DATABASE_URL/);
  });
});
