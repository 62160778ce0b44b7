// A webhook's latest deliveries with every attempt (status, time, answer's
// start), for the Webhooks screen, and "send again".
import type { Executor } from '../platform/db/executor.js';
import { coded, notFound } from '../platform/errors.js';
import type { WebhookDelivery } from '../../shared/api/webhooks.js';
import { DELIVERY_STATUS } from './outbox.js';

const SHOWN = 50;
const iso = (ms: unknown) => new Date(Number(ms)).toISOString();

export async function listDeliveries(db: Executor, webhookId: string): Promise<WebhookDelivery[]> {
  const deliveries = await db.all<Record<string, unknown>>(
    db.builder
      .selectFrom('_webhook_delivery')
      .select(['id', 'event', 'status', 'next_attempt', 'created'])
      .where('webhook_id', '=', webhookId)
      .orderBy('created', 'desc')
      .orderBy('id')
      .limit(SHOWN)
      .compile(),
  );
  if (!deliveries.length) return [];
  const attempts = await db.all<Record<string, unknown>>(
    db.builder
      .selectFrom('_webhook_attempt')
      .selectAll()
      .where(
        'delivery_id',
        'in',
        deliveries.map((d) => String(d.id)),
      )
      .orderBy('n')
      .compile(),
  );
  return deliveries.map((d) => ({
    id: String(d.id),
    event: String(d.event),
    status: d.status as WebhookDelivery['status'],
    nextAttempt: d.next_attempt === null ? null : iso(d.next_attempt),
    created: iso(d.created),
    attempts: attempts
      .filter((a) => a.delivery_id === d.id)
      .map((a) => ({
        n: Number(a.n),
        at: iso(a.at),
        status: a.status_code === null ? null : Number(a.status_code),
        error: (a.error as string | null) ?? null,
        excerpt: (a.excerpt as string | null) ?? null,
        durationMs: Number(a.duration_ms),
      })),
  }));
}

/** "Send again": the delivery is due now; refused (409) while a worker is sending it. Answers its webhook's id. */
export async function sendAgain(db: Executor, deliveryId: string, now: number): Promise<string> {
  const row = await db.first<{ webhook_id: string }>(
    db.builder.selectFrom('_webhook_delivery').select('webhook_id').where('id', '=', deliveryId).compile(),
  );
  if (!row) throw notFound(`Delivery ${deliveryId} was not found`);
  const changed = await db.run(
    db.builder
      .updateTable('_webhook_delivery')
      .set({ status: DELIVERY_STATUS.pending, next_attempt: now })
      .where('id', '=', deliveryId)
      .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]))
      .compile(),
  );
  if (changed.changes !== 1) throw coded(409, 'webhook.inFlight', { id: deliveryId });
  return row.webhook_id;
}
