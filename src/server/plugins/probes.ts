// What an orchestrator and a balancer ask (docs/deploy.md):
//   GET /api/health  liveness: 200 while the process runs. It never touches
//                    the database: a database outage must not get every
//                    instance restarted.
//   GET /api/ready   readiness: 503 while starting (migrating, seeding), while
//                    draining after SIGTERM, and while the database does not
//                    answer a ping within READY_PING_MS; 200 otherwise.
// Until the instance is prepared every other route answers 503 with
// Retry-After, in the contract's error shape (the gate below).
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import type { Executor } from '../db/executor.js';
import { ApiError } from '../errors.js';
import type { Lifecycle } from '../lifecycle.js';
import { registerMetrics } from './metrics.js';
import { Health, Ready } from '../../shared/api/ops.js';

const READY_PING_MS = 2_000;
/** Answered before the database is ready. */
const PROBES = new Set(['/api/health', '/api/ready', '/metrics']);

export function registerProbes(app: FastifyInstance, deps: { db: Executor; lifecycle: Lifecycle; config: Config }) {
  const { db, lifecycle } = deps;
  // Synchronous: it runs on every request, and an async hook costs a promise each time.
  app.addHook('onRequest', (request, _reply, done) => {
    if (lifecycle.prepared || PROBES.has(request.url.split('?')[0])) return done();
    done(new ApiError(503, 'The server is starting: its database is being prepared. Try again in a moment.', undefined, { 'retry-after': '2' }));
  });

  app.get('/api/health', { schema: { summary: 'Liveness (no database)', tags: ['Operations'], response: { 200: Health } } }, async () => ({ ok: true }));

  app.get('/api/ready', { schema: { summary: 'Readiness (the database answers)', tags: ['Operations'], response: { 200: Ready, 503: Ready } } }, async (_request, reply) => {
    const reason = lifecycle.draining ? 'draining' : !lifecycle.prepared ? 'starting' : await databaseProblem(db);
    if (reason) return reply.code(503).header('retry-after', '5').send({ ready: false, reason });
    return { ready: true, database: db.dialect };
  });

  registerMetrics(app, deps);
}

async function databaseProblem(db: Executor): Promise<string | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<string>((resolve) => (timer = setTimeout(() => resolve('database not answering'), READY_PING_MS)));
  try {
    return await Promise.race([
      db.ping().then(
        () => undefined,
        () => 'database not answering',
      ),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
