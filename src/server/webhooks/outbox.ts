// The outbox (issue 45 item 3): one delivery row per webhook that wants the
// event, written by the domain-event listener inside the transaction of the
// change itself, so a delivery exists exactly when the change committed and
// waits in the database for a worker (worker.ts), on any instance.
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../platform/db/executor.js';
import type { DomainEvent } from '../platform/data/domain-events.js';
import { WEBHOOK_TEST_EVENT } from '../../shared/webhooks.js';

export const DELIVERY_STATUS = { pending: 'pending', sent: 'sent', failed: 'failed' } as const;

/** The JSON POSTed: `{ id, event, occurredAt, data }`, fixed now so every attempt sends (and signs) the same bytes. */
const payloadOf = (id: string, event: string, occurredAt: number, data: Record<string, unknown>) =>
  JSON.stringify({ id, event, occurredAt: new Date(occurredAt).toISOString(), data });

async function enqueue(tx: Queryable, webhookId: string, event: string, data: Record<string, unknown>, now: number) {
  const id = randomUUID();
  await tx.run(
    tx.builder
      .insertInto('_webhook_delivery')
      .values({
        id,
        webhook_id: webhookId,
        event,
        body: payloadOf(id, event, now, data),
        status: DELIVERY_STATUS.pending,
        attempts: 0,
        next_attempt: now,
        lease_owner: null,
        lease_until: null,
        created: now,
      })
      .compile(),
  );
  return id;
}

/** The listener features.ts installs: a delivery for each switched-on webhook subscribed to the event. */
export function outboxListener(now: () => number) {
  return async (tx: Queryable, event: DomainEvent): Promise<void> => {
    const hooks = await tx.all<{ id: string; events: string }>(
      tx.builder.selectFrom('_webhook').select(['id', 'events']).where('enabled', '=', 1).compile(),
    );
    const at = now();
    for (const hook of hooks)
      if ((JSON.parse(hook.events) as string[]).includes(event.name))
        await enqueue(tx, hook.id, event.name, event.data, at);
  };
}

/** "Send a test delivery": one delivery of `webhook.test` to this webhook alone. */
export const enqueueTest = (tx: Queryable, webhookId: string, url: string, now: number) =>
  enqueue(tx, webhookId, WEBHOOK_TEST_EVENT, { webhook: webhookId, url, message: 'A test delivery' }, now);
