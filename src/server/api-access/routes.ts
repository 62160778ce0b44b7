// The API Access screen's calls (issue 13 item 5), under /api/v1/mc/api-access:
// the groups with their endpoints, and one group read, created, saved or
// deleted with its endpoints in one transaction. The rules are in
// api-access/group-store.ts and src/shared/api-access.ts.
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { AgIdParams, ApiGroupList, ApiGroupSaveBody, ApiGroupWithEndpoints } from '../../shared/api/api-access.js';
import { ETAG_HEADER } from '../../shared/api/generic.js';
import { createGroup, deleteGroup, listGroups, readGroup, saveGroup } from './group-store.js';
import type { Executor } from '../platform/db/executor.js';
import { actorOf, identityOf } from '../platform/plugins/authenticate.js';
import { idParam } from '../platform/http/body.js';
import { withSchemaTypes } from '../platform/http/schema-types.js';

const base = { tags: ['API access'], security: [{ bearer: [] }] };
const withEtag = { ...ApiGroupWithEndpoints, headers: { etag: ETAG_HEADER } };

/** Register under /api/v1/mc/api-access with the sign-in hook. */
export function registerApiAccessRoutes(scope: FastifyInstance, { db }: { db: Executor }) {
  const app = withSchemaTypes(scope);
  app.get(
    '',
    { schema: { ...base, summary: 'Every API group with its endpoints (MoJoAdmin)', response: { 200: ApiGroupList } } },
    async (request) => listGroups(db, identityOf(request)),
  );

  app.get(
    '/:agId',
    {
      schema: { ...base, summary: 'An API group with its endpoints', params: AgIdParams, response: { 200: withEtag } },
    },
    async (request, reply) => {
      const { value, etag } = await readGroup(db, identityOf(request), idParam(request.params.agId, 'AgId'));
      reply.header('etag', etag);
      return value;
    },
  );

  app.post(
    '',
    {
      schema: {
        ...base,
        summary: 'Create an API group with its endpoints (one transaction)',
        body: ApiGroupSaveBody,
        response: { 201: withEtag },
      },
    },
    async (request, reply) => {
      const { value, etag } = await createGroup(db, actorOf(request), request.body);
      return reply.code(201).header('etag', etag).send(value);
    },
  );

  app.put(
    '/:agId',
    {
      schema: {
        ...base,
        summary: 'Save an API group and its endpoints (one transaction)',
        description:
          'Endpoints left out are deleted, those without AeId created, the others updated. If-Match with the ETag of the read refuses the save (412) when the group or any endpoint changed since.',
        params: AgIdParams,
        body: ApiGroupSaveBody,
        response: { 200: withEtag },
      },
    },
    async (request, reply) => {
      const ifMatch = request.headers['if-match'];
      const { value, etag } = await saveGroup(
        db,
        actorOf(request),
        idParam(request.params.agId, 'AgId'),
        request.body,
        typeof ifMatch === 'string' ? ifMatch : undefined,
      );
      reply.header('etag', etag);
      return value;
    },
  );

  app.delete(
    '/:agId',
    {
      schema: {
        ...base,
        summary: 'Delete an API group with its endpoints',
        params: AgIdParams,
        response: { 204: Type.Null({ description: 'Deleted.' }) },
      },
    },
    async (request, reply) => {
      await deleteGroup(db, actorOf(request), idParam(request.params.agId, 'AgId'));
      return reply.code(204).send();
    },
  );
}
