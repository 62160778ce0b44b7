// "At most `limit` in any `windowMs`", per key, in memory (issue item 5,
// security rows 8 and 16). An exact sliding window: each key keeps the times
// of its allowed hits inside the window in a small ring buffer (grown on
// demand up to `limit`), so a burst at the end of one window cannot be
// followed by a full burst at the start of the next. Refused hits are not
// counted, so Retry-After is honest: waiting that long is enough.
//
// Memory is bounded twice: at most `maxKeys` keys and at most `maxEntries`
// stored timestamps in all (8 bytes each). Keys whose window has passed are
// swept as new hits come in; beyond the bounds the least recently hit key
// goes first. Forgetting a key can only ever let its owner in sooner, so the
// bounds are generous (defaults: 100k keys, 2M timestamps ≈ 16 MB) and an
// attacker has to spend that many allowed hits to flush someone else's key.
//
// One process only: SQLite's store (store.ts). On PostgreSQL the limits
// count in the database instead, shared by every instance.

export interface WindowRule {
  /** Hits allowed in any window of windowMs. */
  readonly limit: number;
  readonly windowMs: number;
}

export interface HitResult {
  allowed: boolean;
  /** 0 when allowed; otherwise whole seconds (≥ 1) until the next hit would be allowed. */
  retryAfterSeconds: number;
  /** Hits still allowed in the current window after this one. */
  remaining: number;
}

interface LimiterOptions {
  maxKeys?: number;
  maxEntries?: number;
  /** The clock, in milliseconds (tests pass a fake one). */
  now?: () => number;
}

interface Entry {
  times: Float64Array;
  head: number;
  count: number;
  windowMs: number;
  /** The newest allowed hit: once windowMs has passed since, the whole entry is stale. */
  last: number;
}

const INITIAL_CAPACITY = 8;

export class RateLimiter {
  private readonly entries = new Map<string, Entry>();
  private stored = 0;
  private readonly maxKeys: number;
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor(options: LimiterOptions = {}) {
    this.maxKeys = Math.max(1, options.maxKeys ?? 100_000);
    this.maxEntries = Math.max(1, options.maxEntries ?? 2_000_000);
    this.now = options.now ?? Date.now;
  }

  /** Counts one hit for key if the rule allows it, and says so. */
  hit(key: string, rule: WindowRule): HitResult {
    const { limit, windowMs } = rule;
    if (!Number.isInteger(limit) || limit < 1 || !(windowMs > 0))
      throw new Error(`rate limit rule needs limit ≥ 1 and windowMs > 0 (got ${limit}/${windowMs})`);
    const t = this.now();
    let entry = this.entries.get(key);
    if (entry) {
      // Most recently used last: Map order is the eviction order.
      this.entries.delete(key);
      if (entry.windowMs !== windowMs || entry.times.length > limit) entry = this.reshape(entry, limit, windowMs);
    } else {
      entry = { times: new Float64Array(Math.min(limit, INITIAL_CAPACITY)), head: 0, count: 0, windowMs, last: t };
      this.stored += entry.times.length;
    }
    this.entries.set(key, entry);
    this.expire(entry, t);

    let result: HitResult;
    if (entry.count >= limit) {
      const oldest = entry.times[entry.head];
      // A clock set back could make the wait look longer than a window: never answer more than one window.
      const wait = Math.min(Math.ceil((oldest + windowMs - t) / 1000), Math.ceil(windowMs / 1000));
      result = { allowed: false, retryAfterSeconds: Math.max(1, wait), remaining: 0 };
    } else {
      if (entry.count === entry.times.length) this.grow(entry, limit);
      entry.times[(entry.head + entry.count) % entry.times.length] = t;
      entry.count++;
      entry.last = t;
      result = { allowed: true, retryAfterSeconds: 0, remaining: limit - entry.count };
    }
    this.evict(t, key);
    return result;
  }

  /** Forgets key entirely (its next hit starts a fresh window). */
  reset(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.stored -= entry.times.length;
  }

  /** Keys held now (for tests and metrics). */
  get size(): number {
    return this.entries.size;
  }

  /** Timestamps held now (for tests and metrics). */
  get storedEntries(): number {
    return this.stored;
  }

  private expire(entry: Entry, t: number) {
    const cap = entry.times.length;
    while (entry.count > 0 && t - entry.times[entry.head] >= entry.windowMs) {
      entry.head = (entry.head + 1) % cap;
      entry.count--;
    }
  }

  /** The times in order, oldest first. */
  private ordered(entry: Entry): number[] {
    const out: number[] = [];
    for (let i = 0; i < entry.count; i++) out.push(entry.times[(entry.head + i) % entry.times.length]);
    return out;
  }

  private grow(entry: Entry, limit: number) {
    const times = this.ordered(entry);
    const capacity = Math.min(limit, Math.max(INITIAL_CAPACITY, entry.times.length * 2));
    this.stored += capacity - entry.times.length;
    entry.times = new Float64Array(capacity);
    entry.times.set(times);
    entry.head = 0;
  }

  /** The same key met with another rule (a caller's bug, but no reason to fail): keep the newest hits that fit. */
  private reshape(entry: Entry, limit: number, windowMs: number): Entry {
    const times = this.ordered(entry).slice(-limit);
    const next: Entry = {
      times: new Float64Array(Math.min(limit, Math.max(INITIAL_CAPACITY, times.length))),
      head: 0,
      count: times.length,
      windowMs,
      last: entry.last,
    };
    next.times.set(times);
    this.stored += next.times.length - entry.times.length;
    return next;
  }

  private evict(t: number, keep: string) {
    // Sweep a couple of stale keys from the old end on every hit: idle memory drains as traffic flows.
    for (let i = 0; i < 2; i++) {
      const first = this.entries.entries().next();
      if (first.done || first.value[0] === keep) break;
      const [key, entry] = first.value;
      if (t - entry.last < entry.windowMs) break;
      this.entries.delete(key);
      this.stored -= entry.times.length;
    }
    while ((this.entries.size > this.maxKeys || this.stored > this.maxEntries) && this.entries.size > 1) {
      const [key, entry] = this.entries.entries().next().value!;
      if (key === keep) break;
      this.entries.delete(key);
      this.stored -= entry.times.length;
    }
  }
}
