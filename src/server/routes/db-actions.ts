// Entity-specific calls under the generic base (contract §6):
// auditlog/post, errorlog/truncate, systemmessages/archive.
import type { FastifyInstance } from 'fastify';
import { hasRole, isSuperAdmin } from '../../shared/roles.js';
import { dialectOf } from '../db/dialect.js';
import type { Executor } from '../db/executor.js';
import { entity } from '../data/entities.js';
import { asRecord } from '../data/write-values.js';
import type { Writes } from '../data/writes.js';
import { badRequest, forbidden, notFound } from '../errors.js';
import { identityOf } from '../plugins/authenticate.js';
import type { Identity } from '../data/identity.js';
import { ArchiveQuery, AuditEntry, AuditPostBody, Success } from '../../shared/api/ops.js';

const isAdmin = (i: Identity) => isSuperAdmin(i.roles) || hasRole(i.roles, 'Admin');

export function registerDbActions(app: FastifyInstance, deps: { db: Executor; writes: Writes }) {
  const { db } = deps;

  // Any signed-in staff member may append an entry; who and when are the server's to say.
  app.post('/auditlog/post', { config: { bodyErrorStatus: 400 }, schema: { summary: 'Append an audit entry', tags: ['Logs'], security: [{ bearer: [] }], body: AuditPostBody, response: { 201: AuditEntry } } }, async (request, reply) => {
    const identity = identityOf(request);
    const body = asRecord(request.body, 'The audit entry');
    const type = typeof body.Type === 'string' ? body.Type.trim() : '';
    const message = typeof body.Message === 'string' ? body.Message : '';
    if (!type || type.length > 100) throw badRequest('Type is required (at most 100 characters)', 'Type');
    if (!message || message.length > 4000) throw badRequest('Message is required (at most 4000 characters)', 'Message');
    const row = await db.first(
      db.builder
        .insertInto('AuditLog')
        .values({
          Type: type,
          Message: message,
          UserName: identity.userName,
          Date: new Date().toISOString(),
          Impersonator: identity.impersonatorId ?? null,
          RequestId: String(request.id),
        })
        .returning(['AlId', 'Type', 'Message', 'UserName', 'Date'])
        .compile(),
    );
    return reply.code(201).send(row);
  });

  app.get('/errorlog/truncate', { schema: { summary: 'Empty the error log (administrators)', tags: ['Logs'], security: [{ bearer: [] }], response: { 200: Success } } }, async (request) => {
    if (!isAdmin(identityOf(request))) throw forbidden('Only administrators may clear the error log');
    const { changes } = await db.run(db.builder.deleteFrom(entity('ErrorLog').table).compile());
    return { success: true, deleted: changes };
  });

  app.get('/systemmessages/archive', { schema: { summary: 'Archive a system message (administrators)', tags: ['Logs'], security: [{ bearer: [] }], querystring: ArchiveQuery, response: { 200: Success } } }, async (request) => {
    if (!isAdmin(identityOf(request))) throw forbidden('Only administrators may archive system messages');
    const sId = Number((request.query as Record<string, unknown>).sId);
    if (!Number.isSafeInteger(sId)) throw badRequest('sId must be the id of a system message', 'sId');
    const { changes } = await db.run(
      db.builder.updateTable('SystemMessages').set({ SArchived: dialectOf(db).bool(true) }).where('SId', '=', sId).compile(),
    );
    if (!changes) throw notFound(`System message ${sId} was not found`);
    return { success: true, sId };
  });
}
