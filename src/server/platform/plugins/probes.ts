// What an orchestrator and a balancer ask (docs/deploy.md):
//   GET /api/health  liveness: 200 while the process runs. It never touches
//                    the database: a database outage must not get every
//                    instance restarted.
//   GET /api/ready   readiness: 503 while starting (migrating, seeding), while
//                    draining after SIGTERM, and while the database does not
//                    answer a ping within READY_PING_MS; 200 otherwise.
// Until the instance is prepared every other route answers 503 with
// Retry-After, in the contract's error shape (the gate below). `npm start`
// opens its port only once prepared (server.ts), so a balancer never meets
// the gate; tools and tests that build the app in-process may.
//
// While draining after SIGTERM (shutdown.ts) every answer says
// `Connection: close`, and a reading request (GET, HEAD, OPTIONS) that came
// through a trusted proxy is answered 503: the proxy passes it to another
// instance and stops sending here (docs/deploy.md's nginx block:
// `proxy_next_upstream … http_503`, `max_fails=1`). Writes are still served:
// a proxy may not send a write it has sent once to another instance.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import type { Executor } from '../db/executor.js';
import { ApiError } from '../errors.js';
import type { Lifecycle } from '../lifecycle.js';
import { registerMetrics } from './metrics.js';
import { compileTrust } from './client-address.js';
import { Health, Ready } from '../../../shared/api/ops.js';

const READY_PING_MS = 2_000;
/** Answered before the database is ready. */
const PROBES = new Set(['/api/health', '/api/ready', '/metrics']);
/** Requests a proxy may pass to another instance after sending them here: they change nothing. */
const READING_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function registerProbes(app: FastifyInstance, deps: { db: Executor; lifecycle: Lifecycle; config: Config }) {
  const { db, lifecycle } = deps;
  const trustedProxy = compileTrust(deps.config.trustedProxies);
  const passedOnByProxy = (request: FastifyRequest) =>
    READING_METHODS.has(request.method) && trustedProxy(request.socket.remoteAddress ?? '');
  // Synchronous: they run on every request and answer, and an async hook costs a promise each time.
  app.addHook('onRequest', (request, _reply, done) => {
    // The common case first: a ready instance that is not stopping looks at nothing else (not even the URL).
    if (lifecycle.prepared && !lifecycle.draining) return done();
    const probe = PROBES.has(request.url.split('?')[0]);
    if (lifecycle.draining && !probe && passedOnByProxy(request)) {
      return done(
        new ApiError(503, 'This instance is stopping: the request goes to another one.', undefined, {
          'retry-after': '1',
        }),
      );
    }
    if (lifecycle.prepared || probe) return done();
    done(
      new ApiError(503, 'The server is starting: its database is being prepared. Try again in a moment.', undefined, {
        'retry-after': '2',
      }),
    );
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (lifecycle.draining) reply.header('connection', 'close');
    done(null, payload);
  });

  app.get(
    '/api/health',
    { schema: { summary: 'Liveness (no database)', tags: ['Operations'], response: { 200: Health } } },
    async () => ({ ok: true }),
  );

  app.get(
    '/api/ready',
    {
      schema: {
        summary: 'Readiness (the database answers)',
        tags: ['Operations'],
        response: { 200: Ready, 503: Ready },
      },
    },
    async (_request, reply) => {
      const reason = lifecycle.draining ? 'draining' : !lifecycle.prepared ? 'starting' : await databaseProblem(db);
      if (reason) return reply.code(503).header('retry-after', '5').send({ ready: false, reason });
      return { ready: true, database: db.dialect };
    },
  );

  registerMetrics(app, deps);
}

async function databaseProblem(db: Executor): Promise<string | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<string>(
    (resolve) => (timer = setTimeout(() => resolve('database not answering'), READY_PING_MS)),
  );
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
