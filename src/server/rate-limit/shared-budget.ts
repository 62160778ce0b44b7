// The per-user API limit on PostgreSQL. It is checked on every signed-in
// data call, so it must not cost a database round trip per request (a
// committed write per call on one hot row would cap the whole fleet's
// throughput). Each instance decides from memory:
//
//   allowed while  shared + mine not yet shared  <  limit
//
// where `shared` is every instance's hits in the window (this one's too) as
// last read from _api_hits. Every FLUSH_MS a background flush adds this
// instance's new hits to _api_hits (one row per key, instance and second:
// one upsert statement for all keys) and reads back the window's sum for
// every key hit in the last STALE_MS. A key met for the first time, or again
// after a longer pause, is read before its hit is decided, so no decision
// rests on a view older than a flush interval.
//
// Window: whole seconds — the current second and the W−1 before it, W =
// windowMs / 1000 — and a hit that leaves the window is forgotten at the next
// read, not at once (refusing a little longer, never allowing more).
//
// The bound. On one instance the limit is never exceeded. Across instances a
// decision misses only the other instances' hits that they had not yet
// flushed when this instance last read: their last flush came at most
// FLUSH_MS before that read (the timers are not in step), and the read is at
// most FLUSH_MS old. So the fleet passes the limit by at most what the other
// instances allowed in the last 2 × FLUSH_MS (plus a flush's own duration) —
// half a second of their traffic at 250 ms — and a refused client is refused
// everywhere within one flush. For a limit meant to stop a runaway script,
// that is the price of not writing to the database per call.
import { sqlOf, type Executor } from '../db/executor.js';
import type { HitResult } from './limiter.js';
import type { LimitStore } from './store.js';
import type { Rule } from './rules.js';
import type { MaybePromise } from '../maybe-async.js';

export const FLUSH_MS = 250;
/** A view of the shared count older than this is re-read before a hit is decided. */
export const STALE_MS = 2 * FLUSH_MS;
const SECOND = 1000;
const PRUNE_EVERY_MS = 60_000;

interface KeyState {
  windowSeconds: number;
  /** Every instance's hits in the window, as last read (this instance's flushed hits included). */
  shared: number;
  /** The oldest second holding any of those hits (Infinity: none). */
  sharedOldest: number;
  /** When the read behind `shared` was sent; 0: never read. */
  readAt: number;
  /** Hits being written by the flush in progress: counted until its read includes them. */
  inFlight: Map<number, number>;
  /** Hits not yet handed to a flush, per second. */
  unflushed: Map<number, number>;
  /** Every flush re-reads the keys hit within STALE_MS and forgets the others. */
  lastHit: number;
}

export interface SharedBudgetOptions {
  now?: () => number;
  log?: (message: string) => void;
  /** false: no timer, the caller flushes (tests). */
  autoFlush?: boolean;
}

export class SharedBudgetStore implements LimitStore {
  private readonly keys = new Map<string, KeyState>();
  private readonly timer?: NodeJS.Timeout;
  private readonly now: () => number;
  private readonly log: (message: string) => void;
  /** Flushes and reads run one at a time, so a slow read never overwrites a newer one. */
  private queue: Promise<void> = Promise.resolve();
  /** Reads of stale keys waiting in the queue, shared by the hits that asked. */
  private readonly pendingReads = new Map<string, Promise<void>>();
  private waitingFlush?: Promise<void>;
  private lastPrune: number;
  private maxWindowSeconds = 60;
  private failing = false;

  constructor(
    private readonly db: Executor,
    private readonly instanceId: string,
    options: SharedBudgetOptions = {},
  ) {
    this.now = options.now ?? Date.now;
    this.log = options.log ?? (() => undefined);
    this.lastPrune = this.now();
    if (options.autoFlush !== false) {
      this.timer = setInterval(() => void this.flush(), FLUSH_MS);
      this.timer.unref();
    }
  }

  /** Decided from memory, unless the key's shared count is stale: then after reading it. */
  hit(key: string, rule: Rule): MaybePromise<HitResult> {
    let state = this.keys.get(key);
    if (!state) {
      state = { windowSeconds: Math.max(1, Math.ceil(rule.windowMs / SECOND)), shared: 0, sharedOldest: Infinity, readAt: 0, inFlight: new Map(), unflushed: new Map(), lastHit: 0 };
      this.maxWindowSeconds = Math.max(this.maxWindowSeconds, state.windowSeconds);
      this.keys.set(key, state);
    }
    state.lastHit = this.now();
    const known = state;
    return known.lastHit - known.readAt > STALE_MS ? this.readStale(key).then(() => this.decide(known, rule)) : this.decide(known, rule);
  }

