// The exact sliding window of limiter.ts, kept in PostgreSQL so that every
// instance counts against one budget (the security limits: sign-in, reset,
// code tries, form submit, e-mail, expensive calls). A key's row holds the
// times of its allowed hits still inside the window (at most `limit` of them).
//
// One statement per hit, no transaction around it: the INSERT … ON CONFLICT
// DO UPDATE locks the key's row and evaluates its WHERE on the newest
// committed version, so concurrent hits on any number of instances are each
// counted once, and a hit that finds the window full updates nothing and
// gets no row back — refused hits are never counted, so Retry-After stays
// honest. (A SELECT … FOR UPDATE, then an UPDATE, held the row lock across
// four round trips; twenty concurrent sign-ins queued behind it.)
//
// Times come from each instance's clock, which are assumed synchronised
// (NTP), as token expiry already assumes. Rows whose window has passed are
// deleted in the background about once a minute by each instance.
import { sqlOf, type Executor } from '../db/executor.js';
import type { HitResult } from './limiter.js';
import type { LimitStore } from './store.js';
import type { Rule } from './rules.js';

const PRUNE_EVERY_MS = 60_000;

// $1 key, $2 now (ms), $3 window (ms), $4 limit.
const HIT = `
  INSERT INTO "_rate_limits" AS r ("key", "times", "expires")
  VALUES ($1, ARRAY[$2::double precision], ($2::double precision + $3::double precision)::bigint)
  ON CONFLICT ("key") DO UPDATE
    SET "times" = ARRAY(SELECT t FROM unnest(r."times") AS t WHERE t > $2::double precision - $3::double precision ORDER BY t) || $2::double precision,
        "expires" = ($2::double precision + $3::double precision)::bigint
    WHERE (SELECT count(*) FROM unnest(r."times") AS t WHERE t > $2::double precision - $3::double precision) < $4::int
  RETURNING cardinality("times") AS used`;

export class PostgresWindowStore implements LimitStore {
  private lastPrune: number;

  constructor(
    private readonly db: Executor,
    private readonly now: () => number = Date.now,
    private readonly log: (message: string) => void = () => undefined,
  ) {
    this.lastPrune = now();
  }

  async hit(key: string, rule: Rule): Promise<HitResult> {
    if (!Number.isInteger(rule.limit) || rule.limit < 1 || !(rule.windowMs > 0))
      throw new Error(`rate limit ${rule.name}: limit and window must be positive`);
    const now = this.now();
    this.maybePrune(now);
    const row = await this.db.first<{ used: number }>(sqlOf(HIT, [key, now, rule.windowMs, rule.limit]));
    if (row) return { allowed: true, retryAfterSeconds: 0, remaining: Math.max(0, rule.limit - Number(row.used)) };
    // Refused: the oldest hit inside the window leaves it first, then one more is allowed.
    // Read after the fact (the refusal changed nothing), so this only informs Retry-After.
    const state = await this.db.first<{ times: number[] }>(
      sqlOf(`SELECT "times" FROM "_rate_limits" WHERE "key" = $1`, [key]),
    );
    const inside = (state?.times ?? []).map(Number).filter((t) => t > now - rule.windowMs);
    const oldest = inside.length >= rule.limit ? Math.min(...inside) : now - rule.windowMs;
    return {
      allowed: false,
      retryAfterSeconds: Math.max(1, Math.ceil((oldest + rule.windowMs - now) / 1000)),
      remaining: 0,
    };
  }

  async reset(key: string): Promise<void> {
    await this.db.run(sqlOf(`DELETE FROM "_rate_limits" WHERE "key" = $1`, [key]));
  }

  /** Never on the request's path: a slow delete must not delay a sign-in. */
  private maybePrune(now: number): void {
    if (now - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = now;
    this.db
      .run(sqlOf(`DELETE FROM "_rate_limits" WHERE "expires" < $1`, [now]))
      .catch((e: Error) => this.log(`rate limit: could not prune _rate_limits (${e.message})`));
  }
}
