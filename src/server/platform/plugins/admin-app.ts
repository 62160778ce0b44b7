// Serves the admin app under /maintenance/ (contract §1): its built files
// from dist/, and index.html for every other /maintenance/* path so the app
// shows its own 404. / redirects to /maintenance/.
//
// As a production site would (issue 12 item 5): each file in the encoding the
// browser accepts, from the Brotli and gzip variants the build made
// (scripts/vite-precompress.ts), with Vary: Accept-Encoding; the hashed files
// under assets/ cached for a year as immutable (a new build has new names);
// index.html revalidated on every load (no-cache with its ETag and
// Last-Modified), so a deploy is picked up at once.
import { existsSync, readdirSync } from 'node:fs';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Queryable } from '../db/executor.js';
import { isStoredTrue } from '../db/dialect.js';
import { TAG } from '../../../shared/fixed-tags.js';
import { productFile } from '../product-root.js';

const DIST = fileURLToPath(productFile('dist/'));
/** Vite's output names carry a hash of their content: the bytes behind a name never change. */
const HASHED = join(DIST, 'assets') + sep;

/** Where the admin app lives (contract §1). */
export const ADMIN_PREFIX = '/maintenance';
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';
/** The product logo as the tab icon (src/admin/public/, linked from index.html). */
export const FAVICON = 'favicon.svg';

const NOT_BUILT = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Back office</title></head>
<body><main><h1>The admin app is not built</h1><p>Run <code>npm run build</code>, then reload this page. The API is at <code>/api/v1/</code>.</p></main></body></html>`;

// The admin's pages and assets are not API: they stay out of the OpenAPI document.
const page = { schema: { hide: true } };

/**
 * Where /favicon.ico leads: the site's favicon chosen in General Settings (the Favicon tag 5's path, while Site
 * Setup's switch shows the tag), else the product logo.
 */
async function faviconLocation(db: Queryable): Promise<string> {
  const tag = await db.first<{ TPath: unknown; TVisible: unknown; TDeleted: unknown }>(
    db.builder.selectFrom('Tag').select(['TPath', 'TVisible', 'TDeleted']).where('TId', '=', TAG.Favicon).compile(),
  );
  const path = typeof tag?.TPath === 'string' ? tag.TPath.trim() : '';
  return path && isStoredTrue(tag!.TVisible) && !isStoredTrue(tag!.TDeleted) ? path : `${ADMIN_PREFIX}/${FAVICON}`;
}

export async function registerAdminApp(app: FastifyInstance, db: Queryable) {
  app.get('/', page, (_request, reply) => reply.redirect('/maintenance/'));
  const built = existsSync(join(DIST, 'index.html'));
  if (built) {
    // One wildcard route for the hashed assets, not one route per file: the build holds about a thousand files
    // (scripts, their source maps, their Brotli and gzip forms), and registering each cost every start 0.3–0.8 s
    // of CPU (docs/decisions/0127-test-run-under-thirty-minutes.md). A name not there is a 404 (a file of another
    // build, from a tab open across a deploy), never index.html sent as script.
    await app.register(fastifyStatic, {
      root: HASHED,
      prefix: '/maintenance/assets/',
      wildcard: true,
      index: false,
      preCompressed: true,
      // send's own Cache-Control (public, max-age=0) is replaced by the policy above, per file.
      cacheControl: false,
      setHeaders: (reply: FastifyReply, path: string) =>
        void reply.header('cache-control', path.startsWith(HASHED) ? IMMUTABLE : REVALIDATE),
    });
    // The few files beside index.html (the favicon: src/admin/public/), each a route of its own.
    for (const file of readdirSync(DIST, { withFileTypes: true }))
      if (file.isFile() && file.name !== 'index.html' && !/\.(br|gz)$/.test(file.name))
        app.get(`${ADMIN_PREFIX}/${file.name}`, page, (_request, reply) => reply.sendFile(file.name, DIST));
  }
  const index = (_request: unknown, reply: any) =>
    built
      ? reply.sendFile('index.html', DIST)
      : reply.type('text/html; charset=utf-8').header('cache-control', REVALIDATE).send(NOT_BUILT);
  app.get('/maintenance', page, (_request, reply) => reply.redirect('/maintenance/'));
  // The admin's pages name their icon; a client that asks for the conventional path gets the site's, else that one.
  app.get('/favicon.ico', page, async (_request, reply) =>
    reply.header('cache-control', REVALIDATE).redirect(await faviconLocation(db)),
  );
  app.get('/maintenance/', page, index);
  app.get('/maintenance/*', page, index);
  // Without a build there is no asset route: a script's name is still a 404, not index.html sent as script.
  if (!built) app.get('/maintenance/assets/*', page, (_request, reply) => reply.callNotFound());
}
