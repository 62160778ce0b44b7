// The per-user API limit on PostgreSQL (docs/decisions/0092-fleet-api-limits.md).
// It is checked on every signed-in data call, so it must not cost a database
// round trip per request. Each instance leases slices of the key's budget:
//
//   - A hit takes a token from this instance's lease, in memory. Only when
//     the lease is empty does the hit wait for one statement that settles the
//     old lease and leases the next slice (a round trip per slice).
//   - The statement (SETTLE below) works on one row per key in _api_budget,
//     which holds the fleet's settled hits per second of the window and every
//     instance's outstanding lease. INSERT … ON CONFLICT DO UPDATE locks that
//     row and computes from its newest version, so concurrent leases from any
//     number of instances are decided one after the other: a slice is granted
//     only from what is left after every settled hit in the window and every
//     other instance's outstanding lease. The fleet therefore never allows
//     more than the limit (a lease's tokens count in full until settled).
//   - Every FLUSH_MS a background flush settles every key in one statement:
//     it reports the hits of each lease by second, returns what was not used
//     and, for keys hit since the last flush, leases the next slice at once.
//     A lease left unused on one instance is back in the pool within a flush,
//     so a client moving to another instance is refused for at most that long
//     (an under-count in time, never in count while the instances are hit).
//   - A lease that comes back empty makes the key refused from memory until
//     the next flush asks again: a hammering client costs no round trip.
//
// Window: the current second and the W before it (W = windowMs / 1000) —
// whole seconds, rounded so that a hit is forgotten only once it is at least
// W seconds old (refusing a little longer, never allowing more). Outstanding
// tokens count as used now, and settled hits count at the second they were
// made, so a token granted early and used late still leaves the window late.
//
// Without the database (a failed settle), the instance decides from its own
// hits in the window, logs once, and reports those hits when it is back; an
// instance that dies with a lease keeps its tokens counted for LEASE_TTL_S +
// W seconds (as if all were used at the last moment it could have used them).
import { sqlOf, type Executor } from '../db/executor.js';
import type { HitResult } from './limiter.js';
import type { LimitStore } from './store.js';
import type { Rule } from './rules.js';
import type { MaybePromise } from '../maybe-async.js';

const FLUSH_MS = 250;
/** A lease is never used longer than this after it was granted (the flush renews it long before). */
const LEASE_TTL_S = 10;
const SECOND = 1000;
const PRUNE_EVERY_MS = 60_000;

/**
 * The most tokens one lease holds, whatever the limit. An instance that dies with a lease (SIGKILL, a lost
 * machine) cannot return it, and its tokens count as used for LEASE_TTL_S + W seconds: under a very high
 * limit a twentieth of it is a lot to strand (at 1,000,000,000 a minute, twenty instances killed within 70 s
 * left every user refused; found by the data-safety run once servers restarted faster). 500 a slice is still
 * one round trip per 500 calls of a user on an instance.
 */
export const MAX_SLICE = 500;

/**
 * Tokens leased at a time: a twentieth of the limit, at most MAX_SLICE. Larger slices save round trips;
 * smaller ones strand fewer tokens on an instance the client has left (until its next flush returns them)
 * or that died.
 */
export function sliceOf(limit: number): number {
  return Math.max(1, Math.min(MAX_SLICE, Math.ceil(limit / 20)));
}

