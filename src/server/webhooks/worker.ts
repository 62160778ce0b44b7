// Sends the outbox's deliveries (issue 45 item 3). Every instance runs one; a
// worker claims a due row by writing its lease (owner + until) with a
// conditional UPDATE that only one of several instances on one PostgreSQL can
// win (SQLite has one writer), so each delivery is sent once; a lease whose
// worker died runs out and the row is taken again. Off the request path: an
// editor's save only wrote the row, and a receiver gets DELIVERY_TIMEOUT_MS.
// A failed attempt waits the next delay of the schedule (retry-schedule.ts);
// past the last, the delivery fails, its webhook is switched off and the
// administrators are told by a system message (docs/webhooks.md).
import { randomBytes } from 'node:crypto';
import type { Executor, Queryable } from '../platform/db/executor.js';
import { dialectOf } from '../platform/db/dialect.js';
import { auditEvent } from '../platform/data/audit-events.js';
import type { KeyRing } from '../platform/secrets/key-ring.js';
import { safeFetch } from '../platform/net/safe-fetch.js';
import { ApiError } from '../platform/errors.js';
import { DELIVERY_STATUS } from './outbox.js';
import { signatureOf } from './signature.js';
import { SECRET_PURPOSE, type StoredWebhook } from './webhook-store.js';
import { maxAttempts } from './retry-schedule.js';
import { WEBHOOK_TEST_EVENT } from '../../shared/webhooks.js';

/** The receiver's whole answer must come within this; a slow one is a failed attempt, retried later. */
const DELIVERY_TIMEOUT_MS = 10_000;
const LEASE_MS = 2 * DELIVERY_TIMEOUT_MS + 10_000;
const EXCERPT_CHARS = 500;
const BATCH = 20;

interface WorkerOptions {
  db: Executor;
  ring: KeyRing;
  now: () => number;
  pollMs: number;
  delaysMs: readonly number[];
  allow: (ip: string) => boolean;
  instanceId: string;
  log: (message: string) => void;
}

interface DueRow {
  id: string;
  webhook_id: string;
  event: string;
  body: string;
  attempts: number;
}

export class WebhookWorker {
  readonly owner: string;
  private timer?: NodeJS.Timeout;
  private busy = false;
  private stopped = false;
  private readonly inFlight = new Set<Promise<unknown>>();

  constructor(private readonly o: WorkerOptions) {
    this.owner = `${o.instanceId}-hooks-${randomBytes(4).toString('hex')}`;
  }

  start(): void {
    if (this.o.pollMs <= 0 || this.timer) return;
    this.stopped = false;
    this.timer = setInterval(() => this.kick(), this.o.pollMs);
    this.timer.unref();
  }

  /** Looks for due deliveries now, unless a look is under way (after a test delivery or "send again"). */
  kick(): void {
    if (this.busy || this.stopped) return;
    this.busy = true;
    const run = this.runDue()
      .catch((e: unknown) => this.o.log(`webhooks: ${(e as Error).message}`))
      .finally(() => (this.busy = false));
    this.inFlight.add(run);
    void run.finally(() => this.inFlight.delete(run));
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    while (this.inFlight.size) await Promise.allSettled([...this.inFlight]);
  }

  /** Claims and sends the due deliveries, a batch at a time; answers how many it sent or tried. */
  async runDue(): Promise<number> {
    const { db } = this.o;
    let ran = 0;
    for (;;) {
      const now = this.o.now();
      const due = await db.all<DueRow>(
        db.builder
          .selectFrom('_webhook_delivery as d')
          .innerJoin('_webhook as w', 'w.id', 'd.webhook_id')
          .select(['d.id', 'd.webhook_id', 'd.event', 'd.body', 'd.attempts'])
          .where('d.status', '=', DELIVERY_STATUS.pending)
          .where('d.next_attempt', '<=', now)
          .where((eb) => eb.or([eb('d.lease_until', 'is', null), eb('d.lease_until', '<', now)]))
          // A switched-off webhook's deliveries wait for it to be switched on; a test is sent regardless.
          .where((eb) => eb.or([eb('w.enabled', '=', 1), eb('d.event', '=', WEBHOOK_TEST_EVENT)]))
          .orderBy('d.next_attempt')
          .orderBy('d.created')
          .limit(BATCH)
          .compile(),
      );
      let claimed = 0;
      for (const row of due) {
        if (this.stopped) return ran;
        if (!(await this.claim(row.id))) continue; // another instance took it
        claimed++;
        await this.attempt({ ...row, attempts: Number(row.attempts) });
        ran++;
      }
      if (due.length < BATCH || !claimed) return ran;
    }
  }

