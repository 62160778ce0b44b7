// Custom code (/custom-code, issue 16 item 4; docs/custom-code.md), under /api/v1/mc/custom-code, for Admin and
// MoJoAdmin (site-wide code runs on every public page):
//   GET    /snippets                        the snippets in order; POST one; PUT /snippets/order reorders
//   PUT    /snippets/{CId}                  save (a new version); DELETE marks it deleted
//   GET    /snippets/{CId}/versions         its versions, newest first; GET …/versions/{CvId} one with its code
//   POST   /snippets/{CId}/versions/{CvId}/restore   the version's code saved again as a new version
//   GET    /token-locations                 where a snippet may go (MiscData kind 1)
//   GET    /page-css, GET|PUT /page-css/{CId}
//   GET|PUT /security-headers               the rules (validated: 422 naming the rule), and the CSP warnings
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { Executor } from '../../platform/db/executor.js';
import { ApiError, coded } from '../../platform/errors.js';
import { NoContent } from '../../../shared/api/common.js';
import { actorOf, identityOf } from '../../platform/plugins/authenticate.js';
import { requireAdmin } from '../../platform/http/access.js';
import { listCodeVersions, readCodeVersion } from '../code-items.js';
import { validateHeaderRules } from '../header-rules.js';
import { headersFeatureOn, readHeaderRules, writeHeaderRules } from '../header-rules-store.js';
import { listPageCss, readPageCss, savePageCss } from '../page-css.js';
import { snippetWarnings } from '../snippet-csp.js';
import {
  createSnippet,
  deleteSnippet,
  listSnippets,
  listTokenLocations,
  orderSnippets,
  readSnippet,
  updateSnippet,
} from '../snippets.js';
import {
  CIdParams,
  CodeVersion,
  CodeVersionDetail,
  PageCss,
  PageCssBody,
  SecurityHeaders,
  SecurityHeadersBody,
  Snippet,
  SnippetBody,
  SnippetOrderBody,
  TokenLocation,
  VersionParams,
} from '../../../shared/api/custom-code.js';
import { withSchemaTypes } from '../../platform/http/schema-types.js';

const WHAT = 'Custom code';

