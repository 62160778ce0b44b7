// The one way the server talks to its database. SQL is built with Kysely
// (or written as text with bound parameters) and run here, which keeps
// prepared statements per query text and gives both dialects the same
// promise-based surface, transactions and row streaming.
import type { CompiledQuery, Kysely } from 'kysely';
import type { ChangeFeed } from './change-feed.js';
import type { Database } from './database.js';
import type { MaybePromise } from '../maybe-async.js';

export type Dialect = 'sqlite' | 'postgres';
export type Row = Record<string, unknown>;

/**
 * The longest ordered walk (Query.visitsAtMost) treated as a quick read: page
 * 2000 of 20 rows walks 40,020 entries of a sort index in ~0.4 ms. SQLite runs
 * it on the main thread, PostgreSQL on the main pool.
 */
export const SHORT_WALK_VISITS = 50_000;

export interface Query {
  sql: string;
  parameters: readonly unknown[];
  /**
   * What the builder knows of the statement's cost: it visits at most this
   * many index entries or rows, because it walks an index in order with no
   * filter and stops at LIMIT + OFFSET (an unfiltered list page in an order
   * an index gives: list-query.ts indexGivesOrder). SQLite runs such
   * a statement on the main thread when the bound is small and its plan
   * confirms the ordered walk (sqlite-plan.ts).
   */
  visitsAtMost?: number;
  /**
   * The statement's shape comes from the caller (a list's filters and order,
   * a count): it may read every row. PostgreSQL runs such statements on a
   * small pool of their own when their plan is heavy (postgres.ts), so they
   * cannot take every connection from the key lookups.
   */
  scans?: boolean;
}

export interface Queryable {
  readonly dialect: Dialect;
  /** A query builder for this dialect. It compiles only; run what it builds with the methods here. */
  readonly builder: Kysely<Database>;
  all<R = Row>(q: Query | CompiledQuery): Promise<R[]>;
  first<R = Row>(q: Query | CompiledQuery): Promise<R | undefined>;
  /**
   * first() for a key lookup, answered at once where the driver reads synchronously (SQLite's read connection in
   * the main thread, the writer inside a transaction) and a promise elsewhere: a by-id read then makes no promise
   * and waits for no microtask (docs/decisions/0163-key-reads-answered-before-routing.md).
   */
  lookup<R = Row>(q: Query): MaybePromise<R | undefined>;
  /**
   * A read's rows as arrays of their column values, in the SELECT's order:
   * no object with named properties per row, which is what most of a
   * 20-row page costs the driver (SQLite: ~40 µs instead of ~70 µs).
   */
  values(q: Query | CompiledQuery): Promise<unknown[][]>;
  /** Runs a statement; `changes` is the number of rows it wrote. */
  run(q: Query | CompiledQuery): Promise<{ changes: number }>;
  /** Runs several statements in one string (DDL); no parameters. */
  exec(sql: string): Promise<void>;
}

export interface Executor extends Queryable {
  /** fn's statements commit together or not at all. Nested calls join the outer transaction. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Every row of a query, read on a connection of its own so that memory stays flat. */
  stream<R = Row>(q: Query | CompiledQuery, batchSize?: number): AsyncIterable<R[]>;
  /**
   * Runs fn while holding a named lock that every process on this database
   * respects: a session-level advisory lock on a connection of its own in
   * PostgreSQL (other instances wait for it), an in-process lock in SQLite
   * (one process owns the file). Not a transaction: fn uses the executor as usual.
   */
  withAdvisoryLock<T>(key: number, fn: () => Promise<T>): Promise<T>;
  /** The tables this process's statements changed, told after each commit (change-feed.ts). */
  readonly changes: ChangeFeed;
  /**
   * A committed write this process heard of, its own or another instance's (cluster/invalidation.ts), by the
   * tables it changed ('*': unknown, after lost notices): with a read replica, reads of those tables go to the
   * primary until the replica has replayed it (replica-router.ts).
   */
  changeCommitted?(tables: ReadonlySet<string> | '*'): void;
  /** Connection pool figures for /metrics (PostgreSQL; SQLite has no pool). */
  poolStats?(): { total: number; idle: number; waiting: number };
  /** Cheap liveness probe. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export function sqlOf(text: string, parameters: unknown[] = []): Query {
  return { sql: text, parameters };
}
