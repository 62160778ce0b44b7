// Headers every answer carries and who may call from a browser (issue 3
// item 6, security row 10): a strict Content-Security-Policy (no inline
// script), frame-ancestors 'self', nosniff, a referrer policy, HSTS when the
// request came over TLS, and CORS for configured origins only (same origin
// by default). A state-changing request from any other origin is refused.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { ApiError } from '../errors.js';

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  // MUI/emotion inject styles at run time; scripts stay strictly same-origin.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

const STATIC_HEADERS: Record<string, string> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'SAMEORIGIN',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
};
const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE';
const ALLOWED_HEADERS = 'authorization, content-type, if-match, if-none-match, x-requested-with';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function refuse(reply: FastifyReply, message: string) {
  const e = new ApiError(403, message);
  reply.code(403).send(e.body());
}

export function registerHttpPolicy(app: FastifyInstance, config: Pick<Config, 'corsOrigins'>) {
  const allowed = new Set(config.corsOrigins);
  // A synchronous hook: it runs on every request, and a promise per answer would cost on the hottest path.
  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done) => {
    reply.headers(STATIC_HEADERS);
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    if (request.url.startsWith('/api/')) {
      reply.header('cache-control', 'no-store');
      reply.header('access-control-expose-headers', 'x-pagination, etag');
    }
    const origin = request.headers.origin;
    if (!origin || origin === `${request.protocol}://${request.headers.host}`) {
      if (request.method === 'OPTIONS') return reply.code(204).send();
      return done();
    }
    if (allowed.has(origin)) {
      reply.header('access-control-allow-origin', origin);
      reply.header('access-control-allow-credentials', 'true');
      reply.header('vary', 'Origin');
      if (request.method === 'OPTIONS') {
        reply.header('access-control-allow-methods', ALLOWED_METHODS);
        reply.header('access-control-allow-headers', ALLOWED_HEADERS);
        reply.header('access-control-max-age', '600');
        return reply.code(204).send();
      }
      return done();
    }
    // Any other origin: no CORS headers at all, and no writes.
    if (request.method === 'OPTIONS') return refuse(reply, `Origin ${origin} may not call this server`);
    if (!SAFE_METHODS.has(request.method)) return refuse(reply, `Origin ${origin} may not change anything here`);
    done();
  });
}
