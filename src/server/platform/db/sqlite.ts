// SQLite through better-sqlite3. One connection writes (all writes and
// transactions queue on a lock, because better-sqlite3 is synchronous and
// an async transaction must not interleave with other requests' statements);
// plain reads go to read-only connections, so a reader never sees another
// request's uncommitted rows and never waits for a writer (WAL). Key lookups
// run on a read connection in the main thread (sqlite-plan.ts); every other
// read, and every stream, runs in a worker thread (sqlite-read-pool.ts), so
// one long sort never stalls the other requests.
import Database from './sqlite-driver.js';
import { DummyDriver, Kysely, SqliteAdapter, SqliteIntrospector, SqliteQueryCompiler } from 'kysely';
import type { DatabaseIntrospector, DialectAdapter, QueryCompiler } from 'kysely';
import type { Database as Tables } from './database.js';
import type { Executor, Query, Queryable, Row } from './executor.js';
import { Lock } from './lock.js';
import type { MaybePromise } from '../maybe-async.js';
import { ChangeFeed, PendingChanges } from './change-feed.js';
import { ReadCost } from './sqlite-plan.js';
import { DEFAULT_READ_WORKERS, READ_CACHE_KIB, ReadPool } from './sqlite-read-pool.js';

interface SqliteOptions {
  /** A read running longer is stopped and answered 503 (0: no limit). */
  statementTimeoutMs?: number;
  /** Worker threads for reads that are not key lookups. */
  readWorkers?: number;
}

const STATEMENT_CACHE_LIMIT = 2000;

/** A builder that compiles for the dialect and never connects: the executors run what it compiles. */
export function compileOnlyBuilder(
  adapter: new () => DialectAdapter,
  compiler: new () => QueryCompiler,
  // Kysely hands its introspectors an untyped builder.
  introspector: new (db: Kysely<any>) => DatabaseIntrospector,
): Kysely<Tables> {
  return new Kysely<Tables>({
    dialect: {
      createAdapter: () => new adapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (db) => new introspector(db),
      createQueryCompiler: () => new compiler(),
    },
  });
}

class StatementCache {
  private readonly cache = new Map<string, Database.Statement>();
  constructor(private readonly db: Database.Database) {}
  get(sql: string): Database.Statement {
    let stmt = this.cache.get(sql);
    if (!stmt) {
      stmt = this.db.prepare(sql);
      if (this.cache.size >= STATEMENT_CACHE_LIMIT) this.cache.delete(this.cache.keys().next().value!);
      this.cache.set(sql, stmt);
    }
    return stmt;
  }
}

// better-sqlite3 binds booleans poorly (it refuses them): store them as 0/1.
function bind(params: readonly unknown[]): unknown[] {
  return params.map((p) => (p === true ? 1 : p === false ? 0 : p));
}

class SqliteQueryable implements Queryable {
  readonly dialect = 'sqlite' as const;
  constructor(
    readonly builder: Kysely<Tables>,
    protected readonly statements: StatementCache,
    protected readonly raw: Database.Database,
    /** The writer notes the tables it writes here (change-feed.ts); the reader has none. */
    protected readonly pending?: PendingChanges,
  ) {}
  async all<R = Row>(q: Query): Promise<R[]> {
    this.pending?.note(q.sql);
    const stmt = this.statements.get(q.sql);
    return (stmt.reader ? stmt.all(...bind(q.parameters)) : (stmt.run(...bind(q.parameters)), [])) as R[];
  }
  async first<R = Row>(q: Query): Promise<R | undefined> {
    return this.firstNow<R>(q);
  }
  lookup<R = Row>(q: Query): MaybePromise<R | undefined> {
    return this.firstNow<R>(q);
  }
  protected firstNow<R>(q: Query): R | undefined {
    this.pending?.note(q.sql);
    const stmt = this.statements.get(q.sql);
    return (stmt.reader ? stmt.get(...bind(q.parameters)) : (stmt.run(...bind(q.parameters)), undefined)) as
      R | undefined;
  }
  async values(q: Query): Promise<unknown[][]> {
    this.pending?.note(q.sql);
    const stmt = this.statements.get(q.sql);
    if (!stmt.reader) return (stmt.run(...bind(q.parameters)), []);
    // The statement is shared with all() and first(): back to objects once read.
    try {
      return stmt.raw(true).all(...bind(q.parameters)) as unknown[][];
    } finally {
      stmt.raw(false);
    }
  }
  async run(q: Query): Promise<{ changes: number }> {
    this.pending?.note(q.sql);
    const stmt = this.statements.get(q.sql);
    if (stmt.reader) return { changes: stmt.all(...bind(q.parameters)).length };
    return { changes: stmt.run(...bind(q.parameters)).changes };
  }
  async exec(sql: string): Promise<void> {
    this.raw.exec(sql);
  }
}

export class SqliteExecutor extends SqliteQueryable implements Executor {
  private readonly lock = new Lock();
  private readonly writer: SqliteQueryable;
  private readonly writes = new PendingChanges();
  readonly changes = new ChangeFeed();

