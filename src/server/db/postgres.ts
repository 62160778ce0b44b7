// PostgreSQL through a pg pool. Statements are sent as named prepared
// statements (named after a hash of their text), so each connection parses
// and plans a query shape once.
import { createHash } from 'node:crypto';
import pg from 'pg';
import Cursor from 'pg-cursor';
import { Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import type { Executor, Query, Queryable, Row } from './executor.js';
import { compileOnlyBuilder } from './sqlite.js';

// Counts (int8) as numbers, timestamps as ISO strings: the same values SQLite gives.
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));
pg.types.setTypeParser(1184, (v) => new Date(v).toISOString());
pg.types.setTypeParser(1114, (v) => new Date(`${v}Z`).toISOString());

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

class PgQueryable implements Queryable {
  readonly dialect = 'postgres' as const;
  constructor(
    readonly builder: Kysely<any>,
    protected readonly client: Client,
  ) {}
  protected query(q: Query) {
    return this.client.query({ name: statementName(q.sql), text: q.sql, values: q.parameters as unknown[] });
  }
  async all<R = Row>(q: Query): Promise<R[]> {
    return (await this.query(q)).rows as R[];
  }
  async first<R = Row>(q: Query): Promise<R | undefined> {
    return (await this.query(q)).rows[0] as R | undefined;
  }
  async run(q: Query): Promise<{ changes: number }> {
    return { changes: (await this.query(q)).rowCount ?? 0 };
  }
  async exec(sql: string): Promise<void> {
    await this.client.query(sql);
  }
}

export class PostgresExecutor extends PgQueryable implements Executor {
  static open(url: string, poolSize = 10): PostgresExecutor {
    // A stopped database must fail a request within seconds (503), not hang it.
    const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 3000, query_timeout: 30_000 });
    // A client losing its server must not crash the process. Idle clients report it on the
    // pool (which replaces them); a client checked out for a transaction or a stream reports
    // it on itself, where an 'error' without a listener kills the process (found by the
    // data-safety run stopping PostgreSQL under load). The query in flight rejects either way,
    // and that becomes the 503.
    pool.on('error', () => undefined);
    pool.on('connect', (client) => client.on('error', () => undefined));
    return new PostgresExecutor(pool);
  }

  private constructor(private readonly pool: pg.Pool) {
    super(compileOnlyBuilder('postgres', PostgresAdapter, PostgresQueryCompiler, PostgresIntrospector), pool);
  }

  async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    let broken = false;
    try {
      await client.query('BEGIN');
      const result = await fn(new PgQueryable(this.builder, client));
      await client.query('COMMIT');
      return result;
    } catch (e) {
      // A ROLLBACK that fails means the connection is gone: destroy it rather than pool it.
      broken = await client.query('ROLLBACK').then(
        () => false,
        () => true,
      );
      throw e;
    } finally {
      client.release(broken);
    }
  }

  async *stream<R = Row>(q: Query, batchSize = 500): AsyncIterable<R[]> {
    const client = await this.pool.connect();
    const cursor = client.query(new Cursor(q.sql, q.parameters as unknown[]));
    try {
      for (;;) {
        const rows = (await cursor.read(batchSize)) as R[];
        if (!rows.length) break;
        yield rows;
      }
    } finally {
      await cursor.close().catch(() => undefined);
      client.release();
    }
  }

  async ping(): Promise<void> {
    await this.pool.query('SELECT 1');
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}
