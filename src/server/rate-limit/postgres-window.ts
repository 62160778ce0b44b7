// The exact sliding window of limiter.ts, kept in PostgreSQL so that every
// instance counts against one budget: a key's row holds the times of its
// allowed hits inside the window. A hit locks the row (FOR UPDATE), drops the
// times that left the window, and adds its own only if the limit is not
// reached, all in one transaction, so concurrent hits on any instance are
// counted exactly once and refused hits are never counted (Retry-After stays
// honest). Used for the low-volume security limits; rows whose window has
// passed are deleted now and then.
import { sqlOf, type Executor } from '../db/executor.js';
import type { HitResult } from './limiter.js';
import type { LimitStore } from './store.js';
import type { Rule } from './rules.js';

const PRUNE_EVERY_MS = 60_000;

export class PostgresWindowStore implements LimitStore {
  private lastPrune = 0;

  constructor(
    private readonly db: Executor,
    private readonly now: () => number = Date.now,
  ) {}

  async hit(key: string, rule: Rule): Promise<HitResult> {
    const now = this.now();
    await this.prune(now);
    return this.db.transaction(async (tx) => {
      await tx.run(sqlOf(`INSERT INTO "_rate_limits" ("key", "times", "expires") VALUES ($1, '{}', $2) ON CONFLICT ("key") DO NOTHING`, [key, now + rule.windowMs]));
      const row = await tx.first<{ times: number[] }>(sqlOf(`SELECT "times" FROM "_rate_limits" WHERE "key" = $1 FOR UPDATE`, [key]));
      const times = (row?.times ?? []).map(Number).filter((t) => t > now - rule.windowMs);
      const allowed = times.length < rule.limit;
      if (allowed) times.push(now);
      const newest = times.length ? times[times.length - 1] : now;
      await tx.run(sqlOf(`UPDATE "_rate_limits" SET "times" = $2, "expires" = $3 WHERE "key" = $1`, [key, times, newest + rule.windowMs]));
      if (allowed) return { allowed: true, retryAfterSeconds: 0, remaining: rule.limit - times.length };
      // The oldest hit inside the window leaves it first: then one more is allowed.
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((times[0] + rule.windowMs - now) / 1000)), remaining: 0 };
    });
  }

  async reset(key: string): Promise<void> {
    await this.db.run(sqlOf(`DELETE FROM "_rate_limits" WHERE "key" = $1`, [key]));
  }

  private async prune(now: number): Promise<void> {
    if (now - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = now;
    await this.db.run(sqlOf(`DELETE FROM "_rate_limits" WHERE "expires" < $1`, [now]));
  }
}
