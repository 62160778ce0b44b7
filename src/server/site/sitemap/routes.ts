// Sitemap (spec §7 'GET /api/v1/mc/sitemap/regen'; docs/editor-api.md "Site
// tools"): /regen writes the sitemap (sitemap.xml, or an index and its
// sitemap-{n}.xml files past 50,000 URLs) and robots.txt into the storage,
// /tree answers the published page tree, both for Admin and MoJoAdmin under
// /api/v1/mc/sitemap; the public GET /sitemap.xml and /robots.txt serve the
// written files (written on first request when no regen has run yet).
import type { FastifyInstance, FastifyReply } from 'fastify';
import { auditEvent } from '../../platform/data/audit-events.js';
import type { Executor } from '../../platform/db/executor.js';
import { notFound } from '../../platform/errors.js';
import { identityOf } from '../../platform/plugins/authenticate.js';
import { requireAdmin } from '../../platform/http/access.js';
import { livePages } from '../content/live-pages.js';
import { pageTree } from './page-tree.js';
import { publicKey, regenerateSitemap, ROBOTS_FILE, SITEMAP_FILE, sitemapPartFile } from './sitemap-files.js';
import type { Storage, StoredObject } from '../../platform/storage/storage.js';
import { PageTree, RegenResult } from '../../../shared/api/site.js';
import { withSchemaTypes } from '../../platform/http/schema-types.js';

/** A public file's route options: no sign-in, a text answer. */
const publicFile = (summary: string, type: string) => ({
  schema: {
    summary,
    tags: ['Public site'],
    response: { 200: { description: summary, content: { [type.split(';')[0]]: { schema: { type: 'string' } } } } },
  },
});

interface SitemapDeps {
  db: Executor;
  storage: Storage;
  publicUrl: string;
}

/** Register under /api/v1/mc/sitemap with the authenticate hook. */
export function registerSitemapRoutes(scope: FastifyInstance, deps: SitemapDeps) {
  const app = withSchemaTypes(scope);
  app.get(
    '/regen',
    {
      config: { writes: true },
      schema: {
        summary: 'Regenerate sitemap.xml and robots.txt',
        tags: ['Site tools'],
        security: [{ bearer: [] }],
        response: { 200: RegenResult },
      },
    },
    async (request) => {
      const identity = identityOf(request);
      requireAdmin(identity, 'Regenerating the sitemap');
      const result = await regenerateSitemap(deps.db, deps.storage, deps.publicUrl);
      await auditEvent(deps.db, {
        type: 'Sitemap',
        message: `Sitemap regenerated: ${result.urls} URLs`,
        userName: identity.userName,
        requestId: String(request.id),
        impersonator: identity.impersonatorName,
      });
      return result;
    },
  );
  app.get(
    '/tree',
    {
      schema: {
        summary: 'The published page tree',
        tags: ['Site tools'],
        security: [{ bearer: [] }],
        response: { 200: PageTree },
      },
    },
    async (request) => {
      requireAdmin(identityOf(request), 'The sitemap tree');
      return pageTree(await livePages(deps.db));
    },
  );
}

/** The public files, at the site root, without sign-in. */
export function registerPublicSiteFiles(scope: FastifyInstance, deps: SitemapDeps) {
  const app = withSchemaTypes(scope);
  const serve = (file: string, type: string) => async (_request: unknown, reply: FastifyReply) => {
    let object = await deps.storage.get(publicKey(file));
    if (!object) {
      await regenerateSitemap(deps.db, deps.storage, deps.publicUrl);
      object = await deps.storage.get(publicKey(file));
    }
    if (!object) throw notFound(`No ${file}: regenerating it stored nothing`);
    return sendPublic(reply, type, object);
  };
  app.get(`/${SITEMAP_FILE}`, publicFile('The sitemap (or sitemap index)', XML), serve(SITEMAP_FILE, XML));
  app.get(`/${ROBOTS_FILE}`, publicFile('robots.txt', 'text/plain'), serve(ROBOTS_FILE, 'text/plain; charset=utf-8'));
  // The files behind a sitemap index: only as the last regeneration wrote them.
  app.get<{ Params: { part: string } }>(
    '/sitemap-:part(^\\d{1,6}).xml',
    publicFile('A sitemap file behind the index', XML),
    async (request, reply) => {
      const object = await deps.storage.get(publicKey(sitemapPartFile(Number(request.params.part))));
      if (!object) throw notFound(`No sitemap file ${request.url}: the sitemap index lists the ones there are`);
      return sendPublic(reply, XML, object);
    },
  );
}

// Streamed from the storage, never read whole: a part may be 50 MB and crawlers fetch several at once.
// Crawlers may keep a file an hour; a regen is picked up after that at the latest.
const sendPublic = (reply: FastifyReply, type: string, object: StoredObject) =>
  reply
    .header('content-type', type)
    .header('content-length', object.size)
    .header('cache-control', 'public, max-age=3600')
    .send(object.body);

const XML = 'application/xml; charset=utf-8';
