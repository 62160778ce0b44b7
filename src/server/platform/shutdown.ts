// Graceful shutdown on SIGTERM/SIGINT, so that a rolling restart behind a
// balancer fails no request (issue 43 item 1; docs/decisions/0126-rolling-restarts.md).
//
// Closing the listening socket at once would reset every connection still
// waiting in the kernel's accept queue: requests the client (or the proxy)
// has already sent, lost with ECONNRESET, and a proxy never passes a POST it
// has sent on to another instance. So the server first drains: it keeps
// accepting and serving, marks each answer `Connection: close` so nobody
// reuses a connection, and closes the listener once no new connection has
// arrived for QUIET_MS (at most MAX_DRAIN_MS).
//
// A proxy keeps sending new connections to a draining instance until it
// learns to stop: plugins/probes.ts answers the reading requests that come
// through a trusted proxy with 503 while draining, which the proxy passes to
// another instance and counts against this one (docs/deploy.md's nginx
// block), so it sends nothing more here. Once quiet, Fastify's close lets
// requests in flight finish, and the database is closed.
import type { FastifyInstance } from 'fastify';
import type { Lifecycle } from './lifecycle.js';

const QUIET_MS = 250;
const MAX_DRAIN_MS = 5_000;
// 25 s: streamed whole-table reads on a loaded machine take a while; orchestrators usually allow 30 s.
const GRACE_MS = 25_000;
/** How long the drain waits for clients to close their idle kept-alive connections (a proxy's keep-alive timeout and some). */
const MAX_LINGER_MS = 4_000;

const openConnections = (app: FastifyInstance) =>
  new Promise<number>((resolve) => app.server.getConnections((_err, count) => resolve(count ?? 0)));

export function installGracefulShutdown(app: FastifyInstance, lifecycle: Lifecycle, log: (line: string) => void): void {
  let draining = false;
  let lastConnectionAt = Date.now();
  app.server.on('connection', () => (lastConnectionAt = Date.now()));

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
    // A proxy keeps idle connections to an instance it no longer chooses until its own keep-alive timeout
    // (docs/deploy.md's block: 2 s). Closing one ourselves races with the proxy picking it for a request at that
    // instant, which it could not pass on if it is a write: so wait, still serving, for the clients to close them.
    lifecycle.shutdownStep = 'kept-alive connections to be closed by their clients';
    const lingerUntil = Date.now() + MAX_LINGER_MS;
    while (Date.now() < lingerUntil && (await openConnections(app))) {
      await new Promise((r) => setTimeout(r, 50));
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