// The state after settling, from the row's old `hits` and `leases` (the newest version on conflict).
// Parameters: $2 instance, $3 now (second), $4 window (seconds), $5 limit, $6 lease TTL (seconds);
// `t` carries the key's reported hits ({second: n}) and the slice asked for.
const next = (hits: string, leases: string, reported: string, want: string) => `
  SELECT nh.hits,
         ol.others || jsonb_build_object($2::text, jsonb_build_object('n', g.granted, 'at', $3::bigint, 'asked', ${want})) AS leases,
         $3::bigint + $4::int + $6::int + 1 AS expires
    FROM (SELECT COALESCE(jsonb_object_agg(x.s, x.c), '{}'::jsonb) AS hits, COALESCE(sum(x.c), 0) AS used
            FROM (SELECT LEAST(e.key::bigint, $3::bigint) AS s, sum(e.value::int) AS c
                    FROM (SELECT * FROM jsonb_each_text(${hits}) UNION ALL SELECT * FROM jsonb_each_text(${reported})) e
                   GROUP BY 1) x
           WHERE x.s >= $3::bigint - $4::int) nh,
         (SELECT COALESCE(jsonb_object_agg(e.key, e.value), '{}'::jsonb) AS others, COALESCE(sum((e.value->>'n')::int), 0) AS held
            FROM jsonb_each(${leases}) e
           WHERE e.key <> $2::text AND (e.value->>'n')::int > 0 AND (e.value->>'at')::bigint + $6::int + $4::int >= $3::bigint) ol,
         LATERAL (SELECT GREATEST(0, LEAST(${want}, $5::int - nh.used - ol.held))::int AS granted) g`;

// $1: [{k, want, hits}] for every key settled. One statement, any number of keys; each key's row is
// locked and judged on its newest version. The slice asked for rides in the proposed row's lease
// ("asked"), since ON CONFLICT DO UPDATE sees only EXCLUDED, not the SELECT it came from.
const SETTLE = `
  INSERT INTO "_api_budget" AS r ("key", "hits", "leases", "expires")
  SELECT t.k, n.hits, n.leases, n.expires
    FROM jsonb_to_recordset($1::jsonb) AS t(k text, want int, hits jsonb),
         LATERAL (${next(`'{}'::jsonb`, `'{}'::jsonb`, 't.hits', 't.want')}) n
  ON CONFLICT ("key") DO UPDATE SET ("hits", "leases", "expires") =
    (${next('r."hits"', 'r."leases"', 'EXCLUDED."hits"', `(EXCLUDED."leases"->$2::text->>'asked')::int`)})
  RETURNING r."key",
            (r."leases"->$2::text->>'n')::int AS granted,
            (SELECT COALESCE(sum(e.value::int), 0) FROM jsonb_each_text(r."hits") e)
              + (SELECT COALESCE(sum((e.value->>'n')::int), 0) FROM jsonb_each(r."leases") e) AS used,
            (SELECT min(e.key::bigint) FROM jsonb_each_text(r."hits") e) AS oldest`;

interface KeyState {
  limit: number;
  windowSeconds: number;
  /** Tokens of the current lease not yet used. */
  left: number;
  /** When the current lease was granted (this instance's clock). */
  leaseAt: number;
  /** Set when a lease came back empty: refused from memory until a settle grants again. */
  exhausted: boolean;
  /** The fleet's tokens in use or held after the last settle, and the oldest second with hits (Retry-After). */
  used: number;
  oldest: number;
  /** Hits not yet handed to a settle, per second. */
  unreported: Map<number, number>;
  /** This instance's own hits per second in the window: the decision while the database is away. */
  own: Map<number, number>;
  /** A settle of this key under way: hits wait for it (the old lease was surrendered when it was sent). */
  pending?: Promise<void>;
  lastHit: number;
}

interface SharedBudgetOptions {
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
  /** Settles run one at a time, so an instance's own statements on a key never overtake each other. */
  private queue: Promise<void> = Promise.resolve();
  private waitingFlush?: Promise<void>;
  private lastFlush: number;
  private lastPrune: number;
  private failing = false;

  constructor(
    private readonly db: Executor,
    private readonly instanceId: string,
    options: SharedBudgetOptions = {},
  ) {
    this.now = options.now ?? Date.now;
    this.log = options.log ?? (() => undefined);
    this.lastPrune = this.lastFlush = this.now();
    if (options.autoFlush !== false) {
      this.timer = setInterval(() => void this.flush(), FLUSH_MS);
      this.timer.unref();
    }
  }