  private decide(state: KeyState, rule: Rule): HitResult {
    const now = this.now();
    const second = Math.floor(now / SECOND);
    const from = second - state.windowSeconds + 1;
    let used = state.shared;
    let oldest = state.sharedOldest;
    for (const hits of [state.inFlight, state.unflushed]) {
      for (const [s, n] of hits) {
        if (s < from) continue;
        used += n;
        oldest = Math.min(oldest, s);
      }
    }
    if (used >= rule.limit) {
      // The oldest counted second leaves the window first; the next read (≤ FLUSH_MS later) sees it gone.
      const freedAt = Number.isFinite(oldest) ? (oldest + state.windowSeconds) * SECOND + FLUSH_MS : now + rule.windowMs;
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((freedAt - now) / SECOND)), remaining: 0 };
    }
    state.unflushed.set(second, (state.unflushed.get(second) ?? 0) + 1);
    return { allowed: true, retryAfterSeconds: 0, remaining: rule.limit - used - 1 };
  }

  async reset(key: string): Promise<void> {
    this.keys.delete(key);
    await this.db.run(sqlOf(`DELETE FROM "_api_hits" WHERE "key" = $1`, [key]));
  }

  /**
   * Writes this instance's new hits and reads back the shared counts of the keys in use.
   * At most one flush waits behind the running one: while the database is slow or away,
   * timer ticks do not pile up (nor the reads queued behind them).
   */
  flush(): Promise<void> {
    if (!this.waitingFlush) {
      this.waitingFlush = this.enqueue(() => {
        this.waitingFlush = undefined;
        return this.flushNow();
      });
    }
    return this.waitingFlush;
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.flush();
  }

  private enqueue(work: () => Promise<void>): Promise<void> {
    const run = this.queue.then(work).then(
      () => {
        if (this.failing) this.log('rate limit: sharing API hits works again');
        this.failing = false;
      },
      (e: Error) => {
        // Logged once per outage, not four times a second.
        if (!this.failing) this.log(`rate limit: could not share API hits (${e.message}); deciding from this instance's counts`);
        this.failing = true;
      },
    );
    this.queue = run;
    return run;
  }

  /** One read per stale key, however many hits wait for it; without the database the old view stands. */
  private readStale(key: string): Promise<void> {
    let pending = this.pendingReads.get(key);
    if (!pending) {
      pending = this.enqueue(async () => {
        const state = this.keys.get(key);
        // A flush queued before this read may have refreshed it meanwhile.
        if (state && this.now() - state.readAt > STALE_MS) await this.read([key]);
      }).finally(() => {
        this.pendingReads.delete(key);
        const state = this.keys.get(key);
        // Still unread (no database): do not make every hit wait again before the next flush.
        if (state && this.now() - state.readAt > STALE_MS) state.readAt = this.now() - STALE_MS + FLUSH_MS;
      });
      this.pendingReads.set(key, pending);
    }
    return pending;
  }

  private async flushNow(): Promise<void> {
    const now = this.now();
    const keys: string[] = [];
    const rows: { key: string; second: number; hits: number }[] = [];
    for (const [key, state] of this.keys) {
      if (now - state.lastHit > STALE_MS && !state.unflushed.size) {
        // Not in use: forgotten (the next hit reads it again before deciding).
        this.keys.delete(key);
        continue;
      }
      keys.push(key);
      for (const [second, hits] of state.unflushed) {
        rows.push({ key, second, hits });
        state.inFlight.set(second, (state.inFlight.get(second) ?? 0) + hits);
      }
      state.unflushed.clear();
    }
    if (rows.length) {
      try {
        await this.db.run(
          sqlOf(
            `INSERT INTO "_api_hits" ("key", "instance", "bucket", "hits")
               SELECT k, $1, b, h FROM unnest($2::text[], $3::bigint[], $4::int[]) AS t(k, b, h)
             ON CONFLICT ("key", "instance", "bucket") DO UPDATE SET "hits" = "_api_hits"."hits" + EXCLUDED."hits"`,
            [this.instanceId, rows.map((r) => r.key), rows.map((r) => r.second), rows.map((r) => r.hits)],
          ),
        );
      } catch (e) {
        // Not written: the hits go back to wait for the next flush (still counted meanwhile).
        for (const key of keys) {
          const state = this.keys.get(key);
          if (!state) continue;
          for (const [second, hits] of state.inFlight) state.unflushed.set(second, (state.unflushed.get(second) ?? 0) + hits);
          state.inFlight.clear();
        }
        throw e;
      }
    }
    if (keys.length) await this.read(keys);
    if (now - this.lastPrune >= PRUNE_EVERY_MS) {
      this.lastPrune = now;
      await this.db.run(sqlOf(`DELETE FROM "_api_hits" WHERE "bucket" < $1`, [Math.floor(now / SECOND) - 2 * this.maxWindowSeconds]));
    }
  }

  /** Reads the window's sum of every instance's hits for keys (they include any hits in flight, which were written first). */
  private async read(keys: string[]): Promise<void> {
    const readAt = this.now();
    const second = Math.floor(readAt / SECOND);
    const since = keys.map((k) => second - (this.keys.get(k)?.windowSeconds ?? this.maxWindowSeconds) + 1);
    const sums = await this.db.all<{ key: string; hits: number; oldest: string | number }>(
      sqlOf(
        `SELECT h."key", sum(h."hits")::int AS hits, min(h."bucket") AS oldest
           FROM "_api_hits" h JOIN unnest($1::text[], $2::bigint[]) AS w(k, since) ON h."key" = w.k
          WHERE h."bucket" >= w.since
          GROUP BY h."key"`,
        [keys, since],
      ),
    );
    const byKey = new Map(sums.map((s) => [s.key, s]));
    for (const key of keys) {
      const state = this.keys.get(key);
      if (!state) continue;
      const sum = byKey.get(key);
      state.shared = sum ? Number(sum.hits) : 0;
      state.sharedOldest = sum ? Number(sum.oldest) : Infinity;
      state.readAt = readAt;
      state.inFlight.clear();
    }
  }
}
