// The Webhooks screen's calls (issue 45 item 3), under /api/v1/mc/webhooks,
// for Admin and MoJoAdmin accounts only (refused here, whatever the screen
// shows): list, add, save, remove, send a test delivery, read deliveries with
// their attempts, and send one again. Every change is audited (webhook-store.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  DeliveryIdParams,
  WebhookDeliveryList,
  WebhookIdParams,
  WebhookList,
  WebhookRecord,
  WebhookSaveBody,
} from '../../shared/api/webhooks.js';
import type { Services } from '../platform/http/feature.js';
import { withSchemaTypes } from '../platform/http/schema-types.js';
import { requireAdmin } from '../platform/http/access.js';
import { actorOf, identityOf } from '../platform/plugins/authenticate.js';
import { auditEvent } from '../platform/data/audit-events.js';
import { createWebhook, listWebhooks, readWebhook, removeWebhook, saveWebhook, toRecord } from './webhook-store.js';
import { checkTarget } from './target-check.js';
import { enqueueTest } from './outbox.js';
import { listDeliveries, sendAgain } from './delivery-read.js';
import type { WebhookWorker } from './worker.js';

const base = { tags: ['Webhooks'], security: [{ bearer: [] }] };
const Queued = Type.Object({
  deliveryId: Type.String({ description: 'The delivery, sent by the worker in a moment.' }),
});

interface Deps {
  services: Services;
  worker: WebhookWorker;
  allow: (ip: string) => boolean;
}

export function registerWebhookRoutes(scope: FastifyInstance, { services, worker, allow }: Deps) {
  const { db, ring, now } = services;
  const app = withSchemaTypes(scope);
  const admin = (request: FastifyRequest) => requireAdmin(identityOf(request), 'Webhooks');
  app.addHook('preHandler', async (request) => admin(request));

  app.get(
    '',
    { schema: { ...base, summary: 'Every webhook (secrets are never read back)', response: { 200: WebhookList } } },
    () => listWebhooks(db),
  );

  app.post(
    '',
    { schema: { ...base, summary: 'Add a webhook', body: WebhookSaveBody, response: { 201: WebhookRecord } } },
    async (request, reply) => {
      await checkTarget(request.body.url, allow);
      return reply.code(201).send(await createWebhook(db, ring, actorOf(request), request.body, now()));
    },
  );

  app.get(
    '/:id',
    { schema: { ...base, summary: 'One webhook', params: WebhookIdParams, response: { 200: WebhookRecord } } },
    async (request) => toRecord(await readWebhook(db, request.params.id)),
  );

  app.put(
    '/:id',
    {
      schema: {
        ...base,
        summary: 'Save a webhook (a secret left out is kept)',
        params: WebhookIdParams,
        body: WebhookSaveBody,
        response: { 200: WebhookRecord },
      },
    },
    async (request) => {
      await checkTarget(request.body.url, allow);
      return saveWebhook(db, ring, actorOf(request), request.params.id, request.body, now());
    },
  );

  app.delete(
    '/:id',
    {
      schema: {
        ...base,
        summary: 'Remove a webhook with its deliveries',
        params: WebhookIdParams,
        response: { 204: Type.Null({ description: 'Removed.' }) },
      },
    },
    async (request, reply) => {
      await removeWebhook(db, actorOf(request), request.params.id);
      return reply.code(204).send();
    },
  );

  app.post(
    '/:id/test',
    {
      schema: {
        ...base,
        summary: 'Send a test delivery (event webhook.test) to this webhook',
        params: WebhookIdParams,
        response: { 202: Queued },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const deliveryId = await db.transaction(async (tx) => {
        const hook = await readWebhook(tx, request.params.id);
        const id = await enqueueTest(tx, hook.id, hook.url, now());
        await auditEvent(tx, {
          type: 'Webhook',
          message: `Sent a test delivery to webhook ${hook.url}`,
          userName: actor.userName,
          requestId: actor.requestId,
          impersonator: actor.impersonatorName,
          about: hook.id,
          aboutEntity: '_webhook',
        });
        return id;
      });
      worker.kick();
      return reply.code(202).send({ deliveryId });
    },
  );

  app.get(
    '/:id/deliveries',
    {
      schema: {
        ...base,
        summary: "A webhook's latest 50 deliveries with each attempt",
        params: WebhookIdParams,
        response: { 200: WebhookDeliveryList },
      },
    },
    async (request) => {
      await readWebhook(db, request.params.id);
      return listDeliveries(db, request.params.id);
    },
  );

  app.post(
    '/deliveries/:id/retry',
    {
      schema: {
        ...base,
        summary: 'Send a delivery again now',
        params: DeliveryIdParams,
        response: { 202: Queued },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const webhookId = await sendAgain(db, request.params.id, now());
      await auditEvent(db, {
        type: 'Webhook',
        message: `Sent delivery ${request.params.id} again`,
        userName: actor.userName,
        requestId: actor.requestId,
        impersonator: actor.impersonatorName,
        about: webhookId,
        aboutEntity: '_webhook',
      });
      worker.kick();
      return reply.code(202).send({ deliveryId: request.params.id });
    },
  );
}
