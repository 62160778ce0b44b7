// Runs a submission's deliveries (FormDelivery rows; docs/forms.md
// "Deliveries"). The rows are the queue — nothing is held in memory that
// another instance would not see: a runner claims a due row by writing its
// lease (owner + until) with a conditional UPDATE, which only one of two
// instances on one PostgreSQL can win; the lease runs out if the claimer
// dies, so the row is taken again. A failed try is retried with exponential
// backoff until maxAttempts, then the row is 'failed' and waits for a
// staff retry. Kinds are pluggable: `handlers` maps a kind to the code that
// performs it; a kind without a handler stays pending, saying so.
import { randomBytes } from 'node:crypto';
import type { Executor } from '../../platform/db/executor.js';
import { MailNotSent } from '../../email/index.js';

export const DELIVERY_STATUS = { pending: 'pending', sent: 'sent', failed: 'failed' } as const;

export interface DeliveryJob {
  FdId: number;
  FsId: number;
  FdKind: string;
  /** Tries before this one. */
  FdAttempts: number;
}

export interface DeliveryOutcome {
  /** The archived e-mail the delivery sent (EmailArchive). */
  emailArchiveId?: number;
}

/** A failure that trying again cannot mend (a refused address, an unknown list): the delivery fails at once. */
export class PermanentDeliveryError extends Error {}

/** Performs one delivery; throws to fail this try (the message is kept as FdLastError). */
export type DeliveryHandler = (job: DeliveryJob) => Promise<DeliveryOutcome | void>;

interface RunnerOptions {
  db: Executor;
  handlers: Partial<Record<string, DeliveryHandler>>;
  /** The clock of leases and next attempts (config.now in tests). */
  now: () => number;
  /** How often the runner looks for due deliveries; 0: only when told (tests, tools). */
  pollMs: number;
  maxAttempts?: number;
  /** The wait after the first failure; doubled after each further one, up to maxDelayMs. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** How long a claim holds: longer than any handler may take (the mailer gives up after ~40 s). */
  leaseMs?: number;
  batch?: number;
  /** Who claims: unique per runner (instance id + random). */
  owner?: string;
  log?: (message: string) => void;
}

export const DELIVERY_DEFAULTS = {
  maxAttempts: 8,
  baseDelayMs: 60_000,
  maxDelayMs: 6 * 60 * 60_000,
  leaseMs: 5 * 60_000,
  batch: 10,
};

/** The wait before try number attempts + 1, after `attempts` failed tries. */
export function backoffMs(
  attempts: number,
  base = DELIVERY_DEFAULTS.baseDelayMs,
  max = DELIVERY_DEFAULTS.maxDelayMs,
): number {
  return Math.min(max, base * 2 ** Math.max(0, attempts - 1));
}

export const noHandlerMessage = (kind: string) =>
  `This server has no handler for "${kind}" deliveries (an older instance during an upgrade?); it stays pending and runs on an instance that has one`;

export class DeliveryRunner {
  readonly owner: string;
  private readonly o: Required<Omit<RunnerOptions, 'log'>> & Pick<RunnerOptions, 'log'>;
  private timer?: NodeJS.Timeout;
  private polling = false;
  private stopped = false;
  private readonly inFlight = new Set<Promise<unknown>>();

  constructor(options: RunnerOptions) {
    this.owner = options.owner ?? `runner-${randomBytes(6).toString('hex')}`;
    this.o = { ...DELIVERY_DEFAULTS, ...options, owner: this.owner };
  }

  get maxAttempts() {
    return this.o.maxAttempts;
  }

  start(): void {
    if (this.o.pollMs <= 0 || this.timer) return;
    this.stopped = false;
    this.timer = setInterval(() => {
      if (this.polling || this.stopped) return;
      this.polling = true;
      void this.track(this.runDue())
        .catch((e: unknown) => this.o.log?.(`form deliveries: ${(e as Error).message}`))
        .finally(() => (this.polling = false));
    }, this.o.pollMs);
    this.timer.unref();
  }