  /** Decided from memory while the lease lasts; otherwise after one statement that leases the next slice. */
  hit(key: string, rule: Rule): MaybePromise<HitResult> {
    let state = this.keys.get(key);
    if (!state) {
      state = {
        limit: rule.limit,
        windowSeconds: Math.max(1, Math.ceil(rule.windowMs / SECOND)),
        left: 0,
        leaseAt: 0,
        exhausted: false,
        used: 0,
        oldest: Infinity,
        unreported: new Map(),
        own: new Map(),
        lastHit: 0,
      };
      this.keys.set(key, state);
    }
    state.limit = rule.limit;
    state.lastHit = this.now();
    return this.decide(key, state);
  }

  private decide(key: string, state: KeyState): MaybePromise<HitResult> {
    if (state.pending) {
      const known = state;
      return state.pending.then(() => this.decide(key, known));
    }
    const now = this.now();
    if (state.left > 0 && now - state.leaseAt < LEASE_TTL_S * SECOND) {
      state.left--;
      this.count(state, now);
      return { allowed: true, retryAfterSeconds: 0, remaining: Math.max(0, state.left + state.limit - state.used) };
    }
    if (this.failing) return this.decideAlone(state, now);
    if (state.exhausted) return this.refuse(state, now);
    const known = state;
    return this.settle(key, known).then(() => this.decide(key, known));
  }

  /** Without the database: this instance's own hits in the window, as one instance alone would count. */
  private decideAlone(state: KeyState, now: number): HitResult {
    const from = Math.floor(now / SECOND) - state.windowSeconds;
    let mine = 0;
    for (const [s, n] of state.own) if (s >= from) mine += n;
    if (mine >= state.limit) return this.refuse(state, now);
    this.count(state, now);
    return { allowed: true, retryAfterSeconds: 0, remaining: state.limit - mine - 1 };
  }

