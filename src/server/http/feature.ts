// A server feature (issue 27 item 1): a folder that owns its routes, rules,
// hooks and reads, and says in its index.ts what app.ts needs to mount it —
// where its routes live, who may call them, and how to register them. app.ts
// mounts every feature listed in features.ts the same way, each in a Fastify
// plugin scope of its own, so a feature's hooks never reach another's routes.
import type { FastifyInstance } from 'fastify';
import type { Services } from '../services.js';
import type { WriteRuleSet } from '../data/write-rules.js';

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
  /** What writes to the entities it owns obey, whoever writes them (data/write-rules.ts; collected in features.ts). */
  readonly writeRules?: WriteRuleSet;
}

/** The Fastify plugin that mounts `feature`: the sign-in hook its audience needs, then its routes. */
export function featurePlugin(feature: Feature, services: Services) {
  return async (scope: FastifyInstance) => {
    if (feature.audience !== 'public') scope.addHook('onRequest', feature.audience === 'staff' ? services.staffSignIn : services.signIn);
    await feature.register(scope, services);
  };
}
