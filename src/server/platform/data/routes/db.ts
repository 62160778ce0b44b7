// The generic data interface /api/v1/db/{entity} (spec §7, contract §2):
// HTTP in, data layer calls, HTTP out. The rules live in data/.
//
// Routes are registered per entity, each with the entity's generated schemas
// (api-schemas.generated.ts): Fastify checks the bodies and the list query
// before the data layer is reached, and the OpenAPI document lists every
// entity's calls with their records. Entity names match case-insensitively
// (the router's caseSensitive: false, app.ts); an unknown one is a 404 from
// the not-found handler (plugins/errors.ts).
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { API_SCHEMAS, type ApiSchemaEntity } from '../../../../shared/generated/api-schemas.generated.js';
import { ETAG_HEADER, KeyParams, KeysParams, ListQuery, PAGINATION_HEADER } from '../../../../shared/api/generic.js';
import type { EntityMeta } from '../../../../shared/schema-model.js';
import type { Executor } from '../../db/executor.js';
import { allEntities } from '../entities.js';
import { keyFromUrl, keysFromUrl } from '../keys.js';
import { listParamsOfUrl } from '../list-params.js';
import type { Reads } from '../reads.js';
import { sendPage } from '../record-reader.js';
import type { Writes } from '../writes.js';
import { actorOf, identityOf } from '../../plugins/authenticate.js';
import { isUndoable, UNDO_TOKEN_HEADER } from '../undo.js';
import { CONTENT_KIND_NAMES, type ContentKindName } from '../../../../shared/content-kinds.js';
import { withSchemaTypes } from '../../http/schema-types.js';
import { fromReplica, streamFromReplica } from '../../http/replica-reads.js';
import { notModified } from '../../http/conditional.js';

// The generic interface's schemas are generated JSON Schema per entity (not TypeBox), so its handlers say what they read.
type Req = FastifyRequest<{
  Params: { key: string; keys: string };
  Querystring: { kind?: ContentKindName } & Record<string, unknown>;
}>;

const JSON_TYPE = 'application/json; charset=utf-8';

/** Who writes, marked as writing through this interface: a feature's guard may hold such writes to its own rules. */
const genericActor = (request: FastifyRequest) => ({ ...actorOf(request), via: 'generic' as const });
const security = [{ bearer: [] }];

export function registerDbRoutes(scope: FastifyInstance, deps: { db: Executor; reads: Reads; writes: Writes }) {
  const app = withSchemaTypes(scope);
  for (const entity of allEntities()) registerEntityRoutes(app, entity, deps);
}

