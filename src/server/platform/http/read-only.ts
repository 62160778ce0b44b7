// The one guard that keeps read-only accounts read only (issue 40 item 5;
// docs/decisions/0112-auditor-role.md). An identity whose roles make it read
// only (Auditor and no writing role: shared/roles.ts isReadOnly) is refused
// with a 403 on every route that writes: every method other than GET, HEAD
// and OPTIONS, and the GETs marked `config: { writes: true }` (emptying the
// error log, archiving messages, clearing caches, regenerating the sitemap,
// duplicating a page, leaving an impersonation, signing out). A route marked
// `config: { readOnlyAllowed: 'why' }` stays open to them: signing in and out,
// their own password, second factor, sessions, theme and language.
//
// It is an app-wide onRequest hook, so it runs before any feature's sign-in
// hook, body parser or handler, on public routes too (a token sent to a
// public form is still the auditor's): the token is verified here (the
// tokens' cache makes that synchronous after the first time) only for a write
// that carries one. Both marks are copied into the OpenAPI document as
// `x-writes` and `x-read-only-allowed`, which the test that walks every write
// operation as an Auditor reads (tests/access/auditor.test.ts). The platform
// names no feature: each feature marks its own routes.
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction, RouteOptions } from 'fastify';
import { isReadOnly } from '../../../shared/roles.js';
import type { Identity } from '../data/identity.js';
import { forbidden } from '../errors.js';
import { andThen, isPromise, type MaybePromise } from '../maybe-async.js';
import { bearerToken, type TokenVerifier } from '../plugins/authenticate.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A GET that changes something (state, files, the audit trail by an action): a write for the read-only guard. */
    writes?: boolean;
    /** A write a read-only account may still make, and why (its own sign-in, session or preferences). */
    readOnlyAllowed?: string;
  }
}

export const READ_ONLY_REFUSAL = 'Auditor accounts read only: this call changes data';

const READING_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether a route with this method and config writes, for a read-only account (the allowed ones excluded). */
function refusedToReadOnly(
  method: string,
  config: { writes?: boolean; readOnlyAllowed?: string } | undefined,
): boolean {
  if (config?.readOnlyAllowed) return false;
  return !READING_METHODS.has(method.toUpperCase()) || config?.writes === true;
}

/** Copies a route's marks into its schema, so the OpenAPI operation carries them (`x-writes`, `x-read-only-allowed`). */
function markOperation(route: RouteOptions) {
  const config = route.config as { writes?: boolean; readOnlyAllowed?: string } | undefined;
  if (!config?.writes && !config?.readOnlyAllowed) return;
  const schema = (route.schema ??= {}) as Record<string, unknown>;
  if (config.writes) schema['x-writes'] = true;
  if (config.readOnlyAllowed) schema['x-read-only-allowed'] = config.readOnlyAllowed;
}

/** Installs the guard on the whole app: before any feature is registered, after the OpenAPI collector. */
export function installReadOnlyGuard(app: FastifyInstance, tokens: TokenVerifier): void {
  app.addHook('onRoute', markOperation);
  const refuse = (identity: Identity | undefined) => {
    if (identity && isReadOnly(identity.roles)) throw forbidden(READ_ONLY_REFUSAL);
  };
  app.addHook('onRequest', (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
    if (request.is404 || !refusedToReadOnly(request.method, request.routeOptions.config)) return done();
    let outcome: MaybePromise<void>;
    try {
      const token = bearerToken(request);
      if (!token) return done();
      outcome = andThen(tokens.verify(token), refuse);
    } catch (e) {
      return done(e as Error);
    }
    if (isPromise(outcome)) outcome.then(() => done(), done);
    else done();
  });
}
