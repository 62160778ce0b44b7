// PostgreSQL through a pg pool. Statements are sent as named prepared
// statements (named after a hash of their text), so each connection parses
// and plans a query shape once; behind a transaction-mode pooler they are
// unnamed and the session settings become SET LOCAL (postgres-session.ts).
import { createHash } from 'node:crypto';
import pg from 'pg';
import { Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import type { Database } from './database.js';
import { SHORT_WALK_VISITS, type Executor, type Query, type Queryable, type Row } from './executor.js';
import { compileOnlyBuilder } from './sqlite.js';
import { ChangeFeed, PendingChanges, writtenTable } from './change-feed.js';
import { HeavyPlans } from './postgres-plan.js';
import { FreshStatistics } from './postgres-statistics.js';
import { isoFromPostgres } from './timestamps.js';
import {
  beginWithSettings,
  inTransaction,
  needsSettings,
  startupParameters,
  withLocalSettings,
  type SessionSettings,
} from './postgres-session.js';

// Counts (int8) as numbers, timestamps as ISO strings: the same values SQLite gives.
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));
pg.types.setTypeParser(1184, (v) => isoFromPostgres(v, true));
pg.types.setTypeParser(1114, (v) => isoFromPostgres(v, false));

const names = new Map<string, string>();
function statementName(sql: string): string {
  let name = names.get(sql);
  if (!name) {
    name = 's' + createHash('sha1').update(sql).digest('hex').slice(0, 24);
    if (names.size > 5000) names.clear();
    names.set(sql, name);
  }
  return name;
}

type Client = pg.Pool | pg.PoolClient;

/**
 * Connections for reads that may visit every row (Query.scans), unless
 * PG_SCAN_CONNECTIONS says otherwise; see PostgresExecutor.open. On a 2-core
 * database server two CPU-bound sorts already take every core: more only
 * queue inside PostgreSQL and slow everyone (bench mixed load: p99 of get by
 * id 74 ms with three, 51 ms with one, on this 2-core machine).
 */
export const SCAN_POOL_SIZE = 2;
/** A stopped or lost database fails a request within this long (a 503), instead of hanging it. */
const CONNECT_TIMEOUT_MS = 3000;

/** How a pool's connections reach the server, and the settings its statements run under. */
interface ConnectionMode {
  /** Through a transaction-mode pooler: no session state (postgres-session.ts). */
  pooled: boolean;
  settings: SessionSettings;
}

interface PoolOptions {
  applicationName?: string;
  /** How long a request may wait for a connection (CONNECT_TIMEOUT_MS by default). */
  waitMs?: number;
}

function openPool(url: string, max: number, mode: ConnectionMode, options: PoolOptions): pg.Pool {
  const statementTimeout = mode.settings.statementTimeoutMs;
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: options.waitMs ?? CONNECT_TIMEOUT_MS,
    // The server stops a statement past STATEMENT_TIMEOUT_MS (and frees its work, which a
    // client-side timeout would not); the client's own limit stays as a net for a server
    // that no longer answers at all, a little later so that the server's answer comes first.
    // Behind a pooler the same settings go with each transaction instead.
    ...(mode.pooled ? {} : startupParameters(mode.settings)),
    query_timeout: Math.max(30_000, statementTimeout + 5_000),
    // A startup parameter PgBouncer tracks: it sets it on whichever server session serves the client.
    ...(options.applicationName ? { application_name: options.applicationName } : {}),
  });
  // A client losing its server must not crash the process. Idle clients report it on the
  // pool (which replaces them); a client checked out for a transaction or a stream reports
  // it on itself, where an 'error' without a listener kills the process (found by the
  // data-safety run stopping PostgreSQL under load). The query in flight rejects either way,
  // and that becomes the 503.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  return pool;
}

class PgQueryable implements Queryable {
  readonly dialect = 'postgres' as const;
  constructor(
    readonly builder: Kysely<Database>,
    protected readonly client: Client,
    protected readonly mode: ConnectionMode,
    /** Inside a transaction: where its writes are noted until COMMIT (change-feed.ts). */
    private readonly pending?: PendingChanges,
    /** Outside one: told of each autocommit write once it has run. */
    private readonly feed?: ChangeFeed,
    /** Counts the rows each write changes, to bring planner statistics up to date after bulk writes. */
    protected readonly statistics?: FreshStatistics,
  ) {}
  protected async query(q: Query, rowMode?: 'array') {
    const config: pg.QueryConfig = {
      ...(this.mode.pooled ? {} : { name: statementName(q.sql) }),
      text: q.sql,
      values: q.parameters as unknown[],
      ...(rowMode ? { rowMode } : {}),
    };
    const result = await this.send((client) => client.query(config));
    const table = writtenTable(q.sql);
    if (table) {
      if (this.pending) this.pending.note(q.sql);
      else this.feed?.emit(new Set([table]));
      if (result.rowCount) this.statistics?.noteWritten(table, result.rowCount);
    }
    return result;
  }
  async all<R = Row>(q: Query): Promise<R[]> {
    return (await this.query(q)).rows as R[];
  }
  async first<R = Row>(q: Query): Promise<R | undefined> {
    return (await this.query(q)).rows[0] as R | undefined;
  }
  /** Every PostgreSQL read waits for the server; first() without an async frame of its own. */
  lookup<R = Row>(q: Query): Promise<R | undefined> {
    return this.query(q).then((result) => result.rows[0] as R | undefined);
  }
  async values(q: Query): Promise<unknown[][]> {
    return (await this.query(q, 'array')).rows as unknown[][];
  }
  async run(q: Query): Promise<{ changes: number }> {
    return { changes: (await this.query(q)).rowCount ?? 0 };
  }
  async exec(sql: string): Promise<void> {
    await this.send((client) => client.query(sql));
  }
  /** Pooled, outside a transaction: in one of its own, which carries the settings. */
  private send<T>(fn: (client: Client) => Promise<T>): Promise<T> {
    if (this.mode.pooled && this.client instanceof pg.Pool && needsSettings(this.mode.settings))
      return withLocalSettings(this.client, this.mode.settings, fn);
    return fn(this.client);
  }
}

