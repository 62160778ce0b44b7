// The generic data interface /api/v1/db/{entity} (spec §7, contract §2):
// HTTP in, data layer calls, HTTP out. The rules live in data/.
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Executor } from '../db/executor.js';
import { entityByUrlName } from '../data/entities.js';
import { keyFromUrl, keysFromUrl } from '../data/keys.js';
import { parseListParams } from '../data/list-params.js';
import type { Reads } from '../data/reads.js';
import type { Writes } from '../data/writes.js';
import { actorOf, identityOf } from '../plugins/authenticate.js';

type Params = { entity: string; key: string; keys: string };
type Req = FastifyRequest<{ Params: Params; Querystring: Record<string, unknown> }>;

const JSON_TYPE = 'application/json; charset=utf-8';

export function registerDbRoutes(app: FastifyInstance, deps: { db: Executor; reads: Reads; writes: Writes }) {
  const { db, reads, writes } = deps;
  const entityOf = (r: Req) => entityByUrlName(r.params.entity);
  const json = (reply: FastifyReply, status: number, body: string) => reply.code(status).type(JSON_TYPE).send(body);

  app.get('/:entity', async (request: Req, reply) => {
    const params = parseListParams(entityOf(request), request.query);
    if (params.pageNumber === undefined) {
      // Every row, streamed (CSV export and the spec's unpaged reads).
      return reply.type(JSON_TYPE).send(Readable.from(await reads.all(identityOf(request), params)));
    }
    const page = await reads.page(identityOf(request), params);
    reply.header('x-pagination', JSON.stringify(page.pagination));
    return json(reply, 200, page.body);
  });

  app.get('/:entity/:key', async (request: Req, reply) => {
    const entity = entityOf(request);
    const found = await reads.one(identityOf(request), entity, keyFromUrl(entity, request.params.key, db.dialect));
    reply.header('etag', found.etag);
    if (request.headers['if-none-match'] === found.etag) return reply.code(304).send();
    return json(reply, 200, found.body);
  });

  app.post('/:entity', async (request: Req, reply) => json(reply, 201, await writes.create(actorOf(request), entityOf(request), request.body)));
  app.post('/:entity/all', async (request: Req, reply) => json(reply, 201, await writes.createMany(actorOf(request), entityOf(request), request.body)));
  app.post('/:entity/batch', async (request: Req, reply) => json(reply, 200, await writes.batch(actorOf(request), entityOf(request), request.body)));
  app.put('/:entity/all', async (request: Req, reply) => json(reply, 200, await writes.updateMany(actorOf(request), entityOf(request), request.body)));

  const update = (replace: boolean) => async (request: Req, reply: FastifyReply) => {
    const entity = entityOf(request);
    const ifMatch = request.headers['if-match'];
    const result = await writes.update(actorOf(request), entity, keyFromUrl(entity, request.params.key, db.dialect), request.body, {
      replace,
      ifMatch: typeof ifMatch === 'string' ? ifMatch : undefined,
    });
    reply.header('etag', result.etag);
    return json(reply, 200, result.body);
  };
  app.patch('/:entity/:key', update(false));
  app.put('/:entity/:key', update(true));

  app.delete('/:entity/all/:keys', async (request: Req, reply) => {
    const entity = entityOf(request);
    await writes.deleteMany(actorOf(request), entity, keysFromUrl(entity, request.params.keys, db.dialect));
    return reply.code(204).send();
  });
  app.delete('/:entity/:key', async (request: Req, reply) => {
    const entity = entityOf(request);
    await writes.delete(actorOf(request), entity, keyFromUrl(entity, request.params.key, db.dialect));
    return reply.code(204).send();
  });
}
