// Serves the admin app under /maintenance/ (contract §1): its built files
// from dist/, and index.html for every other /maintenance/* path so the app
// shows its own 404. / redirects to /maintenance/.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const DIST = fileURLToPath(new URL('../../../dist/', import.meta.url));

const NOT_BUILT = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Back office</title></head>
<body><main><h1>The admin app is not built</h1><p>Run <code>npm run build</code>, then reload this page. The API is at <code>/api/v1/</code>.</p></main></body></html>`;

// The admin's pages and assets are not API: they stay out of the OpenAPI document.
const page = { schema: { hide: true } };

export async function registerAdminApp(app: FastifyInstance) {
  app.get('/', page, (_request, reply) => reply.redirect('/maintenance/'));
  const built = existsSync(join(DIST, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, { root: DIST, prefix: '/maintenance/', wildcard: false, index: false });
  }
  const index = (_request: unknown, reply: any) => (built ? reply.sendFile('index.html') : reply.type('text/html; charset=utf-8').send(NOT_BUILT));
  app.get('/maintenance', page, (_request, reply) => reply.redirect('/maintenance/'));
  app.get('/maintenance/', page, index);
  app.get('/maintenance/*', page, index);
}
