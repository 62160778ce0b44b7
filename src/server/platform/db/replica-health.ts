// How far the read replica has got, polled (docs/decisions/0131-read-replica.md).
// Every POLL_MS this instance reads the primary's WAL position and the
// replica's replay position; a read then compares numbers in memory, with no
// query and no wait. The lag is the age of the oldest primary position the
// replica has not replayed, measured on this instance's clock only (no clock
// of two servers compared). A replica that fails a poll, is not in recovery
// or lags past the limit is left out until a poll finds it healthy again.
import type { Queryable } from './executor.js';
import { ChangeFences } from './replica-fences.js';
import { parseWalPosition } from './wal-position.js';

/** Often enough that a write is readable from the replica a few hundred ms later; 2 cheap queries each time. */
const POLL_MS = 150;
/** A replica that does not answer a poll within this long counts as down (a hung server, a lost network). */
const POLL_TIMEOUT_MS = 1000;

export type ReplicaState = 'starting' | 'in-use' | 'down' | 'lagging';
/** Why a read allowed on the replica went to the primary. */
type PrimaryReason = 'down' | 'lagging' | 'writer-ahead' | 'change-ahead';

interface Sample {
  at: number;
  position: bigint;
}

export class ReplicaHealth {
  private state: ReplicaState = 'starting';
  private replayed = 0n;
  /** Primary positions not yet replayed when last seen, oldest first: the lag is the first one's age. */
  private samples: Sample[] = [];
  /** The changes this instance heard of, which the replica must replay before it answers reads of their tables. */
  private readonly fences = new ChangeFences();
  private lagMs = 0;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  private readonly listeners: ((state: ReplicaState, detail: string) => void)[] = [];

  constructor(
    private readonly primary: Queryable,
    private readonly replica: Queryable,
    private readonly maxLagMs: number,
  ) {}

  start(): void {
    const loop = async () => {
      await this.poll();
      if (!this.stopped) this.timer = setTimeout(() => void loop(), POLL_MS).unref();
    };
    void loop();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
  }

  /** Told on every change of state (in use, left out and why), once per change. */
  onStateChange(listener: (state: ReplicaState, detail: string) => void): void {
    this.listeners.push(listener);
  }

  get current(): { state: ReplicaState; lagMs: number } {
    return { state: this.state, lagMs: this.lagMs };
  }

  /**
   * A committed write this instance heard of (its own, or another instance's notice): until the replica has
   * replayed past it, reads here go to the primary, so nothing this instance caches after the notice is older
   * than the change the notice announced.
   */
  changeCommitted(tables: Iterable<string>): void {
    this.fences.heardOf(tables);
  }

  /** Why a read of `tables` that must see `after` cannot go to the replica now; undefined when it can. */
  refusal(tables: readonly string[], after: bigint | undefined): PrimaryReason | undefined {
    if (this.state !== 'in-use') return this.state === 'lagging' ? 'lagging' : 'down';
    if (this.fences.ahead(tables, this.replayed)) return 'change-ahead';
    if (after !== undefined && this.replayed < after) return 'writer-ahead';
    return undefined;
  }

  /** A read on the replica failed as a lost server fails: leave it out now rather than at the next poll. */
  failed(error: unknown): void {
    this.setState('down', `a read failed: ${(error as Error).message}`);
  }

  private async poll(): Promise<void> {
    // Taken before the primary's position is read, so that position is at or past the changes.
    const taken = this.fences.take();
    let primaryAt: bigint | undefined;
    try {
      const p = await this.primary.first<{ at: string }>({
        sql: 'SELECT pg_current_wal_lsn()::text AS at',
        parameters: [],
      });
      primaryAt = parseWalPosition(p?.at);
      if (primaryAt === undefined) throw new Error(`the primary answered no WAL position (${p?.at})`);
      this.fences.placed(taken, primaryAt);
    } catch {
      // The primary is the server's own business (its requests fail and say so); try again next time.
      this.fences.unplaced(taken);
      return;
    }
    const now = Date.now();
    this.samples.push({ at: now, position: primaryAt });
    // Samples older than twice the limit only say "too far behind", which the oldest kept says too.
    while (this.samples.length > 1 && now - this.samples[1].at > 2 * this.maxLagMs) this.samples.shift();
    try {
      const r = await withTimeout(
        this.replica.first<{ replayed: string | null; recovery: boolean }>({
          sql: 'SELECT pg_last_wal_replay_lsn()::text AS replayed, pg_is_in_recovery() AS recovery',
          parameters: [],
        }),
        POLL_TIMEOUT_MS,
      );
      if (!r?.recovery) {
        // Promoted, or a primary named by mistake: its data may have parted from the primary's.
        this.setState('down', 'the replica is not in recovery (promoted, or not a standby)');
        return;
      }
      const replayed = parseWalPosition(r.replayed);
      if (replayed === undefined) throw new Error('the replica has replayed nothing yet');
      this.replayed = replayed;
    } catch (e) {
      this.setState('down', `the replica did not answer: ${(e as Error).message}`);
      return;
    }
    while (this.samples.length && this.samples[0].position <= this.replayed) this.samples.shift();
    this.fences.passed(this.replayed);
    this.lagMs = this.samples.length ? now - this.samples[0].at : 0;
    if (this.lagMs > this.maxLagMs) this.setState('lagging', `${this.lagMs} ms behind (limit ${this.maxLagMs} ms)`);
    else this.setState('in-use', `${this.lagMs} ms behind`);
  }

  private setState(state: ReplicaState, detail: string): void {
    if (state === this.state) return;
    this.state = state;
    for (const listener of this.listeners) listener(state, detail);
  }
}

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    p,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}
