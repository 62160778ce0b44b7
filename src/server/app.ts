// The whole product as a Fastify app: built by tests (app.inject) and by
// server.ts alike. Order: the database, app-wide plugins, the services the
// features share, then every feature of features.ts in a scope of its own
// (fastify/demo's layout), the admin app last among them.
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './platform/config.js';
import type { Executor } from './platform/db/executor.js';
import { prepareDatabase } from './platform/db/prepare.js';
import { openDatabase } from './platform/db/open.js';
import { storeDemoImages } from './seed/demo-media.js';
import { seed, type SeedReport } from './seed/index.js';
import { clientErrorHandler, frameworkErrors } from './platform/plugins/client-errors.js';
import { registerErrorHandling } from './platform/plugins/errors.js';
import { registerSecurityHeaders } from './platform/plugins/security-headers.js';
import { registerCors } from './platform/plugins/cors.js';
import { registerCompression } from './platform/plugins/compression.js';
import { registerProbes } from './platform/plugins/probes.js';
import {
  registerRequestIdHeader,
  RequestLines,
  logsInfo,
  requestIdGenerator,
  requestLoggerFactory,
} from './platform/plugins/request-id.js';
import { newInstanceId } from './platform/cluster/open-bus.js';
import { declareIdentity } from './platform/plugins/authenticate.js';
import { Lifecycle } from './platform/lifecycle.js';
import { installValidation } from './platform/http/validation.js';
import { registerOpenApiCollector } from './api/openapi.js';
import { PRODUCT_VERSION } from './platform/version.js';
import { openKeyRing } from './platform/secrets/open-key-ring.js';
import type { KeyStore } from './platform/secrets/key-store.js';
import type { DeliveryRunner } from './forms/deliveries/runner.js';
import { closeServicesLast, openServices } from './services.js';
import { featurePlugin } from './platform/http/feature.js';
import { installReadOnlyGuard } from './platform/http/read-only.js';
import { DirectReads } from './platform/http/direct-reads.js';
import { installReplicaReads } from './platform/http/replica-reads.js';
import { EVENT_LISTENERS, FEATURES, WRITE_RULES } from './features.js';
import { installWriteRules } from './platform/data/write-rules.js';
import { installEventListeners } from './platform/data/domain-events.js';

export interface BuiltApp {
  app: FastifyInstance;
  db: Executor;
  seeded: SeedReport;
  lifecycle: Lifecycle;
  /** Reads Key Manager values by name (secrets/key-store.ts), for calls to outside services. */
  keys: KeyStore;
  /** Runs form submissions' deliveries (forms/deliveries/runner.ts); started by prepare(), stopped on close. */
  formDeliveries: DeliveryRunner;
}

interface AssembledApp extends Omit<BuiltApp, 'seeded'> {
  /** Migrates and seeds (under the start-up lock), starts the bus, then lets every route answer. */
  prepare(): Promise<SeedReport>;
}

/** The app, ready to serve (tests, tools): prepared before it is returned. */
export async function buildApp(config: Config): Promise<BuiltApp> {
  const assembled = await assembleApp(config);
  try {
    return { ...assembled, seeded: await assembled.prepare() };
  } catch (e) {
    await assembled.app.close().catch(() => undefined);
    throw e;
  }
}

/**
 * Every route registered, nothing touched in the database yet: server.ts
 * listens on this at once, so /api/health and /api/ready answer while the
 * migrations run, and every other route answers 503 until prepare() is done.
 */
export async function assembleApp(config: Config): Promise<AssembledApp> {
  const instanceId = newInstanceId();
  // Before the database: a key that cannot be read stops the start with nothing opened.
  const ring = openKeyRing(config);
  // Before anything writes (the seed included): the features' rules on every write.
  installWriteRules(WRITE_RULES);
  installEventListeners(EVENT_LISTENERS);
  const db = openDatabase(config, instanceId);
  const lifecycle = new Lifecycle();
  try {
    const requestId = requestIdGenerator(config.trustedProxies);
    // Reads by key answered before routing (decision 0163): the server is made here, the path opens below.
    const directReads = new DirectReads();
    const app = Fastify({
      // Request lines are logged at info; the default level (warn) keeps them out. Every line
      // of a request carries its id (reqId), through a per-request child logger made on first use.
      logger: { level: config.logLevel },
      genReqId: requestId,
      serverFactory: directReads.serverFactory,
      childLoggerFactory: requestLoggerFactory,
      logController: new RequestLines(),
      // The incoming X-Request-Id is read by genReqId, and only from a trusted proxy.
      requestIdHeader: false,
      bodyLimit: 2 * 1024 * 1024,
      // Composite-key lists for delete-many can be long; entity names match in any case (contract §2).
      routerOptions: { maxParamLength: 8000, caseSensitive: false },
      // X-Forwarded-For counts only when the peer is a configured proxy (rate limits key on request.ip).
      trustProxy: config.trustedProxies.length ? config.trustedProxies : false,
      return503OnClosing: true,
      forceCloseConnections: false,
      // Refusals before routing (Node's parser, Fastify's router) in the contract's error shape too.
      clientErrorHandler,
      frameworkErrors,
    });
    registerRequestIdHeader(app);
    declareIdentity(app);
    directReads.install(app); // before any route: it learns the routes that declare config.directRead
    // Schemas first: every route below declares its contract, which validates requests and builds the OpenAPI document.
    installValidation(app);
    await registerOpenApiCollector(app, PRODUCT_VERSION);
    registerProbes(app, { db, lifecycle, config });
    const services = openServices(app, config, instanceId, db, ring, lifecycle);
    installReadOnlyGuard(app, services.tokens); // before every feature: an Auditor's writes refused (decision 0112)
    directReads.start({
      db,
      reads: services.reads,
      admission: services.staffAdmission, // the data interface is a staff feature (data/index.ts)
      lifecycle,
      requestId,
      trustedProxies: config.trustedProxies,
      logsInfo: () => logsInfo(app.log),
      logError: (error) => app.log.error(error, 'A read by key answered before routing failed'),
    });
    // The API speaks JSON only: any other body type is a 415 (contract §3).
    app.removeContentTypeParser('text/plain');
    registerErrorHandling(app, db);
    installReplicaReads(app, db); // with DATABASE_REPLICA_URL: write positions out, the replica's state in the log
    // Headers first, so CORS refusals carry them too.
    registerSecurityHeaders(app, config);
    registerCors(app, config);
    // Before every route below: the plugin attaches itself to each route as it is declared.
    await registerCompression(app);
    for (const feature of FEATURES) await app.register(featurePlugin(feature, services), { prefix: feature.prefix });
    closeServicesLast(app, services, lifecycle);
    const prepare = async () => {
      const seeded = await prepareDatabase(db, (ready) => seed(ready, config));
      if (config.seedDemo) await storeDemoImages(db, services.storage);
      for (const feature of FEATURES) await feature.prepared?.(services);
      await services.bus.start();
      services.formDeliveries.start();
      lifecycle.markPrepared();
      return seeded;
    };
    return { app, db, lifecycle, keys: services.keys, formDeliveries: services.formDeliveries, prepare };
  } catch (e) {
    await db.close().catch(() => undefined);
    throw e;
  }
}