export class PostgresExecutor extends PgQueryable implements Executor {
  /**
   * applicationName names every connection of this instance (pg_stat_activity, and the
   * change triggers' notices, which let an instance skip its own: cluster/change-triggers.ts).
   * directUrl says that url goes through a transaction-mode pooler, and is the connection
   * for the session advisory locks.
   */
  static open(
    url: string,
    options: {
      poolSize?: number;
      scanPoolSize?: number;
      applicationName?: string;
      statementTimeoutMs?: number;
      directUrl?: string;
    } = {},
  ): PostgresExecutor {
    const pooled = options.directUrl !== undefined;
    const statementTimeoutMs = options.statementTimeoutMs ?? 0;
    const main: ConnectionMode = { pooled, settings: { statementTimeoutMs, singleCore: false } };
    const scan: ConnectionMode = { pooled, settings: { statementTimeoutMs, singleCore: true } };
    const pool = openPool(url, options.poolSize ?? 10, main, options);
    // Reads the caller shapes (Query.scans: lists by any order and filter, counts, exports) on
    // connections of their own, at most SCAN_POOL_SIZE at a time, each on one core (no parallel
    // workers): however many staff export at once, the key lookups, the session checks and the
    // writes keep the main pool and the rest of the server's cores.
    // Waiting for one of these is normal under load: up to the statement limit, not the 3 s of a lost server.
    const scanPool = openPool(url, options.scanPoolSize ?? SCAN_POOL_SIZE, scan, {
      ...options,
      waitMs: Math.max(CONNECT_TIMEOUT_MS, statementTimeoutMs),
    });
    // Only a direct session carries a statement_timeout of its own, which VACUUM must lift.
    const statistics = new FreshStatistics(pool, { liftTimeout: !pooled && statementTimeoutMs > 0 });
    return new PostgresExecutor(pool, scanPool, main, scan, statistics, options.directUrl, options.applicationName);
  }

  readonly changes: ChangeFeed;
  private readonly scanner: PgQueryable;

  private constructor(
    private readonly pool: pg.Pool,
    private readonly scanPool: pg.Pool,
    mode: ConnectionMode,
    scanMode: ConnectionMode,
    protected override readonly statistics: FreshStatistics,
    /** Set behind a pooler: where session advisory locks are taken. */
    private readonly directUrl: string | undefined,
    private readonly applicationName: string | undefined,
    feed = new ChangeFeed(),
  ) {
    super(
      compileOnlyBuilder(PostgresAdapter, PostgresQueryCompiler, PostgresIntrospector),
      pool,
      mode,
      undefined,
      feed,
      statistics,
    );
    this.changes = feed;
    this.scanner = new PgQueryable(this.builder, scanPool, scanMode, undefined, feed);
    // A plan judged heavy on a table's old statistics may be light now (a deep page planned as a sort of every row).
    statistics.refreshed = () => this.heavyPlans.forget();
  }

  /**
   * A read whose shape the caller controls goes to the scan pool when its plan is heavy (a sort
   * or scan of many rows); a short ordered walk, and a cheap filtered or counted read (an index
   * search, a small table), stay on the main pool with the rest.
   */
  private async route(q: Query): Promise<PgQueryable | undefined> {
    if (!q.scans || (q.visitsAtMost !== undefined && q.visitsAtMost <= SHORT_WALK_VISITS)) return undefined;
    return (await this.heavyPlans.isHeavy(q)) ? this.scanner : undefined;
  }

  /** EXPLAIN on the main pool, where it takes well under a millisecond. */
  private readonly heavyPlans = new HeavyPlans(async (q) => {
    const { rows } = await this.pool.query<{ 'QUERY PLAN': unknown }>({
      text: `EXPLAIN (FORMAT JSON) ${q.sql}`,
      values: q.parameters as unknown[],
    });
    const raw = rows[0]['QUERY PLAN'];
    return ((typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: { 'Total Cost': number } }[])[0].Plan[
      'Total Cost'
    ];
  });

