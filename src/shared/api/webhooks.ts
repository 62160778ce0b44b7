// The Webhooks screen's calls (issue 45 item 3), under /api/v1/mc/webhooks:
// the webhooks (a secret is written, never read back), their deliveries with
// each attempt, a test delivery and "send again". Administrators only.
import { Type, type Static } from 'typebox';
import { WEBHOOK_EVENTS } from '../webhooks.js';

export const WebhookIdParams = Type.Object({ id: Type.String({ description: 'The webhook id (a UUID).' }) });
export const DeliveryIdParams = Type.Object({ id: Type.String({ description: 'The delivery id (a UUID).' }) });

export const WebhookSaveBody = Type.Object(
  {
    url: Type.String({ description: 'Where deliveries are POSTed: an http(s) URL of a public address.' }),
    events: Type.Array(Type.String(), { description: `Some of ${WEBHOOK_EVENTS.join(', ')}.` }),
    secret: Type.Optional(
      Type.String({
        description: 'Signs each delivery (HMAC-SHA256); at least 16 characters. Absent on a save: kept.',
      }),
    ),
    enabled: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type WebhookSave = Static<typeof WebhookSaveBody>;

export const WebhookRecord = Type.Object({
  id: Type.String(),
  url: Type.String(),
  events: Type.Array(Type.String()),
  enabled: Type.Boolean(),
  created: Type.String({ format: 'date-time' }),
  updated: Type.String({ format: 'date-time' }),
});
export type WebhookRecord = Static<typeof WebhookRecord>;
export const WebhookList = Type.Array(WebhookRecord);

const WebhookAttempt = Type.Object({
  n: Type.Integer({ description: 'The attempt number, from 1.' }),
  at: Type.String({ format: 'date-time' }),
  status: Type.Union([Type.Integer(), Type.Null()], { description: "The receiver's HTTP status; null: no answer." }),
  error: Type.Union([Type.String(), Type.Null()]),
  excerpt: Type.Union([Type.String(), Type.Null()], { description: "The start of the receiver's answer." }),
  durationMs: Type.Integer(),
});

export const WebhookDelivery = Type.Object({
  id: Type.String(),
  event: Type.String(),
  status: Type.Union([Type.Literal('pending'), Type.Literal('sent'), Type.Literal('failed')]),
  attempts: Type.Array(WebhookAttempt),
  nextAttempt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  created: Type.String({ format: 'date-time' }),
});
export type WebhookDelivery = Static<typeof WebhookDelivery>;
export const WebhookDeliveryList = Type.Array(WebhookDelivery);
