// Entity-specific calls under the generic base (contract §6):
// auditlog/post, errorlog/truncate, systemmessages/archive, and
// systemmessages/current (the shell's banner: any signed-in staff member).
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/executor.js';
import { asRecord } from '../write-values.js';
import type { Writes } from '../writes.js';
import { badRequest } from '../../errors.js';
import { actorOf, identityOf } from '../../plugins/authenticate.js';
import { archiveSystemMessages, currentSystemMessages, truncateErrorLog } from '../log-actions.js';
import {
  ArchiveQuery,
  ArchiveResult,
  AuditEntry,
  AuditPostBody,
  CurrentSystemMessages,
  TruncateQuery,
  TruncateResult,
} from '../../../../shared/api/ops.js';
import { withSchemaTypes } from '../../http/schema-types.js';

export function registerDbActions(scope: FastifyInstance, deps: { db: Executor; writes: Writes }) {
  const app = withSchemaTypes(scope);
  const { db } = deps;

  // Any signed-in staff member may append an entry; who and when are the server's to say.
  app.post(
    '/auditlog/post',
    {
      config: { bodyErrorStatus: 400 },
      schema: {
        summary: 'Append an audit entry',
        tags: ['Logs'],
        security: [{ bearer: [] }],
        body: AuditPostBody,
        response: { 201: AuditEntry },
      },
    },
    async (request, reply) => {
      const identity = identityOf(request);
      const body = asRecord(request.body, 'The audit entry');
      const type = typeof body.Type === 'string' ? body.Type.trim() : '';
      const message = typeof body.Message === 'string' ? body.Message : '';
      if (!type || type.length > 100) throw badRequest('Type is required (at most 100 characters)', 'Type');
      if (!message || message.length > 4000)
        throw badRequest('Message is required (at most 4000 characters)', 'Message');
      const row = await db.first(
        db.builder
          .insertInto('AuditLog')
          .values({
            Type: type,
            Message: message,
            UserName: identity.userName,
            Date: new Date().toISOString(),
            Impersonator: identity.impersonatorName ?? null,
            RequestId: String(request.id),
          })
          .returning(['AlId', 'Type', 'Message', 'UserName', 'Date'])
          .compile(),
      );
      return reply.code(201).send(row);
    },
  );

  // GET, as the spec calls it; the admin asks 'Are you sure?' first and sends the newest id it showed.
  app.get(
    '/errorlog/truncate',
    {
      config: { writes: true },
      schema: {
        summary: 'Empty the error log (MoJoAdmin)',
        tags: ['Logs'],
        security: [{ bearer: [] }],
        querystring: TruncateQuery,
        response: { 200: TruncateResult },
      },
    },
    async (request) => {
      const { upTo } = request.query;
      if (upTo !== undefined && !/^\d{1,15}$/.test(upTo))
        throw badRequest(`upTo must be the id of an error log entry, got "${upTo}"`, 'upTo');
      return truncateErrorLog(db, actorOf(request), upTo === undefined ? undefined : Number(upTo));
    },
  );

  // Spec §2 /system-messages: notices "shown to staff in the back office between their dates". Every
  // signed-in staff member reads the current ones (the shell's banner); the records themselves stay Admin's.
  app.get(
    '/systemmessages/current',
    {
      schema: {
        summary: 'The system messages shown to staff now (any signed-in staff member)',
        tags: ['Logs'],
        security: [{ bearer: [] }],
        response: { 200: CurrentSystemMessages },
      },
    },
    async () => currentSystemMessages(db),
  );

  app.get(
    '/systemmessages/archive',
    {
      config: { writes: true },
      schema: {
        summary: 'Archive system messages (administrators)',
        tags: ['Logs'],
        security: [{ bearer: [] }],
        querystring: ArchiveQuery,
        response: { 200: ArchiveResult },
      },
    },
    async (request) => {
      const text = request.query.sId ?? '';
      const ids = text.split(',').map((part) => part.trim());
      if (!ids.every((id) => /^\d{1,15}$/.test(id)))
        throw badRequest(
          `sId must be the id of a system message, or several joined by commas, got "${text.slice(0, 100)}"`,
          'sId',
        );
      const numbers = ids.map(Number);
      const archived = await archiveSystemMessages(db, actorOf(request), numbers);
      return { success: true as const, sId: numbers.length === 1 ? numbers[0] : numbers, archived };
    },
  );
}
