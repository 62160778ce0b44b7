// Graceful shutdown on SIGTERM/SIGINT. Closing the listening socket at once
// would reset every connection still waiting in the kernel's accept queue:
// requests the client has already sent, lost with ECONNRESET. So the server
// first drains: it keeps accepting and serving, marks each answer
// `Connection: close` so clients stop reusing connections, and closes the
// listener once no new connection has arrived for QUIET_MS (at most
// MAX_DRAIN_MS). Then Fastify's close lets requests in flight finish
// (stragglers on open connections get 503), and the database is closed.
import type { FastifyInstance } from 'fastify';
import type { Lifecycle } from './lifecycle.js';

const QUIET_MS = 250;
const MAX_DRAIN_MS = 3_000;
// 25 s: streamed whole-table reads on a loaded machine take a while; orchestrators usually allow 30 s.
const GRACE_MS = 25_000;

export function installGracefulShutdown(app: FastifyInstance, lifecycle: Lifecycle, log: (line: string) => void): void {
  let draining = false;
  let lastConnectionAt = Date.now();
  app.server.on('connection', () => (lastConnectionAt = Date.now()));
  // Synchronous: it runs on every answer, and an async hook costs a promise each time.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (draining) reply.header('connection', 'close');
    done(null, payload);
  });

  const stop = async (signal: string) => {
    if (draining) return;
    draining = true;
    const startedAt = Date.now();
    // /api/ready answers 503 from now on: the balancer stops sending while we drain.
    lifecycle.draining = true;
    log(`${signal}: finishing requests in flight, then stopping`);
    const timer = setTimeout(() => {
      app.server.getConnections((_err, open) => {
        log(
          `Requests did not finish in time; stopping anyway (waiting for: ${typeof lifecycle.shutdownStep === 'function' ? lifecycle.shutdownStep() : lifecycle.shutdownStep}; ${open} connections open)`,
        );
        process.exit(1);
      });
    }, GRACE_MS);
    timer.unref();
    lifecycle.shutdownStep = 'new connections to stop arriving';
    const drainUntil = Date.now() + MAX_DRAIN_MS;
    while (Date.now() - lastConnectionAt < QUIET_MS && Date.now() < drainUntil) {
      await new Promise((r) => setTimeout(r, QUIET_MS / 5));
    }
    lifecycle.shutdownStep = 'requests in flight';
    // A response whose headers left before the drain (a long stream) kept its connection
    // alive; Fastify's close ends only the connections idle at that moment, so one that
    // finishes later would wait out its keep-alive past the grace: close each as it idles.
    const sweep = setInterval(() => app.server.closeIdleConnections(), 50);
    await app.close().finally(() => clearInterval(sweep));
    log(`${signal}: stopped after ${Date.now() - startedAt} ms`);
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}
