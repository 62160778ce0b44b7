// The whole product as a Fastify app: built by tests (app.inject) and by
// server.ts alike. Order: the database and its migrations, then app-wide
// plugins, then routes (fastify/demo's layout).
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { signingKey } from './auth/secret.js';
import { Tokens } from './auth/tokens.js';
import { Sessions } from './auth/sessions.js';
import { Mailer } from './mail/mailer.js';
import { authMail } from './mail/auth-mail.js';
import { registerEmailRoutes } from './routes/email.js';
import { registerEmailTestRoutes } from './routes/email-test.js';
import { registerFormSubmit } from './routes/form-submit.js';
import { registerCommentPublic } from './routes/comments-public.js';
import { registerCommentRoutes } from './routes/comments.js';
import { registerCacheRoutes } from './routes/cache.js';
import { registerEditorRoutes } from './routes/editor.js';
import { serverCaches } from './cache/server-caches.js';
import type { Config } from './config.js';
import type { Executor } from './db/executor.js';
import { prepareDatabase } from './db/prepare.js';
import { openStorage } from './storage/open-storage.js';
import { storeDemoImages } from './seed/demo-media.js';
import { registerMediaRoutes } from './routes/media.js';
import { registerMediaFolderRoutes } from './routes/media-folders.js';
import { registerMediaVersionRoutes } from './routes/media-versions.js';
import { registerImageConvert } from './routes/image-convert.js';
import { registerCarouselRoutes } from './routes/carousels.js';
import { registerDocumentRoutes } from './routes/documents.js';
import { registerFormFile } from './routes/form-file.js';
import { registerSecuredDocumentRoutes } from './routes/secured-documents.js';
import { derivedKey } from './documents/signed-link.js';
import { openDatabase } from './db/open.js';
import { CountCache } from './data/count-cache.js';
import { Reads } from './data/reads.js';
import { Writes } from './data/writes.js';
import { authenticate } from './plugins/authenticate.js';
import type { Identity } from './data/identity.js';
import { clientErrorHandler, frameworkErrors } from './plugins/client-errors.js';
import { registerErrorHandling } from './plugins/errors.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { registerCors } from './plugins/cors.js';
import { clientAddress } from './plugins/client-address.js';
import { API_PER_USER, addressKey, enforce, FORM_FILE_PER_ADDRESS, FORM_SUBMIT_PER_ADDRESS, openLimitStore, REGISTER_PER_ADDRESS, COMMENT_PER_ADDRESS, type Rule } from './rate-limit/index.js';
import { registerAdminApp } from './plugins/admin-app.js';
import { registerCompression } from './plugins/compression.js';
import { registerDbActions } from './routes/db-actions.js';
import { registerDbRoutes } from './routes/db.js';
import { registerJwtRoutes } from './routes/jwt.js';
import type { SeedReport } from './seed/index.js';
import { registerFileDownload, registerFileUpload } from './routes/files.js';
import { registerFileImport } from './routes/file-import.js';
import { registerPublicSiteFiles, registerSitemapRoutes } from './routes/sitemap.js';
import { registerRedirectCheck } from './routes/redirect-check.js';
import { registerNavigationRoutes } from './routes/navigation.js';
import { registerTagEditorRoutes } from './routes/tag-editor.js';
import { registerStyleGuideRoutes } from './routes/style-guide.js';
import { registerSiteSettingsRoutes } from './routes/site-settings.js';
import { registerTokenLocationRoutes, registerTokenRoutes } from './routes/tokens.js';
import { registerGeneralSettingsRoutes } from './routes/general-settings.js';
import { registerCustomCodeRoutes } from './routes/custom-code.js';
import { registerTemplateFileRoutes } from './routes/template-files.js';
import { registerContentRemovalRoutes } from './routes/content-removal.js';
import { registerUndoRoutes } from './routes/undo.js';
import { registerReportRoutes } from './routes/reports.js';
import { registerSectionRoutes } from './routes/sections.js';
import { registerAccessRoutes } from './routes/access.js';
import { registerApiAccessRoutes } from './routes/api-access.js';
import { registerUserRoutes } from './routes/users.js';
import { registerAccountRoutes } from './routes/account.js';
import { createBus, newInstanceId } from './cluster/open-bus.js';
import { Lifecycle } from './lifecycle.js';
import { registerProbes } from './plugins/probes.js';
import { installValidation } from './api/validation.js';
import { registerOpenApiCollector, registerOpenApiDocument } from './api/openapi.js';
import { PRODUCT_VERSION } from './version.js';
import { registerRequestIdHeader, requestIdGenerator, requestLoggerFactory } from './plugins/request-id.js';
import { wireInvalidation } from './cluster/invalidation.js';
import { openKeyRing } from './secrets/open-key-ring.js';
import { KeyStore } from './secrets/key-store.js';
import { registerEmailMarketingPublic, registerEmailMarketingStaff } from './routes/email-marketing.js';
import { compileTrust } from './plugins/client-address.js';
import { PREVIEW_PER_ADDRESS, SUBSCRIBE_PER_ADDRESS, SUBSCRIBE_PER_EMAIL } from './rate-limit/rules.js';
import { DeliveryRunner } from './forms/deliveries/runner.js';
import { DELIVERY_KIND, formEmailHandlers } from './forms/deliveries/form-emails.js';
import { subscribeHandler } from './forms/deliveries/subscribe.js';
import { registerFormSubmissionRoutes } from './routes/form-submissions.js';
import { registerOpenAiRoutes } from './routes/openai.js';
import { registerDbToolsRoutes } from './routes/db-tools.js';
import { registerPreviewPage, registerPreviewRoutes } from './routes/preview.js';
import { RenderCache } from './render/render-cache.js';
import { previewKey } from './render/preview-links.js';

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

