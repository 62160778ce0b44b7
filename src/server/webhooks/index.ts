// Webhooks (issue 45 item 3; docs/webhooks.md, docs/decisions/0136-webhooks.md):
// the administrators' calls under /api/v1/mc/webhooks, the outbox listener
// told of every domain event in the writing transaction, write rules that
// turn a page's delete and any redirect write into events, and the worker
// every instance runs.
import type { Feature } from '../platform/http/feature.js';
import { WEBHOOK_SECRETS } from './sealed-webhook-secrets.js';
import { API_PREFIX } from '../../shared/api/prefixes.js';
import { emitDomainEvent } from '../platform/data/domain-events.js';
import { registerWebhookRoutes } from './routes.js';
import { outboxListener } from './outbox.js';
import { WebhookWorker } from './worker.js';
import { RETRY_DELAYS_MS } from './retry-schedule.js';
import { allowedPrivate } from './target-check.js';
import { redirectData, pageData } from './event-data.js';

const DEFAULT_POLL_MS = 2_000;

export const webhookFeatures: Feature[] = [
  {
    name: 'webhooks',
    prefix: API_PREFIX.webhooks,
    audience: 'staff',
    sealedValues: [WEBHOOK_SECRETS],
    register: (scope, services) => {
      const allow = allowedPrivate(services.config, services.allow);
      const worker = new WebhookWorker({
        db: services.db,
        ring: services.ring,
        now: services.now,
        pollMs: services.config.webhookPollMs ?? DEFAULT_POLL_MS,
        delaysMs: services.config.webhookRetryDelaysMs ?? RETRY_DELAYS_MS,
        allow,
        instanceId: services.bus.instanceId,
        log: (message) => scope.log.warn(message),
      });
      services.runInBackground(worker);
      registerWebhookRoutes(scope, { services, worker, allow });
    },
    onEvent: outboxListener(() => Date.now()),
    writeRules: {
      entities: {
        // Any delete of a page, through the generic interface or a tool writing through the data layer.
        Content: { afterDelete: ({ tx }, before) => emitDomainEvent(tx, 'page.deleted', pageData(before)) },
        // The redirects tool and the generic /api/v1/db/redirect both write through the data layer.
        Redirect: {
          afterWrite: (tx, before, after) => emitDomainEvent(tx, 'redirect.changed', redirectData(before, after)),
        },
      },
    },
  },
];
