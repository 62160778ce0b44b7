import Fastify from 'fastify';
import Database from 'better-sqlite3';
const db = new Database('/tmp/prof/data/cms.sqlite', { readonly: true });
const st = db.prepare('SELECT * FROM "Content" WHERE "CId" = ?');
const hdrs = JSON.parse(process.env.BASELINE_HEADERS ?? '{}');
const app = Fastify({ logger: false });
app.get('/api/v1/db/content/:id', { schema: { params: { type: 'object', properties: { id: { type: 'string' } } } } }, async (req, reply) => {
  const row = st.get(Number((req.params as any).id));
  reply.headers(hdrs).header('etag', '"x"').type('application/json; charset=utf-8');
  return JSON.stringify(row);
});
await app.listen({ port: 18283, host: '127.0.0.1' });
console.log('bare ready');
