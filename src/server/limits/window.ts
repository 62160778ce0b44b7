// A sliding-window counter per key, in memory: "at most N in W". Bounded in
// memory (the oldest keys go first). Enough for one process; a deployment of
// several instances divides the limits by its instance count.
import { ApiError } from '../errors.js';

export interface Rule {
  limit: number;
  windowMs: number;
}

export class WindowLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly maxKeys = 100_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one hit; answers how long to wait (seconds) when over the limit, else 0. */
  hit(key: string, rule: Rule): number {
    const t = this.now();
    const list = (this.hits.get(key) ?? []).filter((at) => t - at < rule.windowMs);
    if (list.length >= rule.limit) {
      this.hits.set(key, list);
      return Math.max(1, Math.ceil((list[0] + rule.windowMs - t) / 1000));
    }
    list.push(t);
    this.hits.delete(key);
    this.hits.set(key, list);
    if (this.hits.size > this.maxKeys) this.hits.delete(this.hits.keys().next().value!);
    return 0;
  }

  /** Throws a 429 with Retry-After when the key is over its limit. */
  enforce(key: string, rule: Rule, what: string): void {
    const wait = this.hit(key, rule);
    if (wait) throw new ApiError(429, `Too many ${what}: try again in ${wait} seconds`, undefined, { 'retry-after': String(wait) });
  }
}
