// Where `npm test` finds its PostgreSQL (tests/run.ts), in this order: TEST_PG_ADMIN_URL, a server at
// 127.0.0.1:5432, a throwaway instance of the Debian package, an embedded PGlite; TEST_PG_FORCE picks one.
import pg from 'pg';
import { redactUrl } from './dialects.js';
import { findPostgresBin, startThrowawayPostgres } from './throwaway-pg.js';

const DEFAULT_LOCAL_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export type PgKind = 'env' | 'server' | 'throwaway' | 'pglite';
export interface PgProvider {
  kind: PgKind;
  adminUrl: string;
  stop(): Promise<void>;
}

interface FindOptions {
  log: (line: string) => void;
  /** The run's clean-ups: a started instance adds its own stop. */
  cleanups: Array<() => Promise<void>>;
  runCleanups: () => Promise<void>;
}

async function canConnect(
  url: string,
  timeoutMs = 3000,
): Promise<{ ok: true; version: string } | { ok: false; error: string }> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeoutMs });
  client.on('error', () => {});
  try {
    await client.connect();
    const { rows } = await client.query<{ v: string }>("select current_setting('server_version') as v");
    return { ok: true, version: rows[0]?.v ?? '?' };
  } catch (err) {
    return { ok: false, error: (err as Error).message || String(err) };
  } finally {
    await client.end().catch(() => {});
  }
}

// ---------------------------------------------------------------------------------------------
// Path 3: a throwaway instance of the Debian package (tests/support/throwaway-pg.ts)

async function startThrowaway(pgbin: string, cleanups: Array<() => Promise<void>>): Promise<PgProvider> {
  const pg = await startThrowawayPostgres(pgbin);
  cleanups.push(pg.destroy);
  return { kind: 'throwaway', adminUrl: pg.adminUrl, stop: pg.destroy };
}

// ---------------------------------------------------------------------------------------------
// Path 4: embedded PGlite over the wire protocol

async function startPglite(cleanups: Array<() => Promise<void>>): Promise<PgProvider> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket');
  const db = await PGlite.create();
  // PGlite is one connection; the socket server multiplexes client connections onto it query by query.
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 64 });
  let running = true;
  const stop = async () => {
    if (!running) return;
    running = false;
    await server.stop().catch(() => {});
    await db.close().catch(() => {});
  };
  cleanups.push(stop);
  await server.start();
  const conn = server.getServerConn(); // "127.0.0.1:PORT"
  const port = Number(conn.slice(conn.lastIndexOf(':') + 1));
  if (!port) throw new Error(`PGlite socket server: unexpected address "${conn}"`);
  return { kind: 'pglite', adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`, stop };
}

// ---------------------------------------------------------------------------------------------
// Finding a PostgreSQL

export async function findPostgres({ log, cleanups, runCleanups }: FindOptions): Promise<PgProvider> {
  const force = process.env.TEST_PG_FORCE?.trim().toLowerCase() || '';
  if (force && !['server', 'throwaway', 'pglite'].includes(force)) {
    throw new Error(`TEST_PG_FORCE="${force}": expected server, throwaway or pglite`);
  }
  const noop = async () => {};

  // (1) TEST_PG_ADMIN_URL
  const envUrl = process.env.TEST_PG_ADMIN_URL?.trim();
  if (envUrl && !force) {
    const c = await canConnect(envUrl, 5000);
    if (!c.ok) throw new Error(`TEST_PG_ADMIN_URL=${redactUrl(envUrl)} does not answer: ${c.error}`);
    log(`PostgreSQL: using TEST_PG_ADMIN_URL ${redactUrl(envUrl)} (server ${c.version})`);
    return { kind: 'env', adminUrl: envUrl, stop: noop };
  }

  // (2) a server at 127.0.0.1:5432
  if (!force || force === 'server') {
    const c = await canConnect(DEFAULT_LOCAL_URL, 3000);
    if (c.ok) {
      log(`PostgreSQL: using the server at 127.0.0.1:5432 (PostgreSQL ${c.version})`);
      return { kind: 'server', adminUrl: DEFAULT_LOCAL_URL, stop: noop };
    }
    if (force) throw new Error(`TEST_PG_FORCE=server: no PostgreSQL at 127.0.0.1:5432 (${c.error})`);
    log(`PostgreSQL: none answering at 127.0.0.1:5432 (${c.error})`);
  }

  // (3) a throwaway instance of the Debian package
  if (!force || force === 'throwaway') {
    const pgbin = findPostgresBin();
    if (pgbin) {
      const t0 = Date.now();
      try {
        const p = await startThrowaway(pgbin, cleanups);
        const c = await canConnect(p.adminUrl, 5000);
        if (!c.ok) throw new Error(`started but does not answer: ${c.error}`);
        log(
          `PostgreSQL: started a throwaway PostgreSQL ${c.version} from ${pgbin} on ${new URL(p.adminUrl).host} ` +
            `(temp data dir, fsync=off, ${((Date.now() - t0) / 1000).toFixed(1)} s); it is stopped at the end`,
        );
        return p;
      } catch (err) {
        await runCleanups();
        if (force) throw err;
        log(`PostgreSQL: could not start a throwaway instance: ${(err as Error).message}`);
      }
    } else if (force) {
      throw new Error('TEST_PG_FORCE=throwaway: no /usr/lib/postgresql/*/bin/initdb (apt-get install postgresql)');
    }
  }

  // (4) embedded PGlite
  const t0 = Date.now();
  const p = await startPglite(cleanups);
  const c = await canConnect(p.adminUrl, 10_000);
  if (!c.ok) throw new Error(`PGlite socket server does not answer: ${c.error}`);
  log(
    `PostgreSQL: using an embedded PGlite (PostgreSQL ${c.version}, wasm) on ${new URL(p.adminUrl).host} — a quick ` +
      `local fallback, not a real server: one database shared by all, test files run one at a time ` +
      `(${((Date.now() - t0) / 1000).toFixed(1)} s to start). Install PostgreSQL for a faithful run.`,
  );
  return p;
}
