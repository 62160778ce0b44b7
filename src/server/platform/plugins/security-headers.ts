// Headers every answer carries (issue item 6; security rows 10, 11, 12): a
// strict Content-Security-Policy (no inline script), frame-ancestors 'self',
// nosniff, a referrer policy, no framing by other sites, HSTS only when the
// client's connection was TLS, and no caching of API answers.
//
// Set in a synchronous onRequest hook, before any handler runs: every
// answer has them, 404s, 401s, 413s and 429s included, and a route that needs
// another value for one of them (a file download's Cache-Control) simply sets
// its own. Synchronous because it runs on every request (no promise per call).
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { Config } from '../config.js';
import { cameOverTls, compileTrust } from './client-address.js';

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  // Scripts only from our own files: no inline script, no eval.
  "script-src 'self'",
  // 'unsafe-inline' for styles only: MUI/emotion insert <style> elements at run
  // time. Styles cannot run script; scripts stay strictly same-origin.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

export const HSTS = 'max-age=31536000; includeSubDomains';

export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'SAMEORIGIN',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': PERMISSIONS_POLICY,
});

/** Headers of API answers: never stored by a browser or a shared cache; the admin app reads these two from CORS answers too. */
export const API_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'cache-control': 'no-store',
  'access-control-expose-headers': 'x-pagination, etag',
});

export function registerSecurityHeaders(app: FastifyInstance, config: Pick<Config, 'trustedProxies'>) {
  const trust = compileTrust(config.trustedProxies);
  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    reply.headers(SECURITY_HEADERS);
    // Browsers ignore HSTS over plain HTTP anyway; sending it only over TLS keeps a plain-HTTP deployment usable.
    if (cameOverTls(request, trust)) reply.header('strict-transport-security', HSTS);
    if (request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/api?'))
      reply.headers(API_HEADERS);
    done();
  });
}
