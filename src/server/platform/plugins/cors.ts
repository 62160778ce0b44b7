// Who may call from a browser (issue item 6, security row 10). Same origin
// only by default; Config.corsOrigins lists other origins (exact match,
// scheme://host[:port]) that may, with credentials.
//
// - An allowed Origin is reflected (Access-Control-Allow-Origin, -Credentials,
//   Vary: Origin) and its preflight answered 204 with the methods and headers
//   the API uses.
// - Any other foreign Origin gets no CORS header at all; its preflight is a
//   403 in the contract's error shape, and so is any state-changing request
//   (POST/PUT/PATCH/DELETE…) it sends — defence in depth on top of the real
//   rule that only a bearer token authenticates (a cookie never does), so a
//   forged cross-site form cannot write even if a token were ever carried
//   some other way. Public, unauthenticated write routes (the public form
//   submit, posted by the public site from its own origin) are exempt from
//   that last refusal: there is no session to ride on.
// - No Origin header (curl, server-to-server, same-origin GET): untouched.
//
// The server's own origin is PUBLIC_URL's, or the scheme and host of the
// request itself (X-Forwarded-Proto/-Host only from a trusted proxy).
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { Config } from '../config.js';
import { ApiError } from '../errors.js';
import { cameOverTls, compileTrust, requestedHost } from './client-address.js';

export const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE';
export const ALLOWED_HEADERS =
  'authorization, content-type, if-match, if-none-match, x-requested-with, x-public-access';
const PREFLIGHT_MAX_AGE = '600';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Routes (Fastify route patterns) that take unauthenticated writes from any origin. */
const PUBLIC_WRITE_ROUTES: readonly string[] = [
  '/api/v1/db/form/submit',
  '/api/v1/mc/file/form',
  '/secured-documents/:id/register',
  '/api/comments',
  '/api/emailmarketing/:provider',
];

interface CorsOptions {
  /** Route patterns exempt from the cross-origin write refusal (default PUBLIC_WRITE_ROUTES). */
  publicWriteRoutes?: readonly string[];
}

/** scheme://host[:port] as a browser serialises it in Origin; throws for anything that is not one. */
function canonicalOrigin(value: string): string {
  const v = value.trim();
  if (v === '*' || v === 'null')
    throw new Error(`CORS_ORIGINS: "${v}" is not allowed (credentials are allowed, so every origin must be named)`);
  let url: URL;
  try {
    url = new URL(v);
  } catch {
    throw new Error(`CORS_ORIGINS: "${v}" is not an origin like https://editor.example.com`);
  }
  if (
    (url.protocol !== 'https:' && url.protocol !== 'http:') ||
    url.username ||
    url.password ||
    (url.pathname !== '/' && url.pathname !== '') ||
    url.search ||
    url.hash
  ) {
    throw new Error(
      `CORS_ORIGINS: "${v}" is not an origin like https://editor.example.com (scheme, host and port only)`,
    );
  }
  return url.origin;
}

function originOfUrl(value: string): string | undefined {
  try {
    const origin = new URL(value).origin;
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

function refuse(message: string) {
  return new ApiError(403, message);
}

export function registerCors(
  app: FastifyInstance,
  config: Pick<Config, 'corsOrigins' | 'publicUrl' | 'trustedProxies'>,
  options: CorsOptions = {},
) {
  const allowed = new Set(config.corsOrigins.map(canonicalOrigin));
  const own = originOfUrl(config.publicUrl);
  const trust = compileTrust(config.trustedProxies);
  const publicWrites = new Set(options.publicWriteRoutes ?? PUBLIC_WRITE_ROUTES);

  const sameOrigin = (origin: string, request: FastifyRequest) => {
    if (origin === own) return true;
    const host = requestedHost(request, trust);
    return !!host && origin === originOfUrl(`${cameOverTls(request, trust) ? 'https' : 'http'}://${host}`);
  };

  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    // With other origins allowed, every answer depends on Origin: caches must key on it.
    if (allowed.size) reply.header('vary', 'Origin');
    const origin = request.headers.origin;
    if (origin === undefined) return done();
    if (allowed.has(origin)) {
      reply.header('access-control-allow-origin', origin);
      reply.header('access-control-allow-credentials', 'true');
      if (request.method === 'OPTIONS' && request.headers['access-control-request-method']) {
        reply.header('access-control-allow-methods', ALLOWED_METHODS);
        reply.header('access-control-allow-headers', ALLOWED_HEADERS);
        reply.header('access-control-max-age', PREFLIGHT_MAX_AGE);
        reply.code(204).send();
        return;
      }
      return done();
    }
    if (sameOrigin(origin, request)) return done();
    // A foreign origin: no CORS headers, no preflight, no writes.
    if (request.method === 'OPTIONS')
      return done(refuse(`Origin ${origin.slice(0, 200)} may not call this server from a browser`));
    if (!SAFE_METHODS.has(request.method) && !publicWrites.has(request.routeOptions.url ?? '')) {
      return done(refuse(`Origin ${origin.slice(0, 200)} may not change anything here`));
    }
    done();
  });
}
