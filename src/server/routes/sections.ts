// GET /api/v1/mc/sections/{TId}/content: the content linked to a tag, paged
// and filtered like the generic list (docs/editor-api.md "Site tools");
// the rules are in site/section-content.ts.
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Executor } from '../db/executor.js';
import { identityOf } from '../plugins/authenticate.js';
import { requireMaintenanceAccess } from '../site/access.js';
import { sectionPage, sectionQuery, sectionRows } from '../site/section-content.js';
import { SectionParams } from '../../shared/api/site.js';
import { ListQuery, PAGINATION_HEADER } from '../../shared/api/generic.js';

const JSON_TYPE = 'application/json; charset=utf-8';
type Req = FastifyRequest<{ Params: { tId: string }; Querystring: Record<string, unknown> }>;

/** Register under /api/v1/mc/sections with the authenticate hook. */
export function registerSectionRoutes(app: FastifyInstance, deps: { db: Executor }) {
  app.get('/:tId/content', { schema: { summary: 'The content of a section (tag), as the generic list', tags: ['Site tools'], security: [{ bearer: [] }], params: SectionParams, querystring: ListQuery, response: { 200: { type: 'array', items: { type: 'object' }, headers: { 'x-pagination': PAGINATION_HEADER } } } } }, async (request: Req, reply) => {
    const identity = identityOf(request);
    requireMaintenanceAccess(identity);
    const { plan, pageNumber } = await sectionQuery(deps.db, identity, request.params.tId, request.query);
    if (pageNumber === undefined) return reply.type(JSON_TYPE).send(Readable.from(await sectionRows(deps.db, plan)));
    const page = await sectionPage(deps.db, plan, pageNumber);
    reply.header('x-pagination', JSON.stringify(page.pagination));
    return reply.code(200).type(JSON_TYPE).send(page.body);
  });
}