  static open(file: string, options: SqliteOptions = {}): SqliteExecutor {
    const write = new Database(file);
    write.pragma('journal_mode = WAL');
    write.pragma('synchronous = NORMAL');
    write.pragma('foreign_keys = ON');
    write.pragma('busy_timeout = 5000');
    const read = new Database(file, { readonly: true });
    read.pragma('busy_timeout = 5000');
    read.pragma(`cache_size = -${READ_CACHE_KIB}`);
    const pool = new ReadPool(file, options.statementTimeoutMs ?? 0, options.readWorkers ?? DEFAULT_READ_WORKERS);
    return new SqliteExecutor(write, read, pool);
  }

  private readonly cost: ReadCost;

  private constructor(
    private readonly writeDb: Database.Database,
    private readonly readDb: Database.Database,
    private readonly pool: ReadPool,
  ) {
    const builder = compileOnlyBuilder(SqliteAdapter, SqliteQueryCompiler, SqliteIntrospector);
    super(builder, new StatementCache(readDb), readDb);
    this.writer = new SqliteQueryable(builder, new StatementCache(writeDb), writeDb, this.writes);
    this.cost = new ReadCost(readDb);
  }

  /** Under the lock, after a commit (or an autocommit statement): tell the listeners what changed. */
  private settle<T>(result: T): T {
    if (this.writes.tables.size) {
      const tables = new Set(this.writes.tables);
      this.writes.tables.clear();
      this.changes.emit(tables);
    }
    return result;
  }

  /** Under the lock, after a rollback: nothing changed. */
  private discard(): void {
    this.writes.tables.clear();
  }

  // Reads go to a read connection unless they are writes in disguise
  // (INSERT … RETURNING), which must queue for the writer. Either way they
  // see every commit made before they were asked (a worker's statement
  // starts after the message that carries it), so a write's effects are read
  // back by the next request, and a count started before a write is dropped
  // by the count cache's generation check, wherever it ran.
  override async all<R = Row>(q: Query): Promise<R[]> {
    if (isRead(q.sql)) {
      const params = bind(q.parameters);
      return this.cost.isLight(q.sql, params, q.visitsAtMost)
        ? super.all<R>(q)
        : ((await this.pool.all(q.sql, params)) as R[]);
    }
    return this.lock.run(() => this.writer.all<R>(q).finally(() => this.settle(undefined)));
  }
  override async values(q: Query): Promise<unknown[][]> {
    if (isRead(q.sql)) {
      const params = bind(q.parameters);
      return this.cost.isLight(q.sql, params, q.visitsAtMost) ? super.values(q) : this.pool.values(q.sql, params);
    }
    return this.lock.run(() => this.writer.values(q).finally(() => this.settle(undefined)));
  }
  override async first<R = Row>(q: Query): Promise<R | undefined> {
    if (isRead(q.sql)) {
      const params = bind(q.parameters);
      return this.cost.isLight(q.sql, params, q.visitsAtMost)
        ? super.first<R>(q)
        : ((await this.pool.first(q.sql, params)) as R | undefined);
    }
    return this.lock.run(() => this.writer.first<R>(q).finally(() => this.settle(undefined)));
  }
  /** At once when the read is light enough for the main thread (a key lookup is), else first()'s promise. */
  override lookup<R = Row>(q: Query): MaybePromise<R | undefined> {
    return isRead(q.sql) && this.cost.isLight(q.sql, bind(q.parameters), q.visitsAtMost)
      ? this.firstNow<R>(q)
      : this.first<R>(q);
  }
  override async run(q: Query): Promise<{ changes: number }> {
    return this.lock.run(() => this.writer.run(q).finally(() => this.settle(undefined)));
  }
  override async exec(sql: string): Promise<void> {
    return this.lock.run(() => this.writer.exec(sql));
  }

  async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    return this.lock.run(async () => {
      this.writeDb.exec('BEGIN IMMEDIATE');
      try {
        const result = await fn(this.writer);
        this.writeDb.exec('COMMIT');
        return this.settle(result);
      } catch (e) {
        if (this.writeDb.inTransaction) this.writeDb.exec('ROLLBACK');
        this.discard();
        throw e;
      }
    });
  }

  stream<R = Row>(q: Query, batchSize = 500): AsyncIterable<R[]> {
    // A worker of its own: an open iterator keeps its connection busy, and the first batch may sort every row.
    return this.pool.stream(q.sql, bind(q.parameters), batchSize) as AsyncIterable<R[]>;
  }

  private readonly namedLocks = new Map<number, Lock>();

  withAdvisoryLock<T>(key: number, fn: () => Promise<T>): Promise<T> {
    let lock = this.namedLocks.get(key);
    if (!lock) this.namedLocks.set(key, (lock = new Lock()));
    return lock.run(fn);
  }

  async ping(): Promise<void> {
    this.readDb.prepare('SELECT 1').get();
  }

  async close(): Promise<void> {
    await this.pool.close();
    await this.lock.run(async () => {
      this.readDb.close();
      this.writeDb.close();
    });
  }
}

function isRead(sql: string): boolean {
  const head = sql.trimStart().slice(0, 6).toLowerCase();
  return head === 'select' || (head.startsWith('with') && !/\b(insert|update|delete)\b/i.test(sql));
}
