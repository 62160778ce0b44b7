// GET /metrics (Prometheus text) and the per-request counters behind it.
// Only the addresses in METRICS_ALLOW (default loopback) may read it, judged
// by the client's address as clientAddress() sees it, so a public request
// relayed by a proxy on the same host is not taken for loopback; anyone else
// gets the 404 of a route that does not exist. Routes are labelled by their
// pattern (/api/v1/db/:entity/:id), never by the raw URL, so the label set
// stays small.
import type { FastifyInstance } from 'fastify';
import type { Counter, Histogram } from 'prom-client';
import type { Config } from '../config.js';
import type { Executor } from '../db/executor.js';
import { ApiError } from '../errors.js';
import { httpDuration, httpRequests, registry, setPoolSource } from '../observability/metrics.js';
import { clientAddress, compileTrust } from './client-address.js';

export function registerMetrics(app: FastifyInstance, deps: { db: Executor; config: Config }) {
  const allowed = compileTrust(deps.config.metricsAllow, 'METRICS_ALLOW');
  setPoolSource(() => deps.db.poolStats?.());

  // One pair of labelled children per method, route and status, looked up by a plain string:
  // prom-client hashes a label object on every call, which cost the fastest route (get by id) ~20%.
  const series = new Map<string, { count: Counter.Internal; duration: Histogram.Internal<string> }>();
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const key = `${request.method} ${reply.statusCode} ${route}`;
    let s = series.get(key);
    if (!s) {
      const labels = { method: request.method, route, status: String(reply.statusCode) };
      series.set(key, (s = { count: httpRequests.labels(labels), duration: httpDuration.labels(labels) }));
    }
    s.count.inc();
    s.duration.observe(reply.elapsedTime / 1000);
    done();
  });

  app.get(
    '/metrics',
    {
      schema: {
        summary: 'Prometheus metrics (METRICS_ALLOW addresses only)',
        tags: ['Operations'],
        response: {
          200: {
            description: 'Prometheus text format 0.0.4.',
            content: { 'text/plain': { schema: { type: 'string' } } },
          },
        },
      },
    },
    async (request, reply) => {
      if (!allowed(clientAddress(request, deps.config.trustedProxies))) {
        throw new ApiError(404, `No route for GET ${request.url.split('?')[0]}`);
      }
      return reply.header('content-type', registry.contentType).send(await registry.metrics());
    },
  );
}
