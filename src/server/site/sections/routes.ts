// GET /api/v1/mc/sections/{TId}/content: the content linked to a tag, paged
// and filtered like the generic list (docs/editor-api.md "Site tools");
// the rules are in site/sections/section-content.ts. GET /names/{kind} and
// /events-grouped: what the section lists show besides their rows
// (site/sections/section-lookups.ts).
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../platform/db/executor.js';
import { identityOf } from '../../platform/plugins/authenticate.js';
import { requireMaintenanceAccess } from '../../platform/http/access.js';
import { sectionPage, sectionQuery, sectionRows } from './section-content.js';
import { EventsGroupedAnswer, ListedNamesAnswer, NameKindParams, SectionParams } from '../../../shared/api/site.js';
import { eventsGrouped, listedNames } from './section-lookups.js';
import { ListQuery, PAGINATION_HEADER } from '../../../shared/api/generic.js';
import { withSchemaTypes } from '../../platform/http/schema-types.js';
import { sendPage } from '../../platform/data/record-reader.js';

const JSON_TYPE = 'application/json; charset=utf-8';

/** Register under /api/v1/mc/sections with the authenticate hook. */
export function registerSectionRoutes(scope: FastifyInstance, deps: { db: Executor }) {
  const app = withSchemaTypes(scope);
  app.get(
    '/:tId/content',
    {
      schema: {
        summary: 'The content of a section (tag), as the generic list',
        tags: ['Site tools'],
        security: [{ bearer: [] }],
        params: SectionParams,
        querystring: ListQuery,
        response: { 200: { type: 'array', items: { type: 'object' }, headers: { 'x-pagination': PAGINATION_HEADER } } },
      },
    },
    async (request, reply) => {
      const identity = identityOf(request);
      requireMaintenanceAccess(identity);
      const { plan, pageNumber } = await sectionQuery(deps.db, identity, request.params.tId, request.query);
      if (pageNumber === undefined) return reply.type(JSON_TYPE).send(Readable.from(await sectionRows(deps.db, plan)));
      const page = await sectionPage(deps.db, plan, pageNumber);
      return reply
        .code(200)
        .type(JSON_TYPE)
        .send(sendPage(reply, page, page.body));
    },
  );

  const doc = (summary: string) => ({ summary, tags: ['Site tools'], security: [{ bearer: [] }] });
  app.get(
    '/names/:kind',
    {
      schema: {
        ...doc('The names of the blog’s tags (5) or authors (6), for the section lists'),
        params: NameKindParams,
        response: { 200: ListedNamesAnswer },
      },
    },
    async (request) => {
      requireMaintenanceAccess(identityOf(request));
      return listedNames(deps.db, request.params.kind);
    },
  );
  app.get(
    '/events-grouped',
    {
      schema: {
        ...doc('Whether the Events list is grouped by category (feature tag 16)'),
        response: { 200: EventsGroupedAnswer },
      },
    },
    async (request) => {
      requireMaintenanceAccess(identityOf(request));
      return { grouped: await eventsGrouped(deps.db) };
    },
  );
}