  /** The lease, written only if nobody holds a live one: one UPDATE, so of two workers exactly one wins. */
  private async claim(id: string): Promise<boolean> {
    const { db } = this.o;
    const now = this.o.now();
    const result = await db.run(
      db.builder
        .updateTable('_webhook_delivery')
        .set({ lease_owner: this.owner, lease_until: now + LEASE_MS })
        .where('id', '=', id)
        .where('status', '=', DELIVERY_STATUS.pending)
        .where('next_attempt', '<=', now)
        .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]))
        .compile(),
    );
    return result.changes === 1;
  }

  private async attempt(row: DueRow): Promise<void> {
    const { db, ring } = this.o;
    const hook = await db.first<StoredWebhook>(
      db.builder.selectFrom('_webhook').selectAll().where('id', '=', row.webhook_id).compile(),
    );
    if (!hook) return;
    const started = Date.now();
    let status: number | null = null;
    let error: string | null = null;
    let excerpt: string | null = null;
    try {
      const res = await safeFetch(
        hook.url,
        {
          allow: this.o.allow,
          body: row.body,
          followRedirects: false,
          deadlineMs: DELIVERY_TIMEOUT_MS,
          maxBytes: 64 * 1024,
          headers: {
            'content-type': 'application/json',
            'user-agent': 'back-office-webhooks/1',
            'x-webhook-event': row.event,
            'x-webhook-delivery': row.id,
            'x-webhook-signature': signatureOf(row.body, ring.open(hook.secret, SECRET_PURPOSE)),
          },
        },
        'POST',
      );
      status = res.status;
      excerpt = res.body.toString('utf8').slice(0, EXCERPT_CHARS);
      if (status < 200 || status > 299) error = `The receiver answered ${status}`;
    } catch (e) {
      error = (e instanceof ApiError ? e.message : (e as Error).message || String(e)).slice(0, 2000);
    }
    await this.record(row, hook, { status, error, excerpt, durationMs: Date.now() - started });
  }

  /** The attempt's row and the delivery's next state, in one transaction, if the lease is still this worker's. */
  private async record(
    row: DueRow,
    hook: StoredWebhook,
    result: { status: number | null; error: string | null; excerpt: string | null; durationMs: number },
  ): Promise<void> {
    const now = this.o.now();
    const n = row.attempts + 1;
    const failed = result.error !== null;
    const gaveUp = failed && n >= maxAttempts(this.o.delaysMs);
    await this.o.db.transaction(async (tx) => {
      const mine = await tx.run(
        tx.builder
          .updateTable('_webhook_delivery')
          .set({
            status: !failed ? DELIVERY_STATUS.sent : gaveUp ? DELIVERY_STATUS.failed : DELIVERY_STATUS.pending,
            attempts: n,
            next_attempt: failed && !gaveUp ? now + this.o.delaysMs[n - 1]! : null,
            lease_owner: null,
            lease_until: null,
          })
          .where('id', '=', row.id)
          .where('lease_owner', '=', this.owner)
          .compile(),
      );
      if (mine.changes !== 1) return; // the lease ran out and another worker took the row
      await tx.run(
        tx.builder
          .insertInto('_webhook_attempt')
          .values({
            delivery_id: row.id,
            n,
            at: now,
            status_code: result.status,
            error: result.error,
            excerpt: result.excerpt,
            duration_ms: result.durationMs,
          })
          .compile(),
      );
      if (gaveUp && row.event !== WEBHOOK_TEST_EVENT) await switchOff(tx, hook, n, now);
    });
  }
}

/** A webhook that failed past the schedule: switched off, audited, and the administrators told by a system message. */
async function switchOff(tx: Queryable, hook: StoredWebhook, attempts: number, now: number): Promise<void> {
  const switched = await tx.run(
    tx.builder
      .updateTable('_webhook')
      .set({ enabled: 0, updated: now })
      .where('id', '=', hook.id)
      .where('enabled', '=', 1)
      .compile(),
  );
  if (switched.changes !== 1) return;
  const message = `Webhook ${hook.url} was switched off: a delivery failed ${attempts} times over the retry schedule. Check the receiver, then switch it on again on the Webhooks screen.`;
  const at = new Date(now).toISOString();
  await tx.run(
    tx.builder
      .insertInto('SystemMessages')
      .values({
        SMessage: message,
        SType: 'warning',
        SStart: at,
        SEnd: null,
        SArchived: dialectOf(tx).bool(false),
        SCreated: at,
      })
      .compile(),
  );
  await auditEvent(tx, { type: 'Webhook', message, userName: 'system', about: hook.id, aboutEntity: '_webhook' });
}
