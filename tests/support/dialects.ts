/**
 * Test databases for integration tests, one fresh empty database per call.
 *
 *   for (const dialect of testDialects()) {
 *     describe(dialect, () => {
 *       let db: TestDatabase;
 *       beforeEach(async () => { db = await freshDatabase(dialect); });
 *       afterEach(async () => { await db.drop(); });
 *       ...
 *     });
 *   }
 *
 * PostgreSQL comes from TEST_PG_ADMIN_URL (set by tests/run.ts, which finds or
 * starts a server; default postgres://postgres@127.0.0.1:5432/postgres).
 * With TEST_PG_VIA=pgbouncer each database is handed out through a PgBouncer in
 * transaction mode (one for the run, tests/support/pgbouncer.global.ts), with its
 * direct URL beside it: the server suite run as a pooled deployment runs
 * (issue 43 item 2; pgEnv gives an app the three settings).
 *
 * Under the PGlite fallback (tests/run.ts path 4) every connection lands in the
 * same single database whatever database name it asks for, so there a "fresh
 * database" is that one database emptied of every user schema; only one can
 * be alive at a time in a process (a second freshDatabase before drop() throws).
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { pooledUrl, startPgBouncer, type PgBouncer } from './pgbouncer.js';

export type DialectName = 'sqlite' | 'postgres';

const ALL_DIALECTS: readonly DialectName[] = ['sqlite', 'postgres'];

const DEFAULT_PG_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/** The signing key tests give a PostgreSQL app (required there: config.ts). */
export const TEST_JWT_SECRET = 'test-jwt-secret-0123456789-0123456789-abc';

/** The key that seals Key Manager values, which a PostgreSQL app also requires (settings/rules.ts): 32 bytes as base64. */
export const TEST_SECRETS_KEY = 'dGVzdC1zZWNyZXRzLWtleS0zMi1ieXRlcy0wMTIzNDU=';

/** The settings a PostgreSQL app needs besides DATABASE_URL. */
export const PG_SECRETS = { JWT_SECRET: TEST_JWT_SECRET, SECRETS_KEY: TEST_SECRETS_KEY } as const;

/** Dialects to run over: TEST_DIALECTS env (comma list, e.g. "sqlite" or "postgres"), default both. */
export function testDialects(): DialectName[] {
  const raw = process.env.TEST_DIALECTS?.trim();
  if (!raw) return [...ALL_DIALECTS];
  const names = raw
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
  for (const n of names) {
    if (!(ALL_DIALECTS as readonly string[]).includes(n)) {
      throw new Error(`TEST_DIALECTS: unknown dialect "${n}" (known: ${ALL_DIALECTS.join(', ')})`);
    }
  }
  return ALL_DIALECTS.filter((d) => names.includes(d));
}

export interface TestDatabase {
  dialect: DialectName;
  /** A new empty temp directory, for DATA_DIR (the app makes its SQLite file inside it). */
  dataDir: string;
  /** PostgreSQL only: URL of the fresh database (through PgBouncer under TEST_PG_VIA=pgbouncer). */
  databaseUrl?: string;
  /** Set when databaseUrl goes through a transaction-mode PgBouncer: the database reached directly. */
  databaseDirectUrl?: string;
  /** Removes dataDir and (PostgreSQL) drops the database. Safe to call twice. */
  drop(): Promise<void>;
}

/**
 * The settings that point an app at a test database: DATABASE_URL, and behind PgBouncer
 * DATABASE_POOLER and DATABASE_DIRECT_URL (none for SQLite).
 */
export function pgEnv(database: Pick<TestDatabase, 'databaseUrl' | 'databaseDirectUrl'>): Record<string, string> {
  if (!database.databaseUrl) return {};
  return {
    DATABASE_URL: database.databaseUrl,
    ...(database.databaseDirectUrl
      ? { DATABASE_POOLER: 'transaction', DATABASE_DIRECT_URL: database.databaseDirectUrl }
      : {}),
  };
}

/** Whether this run hands out databases through PgBouncer (TEST_PG_VIA=pgbouncer). */
export function viaPgBouncer(): boolean {
  const via = process.env.TEST_PG_VIA?.trim().toLowerCase();
  if (!via || via === 'direct') return false;
  if (via === 'pgbouncer') return true;
  throw new Error(`TEST_PG_VIA: unknown value "${via}" (known: direct, pgbouncer)`);
}

let processPgBouncer: Promise<Pick<PgBouncer, 'pooled'>> | undefined;

/**
 * The run's PgBouncer: under vitest the one its global setup started (pgbouncer.global.ts, by
 * TEST_PGBOUNCER_PORT); elsewhere (`npm run safety`) this process's own, started on first use and
 * killed when the process exits (pgbouncer.ts).
 */
