// /api/v1/mc/editor/scheduled (docs/scheduled-changes.md): the list, setting a
// publish or an unpublish at a time, changing its time, cancelling it. For
// maintenance staff, on the pages their scope reaches (as the editor).
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../platform/db/executor.js';
import { actorOf, identityOf } from '../../platform/plugins/authenticate.js';
import { withSchemaTypes } from '../../platform/http/schema-types.js';
import { requireMaintenance } from '../access.js';
import { mayReadHistory } from '../../../shared/history-access.js';
import { MAINTENANCE_ROLES } from '../../../shared/roles.js';
import { NoContent } from '../../../shared/api/common.js';
import { invalid } from '../../platform/errors.js';
import {
  RescheduleBody,
  ScheduleBody,
  ScheduledChange,
  ScheduledIdParams,
  ScheduledList,
} from '../../../shared/api/scheduled.js';
import { listScheduled } from './list.js';
import { parseInstant } from './site-zone.js';
import { cancel, reschedule, requireFuture, schedulePublish, scheduleUnpublish } from './store.js';

const base = { tags: ['Editor'], security: [{ bearer: [] }] };

export function registerScheduleRoutes(scope: FastifyInstance, deps: { db: Executor; now: () => number }) {
  const app = withSchemaTypes(scope);
  const { db, now } = deps;
  // As the editor: reading is also a read-only account's; changes are maintenance staff's.
  app.addHook('preHandler', async (request) => {
    const identity = identityOf(request);
    if (request.method === 'GET' && mayReadHistory(identity, MAINTENANCE_ROLES)) return;
    requireMaintenance(identity);
  });
  const futureTime = (value: string) => {
    const at = parseInstant(value, 'at');
    requireFuture(at, now(), 'at');
    return at;
  };
  const one = async (q: Executor, request: Parameters<typeof identityOf>[0], id: string) => {
    const found = (await listScheduled(q, identityOf(request))).items.find((i) => i.id === id);
    return found!;
  };

  app.get(
    '',
    { schema: { ...base, summary: 'Scheduled publishes and unpublishes', response: { 200: ScheduledList } } },
    (request) => listScheduled(db, identityOf(request)),
  );

  app.post(
    '',
    {
      schema: {
        ...base,
        summary: 'Schedule a version to publish, or a live page to unpublish, at a time',
        body: ScheduleBody,
        response: { 201: ScheduledChange },
      },
    },
    async (request, reply) => {
      const { action, CId, CvId } = request.body;
      const at = futureTime(request.body.at);
      const actor = actorOf(request);
      const id = await db.transaction(async (tx) => {
        if (action === 'publish') {
          if (CvId === undefined) throw invalid('A scheduled publish needs CvId: the version that goes live', 'CvId');
          return schedulePublish(tx, actor, CvId, at);
        }
        if (CId === undefined) throw invalid('A scheduled unpublish needs CId: the page that comes down', 'CId');
        return scheduleUnpublish(tx, actor, CId, at);
      });
      return reply.code(201).send(await one(db, request, id));
    },
  );

  app.patch(
    '/:id',
    {
      schema: {
        ...base,
        summary: 'Change the time of a pending scheduled change',
        params: ScheduledIdParams,
        body: RescheduleBody,
        response: { 200: ScheduledChange },
      },
    },
    async (request) => {
      const at = futureTime(request.body.at);
      await db.transaction((tx) => reschedule(tx, actorOf(request), request.params.id, at));
      return one(db, request, request.params.id);
    },
  );

  app.delete(
    '/:id',
    {
      schema: {
        ...base,
        summary: 'Cancel a pending scheduled change',
        params: ScheduledIdParams,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      await db.transaction((tx) => cancel(tx, actorOf(request), request.params.id));
      return reply.code(204).send();
    },
  );
}
