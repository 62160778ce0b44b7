// Every /api/v1/db call needs a valid bearer token (contract §4, §5). A
// cookie never authenticates a call on its own.
import type { FastifyRequest } from 'fastify';
import type { Tokens } from '../auth/tokens.js';
import type { Actor, Identity } from '../data/identity.js';
import type { Sessions } from '../auth/sessions.js';
import { unauthorized } from '../errors.js';

declare module 'fastify' {
  interface FastifyRequest {
    identity?: Identity;
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const m = /^Bearer\s+([A-Za-z0-9\-_.]+)\s*$/i.exec(header);
  return m?.[1];
}

export function authenticate(tokens: Tokens, sessions: Sessions) {
  return async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) throw unauthorized();
    const identity = await tokens.verify(token);
    if (!identity) throw unauthorized('The session token is invalid or expired: sign in again');
    if (!(await sessions.isLive(identity))) throw unauthorized('The session has ended (signed out, password or access changed): sign in again');
    request.identity = identity;
  };
}

/** The identity of an authenticated request (the hook guarantees one). */
export function identityOf(request: FastifyRequest): Identity {
  if (!request.identity) throw unauthorized();
  return request.identity;
}

/** The identity plus this request's id, for writes and their audit entries. */
export function actorOf(request: FastifyRequest): Actor {
  return { ...identityOf(request), requestId: String(request.id) };
}
