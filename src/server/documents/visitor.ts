// Who is asking on the public secured-document paths: no sign-in is needed,
// but a bearer token, when sent, must be valid and its session live (a
// role- or claim-restricted document needs it); the register-to-download
// cookie names a registered visitor.
import type { FastifyRequest } from 'fastify';
import type { Sessions } from '../auth/index.js';
import type { Tokens } from '../auth/index.js';
import { unauthorized } from '../platform/errors.js';
import { bearerToken } from '../platform/plugins/authenticate.js';
import type { Visitor } from './document-access.js';
import { registeredEmail } from './registration.js';
import type { LinkKey } from './signed-link.js';

export interface VisitorDeps {
  tokens: Tokens;
  sessions: Sessions;
  registrationKey: LinkKey;
}

export async function visitorOf(request: FastifyRequest, deps: VisitorDeps): Promise<Visitor> {
  const registered = registeredEmail(deps.registrationKey, request);
  const token = bearerToken(request);
  if (!token) return { registeredEmail: registered };
  const identity = await deps.tokens.verify(token);
  if (!identity) throw unauthorized('The session token is invalid or expired: sign in again, or send no token');
  if (!(await deps.sessions.isLive(identity)))
    throw unauthorized('The session has ended: sign in again, or send no token');
  return { identity, registeredEmail: registered };
}
