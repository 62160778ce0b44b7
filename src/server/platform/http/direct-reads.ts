// The read by key of the generic interface (GET /api/v1/db/{entity}/{key}) answered straight from node:http,
// before Fastify's routing and hooks (docs/decisions/0163-key-reads-answered-before-routing.md). It is the call
// every screen and every integration makes most, and Fastify's per-request machinery (routing, six onRequest hooks,
// two onSend and one onResponse, the reply object, the promises between them) was about a fifth of its CPU (issue 43
// item 5: 85–91 µs a read before, 60–67 µs after, at 4,000 reads a second).
//
// It takes only the plain case and does what the hooks and the route would have done, with their own functions:
// the request id (the same generator), the sign-in checks and the per-user count (Admission, shared with the sign-in
// hook), the record and its ETag (Reads.one), If-None-Match (the same comparison), the security and API headers
// (the same constants, HSTS on the same condition) and the request metrics (the same series). Anything else it
// passes on to Fastify untouched, before it has done anything: a request with an Origin (CORS), a query string or a
// body, an instance starting or stopping, request lines logged at info, a read replica (read-your-writes routing).
// A request it has begun and cannot finish (a refusal, a missing record, a body large enough to compress) goes to
// Fastify too, with the sign-in outcome handed over, so it is never counted twice; Fastify then answers it as it
// answers every error. tests/http/direct-reads.test.ts holds the two paths to the same answers.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { EntityMeta } from '../../../shared/schema-model.js';
import type { Identity } from '../data/identity.js';
import { keyFromUrl } from '../data/keys.js';
import type { Reads } from '../data/reads.js';
import type { Executor } from '../db/executor.js';
import { ReplicaRoutedExecutor } from '../db/replica-router.js';
import type { Lifecycle } from '../lifecycle.js';
import { andThen, isPromise, type MaybePromise } from '../maybe-async.js';
import { directReads, httpSeries } from '../observability/metrics.js';
import type { Admission } from '../plugins/authenticate.js';
import { cameOverTls, compileTrust } from '../plugins/client-address.js';
import { COMPRESS_MIN_BYTES } from '../plugins/compression.js';
import { API_HEADERS, HSTS, SECURITY_HEADERS } from '../plugins/security-headers.js';
import { notModified } from './conditional.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A GET of one record of this entity by its key in the last path segment, which the direct path may answer. */
    directRead?: EntityMeta;
  }
}

/** A key the direct path reads as it stands: nothing percent-encoded, no composite `[a,b]`. */
const PLAIN_KEY = /^[\w.-]+$/;
const JSON_TYPE = 'application/json; charset=utf-8';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;
type Found = { body: string; etag: string };

interface DirectRoute {
  readonly entity: EntityMeta;
  /** The route as the metrics label it (Fastify's route url). */
  readonly label: string;
}

interface DirectReadDeps {
  db: Executor;
  reads: Reads;
  admission: Admission;
  lifecycle: Lifecycle;
  /** Fastify's genReqId: the request id, from a trusted proxy or new. */
  requestId: (req: IncomingMessage) => string;
  trustedProxies: readonly string[];
  /** Whether request lines are logged (info): Fastify writes those, so the direct path stands aside. */
  logsInfo: () => boolean;
  logError: (error: unknown) => void;
}

interface Open {
  readonly deps: DirectReadDeps;
  readonly tls: (req: IncomingMessage) => boolean;
}

export class DirectReads {
  /** Routes declared with config.directRead, by their path up to the key, lower-cased (entity names match in any case). */
  private readonly routes = new Map<string, DirectRoute>();
  private open: Open | undefined;

  /**
   * Fastify's serverFactory option: the node:http server, which offers each request to the direct path first. Given
   * a factory, Fastify leaves the server's timeouts to it: they are set here as Fastify sets them on its own server
   * (keep-alive 72 s by default, which a balancer's idle timeout of 60 s stays under). The app sets no `http` options.
   */
  readonly serverFactory = (handler: Handler, options: FastifyServerOptions): Server => {
    const server = createServer((req, res) => {
      if (!this.answer(req, res, handler)) handler(req, res);
    });
    server.keepAliveTimeout = options.keepAliveTimeout!;
    server.requestTimeout = options.requestTimeout!;
    server.setTimeout(options.connectionTimeout!);
    if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    return server;
  };