  /** Stops polling and waits for the tries under way (their leases are released as they finish). */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    while (this.inFlight.size) await Promise.allSettled([...this.inFlight]);
  }

  /** Tries a submission's due deliveries now (after the submit's commit, or a staff retry); resolves when they are done. */
  runFor(fsId: number): Promise<number> {
    if (this.stopped) return Promise.resolve(0);
    return this.track(this.runDue(fsId));
  }

  /**
   * A staff retry: the submission's failed and waiting deliveries are claimed at once (one UPDATE,
   * skipping any under another runner's live lease) and tried now; resolves when the tries are done.
   */
  retry(fsId: number): Promise<number> {
    return this.track(
      (async () => {
        const { db } = this.o;
        const at = this.o.now();
        const now = new Date(at).toISOString();
        await db.run(
          db.builder
            .updateTable('FormDelivery')
            .set({
              FdStatus: DELIVERY_STATUS.pending,
              FdNextAttempt: now,
              FdUpdated: now,
              FdLeaseOwner: this.owner,
              FdLeaseUntil: new Date(at + this.o.leaseMs).toISOString(),
            })
            .where('FsId', '=', fsId)
            .where('FdStatus', 'in', [DELIVERY_STATUS.failed, DELIVERY_STATUS.pending])
            .where((eb) => eb.or([eb('FdLeaseUntil', 'is', null), eb('FdLeaseUntil', '<', now)]))
            .compile(),
        );
        const mine = await db.all<DeliveryJob>(
          db.builder
            .selectFrom('FormDelivery')
            .select(['FdId', 'FsId', 'FdKind', 'FdAttempts'])
            .where('FsId', '=', fsId)
            .where('FdLeaseOwner', '=', this.owner)
            .orderBy('FdId')
            .compile(),
        );
        for (const row of mine)
          await this.attempt({
            FdId: Number(row.FdId),
            FsId: Number(row.FsId),
            FdKind: String(row.FdKind),
            FdAttempts: Number(row.FdAttempts),
          });
        return mine.length;
      })(),
    );
  }

  /** Claims and runs up to `batch` due deliveries (of one submission when fsId is given); answers how many it ran. */
  async runDue(fsId?: number): Promise<number> {
    const { db } = this.o;
    const now = new Date(this.o.now()).toISOString();
    let query = db.builder
      .selectFrom('FormDelivery')
      .select(['FdId', 'FsId', 'FdKind', 'FdAttempts'])
      .where('FdStatus', '=', DELIVERY_STATUS.pending)
      .where('FdNextAttempt', '<=', now)
      .where((eb) => eb.or([eb('FdLeaseUntil', 'is', null), eb('FdLeaseUntil', '<', now)]))
      .orderBy('FdNextAttempt')
      .orderBy('FdId')
      .limit(this.o.batch);
    if (fsId !== undefined) query = query.where('FsId', '=', fsId);
    const due = await db.all<DeliveryJob>(query.compile());
    let ran = 0;
    for (const row of due) {
      if (this.stopped && fsId === undefined) break;
      const job = {
        FdId: Number(row.FdId),
        FsId: Number(row.FsId),
        FdKind: String(row.FdKind),
        FdAttempts: Number(row.FdAttempts),
      };
      if (!(await this.claim(job.FdId))) continue; // another runner took it
      await this.attempt(job);
      ran++;
    }
    return ran;
  }

  /** The lease, written only if nobody holds a live one: one UPDATE, so of two runners exactly one wins. */
  private async claim(id: number): Promise<boolean> {
    const { db } = this.o;
    const at = this.o.now();
    const now = new Date(at).toISOString();
    const result = await db.run(
      db.builder
        .updateTable('FormDelivery')
        .set({ FdLeaseOwner: this.owner, FdLeaseUntil: new Date(at + this.o.leaseMs).toISOString() })
        .where('FdId', '=', id)
        .where('FdStatus', '=', DELIVERY_STATUS.pending)
        .where('FdNextAttempt', '<=', now)
        .where((eb) => eb.or([eb('FdLeaseUntil', 'is', null), eb('FdLeaseUntil', '<', now)]))
        .compile(),
    );
    return result.changes === 1;
  }

  private async attempt(job: DeliveryJob): Promise<void> {
    const handler = this.o.handlers[job.FdKind];
    if (!handler) {
      // Not a failed try: nothing was tried. Looked at again after the longest wait.
      await this.finish(job, {
        FdLastError: noHandlerMessage(job.FdKind),
        FdNextAttempt: new Date(this.o.now() + this.o.maxDelayMs).toISOString(),
      });
      return;
    }
    const attempts = job.FdAttempts + 1;
    try {
      const outcome = await handler(job);
      await this.finish(job, {
        FdStatus: DELIVERY_STATUS.sent,
        FdAttempts: attempts,
        FdLastError: null,
        FdNextAttempt: null,
        EaId: outcome?.emailArchiveId ?? null,
      });
    } catch (e) {
      const error =
        e instanceof MailNotSent ? `The mail server did not take it: ${e.reason}` : (e as Error).message || String(e);
      const gaveUp = attempts >= this.o.maxAttempts || e instanceof PermanentDeliveryError;
      await this.finish(job, {
        FdStatus: gaveUp ? DELIVERY_STATUS.failed : DELIVERY_STATUS.pending,
        FdAttempts: attempts,
        FdLastError: error.slice(0, 2000),
        FdNextAttempt: gaveUp
          ? null
          : new Date(this.o.now() + backoffMs(attempts, this.o.baseDelayMs, this.o.maxDelayMs)).toISOString(),
        ...(e instanceof MailNotSent ? { EaId: e.archiveId } : {}),
      });
    }
  }

  /** Writes the try's result and lets go of the lease, if the lease is still this runner's. */
  private async finish(job: DeliveryJob, values: Record<string, unknown>): Promise<void> {
    const { db } = this.o;
    await db.run(
      db.builder
        .updateTable('FormDelivery')
        .set({ ...values, FdLeaseOwner: null, FdLeaseUntil: null, FdUpdated: new Date(this.o.now()).toISOString() })
        .where('FdId', '=', job.FdId)
        .where('FdLeaseOwner', '=', this.owner)
        .compile(),
    );
  }

  private track<T>(promise: Promise<T>): Promise<T> {
    this.inFlight.add(promise);
    void promise.finally(() => this.inFlight.delete(promise)).catch(() => undefined);
    return promise;
  }
}
