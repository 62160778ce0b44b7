// PostgreSQL with a read replica (DATABASE_REPLICA_URL; docs/decisions/0131-read-replica.md).
// Everything runs on the primary, as without a replica, except the reads a
// handler allows on the replica (read-scope.ts): those go to the replica when
// it is in use and has replayed both the caller's last write and every change
// this instance has heard of, else to the primary, counted with the reason.
// A read the replica fails as a lost or conflicting standby fails is run again
// on the primary, so a replica stopping under a request costs it nothing.
import type { CompiledQuery } from 'kysely';
import { replicaInUse, replicaReads, setReplicaLagSource } from '../observability/replica-metrics.js';
import { writtenTable } from './change-feed.js';
import type { Executor, Query, Queryable, Row } from './executor.js';
import type { PostgresExecutor } from './postgres.js';
import { currentReadScope } from './read-scope.js';
import { EVERY_TABLE, tablesRead } from './replica-fences.js';
import { ReplicaHealth, type ReplicaState } from './replica-health.js';

type AnyQuery = Query | CompiledQuery;

const ON_REPLICA = replicaReads.labels({ target: 'replica', reason: '' });
const RETRIED = replicaReads.labels({ target: 'primary', reason: 'failed' });

/**
 * SQLSTATEs a standby answers where the primary would not fail: the read runs again on the primary.
 * Class 08 and 57P0x: the connection or the server went away; 40001: a conflict with recovery
 * cancelled it; 25006: the statement writes (a read allowed on the replica by mistake).
 */
function replicaOnlyFailure(error: unknown): 'lost' | 'retry' | undefined {
  const code = (error as { code?: unknown }).code;
  if (typeof code !== 'string' || code.startsWith('08') || code.startsWith('57P')) return 'lost';
  if (code === '40001' || code === '25006') return 'retry';
  return undefined;
}

export class ReplicaRoutedExecutor implements Executor {
  readonly dialect = 'postgres' as const;
  readonly health: ReplicaHealth;

  constructor(
    private readonly primary: PostgresExecutor,
    private readonly replica: PostgresExecutor,
    maxLagMs: number,
  ) {
    this.health = new ReplicaHealth(primary, replica, maxLagMs);
    this.health.onStateChange((state) => replicaInUse.set(state === 'in-use' ? 1 : 0));
    replicaInUse.set(0);
    setReplicaLagSource(() => this.health.current.lagMs);
    this.health.start();
  }

  get builder() {
    return this.primary.builder;
  }
  get changes() {
    return this.primary.changes;
  }

  /** The replica when the read may and can go there; the primary otherwise, counted with the reason. */
  private target(q: AnyQuery): PostgresExecutor {
    const scope = currentReadScope();
    // A statement that writes (INSERT … RETURNING read through first()) belongs to the primary whatever the scope.
    if (!scope || writtenTable(q.sql)) return this.primary;
    const reason = this.health.refusal(tablesRead(q.sql), scope.after);
    if (reason) {
      replicaReads.inc({ target: 'primary', reason });
      return this.primary;
    }
    ON_REPLICA.inc();
    return this.replica;
  }

  private async read<T>(q: AnyQuery, run: (on: Queryable) => Promise<T>): Promise<T> {
    const on = this.target(q);
    if (on === this.primary) return run(on);
    try {
      return await run(on);
    } catch (e) {
      const failure = replicaOnlyFailure(e);
      if (!failure) throw e;
      if (failure === 'lost') this.health.failed(e);
      RETRIED.inc();
      return run(this.primary);
    }
  }

  all<R = Row>(q: AnyQuery): Promise<R[]> {
    return this.read(q, (on) => on.all<R>(q));
  }
  first<R = Row>(q: AnyQuery): Promise<R | undefined> {
    return this.read(q, (on) => on.first<R>(q));
  }
  lookup<R = Row>(q: Query): Promise<R | undefined> {
    return this.first<R>(q);
  }
  values(q: AnyQuery): Promise<unknown[][]> {
    return this.read(q, (on) => on.values(q));
  }

  /** The replica is chosen when the stream starts; a replica failing before the first batch hands it to the primary. */
  stream<R = Row>(q: AnyQuery, batchSize?: number): AsyncIterable<R[]> {
    const on = this.target(q);
    if (on === this.primary) return this.primary.stream<R>(q, batchSize);
    const primary = this.primary;
    const health = this.health;
    return (async function* () {
      let started = false;
      try {
        for await (const batch of on.stream<R>(q, batchSize)) {
          started = true;
          yield batch;
        }
      } catch (e) {
        const failure = replicaOnlyFailure(e);
        if (started || !failure) throw e;
        if (failure === 'lost') health.failed(e);
        RETRIED.inc();
        yield* primary.stream<R>(q, batchSize);
      }
    })();
  }

  // Writes, transactions (and every read inside one), locks and DDL: the primary only.
  run(q: AnyQuery): Promise<{ changes: number }> {
    return this.primary.run(q);
  }
  exec(sql: string): Promise<void> {
    return this.primary.exec(sql);
  }
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    return this.primary.transaction(fn);
  }
  withAdvisoryLock<T>(key: number, fn: () => Promise<T>): Promise<T> {
    return this.primary.withAdvisoryLock(key, fn);
  }

  /** The primary's position now: a caller that just wrote must read a replica that has replayed this far. */
  async writePosition(): Promise<string | undefined> {
    const row = await this.primary.first<{ at: string }>({
      sql: 'SELECT pg_current_wal_insert_lsn()::text AS at',
      parameters: [],
    });
    return row?.at;
  }

  changeCommitted(tables: ReadonlySet<string> | typeof EVERY_TABLE): void {
    this.health.changeCommitted(tables === EVERY_TABLE ? [EVERY_TABLE] : tables);
  }

  onReplicaStateChange(listener: (state: ReplicaState, detail: string) => void): void {
    this.health.onStateChange(listener);
  }

  poolStats() {
    return this.primary.poolStats();
  }
  /** Readiness is the primary's: an instance without its replica still answers everything. */
  ping(): Promise<void> {
    return this.primary.ping();
  }
  async close(): Promise<void> {
    this.health.stop();
    await Promise.all([this.primary.close(), this.replica.close()]);
  }
}