  override async all<R = Row>(q: Query): Promise<R[]> {
    const scanner = await this.route(q);
    return scanner ? scanner.all<R>(q) : super.all<R>(q);
  }

  override async values(q: Query): Promise<unknown[][]> {
    const scanner = await this.route(q);
    return scanner ? scanner.values(q) : super.values(q);
  }

  override async first<R = Row>(q: Query): Promise<R | undefined> {
    const scanner = await this.route(q);
    return scanner ? scanner.first<R>(q) : super.first<R>(q);
  }

  /** A key lookup never scans: the main pool, without first()'s routing step (one promise less per read by key). */
  override lookup<R = Row>(q: Query): Promise<R | undefined> {
    return q.scans ? this.first<R>(q) : super.lookup<R>(q);
  }

  async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    const pending = new PendingChanges();
    const begin = this.mode.pooled ? beginWithSettings(this.mode.settings) : 'BEGIN';
    const result = await inTransaction(this.pool, begin, (client) =>
      fn(new PgQueryable(this.builder, client, this.mode, pending, undefined, this.statistics)),
    );
    this.changes.emit(pending.tables);
    return result;
  }

  async *stream<R = Row>(q: Query, batchSize = 500): AsyncIterable<R[]> {
    // DECLARE and each FETCH are statements of their own, so statement_timeout bounds every
    // batch and not the stream's whole life (a slow client may take minutes). pg-cursor keeps
    // one extended-protocol statement open without a Sync for the whole stream, and the
    // server's timer runs until the Sync: a stream slower than the limit was cancelled.
    // The main pool: a stream holds its connection as long as its client reads, and a few slow
    // readers must not take the scan pool from every list. Its sort, like the scan pool's, stays on one core.
    const client = await this.pool.connect();
    let open = false;
    let broken = false;
    try {
      // Pooled, the statement limit comes with the transaction too (a direct session has it already).
      const timeout = this.mode.pooled ? this.mode.settings.statementTimeoutMs : 0;
      await client.query(beginWithSettings({ statementTimeoutMs: timeout, singleCore: true }, 'BEGIN READ ONLY'));
      open = true;
      await client.query({ text: `DECLARE stream NO SCROLL CURSOR FOR ${q.sql}`, values: q.parameters as unknown[] });
      const fetch = `FETCH ${Math.max(1, Math.floor(batchSize))} FROM stream`;
      for (;;) {
        const { rows } = await client.query(fetch);
        if (!rows.length) break;
        yield rows as R[];
      }
      await client.query('COMMIT');
      open = false;
    } finally {
      // Stopped early (the client went away) or failed: end the transaction, or drop a broken connection.
      if (open)
        broken = await client.query('ROLLBACK').then(
          () => false,
          () => true,
        );
      client.release(broken);
    }
  }

  async withAdvisoryLock<T>(key: number, fn: () => Promise<T>): Promise<T> {
    // The lock lives on this session until unlocked; fn runs on the pool's other connections.
    // Polled with pg_try_advisory_lock rather than waited for in pg_advisory_lock, so a long
    // holder (a migration, a big sitemap) never trips the pool's 30 s query timeout.
    // Behind a pooler a session is no client's for longer than a transaction: the lock is
    // taken on a direct connection of its own, held as long as the lock.
    const client = this.directUrl ? await this.directSession() : await this.pool.connect();
    let broken = false;
    try {
      for (let wait = 20; ; wait = Math.min(wait * 2, 250)) {
        const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [key]);
        if (rows[0]?.locked) break;
        await new Promise((r) => setTimeout(r, wait));
      }
      try {
        return await fn();
      } finally {
        broken = await client.query('SELECT pg_advisory_unlock($1)', [key]).then(
          () => false,
          () => true,
        );
      }
    } finally {
      client.release(broken);
    }
  }

  /** A direct connection shaped like a pool's client: release() closes it. */
  private async directSession(): Promise<pg.ClientBase & { release(broken?: boolean): void }> {
    const client = new pg.Client({
      connectionString: this.directUrl,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      ...(this.applicationName ? { application_name: `${this.applicationName}:lock` } : {}),
    });
    client.on('error', () => undefined);
    await client.connect();
    return Object.assign(client, { release: () => void client.end().catch(() => undefined) });
  }

  poolStats() {
    return { total: this.pool.totalCount, idle: this.pool.idleCount, waiting: this.pool.waitingCount };
  }

  async ping(): Promise<void> {
    await this.pool.query('SELECT 1');
  }

  /** Brings planner statistics up to date now for the tables past autovacuum's threshold (FreshStatistics). */
  refreshStatistics(): Promise<string[]> {
    return this.statistics.check();
  }

  async close(): Promise<void> {
    await this.statistics.close();
    await Promise.all([this.pool.end(), this.scanPool.end()]);
  }
}
