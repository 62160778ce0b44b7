// Previews (issue 28; docs/preview.md):
//   signed in, under /api/v1/mc/preview:
//     POST   /links        { kind, id, share? }  a signed link to the page (live, draft or version) for someone who may open it
//     GET    /links?CId=   the page's shared links, newest first
//     DELETE /links/{id}   revoke a shared link (audited)
//     GET    /live/{CId}   the page's address on the public site, or null while it is not live
//   signed out: GET /preview/{kind}/{id}?exp&link&sig  the page as visitors will see it (403 changed, 410 expired or revoked)
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { Executor } from '../platform/db/executor.js';
import { actorOf, identityOf } from '../platform/plugins/authenticate.js';
import { loadPage } from '../editor/index.js';
import { previewHeaders } from './preview-headers.js';
import {
  createSharedLink,
  listSharedLinks,
  previewPath,
  readSharedLink,
  requireStanding,
  revokeSharedLink,
  STAFF_LINK_SECONDS,
  verifyPreview,
} from './preview-links.js';
import { loadTarget, targetContentId, type PreviewTarget } from './preview-target.js';
import type { RenderCache } from './render-cache.js';
import { renderPage } from './render-page.js';
import { liveAddress } from './live-address.js';
import type { LinkKey } from '../documents/index.js';
import {
  LivePageAddress,
  LivePageParams,
  PreviewLink,
  PreviewLinkBody,
  PreviewLinkParams,
  PreviewLinksQuery,
  PreviewPageParams,
  PreviewPageQuery,
  SharedPreviewLink,
  type PreviewKind,
} from '../../shared/api/preview.js';
import { withSchemaTypes } from '../platform/http/schema-types.js';

export interface PreviewDeps {
  db: Executor;
  /** PUBLIC_URL: the public site's address when Site Setup has none. */
  publicUrl: string;
  renders: RenderCache;
  key: LinkKey;
  linkHours: number;
  now: () => number;
  /** Throws a 429 when this address has opened too many previews lately (the public path only). */
  limitByAddress: (request: FastifyRequest) => Promise<void>;
}

const targetOf = (kind: PreviewKind, id: number): PreviewTarget =>
  kind === 'version' ? { kind, cvId: id } : { kind, cId: id };

export function registerPreviewRoutes(scope: FastifyInstance, deps: PreviewDeps) {
  const app = withSchemaTypes(scope);
  const { db, key } = deps;
  const schema = (summary: string) => ({ summary, tags: ['Preview'], security: [{ bearer: [] }] });

  app.post(
    '/links',
    {
      schema: {
        ...schema(
          'A signed link to a page as visitors will see it (live, its draft, or a version); shared links are stored and audited',
        ),
        body: PreviewLinkBody,
        response: { 200: PreviewLink },
      },
    },
    async (request) => {
      const body = request.body;
      const target = targetOf(body.kind, body.id);
      // Only someone who may open the page in the editor may preview it (403 / 404 otherwise).
      const { page } = await loadPage(db, identityOf(request), await targetContentId(db, target));
      const cId = Number(page.content.CId);
      if (body.share) {
        const link = await createSharedLink(
          db,
          actorOf(request),
          key,
          cId,
          String(page.content.CTitle ?? ''),
          target,
          deps.linkHours,
          deps.now(),
        );
        return { url: link.url, expiresAt: link.expiresAt, id: link.id };
      }
      const expires = Math.floor(deps.now() / 1000) + STAFF_LINK_SECONDS;
      return {
        url: previewPath(key, target, expires, null),
        expiresAt: new Date(expires * 1000).toISOString(),
        id: null,
      };
    },
  );

  app.get(
    '/live/:CId',
    {
      schema: {
        ...schema('Where a page is on the public site (for “Open live page”), or null while it is not live'),
        params: LivePageParams,
        response: { 200: LivePageAddress },
      },
    },
    async (request) => {
      const { page } = await loadPage(db, identityOf(request), request.params.CId);
      return { url: await liveAddress(db, page, deps.publicUrl) };
    },
  );

  app.get(
    '/links',
    {
      schema: {
        ...schema('The shared preview links of a page, newest first'),
        querystring: PreviewLinksQuery,
        response: { 200: Type.Array(SharedPreviewLink) },
      },
    },
    async (request) => {
      const { CId } = request.query;
      await loadPage(db, identityOf(request), CId);
      return listSharedLinks(db, key, CId);
    },
  );

  app.delete(
    '/links/:id',
    {
      schema: {
        ...schema('Revoke a shared preview link: it is refused from then on (410); audited'),
        params: PreviewLinkParams,
        response: { 200: SharedPreviewLink },
      },
    },
    async (request) => {
      const { id } = request.params;
      await loadPage(db, identityOf(request), (await readSharedLink(db, key, id)).CId);
      return revokeSharedLink(db, actorOf(request), key, id, deps.now());
    },
  );
}

export function registerPreviewPage(scope: FastifyInstance, deps: PreviewDeps) {
  const app = withSchemaTypes(scope);
  const doc = {
    summary:
      'A page as visitors will see it, through a signed preview link: 403 when the link was changed, 410 once it expired or was revoked',
    tags: ['Public site'],
  };
  app.get(
    '/preview/:kind/:id',
    {
      schema: {
        ...doc,
        params: PreviewPageParams,
        querystring: PreviewPageQuery,
        response: {
          200: { description: 'The page (HTML).', content: { 'text/html': { schema: { type: 'string' } } } },
          422: {
            description: 'A template of the page has an error: a page naming it, with the line and column (HTML).',
            content: { 'text/html': { schema: { type: 'string' } } },
          },
        },
      },
    },
    async (request, reply) => {
      await deps.limitByAddress(request);
      const target = targetOf(request.params.kind, request.params.id);
      const link = verifyPreview(deps.key, target, request.query, deps.now());
      if (link !== null) await requireStanding(deps.db, link, target);
      const loaded = await loadTarget(deps.db, target);
      const rendered = await renderPage(await deps.renders.siteParts(), loaded);
      // A template error is shown with its place (422), never as a blank page.
      // The page's own origin, named outright: a sandboxed page's 'self' is not its server in every browser. Only a plain host:port is put in the header.
      const origin = /^[a-z0-9.-]+(:\d{1,5})?$/i.test(request.host)
        ? `${request.protocol}://${request.host}`
        : "'self'";
      return reply
        .code(rendered.ok ? 200 : 422)
        .headers(previewHeaders(origin))
        .send(rendered.html);
    },
  );
}