  private refuse(state: KeyState, now: number): HitResult {
    // The oldest settled second leaves the window first; the next flush (≤ FLUSH_MS later) sees it gone.
    // Only leases in the way: they are settled within a flush.
    const freedAt = Number.isFinite(state.oldest)
      ? (state.oldest + state.windowSeconds + 1) * SECOND + FLUSH_MS
      : now + FLUSH_MS;
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((freedAt - now) / SECOND)), remaining: 0 };
  }

  private count(state: KeyState, now: number) {
    const second = Math.floor(now / SECOND);
    state.unreported.set(second, (state.unreported.get(second) ?? 0) + 1);
    state.own.set(second, (state.own.get(second) ?? 0) + 1);
  }

  async reset(key: string): Promise<void> {
    this.keys.delete(key);
    await this.db.run(sqlOf(`DELETE FROM "_api_budget" WHERE "key" = $1`, [key]));
  }

  /**
   * Settles every key: reports its hits, returns the unused tokens and leases the next slice for keys
   * hit since the last flush. At most one flush waits behind the running one: while the database is
   * slow or away, timer ticks do not pile up.
   */
  flush(): Promise<void> {
    if (!this.waitingFlush) {
      this.waitingFlush = this.enqueue(async () => {
        this.waitingFlush = undefined;
        const since = this.lastFlush;
        this.lastFlush = this.now();
        const active: string[] = [];
        const idle: string[] = [];
        for (const [key, state] of this.keys) (state.lastHit >= since ? active : idle).push(key);
        const done = deferred();
        try {
          await this.settleNow(active, true, idle, done.promise);
        } finally {
          done.resolve();
        }
        if (this.lastFlush - this.lastPrune >= PRUNE_EVERY_MS) {
          this.lastPrune = this.lastFlush;
          await this.db.run(
            sqlOf(`DELETE FROM "_api_budget" WHERE "expires" < $1`, [Math.floor(this.lastFlush / SECOND)]),
          );
        }
      });
    }
    return this.waitingFlush;
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    // Hand every lease back: the other instances may use it at once.
    const done = deferred();
    await this.enqueue(() => this.settleNow([], false, [...this.keys.keys()], done.promise).finally(done.resolve));
  }

  /** Leases the next slice of key through the queue; every hit meanwhile waits for this one settle. */
  private settle(key: string, state: KeyState): Promise<void> {
    const done = deferred();
    state.pending = done.promise;
    this.enqueue(async () => {
      // A flush queued before may have leased meanwhile.
      if (this.keys.get(key) === state && state.left === 0 && !state.exhausted)
        await this.settleNow([key], true, [], done.promise);
    }).finally(() => {
      if (state.pending === done.promise) state.pending = undefined;
      done.resolve();
    });
    return done.promise;
  }

  private enqueue(work: () => Promise<void>): Promise<void> {
    const run = this.queue.then(work).then(
      () => {
        if (this.failing) this.log('rate limit: sharing API hits works again');
        this.failing = false;
      },
      (e: Error) => {
        // Logged once per outage, not four times a second.
        if (!this.failing)
          this.log(`rate limit: could not share API hits (${e.message}); deciding from this instance's counts`);
        this.failing = true;
      },
    );
    this.queue = run;
    return run;
  }

  /** One statement: `lease` keys report and ask for a slice, `release` keys report and return what is left. */
  private async settleNow(lease: string[], leaseNext: boolean, release: string[], done: Promise<void>): Promise<void> {
    const now = this.now();
    const second = Math.floor(now / SECOND);
    const rows: { k: string; want: number; hits: Record<string, number> }[] = [];
    const sent: { key: string; state: KeyState; hits: Map<number, number> }[] = [];
    for (const [keys, asking] of [
      [lease, leaseNext],
      [release, false],
    ] as const) {
      for (const key of keys) {
        const state = this.keys.get(key);
        if (!state) continue;
        if (!asking && !state.unreported.size && state.left === 0 && !state.exhausted) {
          // Nothing held, nothing to report, not in use: forgotten (its next hit leases again).
          if (now - state.lastHit > 2 * FLUSH_MS) this.keys.delete(key);
          continue;
        }
        // The old lease is surrendered now: hits until the answer wait for the new one.
        state.left = 0;
        state.pending ??= done;
        const hits = state.unreported;
        state.unreported = new Map();
        for (const s of state.own.keys()) if (s < second - state.windowSeconds) state.own.delete(s);
        rows.push({ k: key, want: asking ? sliceOf(state.limit) : 0, hits: Object.fromEntries(hits) });
        sent.push({ key, state, hits });
      }
    }
    if (!rows.length) return;
    // One window and limit per statement: every key here is under the one API rule (RoutedStore sends no other).
    const windowSeconds = Math.max(...sent.map((s) => s.state.windowSeconds));
    const limit = Math.max(...sent.map((s) => s.state.limit));
    try {
      const answers = await this.db.all<{
        key: string;
        granted: number;
        used: number | string;
        oldest: number | string | null;
      }>(sqlOf(SETTLE, [JSON.stringify(rows), this.instanceId, second, windowSeconds, limit, LEASE_TTL_S]));
      const byKey = new Map(answers.map((a) => [a.key, a]));
      for (const { key, state } of sent) {
        const answer = byKey.get(key);
        state.left = Number(answer?.granted ?? 0);
        state.leaseAt = now;
        if (answer) {
          state.used = Number(answer.used);
          state.oldest = answer.oldest === null ? Infinity : Number(answer.oldest);
        }
        const asked = rows.find((r) => r.k === key)!.want > 0;
        // Refused from memory until a later settle grants again (the next flush asks for every key still hit).
        state.exhausted = asked && state.left === 0;
      }
    } catch (e) {
      // Not written: the hits go back to wait for the next settle (still counted by `own` meanwhile).
      for (const { state, hits } of sent)
        for (const [s, n] of hits) state.unreported.set(s, (state.unreported.get(s) ?? 0) + n);
      throw e;
    } finally {
      for (const { state } of sent) if (state.pending === done) state.pending = undefined;
    }
  }
}

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}
