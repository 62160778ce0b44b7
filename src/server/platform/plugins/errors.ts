// One error shape for every answer (contract §3). Unexpected failures are
// stored in ErrorLog and answered with its id; no stack leaves the server.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Executor } from '../db/executor.js';
import { ApiError, fromDatabaseError } from '../errors.js';
import { fromValidation } from '../http/validation-errors.js';
import { isEntityName } from '../data/entities.js';

export function registerErrorHandling(app: FastifyInstance, db: Executor) {
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    // The generic interface has a route per entity: a path under it that matches none names an unknown entity.
    const entityName = /^\/api\/v1\/db\/([^/]+)/i.exec(path)?.[1];
    const known = entityName !== undefined && isEntityName(decodeURIComponent(entityName));
    const e = new ApiError(
      404,
      entityName !== undefined && !known
        ? `Unknown entity "${decodeURIComponent(entityName)}"`
        : `No route for ${request.method} ${path}`,
    );
    reply.code(404).send(e.body());
  });

  app.setErrorHandler(async (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const known =
      error instanceof ApiError
        ? error
        : (fromValidation(error, request) ?? fromDatabaseError(error) ?? fromFastify(error));
    if (known) {
      for (const [k, v] of Object.entries(known.headers)) reply.header(k, v);
      return reply.code(known.status).send(known.body());
    }
    request.log.error({ err: error, url: request.url }, 'unexpected error'); // the request's logger adds reqId
    const id = await logError(db, request, error).catch(() => undefined);
    const ref = id !== undefined ? ` (error id ${id})` : '';
    return reply
      .code(500)
      .send(new ApiError(500, `Something went wrong on the server${ref}; the error was logged`).body());
  });
}

// Fastify's own client errors: bad JSON, too large, wrong content type, …
function fromFastify(error: FastifyError): ApiError | undefined {
  const status = error.statusCode ?? 0;
  if (status < 400 || status >= 500) return undefined;
  const message =
    error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
      ? 'The request body is too large'
      : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
        ? 'Send the body as application/json'
        : error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
          ? 'The JSON body is empty'
          : error.message;
  return new ApiError(status, message);
}

async function logError(db: Executor, request: FastifyRequest, error: Error): Promise<number | undefined> {
  const identity = (request as { identity?: { userName: string } }).identity;
  const row = await db.first<{ ElId: number }>(
    db.builder
      .insertInto('ErrorLog')
      .values({
        ElMessage: String(error.message).slice(0, 4000),
        ElStack: String(error.stack ?? '').slice(0, 16000),
        ElPath: request.url.slice(0, 400),
        ElMethod: request.method,
        ElStatus: 500,
        ElUserName: identity?.userName ?? null,
        ElRequestId: String(request.id),
        ElDate: new Date().toISOString(),
      })
      .returning(sql<number>`"ElId"`.as('ElId'))
      .compile(),
  );
  return row?.ElId;
}
