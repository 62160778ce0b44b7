// The per-user API limit on PostgreSQL: checked on every signed-in data call,
// so it must not cost a database round trip per request (a committed write
// per call on one hot row would cap the whole fleet's throughput). Each
// instance decides from memory:
//   allowed while (its own hits in the window) + (the others' hits in the
//   window, as last read) < limit
// and every FLUSH_MS adds its new hits to _api_hits (one row per key,
// instance and second) and reads back the others' sums for the keys it saw.
// Windows are counted in whole seconds. On one instance the limit is exact
// (to the second); across N instances the fleet can pass it by at most what
// the other instances counted during one flush interval (FLUSH_MS) — for a
// limit that only stops runaway scripts, that is the price of not writing
// to the database on every call.
import { sqlOf, type Executor } from '../db/executor.js';
import type { HitResult } from './limiter.js';
import type { LimitStore } from './store.js';
import type { Rule } from './rules.js';

export const FLUSH_MS = 250;
const SECOND = 1000;
const MAX_KEYS = 100_000;

interface KeyState {
  /** This instance's allowed hits per second (epoch seconds → count), inside the window. */
  mine: Map<number, number>;
  /** Not yet written to _api_hits. */
  unflushed: Map<number, number>;
  /** The other instances' hits inside the window, as of the last flush. */
  others: number;
  windowMs: number;
}

export class SharedBudgetStore implements LimitStore {
  private readonly keys = new Map<string, KeyState>();
  private readonly timer: NodeJS.Timeout;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Executor,
    private readonly instanceId: string,
    private readonly now: () => number = Date.now,
    private readonly log: (message: string) => void = () => undefined,
  ) {
    this.timer = setInterval(() => void this.flush(), FLUSH_MS);
    this.timer.unref();
  }

  async hit(key: string, rule: Rule): Promise<HitResult> {
    const now = this.now();
    const second = Math.floor(now / SECOND);
    const from = second - Math.ceil(rule.windowMs / SECOND) + 1;
    let state = this.keys.get(key);
    if (!state) {
      if (this.keys.size >= MAX_KEYS) this.keys.delete(this.keys.keys().next().value!);
      this.keys.set(key, (state = { mine: new Map(), unflushed: new Map(), others: 0, windowMs: rule.windowMs }));
    }
    let used = state.others;
    let oldest = second;
    for (const [s, n] of state.mine) {
      if (s < from) state.mine.delete(s);
      else {
        used += n;
        oldest = Math.min(oldest, s);
      }
    }
    if (used >= rule.limit) {
      // The oldest second of ours leaves the window first (the others' are not known one by one).
      return { allowed: false, retryAfterSeconds: Math.max(1, oldest - from + 1), remaining: 0 };
    }
    state.mine.set(second, (state.mine.get(second) ?? 0) + 1);
    state.unflushed.set(second, (state.unflushed.get(second) ?? 0) + 1);
    return { allowed: true, retryAfterSeconds: 0, remaining: rule.limit - used - 1 };
  }

  async reset(key: string): Promise<void> {
    this.keys.delete(key);
    await this.db.run(sqlOf(`DELETE FROM "_api_hits" WHERE "key" = $1`, [key]));
  }

  /** Writes this instance's new hits and reads the others' (one flush at a time). */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(() => this.flushNow()).catch((e: Error) => this.log(`rate limit: could not share API hits (${e.message})`));
    return this.flushing;
  }

  private async flushNow(): Promise<void> {
    if (!this.keys.size) return;
    const rows: [string, number, number][] = [];
    for (const [key, state] of this.keys) {
      for (const [second, n] of state.unflushed) rows.push([key, second, n]);
      state.unflushed.clear();
    }
    if (rows.length) {
      await this.db.run(
        sqlOf(
          `INSERT INTO "_api_hits" ("key", "instance", "bucket", "hits")
             SELECT k, $1, b, h FROM unnest($2::text[], $3::bigint[], $4::int[]) AS t(k, b, h)
           ON CONFLICT ("key", "instance", "bucket") DO UPDATE SET "hits" = "_api_hits"."hits" + EXCLUDED."hits"`,
          [this.instanceId, rows.map((r) => r[0]), rows.map((r) => r[1]), rows.map((r) => r[2])],
        ),
      );
    }
    const second = Math.floor(this.now() / SECOND);
    const keys = [...this.keys.keys()];
    const windows = keys.map((k) => second - Math.ceil(this.keys.get(k)!.windowMs / SECOND) + 1);
    const sums = await this.db.all<{ key: string; hits: number }>(
      sqlOf(
        `SELECT h."key", sum(h."hits")::int AS hits FROM "_api_hits" h JOIN unnest($2::text[], $3::bigint[]) AS w(k, since) ON h."key" = w.k
          WHERE h."instance" <> $1 AND h."bucket" >= w.since GROUP BY h."key"`,
        [this.instanceId, keys, windows],
      ),
    );
    const others = new Map(sums.map((s) => [s.key, Number(s.hits)]));
    for (const [key, state] of this.keys) {
      state.others = others.get(key) ?? 0;
      // A key idle for a whole window is forgotten here (its rows age out below).
      if (!state.others && ![...state.mine.keys()].some((s) => s >= second - Math.ceil(state.windowMs / SECOND) + 1)) this.keys.delete(key);
    }
    // Rows older than any window: a little cleaning per flush, by whichever instance gets there.
    if (second % 60 === 0) await this.db.run(sqlOf(`DELETE FROM "_api_hits" WHERE "bucket" < $1`, [second - 3600]));
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }
}