function sharedPgBouncer(): Promise<Pick<PgBouncer, 'pooled'>> {
  const port = Number(process.env.TEST_PGBOUNCER_PORT);
  processPgBouncer ??= port ? Promise.resolve({ pooled: (url) => pooledUrl(url, port) }) : startPgBouncer(pgAdminUrl());
  return processPgBouncer;
}

/** The admin URL the PostgreSQL databases are created through. */
export function pgAdminUrl(): string {
  return process.env.TEST_PG_ADMIN_URL?.trim() || DEFAULT_PG_ADMIN_URL;
}

/** Unique across parallel vitest workers (pid) and concurrent runs (time + random). */
function uniqueSuffix(): string {
  return `${process.pid}_${Date.now().toString(36)}_${randomBytes(5).toString('hex')}`;
}

async function adminClient(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
  } catch (err) {
    await client.end().catch(() => {});
    const e = err as Error;
    throw new Error(
      `freshDatabase: cannot connect to PostgreSQL at ${redactUrl(url)} (${e.message}). ` +
        'Run the tests with `npm test` (it finds or starts a PostgreSQL), set TEST_PG_ADMIN_URL, ' +
        'or set TEST_DIALECTS=sqlite.',
      { cause: err },
    );
  }
  return client;
}

export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return url;
  }
}

function withDatabase(adminUrl: string, database: string): string {
  const u = new URL(adminUrl);
  u.pathname = `/${database}`;
  return u.toString();
}

let livePgliteDatabases = 0;

/** Drops every user schema and recreates an empty public one (PGlite: one database for all). */
async function emptyPgliteDatabase(client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ nspname: string }>(
    `select nspname from pg_namespace
      where nspname not like 'pg\\_%' and nspname <> 'information_schema'`,
  );
  for (const { nspname } of rows) {
    await client.query(`drop schema ${pg.escapeIdentifier(nspname)} cascade`);
  }
  await client.query('create schema public');
}

/**
 * A fresh empty database: SQLite → a new temp DATA_DIR (databaseUrl undefined);
 * PostgreSQL → a new temp dataDir plus `CREATE DATABASE cms_test_<unique>` on the
 * server named by TEST_PG_ADMIN_URL, databaseUrl pointing at it.
 */
export async function freshDatabase(dialect: DialectName): Promise<TestDatabase> {
  if (!ALL_DIALECTS.includes(dialect)) throw new Error(`freshDatabase: unknown dialect "${String(dialect)}"`);
  const dataDir = await mkdtemp(join(tmpdir(), `cms-test-${dialect}-`));

  if (dialect === 'sqlite') {
    let dropped = false;
    return {
      dialect,
      dataDir,
      async drop() {
        if (dropped) return;
        dropped = true;
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  }

  const adminUrl = pgAdminUrl();
  const name = `cms_test_${uniqueSuffix()}`; // lowercase, < 63 chars
  const ident = pg.escapeIdentifier(name);
  let isPglite = false;
  const client = await adminClient(adminUrl).catch(async (err) => {
    await rm(dataDir, { recursive: true, force: true });
    throw err;
  });
  try {
    const { rows } = await client.query<{ v: string }>('select version() as v');
    isPglite = /pglite/i.test(rows[0]?.v ?? '');
    if (isPglite) {
      if (livePgliteDatabases > 0) {
        throw new Error(
          'freshDatabase: the PGlite fallback holds a single database, so only one fresh PostgreSQL ' +
            'database can be alive at a time: drop() the previous one first, or run against a real ' +
            'PostgreSQL (TEST_PG_ADMIN_URL or a server at 127.0.0.1:5432).',
        );
      }
      await emptyPgliteDatabase(client);
      livePgliteDatabases++;
    }
    await client.query(`create database ${ident}`);
  } catch (err) {
    await rm(dataDir, { recursive: true, force: true });
    throw err;
  } finally {
    await client.end().catch(() => {});
  }

  let dropped = false;
  const databaseDirectUrl = withDatabase(adminUrl, name);
  const pooler = viaPgBouncer() ? await sharedPgBouncer() : undefined;
  return {
    dialect,
    dataDir,
    ...(pooler
      ? { databaseUrl: pooler.pooled(databaseDirectUrl), databaseDirectUrl }
      : { databaseUrl: databaseDirectUrl }),
    async drop() {
      if (dropped) return;
      dropped = true;
      try {
        const c = await adminClient(adminUrl);
        try {
          await c.query(`drop database if exists ${ident} with (force)`);
          if (isPglite) await emptyPgliteDatabase(c);
        } finally {
          await c.end().catch(() => {});
        }
      } finally {
        if (isPglite) livePgliteDatabases--;
        await rm(dataDir, { recursive: true, force: true });
      }
    },
  };
}
