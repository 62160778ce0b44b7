// GET /api/v1/mc/redirects/check?url= (docs/editor-api.md "Site tools"):
// where a URL ends up through the Redirect table. Redirects are Admin data
// (schema/entities/Redirect.yaml), so the checker is for Admin and MoJoAdmin.
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../platform/db/executor.js';
import { badRequest } from '../../platform/errors.js';
import { identityOf } from '../../platform/plugins/authenticate.js';
import { requireAdmin } from '../../platform/http/access.js';
import { checkRedirects } from './redirect-check.js';
import { RedirectCheck, RedirectQuery } from '../../../shared/api/site.js';
import { withSchemaTypes } from '../../platform/http/schema-types.js';

/** Register under /api/v1/mc/redirects with the authenticate hook. */
export function registerRedirectCheck(scope: FastifyInstance, deps: { db: Executor; publicUrl: string }) {
  const app = withSchemaTypes(scope);
  app.get<{ Querystring: Record<string, unknown> }>(
    '/check',
    {
      schema: {
        summary: 'Follow a URL through the redirects',
        tags: ['Site tools'],
        security: [{ bearer: [] }],
        querystring: RedirectQuery,
        response: { 200: RedirectCheck },
      },
    },
    async (request) => {
      requireAdmin(identityOf(request), 'The redirect checker');
      const url = request.query.url;
      if (typeof url !== 'string' || !url.trim()) throw badRequest('Give the URL to check: ?url=/some/path', 'url');
      if (url.length > 800) throw badRequest('The URL is longer than 800 characters', 'url');
      return checkRedirects(deps.db, url.trim(), deps.publicUrl);
    },
  );
}
