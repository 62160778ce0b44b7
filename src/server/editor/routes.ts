// The editor's calls /api/v1/mc/editor/... (docs/editor-api.md): pages read
// and saved as one unit with their blocks, versions and drafts, copies and
// new pages. HTTP in and out only; the rules live in src/server/editor/.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Executor } from '../platform/db/executor.js';
import { actorOf, identityOf } from '../platform/plugins/authenticate.js';
import { requireMaintenance } from './access.js';
import { mayReadHistory } from '../../shared/history-access.js';
import { MAINTENANCE_ROLES } from '../../shared/roles.js';
import { addPage } from './add.js';
import { listDrafts } from './drafts.js';
import { duplicatePage } from './duplicate.js';
import { loadPage } from './page.js';
import type { Published } from './publish.js';
import { savePage } from './save.js';
import { requireIfMatch } from './stale.js';
import { discardDraft, getVersion, listVersions, publishDraft, restoreVersion } from './versions.js';
import { Type } from 'typebox';
import {
  AddPage,
  CIdParams,
  CvIdParams,
  DraftSummary,
  DuplicateQuery,
  PageAnswer,
  PageSave,
  VersionDetail,
  VersionSummary,
} from '../../shared/api/editor.js';
import { NoContent } from '../../shared/api/common.js';
import { withSchemaTypes } from '../platform/http/schema-types.js';

const sendPage = (reply: FastifyReply, status: number, result: Published) =>
  reply.code(status).header('etag', result.etag).send(result.page);

export function registerEditorRoutes(scope: FastifyInstance, deps: { db: Executor }) {
  const app = withSchemaTypes(scope);
  const { db } = deps;
  // Reading a page and its versions is also a read-only account's (shared/history-access.ts); its writes are
  // refused before this by the read-only guard (http/read-only.ts), the GET /duplicate included.
  app.addHook('preHandler', async (request) => {
    const identity = identityOf(request);
    if (request.method === 'GET' && mayReadHistory(identity, MAINTENANCE_ROLES)) return;
    requireMaintenance(identity);
  });

  app.get(
    '/page/:cId',
    {
      schema: {
        summary: 'A page with its blocks, links and versions',
        tags: ['Editor'],
        security: [{ bearer: [] }],
        params: CIdParams,
        response: { 200: PageAnswer },
      },
    },
    async (request, reply) => sendPage(reply, 200, await loadPage(db, identityOf(request), request.params.cId)),
  );

  app.put(
    '/page/:cId',
    {
      schema: {
        summary: 'Publish or save a draft of a page (If-Match required)',
        tags: ['Editor'],
        security: [{ bearer: [] }],
        params: CIdParams,
        body: PageSave,
        response: { 200: PageAnswer },
      },
    },
    async (request, reply) => {
      const cId = request.params.cId;
      const ifMatch = requireIfMatch(request.headers['if-match']);
      return sendPage(reply, 200, await savePage(deps, actorOf(request), cId, ifMatch, request.body));
    },
  );

  app.get(
    '/versions/:cId',
    {
      schema: {
        summary: 'A page’s versions',
        tags: ['Editor'],
        security: [{ bearer: [] }],
        params: CIdParams,
        response: { 200: Type.Array(VersionSummary) },
      },
    },
    async (request) => listVersions(db, identityOf(request), request.params.cId),
  );
  app.get(
    '/version/:cvId',
    {
      schema: {
        summary: 'One version',
        tags: ['Editor'],
        security: [{ bearer: [] }],
        params: CvIdParams,
        response: { 200: VersionDetail },
      },
    },
    async (request) => getVersion(db, identityOf(request), request.params.cvId),
  );

  app.post(
    '/version/:cvId/restore',
    {
      schema: {
        summary: 'Restore a version (If-Match required)',
        tags: ['Editor'],
        security: [{ bearer: [] }],
        params: CvIdParams,
        response: { 200: PageAnswer },
      },
    },
    async (request, reply) => {
      const cvId = request.params.cvId;
      return sendPage(
        reply,
        200,
        await restoreVersion(deps, actorOf(request), cvId, requireIfMatch(request.headers['if-match'])),
      );
    },
  );
  app.post(
    '/version/:cvId/publish',
    {
      schema: {
        summary: 'Publish a draft (If-Match required)',
        tags: ['Editor'],
        security: [{ bearer: [] }],
        params: CvIdParams,
        response: { 200: PageAnswer },
      },
    },
    async (request, reply) => {
      const cvId = request.params.cvId;
      return sendPage(
        reply,
        200,
        await publishDraft(deps, actorOf(request), cvId, requireIfMatch(request.headers['if-match'])),
      );
    },
  );
  app.delete(
    '/version/:cvId',
    {
      schema: {
        summary: 'Discard a draft',
        tags: ['Editor'],
        security: [{ bearer: [] }],
        params: CvIdParams,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      await discardDraft(deps, actorOf(request), request.params.cvId);
      return reply.code(204).send();
    },
  );

  app.get(
    '/drafts',
    {
      schema: {
        summary: 'Pages with a draft',
        tags: ['Editor'],
        security: [{ bearer: [] }],
        response: { 200: Type.Array(DraftSummary) },
      },
    },
    async (request) => listDrafts(db, identityOf(request)),
  );

  app.get(
    '/duplicate',
    {
      config: { writes: true },
      schema: {
        summary: 'Duplicate a page',
        tags: ['Editor'],
        security: [{ bearer: [] }],
        querystring: DuplicateQuery,
        response: { 201: PageAnswer },
      },
    },
    async (request, reply) => {
      const { cId, bPagePicker } = request.query;
      return sendPage(reply, 201, await duplicatePage(deps, actorOf(request), cId, bPagePicker ?? false));
    },
  );

  app.post(
    '/add',
    {
      schema: {
        summary: 'Add a page',
        tags: ['Editor'],
        security: [{ bearer: [] }],
        body: AddPage,
        response: { 201: PageAnswer },
      },
    },
    async (request, reply) => sendPage(reply, 201, await addPage(deps, actorOf(request), request.body)),
  );
}
