// Two (or more) real server processes on one PostgreSQL database, as an
// operator runs them behind a balancer: same JWT_SECRET, same database,
// each with its own DATA_DIR. Used by every file in tests/cluster/.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../../src/server/platform/db/open.js';
import { createUser } from '../../src/server/seed/admin.js';
import { freshDatabase, testDialects, type TestDatabase } from '../support/dialects.js';
import { SERVER_ADMIN_PASSWORD, startServer, type ServerProcess } from '../support/server-process.js';

export const CLUSTER_JWT_SECRET = 'cluster-test-secret-0123456789-abcdefghij';

/** Cluster tests need a real PostgreSQL server (not the single-connection PGlite fallback). */
export const clusterSkipped = !testDialects().includes('postgres') || process.env.TEST_PG_KIND === 'pglite';

export interface Cluster {
  database: TestDatabase;
  nodes: ServerProcess[];
  /** A plain connection to the cluster's database, for looking behind the API. */
  sql<R = Record<string, unknown>>(text: string, values?: unknown[]): Promise<R[]>;
  stop(): Promise<void>;
}

export async function startCluster(count = 2, extra: NodeJS.ProcessEnv = {}): Promise<Cluster> {
  const database = await freshDatabase('postgres');
  const dirs: string[] = [];
  const nodes: ServerProcess[] = [];
  const stop = async () => {
    await Promise.all(
      nodes.map(async (node) => {
        node.child.kill('SIGTERM');
        await Promise.race([node.exited, new Promise((r) => setTimeout(r, 10_000))]);
        if (node.child.exitCode === null) node.child.kill('SIGKILL');
      }),
    );
    await database.drop();
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  };
  try {
    // The first instance migrates and seeds; the others then start on a ready database
    // (starting them together is tests/cluster/startup.test.ts's subject).
    for (let i = 0; i < count; i++) {
      const dataDir = await mkdtemp(join(tmpdir(), `cms-cluster-${i}-`));
      dirs.push(dataDir);
      nodes.push(
        await startServer(
          { dataDir, databaseUrl: database.databaseUrl, databaseDirectUrl: database.databaseDirectUrl },
          { JWT_SECRET: CLUSTER_JWT_SECRET, ...extra },
        ),
      );
    }
  } catch (e) {
    await stop();
    throw e;
  }
  const sql = async <R>(text: string, values: unknown[] = []) => {
    const client = new pg.Client({ connectionString: database.databaseUrl });
    await client.connect();
    try {
      return (await client.query(text, values)).rows as R[];
    } finally {
      await client.end();
    }
  };
  return { database, nodes, sql, stop };
}

/** Creates an account in the cluster's database (passwords cannot be set through the generic interface). */
export async function addUser(cluster: Cluster, user: Parameters<typeof createUser>[1]): Promise<string> {
  const db = openDatabase({
    dataDir: tmpdir(),
    databaseUrl: cluster.database.databaseUrl,
    databaseDirectUrl: cluster.database.databaseDirectUrl,
  });
  try {
    return await db.transaction((tx) => createUser(tx, user));
  } finally {
    await db.close();
  }
}

interface Answer {
  status: number;
  body: any;
  headers: Headers;
}

/** Any call to a node: path from the root (/api/...), JSON body, never throws on a status. */
export async function call(
  node: ServerProcess,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const res = await fetch(`${node.baseUrl}${path}`, {
    method,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON: keep the text
  }
  return { status: res.status, body, headers: res.headers };
}

export const b64 = (s: string) => Buffer.from(s).toString('base64');

/** The sign-in call's answer (success or not). */
export const signIn = (node: ServerProcess, userName: string, password: string, headers: Record<string, string> = {}) =>
  call(node, 'POST', '/api/v1/mc/jwt/login', { body: { UserName: userName, Password: b64(password) }, headers });

/** Signs in and returns the token, or throws. */
export async function tokenFor(
  node: ServerProcess,
  userName = 'admin',
  password = SERVER_ADMIN_PASSWORD,
): Promise<string> {
  const res = await signIn(node, userName, password);
  if (!res.body?.success) throw new Error(`sign-in of ${userName} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.token as string;
}

/** The x-pagination total of a list. */
export async function total(node: ServerProcess, token: string, entity: string): Promise<number> {
  const res = await call(node, 'GET', `/api/v1/db/${entity}?pageNumber=1&pageSize=1`, { token });
  if (res.status !== 200) throw new Error(`list ${entity}: ${res.status} ${JSON.stringify(res.body)}`);
  return JSON.parse(res.headers.get('x-pagination')!).totalCount as number;
}

/**
 * Polls `probe` until it returns true or `withinMs` passes; returns how long it took, or
 * throws. Polling, not sleeping: a pass is as quick as the system is.
 */
export async function within(withinMs: number, probe: () => Promise<boolean>, what: string): Promise<number> {
  const start = Date.now();
  for (;;) {
    if (await probe()) return Date.now() - start;
    if (Date.now() - start > withinMs) throw new Error(`${what}: not within ${withinMs} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