export function registerCustomCodeRoutes(scope: FastifyInstance, deps: { db: Executor }) {
  const app = withSchemaTypes(scope);
  const { db } = deps;
  app.addHook('preHandler', async (request) => requireAdmin(identityOf(request), WHAT));
  const schema = (summary: string) => ({ summary, tags: ['Custom code'], security: [{ bearer: [] }] });

  const securityHeaders = async () => {
    const rules = await readHeaderRules(db);
    const snippets = await listSnippets(db);
    return {
      rules,
      featureOn: await headersFeatureOn(db),
      warnings: snippetWarnings(
        rules,
        snippets.map((s) => ({ ...s, code: s.code })),
      ),
    };
  };

  app.get(
    '/snippets',
    { schema: { ...schema('The site-wide snippets in order'), response: { 200: Type.Array(Snippet) } } },
    async () => listSnippets(db),
  );
  app.post(
    '/snippets',
    { schema: { ...schema('Create a snippet'), body: SnippetBody, response: { 201: Snippet } } },
    async (request, reply) => {
      reply.code(201);
      return createSnippet(db, actorOf(request), request.body);
    },
  );
  app.put(
    '/snippets/order',
    {
      schema: {
        ...schema('Put the snippets in this order'),
        body: SnippetOrderBody,
        response: { 200: Type.Array(Snippet) },
      },
    },
    async (request) => orderSnippets(db, actorOf(request), request.body.CIds),
  );
  app.get(
    '/snippets/:CId',
    { schema: { ...schema('One snippet'), params: CIdParams, response: { 200: Snippet } } },
    async (request) => readSnippet(db, request.params.CId),
  );
  app.put(
    '/snippets/:CId',
    {
      schema: {
        ...schema('Save a snippet (keeps a version)'),
        params: CIdParams,
        body: SnippetBody,
        response: { 200: Snippet },
      },
    },
    async (request) => updateSnippet(db, actorOf(request), request.params.CId, request.body),
  );
  app.delete(
    '/snippets/:CId',
    {
      schema: {
        ...schema('Delete a snippet (marked deleted; its versions stay)'),
        params: CIdParams,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      await deleteSnippet(db, actorOf(request), request.params.CId);
      return reply.code(204).send();
    },
  );
  app.get(
    '/snippets/:CId/versions',
    {
      schema: {
        ...schema('A snippet’s versions, newest first'),
        params: CIdParams,
        response: { 200: Type.Array(CodeVersion) },
      },
    },
    async (request) => {
      const { CId } = request.params;
      await readSnippet(db, CId);
      return listCodeVersions(db, CId);
    },
  );
  app.get(
    '/snippets/:CId/versions/:CvId',
    {
      schema: {
        ...schema('One version of a snippet, with its code'),
        params: VersionParams,
        response: { 200: CodeVersionDetail },
      },
    },
    async (request) => {
      const { CId, CvId } = request.params;
      await readSnippet(db, CId);
      return readCodeVersion(db, CId, CvId);
    },
  );
  app.post(
    '/snippets/:CId/versions/:CvId/restore',
    {
      schema: {
        ...schema('Restore a version’s code (saved as a new version)'),
        params: VersionParams,
        response: { 200: Snippet },
      },
    },
    async (request) => {
      const { CId, CvId } = request.params;
      const current = await readSnippet(db, CId);
      const version = await readCodeVersion(db, CId, CvId);
      if (current.tokenLocationId == null)
        throw coded(422, 'code.restoreWithoutLocation', { id: CId }, 'tokenLocationId');
      return updateSnippet(
        db,
        actorOf(request),
        CId,
        {
          CTitle: current.CTitle,
          code: version.source,
          tokenLocationId: current.tokenLocationId,
          enabled: current.enabled,
        },
        `Restored version ${CvId}`,
      );
    },
  );
  app.get(
    '/token-locations',
    {
      schema: {
        ...schema('The token locations a snippet may be placed in (MiscData kind 1)'),
        response: { 200: Type.Array(TokenLocation) },
      },
    },
    async () => listTokenLocations(db),
  );

  app.get(
    '/page-css',
    { schema: { ...schema('The content items that have page CSS'), response: { 200: Type.Array(PageCss) } } },
    async () => listPageCss(db),
  );
  app.get(
    '/page-css/:CId',
    {
      schema: {
        ...schema('One content item’s page CSS (empty when it has none)'),
        params: CIdParams,
        response: { 200: PageCss },
      },
    },
    async (request) => readPageCss(db, request.params.CId),
  );
  app.put(
    '/page-css/:CId',
    {
      schema: {
        ...schema('Save one content item’s page CSS'),
        params: CIdParams,
        body: PageCssBody,
        response: { 200: PageCss },
      },
    },
    async (request) => savePageCss(db, actorOf(request), request.params.CId, request.body.css),
  );

  app.get(
    '/security-headers',
    {
      schema: {
        ...schema('The custom security header rules and the snippets’ CSP warnings'),
        response: { 200: SecurityHeaders },
      },
    },
    securityHeaders,
  );
  app.put(
    '/security-headers',
    {
      schema: {
        ...schema('Replace the custom security header rules (validated)'),
        body: SecurityHeadersBody,
        response: { 200: SecurityHeaders },
      },
    },
    async (request) => {
      const { rules } = request.body;
      const problems = validateHeaderRules(rules);
      // Every problem in the English message; the first one's code, which the admin words, as the field it names is the one marked.
      const [first] = problems;
      if (first)
        throw new ApiError(
          422,
          problems.map((p) => p.message).join('; '),
          `rules.${first.index}.${first.field}`,
          {},
          undefined,
          first.code,
          first.params,
        );
      await writeHeaderRules(db, actorOf(request), rules);
      return securityHeaders();
    },
  );
}
