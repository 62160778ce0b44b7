// The webhooks as administrators keep them (issue 45 item 3): added, edited
// and removed, each change audited in its own transaction. The secret is
// sealed at rest (secrets/key-ring.ts) and never read back to a screen.
import { randomUUID } from 'node:crypto';
import type { Executor, Queryable } from '../platform/db/executor.js';
import type { Actor } from '../platform/data/identity.js';
import { auditEvent } from '../platform/data/audit-events.js';
import type { KeyRing } from '../platform/secrets/key-ring.js';
import { coded, notFound } from '../platform/errors.js';
import { WEBHOOK_EVENTS } from '../../shared/webhooks.js';
import type { WebhookRecord, WebhookSave } from '../../shared/api/webhooks.js';

export const SECRET_PURPOSE = 'webhook.secret';
const MIN_SECRET = 16;

export interface StoredWebhook {
  id: string;
  url: string;
  events: string;
  secret: string;
  enabled: number | boolean;
  created: number | string;
  updated: number | string;
}

export const toRecord = (row: StoredWebhook): WebhookRecord => ({
  id: row.id,
  url: row.url,
  events: JSON.parse(row.events) as string[],
  enabled: Number(row.enabled) === 1,
  created: new Date(Number(row.created)).toISOString(),
  updated: new Date(Number(row.updated)).toISOString(),
});

function checkEvents(events: string[]): string[] {
  const unknown = events.filter((e) => !(WEBHOOK_EVENTS as readonly string[]).includes(e));
  if (unknown.length)
    throw coded(
      400,
      'webhook.unknownEvent',
      { events: unknown.join(', '), choices: WEBHOOK_EVENTS.join(', ') },
      'events',
    );
  if (!events.length) throw coded(400, 'webhook.noEvent', {}, 'events');
  return [...new Set(events)];
}

function checkSecret(secret: string | undefined, required: boolean): string | undefined {
  if (secret === undefined || secret === '') {
    if (required) throw coded(400, 'webhook.secretRequired', { min: MIN_SECRET }, 'secret');
    return undefined;
  }
  if (secret.length < MIN_SECRET) throw coded(400, 'webhook.secretShort', { min: MIN_SECRET }, 'secret');
  return secret;
}

export async function readWebhook(db: Queryable, id: string): Promise<StoredWebhook> {
  const row = await db.first<StoredWebhook>(
    db.builder.selectFrom('_webhook').selectAll().where('id', '=', id).compile(),
  );
  if (!row) throw notFound(`Webhook ${id} was not found`);
  return row;
}

export async function listWebhooks(db: Queryable): Promise<WebhookRecord[]> {
  const rows = await db.all<StoredWebhook>(db.builder.selectFrom('_webhook').selectAll().orderBy('created').compile());
  return rows.map(toRecord);
}

const audit = (tx: Queryable, actor: Actor, message: string, id: string) =>
  auditEvent(tx, {
    type: 'Webhook',
    message,
    userName: actor.userName,
    requestId: actor.requestId,
    impersonator: actor.impersonatorName,
    about: id,
    aboutEntity: '_webhook',
  });

/** `checked`: the URL already passed the target check (target-check.ts). */
export async function createWebhook(
  db: Executor,
  ring: KeyRing,
  actor: Actor,
  body: WebhookSave,
  now: number,
): Promise<WebhookRecord> {
  const events = checkEvents(body.events);
  const secret = checkSecret(body.secret, true)!;
  const row: StoredWebhook = {
    id: randomUUID(),
    url: body.url,
    events: JSON.stringify(events),
    secret: ring.seal(secret, SECRET_PURPOSE),
    enabled: body.enabled ? 1 : 0,
    created: now,
    updated: now,
  };
  await db.transaction(async (tx) => {
    await tx.run(
      tx.builder
        .insertInto('_webhook')
        .values({ ...row, enabled: Number(row.enabled) })
        .compile(),
    );
    await audit(tx, actor, `Added webhook ${body.url} for ${events.join(', ')}`, row.id);
  });
  return toRecord(row);
}

export async function saveWebhook(
  db: Executor,
  ring: KeyRing,
  actor: Actor,
  id: string,
  body: WebhookSave,
  now: number,
): Promise<WebhookRecord> {
  const events = checkEvents(body.events);
  const secret = checkSecret(body.secret, false);
  return db.transaction(async (tx) => {
    const before = await readWebhook(tx, id);
    const set = {
      url: body.url,
      events: JSON.stringify(events),
      enabled: body.enabled ? 1 : 0,
      updated: now,
      ...(secret ? { secret: ring.seal(secret, SECRET_PURPOSE) } : {}),
    };
    await tx.run(tx.builder.updateTable('_webhook').set(set).where('id', '=', id).compile());
    const what = [
      before.url !== body.url ? `URL ${before.url} → ${body.url}` : '',
      before.events !== set.events ? `events ${events.join(', ')}` : '',
      Number(before.enabled) !== set.enabled ? (body.enabled ? 'switched on' : 'switched off') : '',
      secret ? 'secret changed' : '',
    ].filter(Boolean);
    await audit(tx, actor, `Saved webhook ${body.url}${what.length ? `: ${what.join('; ')}` : ''}`, id);
    return toRecord({ ...before, ...set });
  });
}

/** Removes the webhook with its deliveries and their attempts, in one transaction. */
export async function removeWebhook(db: Executor, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await readWebhook(tx, id);
    const deliveries = tx.builder.selectFrom('_webhook_delivery').select('id').where('webhook_id', '=', id);
    await tx.run(tx.builder.deleteFrom('_webhook_attempt').where('delivery_id', 'in', deliveries).compile());
    await tx.run(tx.builder.deleteFrom('_webhook_delivery').where('webhook_id', '=', id).compile());
    await tx.run(tx.builder.deleteFrom('_webhook').where('id', '=', id).compile());
    await audit(tx, actor, `Removed webhook ${before.url}`, id);
  });
}