  /** Learns the routes as they are declared (before the features register theirs) and stops when the app closes. */
  install(app: FastifyInstance): void {
    app.addHook('onRoute', (route) => {
      const entity = route.config?.directRead;
      if (!entity) return;
      const cut = route.url.lastIndexOf('/');
      this.routes.set(route.url.slice(0, cut).toLowerCase(), { entity, label: route.url });
    });
    app.addHook('preClose', (done) => {
      this.open = undefined;
      done();
    });
  }

  /** Starts answering; never with a read replica, whose read-your-writes routing lives in Fastify's hooks. */
  start(deps: DirectReadDeps): void {
    if (deps.db instanceof ReplicaRoutedExecutor) return;
    const trust = compileTrust(deps.trustedProxies);
    this.open = { deps, tls: (req) => cameOverTls({ headers: req.headers, raw: req }, trust) };
  }

  /** Answers req, or says no (false) before doing anything, or passes it on to `handler` itself (true). */
  private answer(req: IncomingMessage, res: ServerResponse, handler: Handler): boolean {
    const open = this.open;
    if (!open || req.method !== 'GET') return false;
    const { deps } = open;
    const headers = req.headers;
    if (!deps.lifecycle.prepared || deps.lifecycle.draining || deps.logsInfo()) return false;
    if (headers.origin !== undefined || headers['content-length'] !== undefined) return false;
    if (headers['transfer-encoding'] !== undefined) return false;
    const url = req.url!;
    const cut = url.lastIndexOf('/');
    const route = this.routes.get(url.slice(0, cut).toLowerCase());
    const keyText = url.slice(cut + 1);
    if (!route || !PLAIN_KEY.test(keyText)) return false;

    const started = performance.now();
    const seen: { identity?: Identity } = {};
    let admitted: MaybePromise<Identity>;
    try {
      admitted = deps.admission.admit({ headers, raw: req }, seen);
    } catch (e) {
      admitted = refusal(e);
    }
    const passOn = () => {
      deps.admission.handOver(req, { outcome: admitted, identity: seen.identity });
      handler(req, res);
    };
    let found: MaybePromise<Found>;
    try {
      found = andThen(admitted, (identity) =>
        deps.reads.one(identity, route.entity, keyFromUrl(route.entity, keyText, deps.db.dialect)),
      );
    } catch {
      passOn();
      return true;
    }
    if (isPromise(found))
      found.then(
        (record) => this.finish(req, res, route, record, started, passOn),
        () => passOn(),
      );
    else this.finish(req, res, route, found, started, passOn);
    return true;
  }

  /** The answer written, or the request passed on; a fault in writing it (a bug) ends the request and is logged. */
  private finish(
    req: IncomingMessage,
    res: ServerResponse,
    route: DirectRoute,
    found: Found,
    started: number,
    passOn: () => void,
  ): void {
    try {
      if (!this.write(req, res, route, found, started)) passOn();
    } catch (e) {
      this.open?.deps.logError(e);
      res.destroy();
    }
  }

  /** Writes the answer as the route and the hooks would (false: a body to compress, which Fastify's plugin does). */
  private write(req: IncomingMessage, res: ServerResponse, route: DirectRoute, found: Found, started: number): boolean {
    const open = this.open;
    if (!open) return false;
    const notChanged = notModified(req.headers['if-none-match'], found.etag);
    const length = notChanged ? 0 : Buffer.byteLength(found.body);
    if (length >= COMPRESS_MIN_BYTES) return false;
    const status = notChanged ? 304 : 200;
    res.writeHead(status, {
      // In the order the hooks set them: the id, the security headers (HSTS over TLS), the API's.
      'x-request-id': open.deps.requestId(req),
      ...SECURITY_HEADERS,
      ...(open.tls(req) ? { 'strict-transport-security': HSTS } : {}),
      ...API_HEADERS,
      etag: found.etag,
      ...(notChanged ? {} : { 'content-type': JSON_TYPE, 'content-length': length }),
      ...(open.deps.lifecycle.draining ? { connection: 'close' } : {}),
    });
    res.end(notChanged ? undefined : found.body);
    httpSeries.observe(httpSeries.of('GET', route.label, status), (performance.now() - started) / 1000);
    directReads.inc();
    return true;
  }
}

/** A refusal kept as a rejected promise for the sign-in hook, marked handled until the hook reads it. */
function refusal(error: unknown): Promise<never> {
  const rejected = Promise.reject(error as Error);
  rejected.catch(() => undefined);
  return rejected;
}
