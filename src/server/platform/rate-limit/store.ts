// Where the rate limits count (contract §4a): a store answers one hit of a
// key under a rule. SQLite is one process, so its limits count in memory
// (RateLimiter: an exact sliding window). On PostgreSQL every instance counts
// in the database, so N instances share one budget:
//   - the security limits (sign-in, reset, code tries, form submit, e-mail,
//     expensive calls) keep the same exact sliding window, per key, in
//     _rate_limits, one atomic statement per hit (postgres-window.ts);
//   - the per-user API limit, checked on every data call, decides from memory
//     on tokens each instance leases in slices from _api_budget
//     (shared-budget.ts): exact across instances, a round trip per slice.
import type { HitResult, RateLimiter } from './limiter.js';
import type { Rule } from './rules.js';
import type { MaybePromise } from '../maybe-async.js';

export interface LimitStore {
  /**
   * Counts one hit of key under rule, unless the rule's limit is reached
   * (refused hits are not counted). Answered at once when decided from memory.
   */
  hit(key: string, rule: Rule): MaybePromise<HitResult>;
  /** Forgets a key (a completed sign-in resets its account's counter). */
  reset(key: string): Promise<void>;
  close?(): Promise<void>;
}

/** SQLite's store: the in-memory exact sliding window. */
export class MemoryStore implements LimitStore {
  constructor(private readonly limiter: RateLimiter) {}
  hit(key: string, rule: Rule): HitResult {
    return this.limiter.hit(key, rule);
  }
  async reset(key: string): Promise<void> {
    this.limiter.reset(key);
  }
}

/** Sends each rule to its store: the high-volume rule to one, the rest to another. */
export class RoutedStore implements LimitStore {
  constructor(
    private readonly exact: LimitStore,
    private readonly highVolume: LimitStore,
    private readonly highVolumeRule: string,
  ) {}
  hit(key: string, rule: Rule): MaybePromise<HitResult> {
    return (rule.name === this.highVolumeRule ? this.highVolume : this.exact).hit(key, rule);
  }
  /** Keys are `${rule.name}:${subject}` (ruleKey), so the prefix names the store that holds them. */
  reset(key: string): Promise<void> {
    return (key.startsWith(`${this.highVolumeRule}:`) ? this.highVolume : this.exact).reset(key);
  }
  async close(): Promise<void> {
    await Promise.all([this.exact.close?.(), this.highVolume.close?.()]);
  }
}