export interface AssembledApp extends Omit<BuiltApp, 'seeded'> {
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
  const db = openDatabase(config, instanceId);
  const lifecycle = new Lifecycle();
  try {
    const app = Fastify({
      // Request lines are logged at info; the default level (warn) keeps them out. Every line
      // of a request carries its id (reqId), through a per-request child logger made on first use.
      logger: { level: config.logLevel },
      genReqId: requestIdGenerator(config.trustedProxies),
      childLoggerFactory: requestLoggerFactory,
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
    // Schemas first: every route below declares its contract, which validates requests and builds the OpenAPI document.
    installValidation(app);
    await registerOpenApiCollector(app, PRODUCT_VERSION);
    registerProbes(app, { db, lifecycle, config });
    const tokenKey = signingKey(config.dataDir, config.jwtSecret);
    const tokens = new Tokens(tokenKey, config.tokenTtl);
    // Other instances' writes reach this one's caches through the bus (PostgreSQL); see cluster/.
    // It starts in prepare(); until it listens, `live` is false and the caches are bypassed.
    const bus = createBus(config, instanceId, (message) => app.log.warn(message));
    app.addHook('onClose', async () => {
      lifecycle.shutdownStep = 'the instance bus to close';
      await bus.close();
    });
    const counts = new CountCache(config.countCacheTtlMs, () => bus.live);
    const reads = new Reads(db, counts);
    const sessions = new Sessions(db, { absoluteSeconds: config.sessionAbsoluteSeconds, trusted: () => bus.live });
    wireInvalidation({ db, bus, counts, sessions });
    const writes = new Writes(db, ring);
    const keys = new KeyStore(db, ring);
    // The API speaks JSON only: any other body type is a 415 (contract §3).
    app.removeContentTypeParser('text/plain');
    registerErrorHandling(app, db);
    // Headers first, so CORS refusals carry them too.
    registerSecurityHeaders(app, config);
    registerCors(app, config);
    // Before every route below: the plugin attaches itself to each route as it is declared.
    await registerCompression(app);
    // Counted in memory on SQLite, in the database on PostgreSQL (rate-limit/store.ts).
    const rateLimiter = openLimitStore(db, instanceId, (message) => app.log.warn(message));
    // Data calls (the generic interface, the editor and the site tools) share one per-user budget.
    const perUser = { ...API_PER_USER, limit: config.apiRequestsPerMinute };
    const signedInWithDataLimit = (scope: FastifyInstance) => {
      // One hook for both: signed in, then counted against the caller's budget.
      const limit = config.apiRequestsPerMinute > 0 ? (identity: Identity) => enforce(rateLimiter, identity.userId, perUser) : undefined;
      scope.addHook('onRequest', authenticate(tokens, sessions, limit));
    };
    await app.register(
      async (api) => {
        signedInWithDataLimit(api);
        registerDbActions(api, { db, writes });
        registerDbRoutes(api, { db, reads, writes });
      },
      { prefix: '/api/v1/db' },
    );
    const mailer = new Mailer(config, db);
    const mail = authMail(mailer, db);
    // Form deliveries (docs/forms.md): kind → handler; 'subscribe' signs the visitor up at the form's provider.
    const marketing = { db, keys, allow: compileTrust(config.fetchAllow, 'FETCH_ALLOW') };
    const formDeliveries = new DeliveryRunner({
      db,
      handlers: { ...formEmailHandlers(db, mailer), [DELIVERY_KIND.subscribe]: subscribeHandler(db, marketing) },
      now: config.now ?? (() => Date.now()),
      pollMs: config.formDeliveryPollMs ?? 30_000,
      owner: `${instanceId}-forms`,
      log: (message) => app.log.warn(message),
    });
    await app.register(
      async (email) => {
        email.addHook('onRequest', authenticate(tokens, sessions));
        registerEmailRoutes(email, { mailer, limiter: rateLimiter });
        await email.register(async (tool) => registerEmailTestRoutes(tool, { db, mailer, limiter: rateLimiter }));
      },
      { prefix: '/api/v1/mc/email' },
    );
    const caches = serverCaches({ counts, tokens, sessions, bus });
    await app.register(
      async (cache) => {
        cache.addHook('onRequest', authenticate(tokens, sessions));
        registerCacheRoutes(cache, { db, caches, limiter: rateLimiter, bus });
      },
      { prefix: '/api/v1/mc/cache' },
    );
    await app.register(
      async (editor) => {
        signedInWithDataLimit(editor);
        registerEditorRoutes(editor, { db });
      },
      { prefix: '/api/v1/mc/editor' },
    );
    await app.register(async (jwt) => registerJwtRoutes(jwt, { db, tokens, sessions, config, mail, limiter: rateLimiter }), { prefix: '/api/v1/mc/jwt' });
    // The public form endpoint shares the data prefix but not its sign-in hook.
    await app.register(
      async (forms) =>
        registerFormSubmit(forms, {
          db,
          now: config.now ?? (() => Date.now()),
          deliveries: formDeliveries,
          limitByAddress: async (request) => void (await enforce(rateLimiter, addressKey(clientAddress(request, config.trustedProxies)), FORM_SUBMIT_PER_ADDRESS)),
        }),
      { prefix: '/api/v1/db' },
    );
    // Site tools (docs/editor-api.md "Site tools"): signed in under /api/v1/mc; the files, sitemap and robots.txt are public.
    // Uploads and the generated public files: a local directory, or a bucket every instance shares.
    const storage = openStorage(config);
    app.addHook('onClose', async () => {
      lifecycle.shutdownStep = 'file storage to close';
      await storage.close?.();
    });
    const site = { db, storage, dataDir: config.dataDir, publicUrl: config.publicUrl };
    const signedIn = (register: (scope: FastifyInstance) => unknown) => async (scope: FastifyInstance) => {
      signedInWithDataLimit(scope);
      await register(scope);
    };
    await app.register(
      signedIn((s) => registerFileUpload(s, { ...site, maxBytes: config.uploadMaxBytes })),
      { prefix: '/api/v1/mc' },
    );
    await app.register(
      signedIn((s) => registerFileImport(s, { ...site, maxBytes: config.uploadMaxBytes, fetchAllow: config.fetchAllow })),
      { prefix: '/api/v1/mc' },
    );
    await app.register(
      signedIn((s) => registerSitemapRoutes(s, site)),
      { prefix: '/api/v1/mc/sitemap' },
    );
    await app.register(
      signedIn((s) => registerRedirectCheck(s, site)),
      { prefix: '/api/v1/mc/redirects' },
    );
    await app.register(
      signedIn((s) => registerNavigationRoutes(s, site)),
      { prefix: '/api/v1/mc/navigation' },
    );
    await app.register(
      signedIn((s) => registerTagEditorRoutes(s, site)),
      { prefix: '/api/v1/mc/tags' },
    );
    await app.register(
      signedIn((s) => registerStyleGuideRoutes(s, site)),
      { prefix: '/api/v1/mc/style-guide' },
    );
    await app.register(
      signedIn((s) => registerSiteSettingsRoutes(s, site)),
      { prefix: '/api/v1/mc/site' },
    );
    await app.register(
      signedIn((s) => registerTokenRoutes(s, { db })),
      { prefix: '/api/v1/mc/tokens' },
    );
    await app.register(
      signedIn((s) => registerTokenLocationRoutes(s, { db })),
      { prefix: '/api/v1/mc/token-locations' },
    );
    await app.register(
      signedIn((s) => registerGeneralSettingsRoutes(s, { ...site, config })),
      { prefix: '/api/v1/mc/site' },
    );
    // Custom code and template files (issue 16 items 4 and 7; docs/custom-code.md).
    await app.register(
      signedIn((s) => registerCustomCodeRoutes(s, { db })),
      { prefix: '/api/v1/mc/custom-code' },
    );
    await app.register(
      signedIn((s) => registerTemplateFileRoutes(s, { db })),
      { prefix: '/api/v1/mc/template-files' },
    );
    await app.register(
      signedIn((s) => registerContentRemovalRoutes(s, site)),
      { prefix: '/api/v1/mc/content' },
    );
    await app.register(
      signedIn((s) => registerUndoRoutes(s, { db })),
      { prefix: '/api/v1/mc/undo' },
    );
    await app.register(
      signedIn((s) => registerReportRoutes(s, site)),
      { prefix: '/api/v1/mc/reports' },
    );
    await app.register(
      signedIn((s) => registerSectionRoutes(s, site)),
      { prefix: '/api/v1/mc/sections' },
    );
    await app.register(
      signedIn((s) => registerAccessRoutes(s, site)),
      { prefix: '/api/v1/mc/access' },
    );
    await app.register(
      signedIn((s) => registerApiAccessRoutes(s, { db })),
      { prefix: '/api/v1/mc/api-access' },
    );
    await app.register(
      signedIn((s) => registerMediaRoutes(s, site)),
      { prefix: '/api/v1/mc/media' },
    );
    await app.register(
      signedIn((s) => registerMediaFolderRoutes(s, site)),
      { prefix: '/api/v1/mc/media-folders' },
    );

    // File versions and the image tool (issue 14 items 1 and 3).
    await app.register(
      signedIn((s) => registerMediaVersionRoutes(s, { ...site, maxBytes: config.uploadMaxBytes })),
      { prefix: '/api/v1/mc/media' },
    );
    await app.register(
      signedIn((s) => registerImageConvert(s, site)),
      { prefix: '/api/v1/mc/file' },
    );
    await app.register(
      signedIn((s) => registerCarouselRoutes(s, { db })),
      { prefix: '/api/v1/mc/carousels' },
    );
    // Secured documents and a form's files (issue 14 items 5 and 6): staff API, public paths, public form upload.
    const documentKeys = { linkKey: derivedKey(tokenKey, 'links'), registrationKey: derivedKey(tokenKey, 'registration'), now: config.now ?? (() => Date.now()) };
    const perAddress = (rule: Rule) => async (request: FastifyRequest) => void (await enforce(rateLimiter, addressKey(clientAddress(request, config.trustedProxies)), rule));
    await app.register(
      signedIn((s) => registerDocumentRoutes(s, { ...site, ...documentKeys, maxBytes: config.uploadMaxBytes })),
      { prefix: '/api/v1/mc/documents' },
    );
    await app.register(async (s) => registerFormFile(s, { ...site, ...documentKeys, uploadMaxBytes: config.uploadMaxBytes, limitByAddress: perAddress(FORM_FILE_PER_ADDRESS) }), {
      prefix: '/api/v1/mc',
    });
    await app.register(async (s) => registerSecuredDocumentRoutes(s, { ...site, ...documentKeys, ring, tokens, sessions, limitByAddress: perAddress(REGISTER_PER_ADDRESS) }));
    // Comments on blog posts (issue 15 item 4; docs/comments.md): the public submit and read, and moderation.
    await app.register(
      async (s) =>
        registerCommentPublic(s, { db, mailer, publicUrl: config.publicUrl, addressOf: (request) => clientAddress(request, config.trustedProxies), limitByAddress: perAddress(COMMENT_PER_ADDRESS) }),
      { prefix: '/api/comments' },
    );
    await app.register(
      signedIn((s) => registerCommentRoutes(s, { db })),
      { prefix: '/api/v1/mc/comments' },
    );
    // E-mail marketing (issue 15 item 3; docs/email-marketing.md): staff settings and tests, and the public sign-up.
    await app.register(
      signedIn((s) => registerEmailMarketingStaff(s, marketing)),
      { prefix: '/api/v1/mc/emailmarketing' },
    );
    await app.register(async (s) =>
      registerEmailMarketingPublic(s, {
        ...marketing,
        limitByAddress: perAddress(SUBSCRIBE_PER_ADDRESS),
        limitByEmail: async (email) => void (await enforce(rateLimiter, email, SUBSCRIBE_PER_EMAIL)),
      }),
    );
    // People (issue 13): User Management and My Account.
    const people = { db, tokens, config, mail, limiter: rateLimiter };
    await app.register(
      signedIn((s) => registerUserRoutes(s, people)),
      { prefix: '/api/v1/mc/users' },
    );
    await app.register(
      signedIn((s) => registerAccountRoutes(s, people)),
      { prefix: '/api/v1/mc/account' },
    );
    // Form submissions per form for staff (issue 15 item 2): filters, CSV, deliveries and their retry.
    await app.register(
      signedIn((s) => registerFormSubmissionRoutes(s, { db, deliveries: formDeliveries })),
      { prefix: '/api/v1/mc/forms' },
    );
    // AI tools (issue 15 item 5): drafts for the editor, settings and prompts, through the SSRF rules.
    const ai = { db, keys, allow: compileTrust(config.fetchAllow, 'FETCH_ALLOW'), publicUrl: config.publicUrl, now: config.now ?? (() => Date.now()), limiter: rateLimiter };
    await app.register(
      signedIn((s) => registerOpenAiRoutes(s, { ...ai, log: (e) => s.log.error(e) })),
      { prefix: '/api/v1/mc/openai' },
    );
    // DB tools (issue 16 item 8; docs/db-tools.md): facts, backup, CSV export and import, MoJoAdmin only.
    await app.register(
      signedIn((s) => registerDbToolsRoutes(s, { db, config, ring })),
      { prefix: '/api/v1/mc/db-tools' },
    );
    // Previews (issue 28; docs/preview.md): signed links for staff and reviewers, the page itself served signed out.
    const renders = new RenderCache(db, bus, config.publicUrl);
    caches.register('layout', 'page templates and site parts', () => renders.drop());
    const preview = {
      db,
      publicUrl: config.publicUrl,
      renders,
      key: previewKey(tokenKey),
      linkHours: config.previewLinkHours,
      now: config.now ?? (() => Date.now()),
      limitByAddress: perAddress(PREVIEW_PER_ADDRESS),
    };
    await app.register(
      signedIn((s) => registerPreviewRoutes(s, preview)),
      { prefix: '/api/v1/mc/preview' },
    );
    await app.register(async (s) => registerPreviewPage(s, preview));
    await registerOpenApiDocument(app, authenticate(tokens, sessions));
    registerFileDownload(app, site);
    registerPublicSiteFiles(app, site);
    await registerAdminApp(app, db);
    // onClose hooks run last-added first: this one runs before any above. The limiter's last hits are written before the database closes.
    app.addHook('onClose', async () => {
      lifecycle.shutdownStep = 'the rate limiter to write its last hits';
      await rateLimiter.close?.();
      lifecycle.shutdownStep = () => {
        const pool = db.poolStats?.();
        return pool ? `the database to close: ${pool.total - pool.idle} of ${pool.total} pooled connections still in use, ${pool.waiting} waiting` : 'the database to close';
      };
      await db.close();
    });
    // Added last so it runs first: the tries under way finish before the database closes.
    app.addHook('onClose', async () => {
      lifecycle.shutdownStep = 'form deliveries under way to finish';
      await formDeliveries.stop();
    });
    const prepare = async () => {
      const seeded = await prepareDatabase(db, config);
      if (config.seedDemo) await storeDemoImages(db, storage);
      await bus.start();
      formDeliveries.start();
      lifecycle.prepared = true;
      return seeded;
    };
    return { app, db, lifecycle, keys, formDeliveries, prepare };
  } catch (e) {
    await db.close().catch(() => undefined);
    throw e;
  }
}
