// Planner statistics brought up to date right after bulk writes (issue 26,
// decision 0100).
//
// PostgreSQL's autovacuum ANALYZEs a table once enough of it changed (and
// VACUUMs it, which sets the visibility map that index-only scans rely on),
// but only on its next round: autovacuum_naptime, a minute by default. Until
// then a table that just took 100,000 rows is planned as the few pages it had:
// a deep page by an indexed column becomes a sequential scan and a sort of
// every row (bench, BENCH_PG_FRESH=1: 11 req/s and p99 3.4 s at page 2000,
// against ~700 req/s at rest). Staff who import a table and open its list meet
// exactly that.
//
// So the executor counts the rows its own writes change, per table, and a
// moment after they come in does what autovacuum would do with its default
// analyze threshold (50 rows + 10 % of the table), at once and on that table
// only: VACUUM (ANALYZE, SKIP_LOCKED) — SKIP_LOCKED because another instance
// (or autovacuum) may be at it already, and then this one has nothing to add.
import type pg from 'pg';
import { q } from './identifiers.js';

/** Writes are collected this long before a check, so a bulk load is one check a second, not one per statement. */
const CHECK_AFTER_MS = 1000;
/** autovacuum_analyze_threshold and autovacuum_analyze_scale_factor, PostgreSQL's defaults. */
const ANALYZE_THRESHOLD = 50;
const ANALYZE_SCALE_FACTOR = 0.1;

export class FreshStatistics {
  /** Rows changed per table since the table was last brought up to date by this instance. */
  private readonly changed = new Map<string, number>();
  private timer: NodeJS.Timeout | undefined;
  private checking: Promise<unknown> = Promise.resolve();
  private closed = false;

  /** Told the tables whose statistics changed (decisions taken on the old plans are stale). */
  refreshed: (tables: string[]) => void = () => undefined;

  constructor(
    private readonly pool: pg.Pool,
    /**
     * liftTimeout: the pool's sessions carry a statement_timeout (a direct connection's startup
     * parameter) that VACUUM must lift. Behind a transaction-mode pooler they carry none (the limit
     * is SET LOCAL per transaction, and VACUUM cannot run in one), and a plain SET would stay on a
     * server session other clients get next.
     */
    private readonly options: { liftTimeout: boolean; delayMs?: number } = { liftTimeout: true },
  ) {}

  private get delayMs(): number {
    return this.options.delayMs ?? CHECK_AFTER_MS;
  }

  /** A write of `rows` rows to `table` committed or ran (an extra count from a rolled-back one only brings a check forward). */
  noteWritten(table: string, rows: number): void {
    if (rows <= 0 || this.closed) return;
    this.changed.set(table, (this.changed.get(table) ?? 0) + rows);
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.check();
    }, this.delayMs);
    this.timer.unref();
  }

  /** Brings up to date the tables past the threshold (one check at a time); the others keep their counts for a later check. */
  check(): Promise<string[]> {
    // A lost connection fails this check only: the chain goes on.
    const next = this.checking.then(() => this.checkNow()).catch((): string[] => []);
    this.checking = next;
    return next;
  }

  private async checkNow(): Promise<string[]> {
    const tables = [...this.changed.keys()];
    if (!tables.length || this.closed) return [];
    const client = await this.pool.connect();
    const done: string[] = [];
    let broken = false;
    try {
      // A fresh table's reltuples is -1 (never analyzed): it counts as empty.
      const { rows } = await client.query<{ name: string; tuples: number }>(
        'SELECT t.name, greatest(coalesce(c.reltuples, 0), 0)::float8 AS tuples FROM unnest($1::text[]) AS t(name) LEFT JOIN pg_class c ON c.oid = to_regclass(quote_ident(t.name))',
        [tables],
      );
      // VACUUM may take longer than a request's statement limit on a large table; it runs in the background.
      if (this.options.liftTimeout) await client.query('SET statement_timeout = 0');
      for (const { name, tuples } of rows) {
        const changed = this.changed.get(name) ?? 0;
        if (changed <= ANALYZE_THRESHOLD + ANALYZE_SCALE_FACTOR * tuples) continue;
        this.changed.delete(name);
        await client.query(`VACUUM (ANALYZE, SKIP_LOCKED) ${q(name)}`);
        done.push(name);
      }
      if (this.options.liftTimeout) await client.query('RESET statement_timeout');
    } catch {
      // The next write tries again; a failed check must never fail the writes that caused it.
      broken = true;
    } finally {
      client.release(broken);
    }
    if (done.length) this.refreshed(done);
    return done;
  }

  /** Stops scheduling; waits for a check under way. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    await this.checking;
  }
}