function registerEntityRoutes(
  scope: FastifyInstance,
  entity: EntityMeta,
  { db, reads, writes }: { db: Executor; reads: Reads; writes: Writes },
) {
  const app = withSchemaTypes(scope);
  const schemas = API_SCHEMAS[entity.name as ApiSchemaEntity];
  const base = `/${entity.name}`;
  const tags = [entity.name];
  const json = (reply: FastifyReply, status: number, body: string) => reply.code(status).type(JSON_TYPE).send(body);
  const key = (request: { params: { key: string } }) => keyFromUrl(entity, request.params.key, db.dialect);
  const record = schemas.record;
  const records = { type: 'array', items: record };
  // Content's single-record writes take the screens' precondition ?kind= (content-kind-check.ts, decision 0094).
  const kindQuery =
    entity.name === 'Content'
      ? {
          querystring: {
            type: 'object',
            properties: {
              kind: {
                type: 'string',
                enum: CONTENT_KIND_NAMES,
                description:
                  'Write only if the record is of this kind (a banner: type 65; a microsite: type 57; a career: type 6 under tag 214); else 409 and nothing changes.',
              },
            },
          },
        }
      : {};
  const kindOf = (request: Req) => request.query.kind;

  app.get(
    base,
    {
      schema: {
        summary: `List ${entity.labelPlural}`,
        description: 'With pageNumber: one page and the x-pagination header. Without it: every matching row, streamed.',
        tags,
        security,
        querystring: ListQuery,
        response: { 200: { ...records, headers: { 'x-pagination': PAGINATION_HEADER } } },
      },
    },
    async (request, reply) => {
      const params = listParamsOfUrl(entity, request.url, request.query);
      // A list is a read the replica may answer (http/replica-reads.ts), the stream of an unpaged one too.
      if (params.pageNumber === undefined) {
        // Every row (CSV export and the spec's unpaged reads): a small result as one body, a larger one streamed.
        const rows = await fromReplica(request, () => reads.all(identityOf(request), params));
        return reply
          .type(JSON_TYPE)
          .send(typeof rows === 'string' ? rows : Readable.from(streamFromReplica(request, rows)));
      }
      const page = await fromReplica(request, () => reads.page(identityOf(request), params));
      return json(reply, 200, sendPage(reply, page, page.body));
    },
  );

  app.get(
    `${base}/:key`,
    {
      // Plain reads of it are answered before routing, as this handler answers them (http/direct-reads.ts).
      config: { directRead: entity },
      schema: {
        summary: `One ${entity.label}`,
        tags,
        security,
        params: KeyParams,
        response: {
          200: { ...record, headers: { etag: ETAG_HEADER } },
          304: {
            ...Type.Null({ description: 'Not modified (If-None-Match matched the ETag).' }),
            headers: { etag: ETAG_HEADER },
          },
        },
      },
    },
    async (request, reply) => {
      const found = await fromReplica(request, () => reads.one(identityOf(request), entity, key(request)));
      reply.header('etag', found.etag);
      if (notModified(request.headers['if-none-match'], found.etag)) return reply.code(304).send();
      return json(reply, 200, found.body);
    },
  );

  const write = (summary: string, body: object, status: number, answer: object) => ({
    schema: { summary, tags, security, body, response: { [status]: answer } },
  });
  app.post(base, write(`Create a ${entity.label}`, schemas.create, 201, record), async (request: Req, reply) =>
    json(reply, 201, await writes.create(genericActor(request), entity, request.body)),
  );
  app.post(
    `${base}/all`,
    write(
      `Create several ${entity.labelPlural} (all or nothing)`,
      { type: 'array', items: schemas.create },
      201,
      records,
    ),
    async (request: Req, reply) =>
      json(reply, 201, await writes.createMany(genericActor(request), entity, request.body)),
  );
  const batchBody = {
    description:
      '{creates, updates, deletes}, or a list where items with delete:true are deleted, items without a key (or key 0) created and the rest updated; an item\'s forced: "create" | "update" | "delete" names its operation outright and wins over those rules. One transaction.',
    anyOf: [
      {
        type: 'object',
        properties: {
          creates: { type: 'array', items: schemas.create },
          updates: { type: 'array', items: schemas.patch },
          deletes: { type: 'array', description: 'Keys, or records carrying their key fields.' },
        },
        additionalProperties: false,
      },
      { type: 'array', items: { type: 'object' } },
    ],
  };
  const batchAnswer = {
    type: 'object',
    properties: { created: records, updated: records, deleted: { type: 'array', items: { type: 'string' } } },
    required: ['created', 'updated', 'deleted'],
    additionalProperties: false,
  };
  app.post(
    `${base}/batch`,
    write(`Create, update and delete ${entity.labelPlural} in one transaction`, batchBody, 200, batchAnswer),
    async (request: Req, reply) => json(reply, 200, await writes.batch(genericActor(request), entity, request.body)),
  );
  app.put(
    `${base}/all`,
    write(
      `Replace several ${entity.labelPlural} (each with its key; all or nothing)`,
      { type: 'array', items: schemas.replace },
      200,
      records,
    ),
    async (request: Req, reply) =>
      json(reply, 200, await writes.updateMany(genericActor(request), entity, request.body)),
  );

  const update = (replace: boolean) => ({
    schema: {
      summary: replace ? `Replace a ${entity.label}` : `Change fields of a ${entity.label}`,
      description: 'If-Match with the ETag of a GET refuses the write (412) when the record changed since.',
      tags,
      security,
      params: KeyParams,
      ...kindQuery,
      body: replace ? schemas.replace : schemas.patch,
      response: { 200: { ...record, headers: { etag: ETAG_HEADER } } },
    },
  });
  const applyUpdate = (replace: boolean) => async (request: Req, reply: FastifyReply) => {
    const ifMatch = request.headers['if-match'];
    const result = await writes.update(genericActor(request), entity, key(request), request.body, {
      replace,
      ifMatch: typeof ifMatch === 'string' ? ifMatch : undefined,
      kind: kindOf(request),
    });
    reply.header('etag', result.etag);
    return json(reply, 200, result.body);
  };
  app.patch(`${base}/:key`, update(false), applyUpdate(false));
  app.put(`${base}/:key`, update(true), applyUpdate(true));

  // An undoable kind's delete also answers the token its Undo sends back (data/undo.ts, decision 0105).
  const undoHeader = isUndoable(entity)
    ? {
        headers: {
          [UNDO_TOKEN_HEADER]: Type.String({
            description:
              'POST it to /api/v1/mc/undo/{token} within 30 s to restore what was deleted (the same user only).',
          }),
        },
      }
    : {};
  const deleted = (summary: string, params: object, query = {}) => ({
    schema: {
      summary,
      tags,
      security,
      params,
      ...query,
      response: { 204: { ...Type.Null({ description: 'Deleted.' }), ...undoHeader } },
    },
  });
  app.delete(
    `${base}/all/:keys`,
    deleted(`Delete several ${entity.labelPlural} (all or nothing)`, KeysParams),
    async (request: Req, reply) => {
      const undo = await writes.deleteMany(
        genericActor(request),
        entity,
        keysFromUrl(entity, request.params.keys, db.dialect),
      );
      if (undo) reply.header(UNDO_TOKEN_HEADER, undo);
      return reply.code(204).send();
    },
  );
  app.delete(`${base}/:key`, deleted(`Delete a ${entity.label}`, KeyParams, kindQuery), async (request: Req, reply) => {
    const undo = await writes.delete(genericActor(request), entity, key(request), { kind: kindOf(request) });
    if (undo) reply.header(UNDO_TOKEN_HEADER, undo);
    return reply.code(204).send();
  });
}
