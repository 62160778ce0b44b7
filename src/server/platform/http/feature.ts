// A server feature (issue 27 item 1): a folder that owns its routes, rules,
// hooks and reads, and says in its index.ts what app.ts needs to mount it —
// where its routes live, who may call them, and how to register them. app.ts
// mounts every feature listed in features.ts the same way, each in a Fastify
// plugin scope of its own, so a feature's hooks never reach another's routes.
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { Config } from '../config.js';
import type { Reads } from '../data/reads.js';
import type { Writes } from '../data/writes.js';
import type { WriteRuleSet } from '../data/write-rules.js';
import type { DomainEventListener } from '../data/domain-events.js';
import type { Executor } from '../db/executor.js';
import type { InstanceBus } from '../cluster/bus.js';
import type { LimitStore, Rule } from '../rate-limit/index.js';
import type { KeyRing } from '../secrets/key-ring.js';
import type { KeyStore } from '../secrets/key-store.js';
import type { SealedValueStore } from '../secrets/sealed-values.js';
import type { Storage } from '../storage/storage.js';
import type { BackgroundWorker } from '../lifecycle.js';
import type { Admission } from '../plugins/authenticate.js';

/**
 * What every feature's register() is handed, made once per instance (services.ts). The platform's part is
 * declared here; a feature that provides a service to others (sign-in's tokens and sessions, mail's mailer,
 * the form deliveries, the preview renders, the cache registry) adds its key by declaration merging in its
 * own index.ts (`declare module './feature.js' { interface Services { … } }`), the way Fastify types
 * its decorators, so the platform names no feature (issue 42; docs/decisions/0124-import-arrows.md).
 */
export interface Services {
  config: Config;
  db: Executor;
  ring: KeyRing;
  /** Reads Key Manager values by name, for calls to outside services. */
  keys: KeyStore;
  /** The key tokens are signed with; signed links use keys derived from it. */
  tokenKey: Uint8Array;
  /** Other instances' writes reach this one's caches through it (PostgreSQL); see cluster/. */
  bus: InstanceBus;
  reads: Reads;
  writes: Writes;
  /** Counted in memory on SQLite, in the database on PostgreSQL (rate-limit/store.ts). */
  limiter: LimitStore;
  /** Uploads and the generated public files: a local directory, or a bucket every instance shares. */
  storage: Storage;
  dataDir: string;
  publicUrl: string;
  now: () => number;
  /** FETCH_ALLOW compiled: the private addresses the server may call. */
  allow: (ip: string) => boolean;
  /** A feature's background loop: started once the database is migrated and seeded, stopped before it closes. */
  runInBackground(worker: BackgroundWorker): void;
  /** The onRequest hook of `signed-in` features. */
  signIn: onRequestHookHandler;
  /** The onRequest hook of `staff` features: signed in, then counted against the per-user data budget. */
  staffSignIn: onRequestHookHandler;
  /** The checks behind staffSignIn, for the direct read path (direct-reads.ts), which answers before any hook. */
  staffAdmission: Admission;
  /** The visitor's address as the rate limits see it (never an untrusted header). */
  addressOf(request: FastifyRequest): string;
  /** A preHandler-style check that throws a 429 when this visitor's address has gone past `rule`. */
  perAddress(rule: Rule): (request: FastifyRequest) => Promise<void>;
}

/**
 * Who may call a feature's routes:
 * - `staff`: a signed-in session, each call counted against the caller's per-user
 *   data budget (API_REQUESTS_PER_MINUTE): the data interface, the editor, the site tools;
 * - `signed-in`: a signed-in session, with limits of the feature's own (mail, caches);
 * - `public`: no sign-in hook; the feature's routes check what they need themselves
 *   (sign-in, signed links, per-address limits).
 */
export type Audience = 'staff' | 'signed-in' | 'public';

export interface Feature {
  /** What it is, as the docs name it (e.g. "media library"). */
  readonly name: string;
  /** Where its routes live (none: at the root). */
  readonly prefix?: string;
  readonly audience: Audience;
  /** Declares the feature's routes and hooks in its own scope. */
  register(scope: FastifyInstance, services: Services): unknown;
  /** Run once the database is migrated and seeded, before the instance is ready: a check that needs the data stops the start here. */
  readonly prepared?: (services: Services) => Promise<void>;
  /** What writes to the entities it owns obey, whoever writes them (data/write-rules.ts; collected in features.ts). */
  readonly writeRules?: WriteRuleSet;
  /** Told of every domain event in the transaction that made it (data/domain-events.ts; collected in features.ts). */
  readonly onEvent?: DomainEventListener;
  /** Where it keeps values sealed with the key ring, sealed again by `npm run secrets:rewrap` (secrets/sealed-values.ts; collected in features.ts). */
  readonly sealedValues?: readonly SealedValueStore[];
}

/** The Fastify plugin that mounts `feature`: the sign-in hook its audience needs, then its routes. */
export function featurePlugin(feature: Feature, services: Services) {
  return async (scope: FastifyInstance) => {
    if (feature.audience !== 'public')
      scope.addHook('onRequest', feature.audience === 'staff' ? services.staffSignIn : services.signIn);
    await feature.register(scope, services);
  };
}
