// What the features share (issue 27 item 1): the database and its caches,
// sign-in, mail, storage, rate limits, deliveries and previews, made once per
// instance and handed to every feature's register(). Each is closed when the
// app closes, in the order written below the hooks that add them.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { signingKey } from './auth/secret.js';
import { Tokens } from './auth/tokens.js';
import { Sessions } from './auth/sessions.js';
import { Mailer } from './email/mailer.js';
import { authMail } from './email/auth-mail.js';
import { serverCaches } from './cache/server-caches.js';
import type { Config } from './platform/config.js';
import type { Executor } from './platform/db/executor.js';
import { openStorage } from './platform/storage/open-storage.js';
import { recordStoredFile } from './media/index.js';
import { CountCache } from './platform/data/count-cache.js';
import { Reads } from './platform/data/reads.js';
import { Writes } from './platform/data/writes.js';
import type { Identity } from './platform/data/identity.js';
import { Admission } from './platform/plugins/authenticate.js';
import { clientAddress, compileTrust } from './platform/plugins/client-address.js';
import { API_PER_USER, addressKey, enforce, openLimitStore } from './platform/rate-limit/index.js';
import { createBus } from './platform/cluster/open-bus.js';
import { wireInvalidation } from './platform/cluster/invalidation.js';
import type { KeyRing } from './platform/secrets/key-ring.js';
import { KeyStore } from './platform/secrets/key-store.js';
import { DeliveryRunner } from './forms/deliveries/runner.js';
import { DELIVERY_KIND, formEmailHandlers } from './forms/deliveries/form-emails.js';
import { subscribeHandler } from './forms/deliveries/subscribe.js';
import { RenderCache } from './preview/render-cache.js';
import type { Lifecycle } from './platform/lifecycle.js';
import type { Services } from './platform/http/feature.js';

export function openServices(
  app: FastifyInstance,
  config: Config,
  instanceId: string,
  db: Executor,
  ring: KeyRing,
  lifecycle: Lifecycle,
): Services {
  const log = (message: string) => app.log.warn(message);
  const now = config.now ?? (() => Date.now());
  const tokenKey = signingKey(config.dataDir, config.jwtSecret);
  const tokens = new Tokens(tokenKey, config.tokenTtl);
  // It starts in prepare(); until it listens, `live` is false and the caches are bypassed.
  const bus = createBus(config, instanceId, log);
  app.addHook('onClose', async () => {
    lifecycle.shutdownStep = 'the instance bus to close';
    await bus.close();
  });
  const counts = new CountCache(config.countCacheTtlMs, () => bus.live);
  const sessions = new Sessions(db, { absoluteSeconds: config.sessionAbsoluteSeconds, trusted: () => bus.live });
  wireInvalidation({ db, bus, counts, sessions });
  const keys = new KeyStore(db, ring);
  const limiter = openLimitStore(db, instanceId, log);
  const perUser = { ...API_PER_USER, limit: config.apiRequestsPerMinute };
  const countCall =
    config.apiRequestsPerMinute > 0 ? (identity: Identity) => enforce(limiter, identity.userId, perUser) : undefined;
  const staffAdmission = new Admission(tokens, sessions, countCall);
  const mailer = new Mailer(config, db);
  const allow = compileTrust(config.fetchAllow, 'FETCH_ALLOW');
  // Form deliveries (docs/forms.md): kind → handler; 'subscribe' signs the visitor up at the form's provider.
  const formDeliveries = new DeliveryRunner({
    db,
    handlers: {
      ...formEmailHandlers(db, mailer),
      [DELIVERY_KIND.subscribe]: subscribeHandler(db, { db, keys, allow }),
    },
    now,
    pollMs: config.formDeliveryPollMs ?? 30_000,
    owner: `${instanceId}-forms`,
    log,
  });
  const storage = openStorage(config);
  app.addHook('onClose', async () => {
    lifecycle.shutdownStep = 'file storage to close';
    await storage.close?.();
  });
  const caches = serverCaches({ counts, tokens, sessions, bus });
  const renders = new RenderCache(db, bus, config.publicUrl);
  caches.register('layout', 'page templates and site parts', () => renders.drop());
  const addressOf = (request: FastifyRequest) => clientAddress(request, config.trustedProxies);
  return {
    config,
    db,
    ring,
    keys,
    tokenKey,
    tokens,
    sessions,
    bus,
    reads: new Reads(db, counts),
    writes: new Writes(db, ring),
    caches,
    limiter,
    mailer,
    mail: authMail(mailer, db),
    storage,
    recordUpload: recordStoredFile,
    formDeliveries,
    renders,
    dataDir: config.dataDir,
    publicUrl: config.publicUrl,
    now,
    allow,
    runInBackground: (worker) => lifecycle.runInBackground(worker),
    signIn: new Admission(tokens, sessions).hook,
    staffSignIn: staffAdmission.hook,
    staffAdmission,
    addressOf,
    perAddress: (rule) => async (request) => void (await enforce(limiter, addressKey(addressOf(request)), rule)),
  };
}

/**
 * Added after every feature's hooks, so they run before any of them (onClose
 * hooks run last-added first): the deliveries under way finish, then the
 * limiter writes its last hits, then the database closes.
 */
export function closeServicesLast(
  app: FastifyInstance,
  { db, limiter, formDeliveries }: Services,
  lifecycle: Lifecycle,
): void {
  app.addHook('onClose', async () => {
    lifecycle.shutdownStep = 'the rate limiter to write its last hits';
    await limiter.close?.();
    lifecycle.shutdownStep = () => {
      const pool = db.poolStats?.();
      return pool
        ? `the database to close: ${pool.total - pool.idle} of ${pool.total} pooled connections still in use, ${pool.waiting} waiting`
        : 'the database to close';
    };
    await db.close();
  });
  // Added last so it runs first: the tries under way finish before the database closes.
  app.addHook('onClose', async () => {
    lifecycle.shutdownStep = 'form deliveries and background work under way to finish';
    await Promise.all([formDeliveries.stop(), lifecycle.stopBackground()]);
  });
}
